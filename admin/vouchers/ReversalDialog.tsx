/**
 * The question before a posted voucher is reversed or corrected: an optional reason (kept on the
 * reversal), for a plain reversal an optional date, and the server's refusal in its own words
 * (a 403 when reversing an earlier day needs the approver's permission, a 409 when already reversed).
 */
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import type { ReversalRequest } from './voucher-api.ts'

interface ReversalDialogProps {
  open: boolean
  title: string
  explanation: string
  confirmLabel: string
  /** A plain reversal may be dated; a correction's reversal is dated by the server. */
  withDate: boolean
  onConfirm: (request: ReversalRequest) => Promise<void>
  onClose: () => void
}

export function ReversalDialog(props: ReversalDialogProps) {
  const { open, title, explanation, confirmLabel, withDate, onConfirm, onClose } = props
  const [reason, setReason] = useState('')
  const [date, setDate] = useState('')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string>()

  const confirm = async () => {
    setBusy(true)
    setRefusal(undefined)
    try {
      await onConfirm({ reason, ...(withDate && date ? { date } : {}) })
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'The server refused.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="reversal-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="reversal-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          autoFocus
          size="small"
          sx={{ mb: 2 }}
        />
        {withDate && (
          <TextField
            type="date"
            label="Date of the reversal (optional: the voucher's own)"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
