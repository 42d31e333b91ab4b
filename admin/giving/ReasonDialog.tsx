/**
 * A question with a reason before a gift is refunded or a pledge cancelled (or an order cancelled:
 * the order page names its own buttons and help): what will happen, the reason (required: it is
 * kept with the record, and with the voucher that undoes it), and the server's refusal in its own
 * words (a gateway that refused the refund, a gift received meanwhile).
 */
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { type FormEvent, useState } from 'react'
import { fieldErrorsOf, messageOf } from './donation-api.ts'

export function ReasonDialog({
  title,
  explanation,
  confirmLabel,
  keepLabel = 'Keep the gift as it is',
  reasonHelp = 'Kept with the gift for whoever reads it later.',
  onConfirm,
  onClose,
}: {
  title: string
  explanation: string
  confirmLabel: string
  /** The button that closes without doing anything. */
  keepLabel?: string
  reasonHelp?: string
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setRefusal(undefined)
    try {
      await onConfirm(reason)
    } catch (failure) {
      const placed = fieldErrorsOf(failure).reason
      setError(placed)
      if (!placed) setRefusal(messageOf(failure, 'The server refused.'))
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="reason-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="reason-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
          <TextField
            label="Reason"
            required
            autoFocus
            fullWidth
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error !== undefined}
            helperText={error ?? reasonHelp}
          />
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {keepLabel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
