/**
 * A save refused because someone else changed the record since it was opened (409): who and when,
 * and the two ways on: take their version, or write mine over it.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useId } from 'react'
import { formatOrgDate } from '../dates.ts'
import type { Conflict } from './save-failure.ts'

export function ConflictDialog({
  conflict,
  onReload,
  onOverwrite,
}: {
  conflict: Conflict | null
  onReload: () => void
  onOverwrite: () => void
}) {
  const titleId = useId()
  const who = conflict?.changedBy ?? 'Someone else'
  const when = conflict?.changedAt ? ` on ${formatOrgDate(conflict.changedAt)}` : ''
  return (
    <Dialog open={conflict !== null} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Changed by someone else</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {who} changed this record{when}, after you opened it. Your changes are not saved yet.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload}>Reload their version</Button>
        {/* Red, not MUI's orange: white text on that orange is too faint to read (axe, contrast). */}
        <Button onClick={onOverwrite} color="error" variant="contained">
          Overwrite with mine
        </Button>
      </DialogActions>
    </Dialog>
  )
}
