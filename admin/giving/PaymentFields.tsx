/**
 * How the money came, as staff type it: the method (a native select, so a letter picks it and Tab
 * moves on), the day it was received, and only the particulars that method has: a cheque's number,
 * bank and date; a transfer's reference and bank; a wallet's transaction ID as its SMS gives it.
 * The server checks them all and its words appear under the field they are about.
 */
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import type { Payment } from './donation-api.ts'
import { METHOD_NAMES, RECORDED_METHODS, referenceLabel } from './donation-words.ts'

const HELP: Record<string, string> = {
  bkash: 'Ten letters and digits, as in the bKash SMS (9GH7K2L1QZ).',
  nagad: 'As in the Nagad SMS.',
  rocket: 'As in the Rocket SMS.',
  bank_transfer: 'As the bank’s advice shows it.',
}

export const emptyPayment = (today: string): Payment => ({
  method: 'cash',
  received_on: today,
  reference: '',
  bank_name: '',
  cheque_date: '',
})

/** The payment with only the particulars its method has (fields of another method left behind are dropped). */
export function paymentOf(payment: Payment): Payment {
  const { method } = payment
  return {
    ...payment,
    reference: method === 'cash' ? '' : payment.reference,
    bank_name: method === 'cheque' || method === 'bank_transfer' ? payment.bank_name : '',
    cheque_date: method === 'cheque' ? payment.cheque_date : '',
  }
}

export function PaymentFields({
  value,
  onChange,
  errors,
  autoFocus = false,
}: {
  value: Payment
  onChange: (next: Payment) => void
  errors: Record<string, string>
  autoFocus?: boolean
}) {
  const set = (changes: Partial<Payment>) => onChange({ ...value, ...changes })
  const { method } = value
  const field = (name: keyof Payment) => ({
    error: errors[name] !== undefined,
    helperText: errors[name],
    value: value[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
  })
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        label="Method"
        autoFocus={autoFocus}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        {...field('method')}
      >
        {RECORDED_METHODS.map((m) => (
          <option key={m} value={m}>
            {METHOD_NAMES[m]}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        label="Received on"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...field('received_on')}
        helperText={errors.received_on ?? 'The day the money came: the receipt’s and the voucher’s date.'}
      />
      {method !== 'cash' && (
        <TextField
          label={referenceLabel(method)}
          required
          {...field('reference')}
          helperText={errors.reference ?? HELP[method]}
        />
      )}
      {(method === 'cheque' || method === 'bank_transfer') && (
        <TextField label="Bank" required={method === 'cheque'} {...field('bank_name')} />
      )}
      {method === 'cheque' && (
        <TextField
          type="date"
          label="Cheque date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('cheque_date')}
        />
      )}
    </Box>
  )
}
