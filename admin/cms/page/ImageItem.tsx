/** One image's thumbnail with its ordering and actions. */
import ArrowBack from '@mui/icons-material/ArrowBack'
import ArrowForward from '@mui/icons-material/ArrowForward'
import Delete from '@mui/icons-material/Delete'
import Edit from '@mui/icons-material/Edit'
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material'
import { useSortableItem } from './Sortable.tsx'
import type { ContentImage } from './types.ts'

interface Props {
  image: ContentImage
  /** How the buttons name this image: its alternative text, or its file name. */
  label: string
  first: boolean
  last: boolean
  onMove: (offset: -1 | 1) => void
  onEdit: () => void
  onDelete: () => void
}

export function ImageItem({ image, label, first, last, onMove, onEdit, onDelete }: Props) {
  const { setNodeRef, style, handle } = useSortableItem(image.id, `Drag image ${label} to reorder`)
  return (
    <Box component="li" ref={setNodeRef} style={style} sx={{ listStyle: 'none' }} data-image-id={image.id}>
      <Paper variant="outlined" sx={{ p: 1, height: '100%', boxSizing: 'border-box' }}>
        <Box
          component="img"
          src={image.image}
          alt={image.alt ?? ''}
          loading="lazy"
          sx={{
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            display: 'block',
            borderRadius: 0.5,
          }}
        />
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {image.alt || <em>No alternative text</em>}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
          {handle}
          <Tooltip describeChild title="Move earlier">
            <span>
              <IconButton
                size="small"
                aria-label={`Move image ${label} up`}
                disabled={first}
                onClick={() => onMove(-1)}
              >
                <ArrowBack fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip describeChild title="Move later">
            <span>
              <IconButton
                size="small"
                aria-label={`Move image ${label} down`}
                disabled={last}
                onClick={() => onMove(1)}
              >
                <ArrowForward fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip describeChild title="Edit, replace">
            <IconButton size="small" aria-label={`Edit image ${label}`} onClick={onEdit}>
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip describeChild title="Delete">
            <IconButton size="small" color="error" aria-label={`Delete image ${label}`} onClick={onDelete}>
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Paper>
    </Box>
  )
}
