/**
 * The question before a dues payment is cancelled: what happens (its voucher reversed today, its
 * period cancelled, the receipt kept as issued) and why, which is required and kept on the
 * reversal, the period and the payment. The server's refusal (a later period continues from this
 * one, or it was already cancelled) is shown in its own words.
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

interface CancelPaymentDialogProps {
  open: boolean
  title: string
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
}

export function CancelPaymentDialog({ open, title, onConfirm, onClose }: CancelPaymentDialogProps) {
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string>()

  const confirm = async () => {
    if (!reason.trim()) {
      setRefusal('Say why the payment is cancelled.')
      return
    }
    setBusy(true)
    setRefusal(undefined)
    try {
      await onConfirm(reason.trim())
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
      aria-labelledby="cancel-payment-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="cancel-payment-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Its receipt voucher is reversed by a new voucher dated today, and the period it paid is cancelled.
          The money receipt stays as issued. This cannot be undone: a payment made by mistake is cancelled and
          collected again.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          required
          autoFocus
          size="small"
        />
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep it
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} variant="contained" color="error">
          Cancel the payment
        </Button>
      </DialogActions>
    </Dialog>
  )
}
