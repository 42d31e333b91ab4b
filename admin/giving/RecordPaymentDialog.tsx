/**
 * Recording a pledge's money from its page: the payment fields (the method first, focused), Enter
 * or "Record payment" sends them, Escape closes. The server books the gift, numbers its receipt and
 * emails it; a refusal (a locked period under Received on, a wrong transaction ID under its field)
 * is shown where it belongs, and nothing is recorded.
 */
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { type FormEvent, useState } from 'react'
import { type Donation, fieldErrorsOf, messageOf, type ReceiptEmail, recordPayment } from './donation-api.ts'
import { money } from './donation-words.ts'
import { emptyPayment, PaymentFields, paymentOf } from './PaymentFields.tsx'

export function RecordPaymentDialog({
  gift,
  today,
  onClose,
  onRecorded,
}: {
  gift: Donation
  today: string
  onClose: () => void
  onRecorded: (recorded: Donation & { receipt_email: ReceiptEmail }) => void
}) {
  const [payment, setPayment] = useState(() => emptyPayment(today))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setRefusal(undefined)
    try {
      onRecorded(await recordPayment(gift.id, paymentOf(payment)))
    } catch (error) {
      const placed = fieldErrorsOf(error)
      setErrors(placed)
      if (Object.keys(placed).length === 0) setRefusal(messageOf(error, 'The payment was not recorded.'))
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="record-payment-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="record-payment-title">Record the payment of {money(gift.amount)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The gift is booked (a receipt voucher) and gets its money receipt, emailed to the donor when they
            gave an address.
          </DialogContentText>
          <PaymentFields value={payment} onChange={setPayment} errors={errors} autoFocus />
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
          <Button type="submit" variant="contained" disabled={busy}>
            Record payment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
