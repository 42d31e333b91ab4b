/**
 * The keyboard's way to move a menu (besides dnd-kit's keyboard dragging): one button per row
 * opening Move up, Move down, indent under the previous sibling and outdent one level. Choices
 * that lead nowhere are disabled rather than hidden, so the list keeps its shape.
 */
import SwapVert from '@mui/icons-material/SwapVert'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import type { KeyboardMove } from './menu-tree.ts'

const CHOICES: [KeyboardMove, string][] = [
  ['up', 'Move up'],
  ['down', 'Move down'],
  ['indent', 'Move under previous sibling (indent)'],
  ['outdent', 'Move out one level (outdent)'],
]

export function MoveMenuButton({
  name,
  possible,
  onMove,
  disabled,
}: {
  name: string
  possible: Record<KeyboardMove, boolean>
  onMove: (direction: KeyboardMove) => void
  disabled: boolean
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SwapVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CHOICES.map(([direction, label]) => (
          <MenuItem
            key={direction}
            disabled={!possible[direction]}
            onClick={() => {
              setAnchor(null)
              onMove(direction)
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
