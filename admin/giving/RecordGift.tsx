/**
 * "Record a gift" for a donor who gives at the office: who (a name; email, phone and address when
 * they give them), to which fund (an open cause or the general fund), how much, and how the money
 * came. One form typed top to bottom with Tab, sent with Enter; the server books it, numbers its
 * receipt, emails it when there is an address, and the gift's page opens with the receipt to print.
 * Each refusal is shown under its field.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useState } from 'react'
import { Title, useNotify } from 'react-admin'
import { useNavigate } from 'react-router'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { type CauseChoice, causeChoices, fieldErrorsOf, messageOf, recordGift } from './donation-api.ts'
import { orgToday } from './donation-words.ts'
import { emptyPayment, PaymentFields, paymentOf } from './PaymentFields.tsx'

const EMAILED: Record<string, string> = {
  sent: 'and emailed',
  kept: 'and its email kept in the outbox',
  failed: 'and its email will be tried again',
  'no-address': 'to print: the donor gave no email',
}

interface Donor {
  first_name: string
  last_name: string
  email: string
  phone_number: string
  address: string
  cause: string
  amount: string
  message: string
  anonymous: boolean
}

const NO_DONOR: Donor = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  address: '',
  cause: '',
  amount: '',
  message: '',
  anonymous: false,
}

/** Causes a gift may be recorded for today: published and not ended. */
const openOn = (today: string) => (c: CauseChoice) =>
  c.status === 'published' && (c.end_date === null || c.end_date >= today)

export default function RecordGift() {
  const timeZone = useAdminSchema()?.timeZone ?? 'Asia/Dhaka'
  const today = orgToday(timeZone)
  const [donor, setDonor] = useState<Donor>(NO_DONOR)
  const [payment, setPayment] = useState(() => emptyPayment(today))
  const [causes, setCauses] = useState<CauseChoice[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)
  const notify = useNotify()
  const navigate = useNavigate()

  useEffect(() => {
    causeChoices().then(
      (all) => setCauses(all.filter(openOn(today))),
      () => setCauses([]),
    )
  }, [today])

  const field = (name: Exclude<keyof Donor, 'anonymous'>) => ({
    name,
    value: donor[name],
    onChange: (e: { target: { value: string } }) => setDonor({ ...donor, [name]: e.target.value }),
    error: errors[name] !== undefined,
    helperText: errors[name],
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setRefusal(undefined)
    try {
      const gift = await recordGift({
        ...donor,
        cause: donor.cause ? Number(donor.cause) : null,
        ...paymentOf(payment),
      })
      notify(`Recorded: receipt ${gift.receipt_number} ${EMAILED[gift.receipt_email] ?? ''}.`, {
        type: 'success',
      })
      navigate(`/donation/${gift.id}/show`)
    } catch (error) {
      const placed = fieldErrorsOf(error)
      setErrors(placed)
      if (Object.keys(placed).length === 0) setRefusal(messageOf(error, 'The gift was not recorded.'))
      setBusy(false)
    }
  }

  return (
    <Paper component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 2, p: 2, maxWidth: 760 }}>
      <Title title="Record a gift" />
      <Typography variant="h5" component="h1" gutterBottom>
        Record a gift
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        For a donor who gives at the office. The gift is booked at once and gets its money receipt.
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Box component="fieldset" sx={fieldsetSx}>
        <legend>Donor</legend>
        <TextField label="First name" required autoFocus {...field('first_name')} />
        <TextField label="Last name" {...field('last_name')} />
        <TextField
          label="Email"
          type="email"
          {...field('email')}
          helperText={errors.email ?? 'The receipt is emailed here; leave it empty if they have none.'}
        />
        <TextField label="Phone" type="tel" {...field('phone_number')} />
        <TextField label="Address" {...field('address')} sx={{ gridColumn: '1 / -1' }} />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <legend>Gift</legend>
        <TextField
          select
          label="Fund"
          {...field('cause')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">General fund</option>
          {causes.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </TextField>
        <TextField
          label="Amount (Tk)"
          required
          {...field('amount')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField label="Message" {...field('message')} multiline sx={{ gridColumn: '1 / -1' }} />
        <FormControlLabel
          control={
            <Checkbox
              checked={donor.anonymous}
              onChange={(e) => setDonor({ ...donor, anonymous: e.target.checked })}
            />
          }
          label="Do not name the donor on the site"
        />
      </Box>
      <Box component="fieldset" sx={{ ...fieldsetSx, display: 'block' }}>
        <legend>Money</legend>
        <PaymentFields value={payment} onChange={setPayment} errors={errors} />
      </Box>
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        Record gift
      </Button>
    </Paper>
  )
}

const fieldsetSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 2,
  mb: 2,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  '& legend': { px: 0.5, fontWeight: 600 },
} as const
