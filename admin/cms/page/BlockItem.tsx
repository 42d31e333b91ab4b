/** One block in the list: its key, a glimpse of its text, ordering, and its actions. */
import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import Delete from '@mui/icons-material/Delete'
import { Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material'
import { BlockEditor } from './BlockEditor.tsx'
import type { BlockOwner } from './owner.ts'
import { useSortableItem } from './Sortable.tsx'
import type { ContentBlock } from './types.ts'

interface Props {
  block: ContentBlock
  owner: BlockOwner
  first: boolean
  last: boolean
  editing: boolean
  onEdit: (open: boolean) => void
  onMove: (offset: -1 | 1) => void
  onRename: () => void
  onDelete: () => void
  onSaved: () => void
  onDirtyChange: (dirty: boolean) => void
}

/** The block's text without tags, to recognise it in the list. */
const glimpse = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 160 ? `${text.slice(0, 160)}…` : text
}

export function BlockItem({
  block,
  owner,
  first,
  last,
  editing,
  onEdit,
  onMove,
  onRename,
  onDelete,
  onSaved,
  onDirtyChange,
}: Props) {
  const { setNodeRef, style, handle } = useSortableItem(block.id, `Drag ${block.name} to reorder`)
  return (
    <Box component="li" ref={setNodeRef} style={style} sx={{ listStyle: 'none', mb: 1.5 }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          {handle}
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: '1 1 160px' }}>
            {block.name}
          </Typography>
          <Tooltip describeChild title="Move up">
            <span>
              <IconButton aria-label={`Move ${block.name} up`} disabled={first} onClick={() => onMove(-1)}>
                <ArrowUpward />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip describeChild title="Move down">
            <span>
              <IconButton aria-label={`Move ${block.name} down`} disabled={last} onClick={() => onMove(1)}>
                <ArrowDownward />
              </IconButton>
            </span>
          </Tooltip>
          <Button
            size="small"
            aria-expanded={editing}
            aria-label={`Edit text of ${block.name}`}
            onClick={() => onEdit(!editing)}
          >
            Edit text
          </Button>
          <Button size="small" aria-label={`Rename ${block.name}`} onClick={onRename}>
            Rename
          </Button>
          <Tooltip describeChild title="Delete">
            <IconButton aria-label={`Delete ${block.name}`} color="error" onClick={onDelete}>
              <Delete />
            </IconButton>
          </Tooltip>
        </Box>
        {editing ? (
          <BlockEditor
            block={block}
            owner={owner}
            onSaved={onSaved}
            onClose={() => onEdit(false)}
            onDirtyChange={onDirtyChange}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {glimpse(block.value) || 'No text yet.'}
          </Typography>
        )}
      </Paper>
    </Box>
  )
}
