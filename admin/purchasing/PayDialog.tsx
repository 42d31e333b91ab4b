/**
 * "Receive and pay" a draft purchase (paybill_and_confirm/): how the vendor is paid (a payment
 * method, whose ledger the money leaves: cash, a bank, a wallet; "On account" pays nothing now and
 * leaves the bill owed), how much (the net total unless told otherwise; the rest stays owed), the
 * payment's reference (asked for when the method needs one) and its date (the purchase's by
 * default). One transaction brings the goods into stock and posts the bill and the payment; the
 * server's refusal (more than the total, a missing reference, a closed period) is said in its words,
 * under the field it is about and in the dialog's alert.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { type FormEvent, useEffect, useState } from 'react'
import { fieldErrorsOf } from '../giving/donation-api.ts'
import { money } from '../giving/donation-words.ts'
import { type PaymentMethodChoice, paymentMethods } from '../orders/orders-api.ts'
import { type Payment, type Purchase, payAndConfirm } from './purchasing-api.ts'
import { refusalOf } from './refusal.ts'

export function PayDialog({
  purchase,
  onClose,
  onPaid,
}: {
  purchase: Purchase
  onClose: () => void
  onPaid: (confirmed: Purchase) => void
}) {
  const [methods, setMethods] = useState<PaymentMethodChoice[]>([])
  const [payment, setPayment] = useState<Payment>({
    payment_method: 0,
    paid_amount: purchase.net_total,
    payment_reference: '',
    date: purchase.date,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    paymentMethods().then(
      (list) => {
        setMethods(list)
        const cash = list.find((m) => m.kind === 'cash') ?? list[0]
        setPayment((p) => ({ ...p, payment_method: cash?.id ?? 0 }))
      },
      () => setRefusal('The payment methods could not be read: close this and try again.'),
    )
  }, [])

  const method = methods.find((m) => m.id === payment.payment_method)
  const onAccount = method?.kind === 'on_account'
  const set = (changes: Partial<Payment>) => setPayment((p) => ({ ...p, ...changes }))
  const field = (name: keyof Payment, help: string) => ({
    error: errors[name] !== undefined,
    helperText: errors[name] ?? help,
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setRefusal(undefined)
    try {
      onPaid(await payAndConfirm(purchase.id, onAccount ? { ...payment, paid_amount: '0' } : payment))
    } catch (error) {
      setErrors(fieldErrorsOf(error))
      setRefusal(refusalOf(error, () => false, 'The purchase was not received.'))
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="pay-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="pay-title">Receive and pay {purchase.invoice_no}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The goods come into stock at {purchase.branch?.name}, and the bill of {money(purchase.net_total)}{' '}
            from {purchase.vendor?.name} and the payment are posted. A received purchase cannot be changed:
            goods are corrected by a return.
          </DialogContentText>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <TextField
              select
              label="Paid by"
              autoFocus
              value={payment.payment_method || ''}
              onChange={(e) => set({ payment_method: Number(e.target.value) })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...field('payment_method', onAccount ? 'Nothing paid now: the bill stays owed.' : ' ')}
            >
              {methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </TextField>
            <TextField
              label="Amount paid (Tk)"
              value={onAccount ? '0' : payment.paid_amount}
              disabled={onAccount}
              onChange={(e) => set({ paid_amount: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...field('paid_amount', 'Less than the total leaves the rest owed.')}
            />
            <TextField
              label={method?.needs_reference ? `${method.name} reference` : 'Reference'}
              required={method?.needs_reference === true && !onAccount}
              value={payment.payment_reference}
              onChange={(e) => set({ payment_reference: e.target.value })}
              {...field('payment_reference', 'Transaction ID, cheque or transfer number.')}
            />
            <TextField
              type="date"
              label="Paid on"
              required
              value={payment.date}
              onChange={(e) => set({ date: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              {...field('date', 'Not before the purchase’s date.')}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Not now
          </Button>
          <Button type="submit" variant="contained" disabled={busy || methods.length === 0}>
            {busy ? 'Receiving…' : 'Receive and pay'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
