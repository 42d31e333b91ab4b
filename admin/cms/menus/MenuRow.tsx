/**
 * One menu of the tree: drag handle, name with its public address, template, published switch and
 * its actions. The row is a dnd-kit sortable item; only the handle starts a drag, so the other
 * controls keep their own clicks and keys.
 */
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import Article from '@mui/icons-material/Article'
import Delete from '@mui/icons-material/Delete'
import DragIndicator from '@mui/icons-material/DragIndicator'
import Edit from '@mui/icons-material/Edit'
import OpenInNew from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import MuiLink from '@mui/material/Link'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { menuTemplates } from '../../../common/menu-templates.ts'
import { MoveMenuButton } from './MoveMenuButton.tsx'
import { type KeyboardMove, publicUrl, type TreeRow } from './menu-tree.ts'

/** Pixels per level: the indentation shown and the sideways drag that changes the level. */
export const INDENT = 28

/** Read by screen readers, not shown: the tree's shape, which the indentation shows to the eye. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

export interface MenuRowProps {
  row: TreeRow
  parentName: string | null
  /** The depth shown: while dragging, where the row would land. */
  depth: number
  may: { update: boolean; delete: boolean }
  possibleMoves: Record<KeyboardMove, boolean>
  onMove: (direction: KeyboardMove) => void
  onChange: (data: { is_published?: boolean; template?: string }) => void
  onDelete: () => void
}

export function MenuRow({
  row,
  parentName,
  depth,
  may,
  possibleMoves,
  onMove,
  onChange,
  onDelete,
}: MenuRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id, disabled: !may.update })
  const url = publicUrl(row)
  const name = row.name
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-menu-id={row.id}
      data-depth={depth}
      style={{
        // Sideways the row stays put: its indentation shows the level it would land at.
        transform: CSS.Translate.toString(transform && { ...transform, x: 0 }),
        transition,
      }}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
        pr: 1,
        pl: `${8 + depth * INDENT}px`,
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 3 : 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name}`}
          disabled={!may.update}
          sx={{ cursor: may.update ? 'grab' : 'default', touchAction: 'none' }}
        >
          <DragIndicator />
        </IconButton>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 500 }} data-menu-name>
            {name}
          </Typography>
          {parentName && <Box component="span" sx={visuallyHidden}>{`, under ${parentName}`}</Box>}
          {!row.is_published && <Chip size="small" label="Hidden" sx={{ ml: 1 }} />}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="code" data-public-url>
              {url}
            </Box>{' '}
            <MuiLink
              href={url}
              target="_blank"
              rel="noopener"
              aria-label={`View on site: ${name}${row.is_published ? '' : ' (preview)'} (opens a new tab)`}
            >
              View on site{row.is_published ? '' : ' (preview)'}
              <OpenInNew fontSize="inherit" sx={{ verticalAlign: 'middle', ml: 0.25 }} />
            </MuiLink>
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label="Template"
          value={row.template}
          disabled={!may.update}
          onChange={(event) => onChange({ template: event.target.value })}
          slotProps={{
            select: { native: true },
            htmlInput: { id: `menu-${row.id}-template`, 'aria-label': `Template of ${name}` },
            inputLabel: { htmlFor: `menu-${row.id}-template` },
          }}
          sx={{ width: 190 }}
        >
          {menuTemplates.map((template) => (
            <option key={template} value={template}>
              {template}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          label="Published"
          disabled={!may.update}
          control={
            <Switch
              checked={row.is_published}
              onChange={(event) => onChange({ is_published: event.target.checked })}
              slotProps={{ input: { 'aria-label': `Published: ${name}` } }}
            />
          }
          sx={{ mr: 0 }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <MoveMenuButton name={name} possible={possibleMoves} onMove={onMove} disabled={!may.update} />
          <Button
            component={Link}
            to={`/cms_menu/${row.id}`}
            size="small"
            startIcon={<Edit />}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
          <Button
            component={Link}
            to={`/pages/${row.id}`}
            size="small"
            startIcon={<Article />}
            aria-label={`Edit page of ${name}`}
          >
            Edit page
          </Button>
          {may.delete && (
            <IconButton size="small" color="error" aria-label={`Delete ${name}`} onClick={onDelete}>
              <Delete />
            </IconButton>
          )}
        </Box>
      </Box>
    </Box>
  )
}
