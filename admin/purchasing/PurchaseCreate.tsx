/**
 * Enter a purchase directly, without a request (a bill from a vendor in hand): the vendor, the
 * branch the goods come into, the date, the vendor's own bill number, the products with quantity
 * and unit cost, a discount on the whole bill and a note; subtotal, discount and net total in view.
 * "Save the draft" keeps it as a draft and opens its page, where it is received and paid.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { Title, useNotify } from 'react-admin'
import { useNavigate } from 'react-router'
import { formatAmount, formatTaka, parseAmount } from '../../common/money.ts'
import { fieldErrorsOf } from '../giving/donation-api.ts'
import { orgToday } from '../giving/donation-words.ts'
import { type CartLine, cartTotals } from '../orders/counter-cart.ts'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { LinesEditor } from './LinesEditor.tsx'
import { type Parties, PartyFields } from './PartyFields.tsx'
import { purchaseItems } from './purchase-lines.ts'
import { createPurchase } from './purchasing-api.ts'
import { refusalOf } from './refusal.ts'

const SHOWN = /^(vendor|branch|date|vendor_invoice_no|discount|note|items\[\d+\]\[(quantity|unit_price)\])$/

export default function PurchaseCreate() {
  const timeZone = useAdminSchema()?.timeZone ?? 'Asia/Dhaka'
  const [parties, setParties] = useState<Parties>({ vendor: '', branch: '' })
  const [date, setDate] = useState(() => orgToday(timeZone))
  const [bill, setBill] = useState('')
  const [discountText, setDiscountText] = useState('')
  const [note, setNote] = useState('')
  const [lines, setLines] = useState<CartLine[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const navigate = useNavigate()
  const notify = useNotify()

  const discount = parseAmount(discountText || '0')
  const totals = cartTotals(lines, discount ?? 0n)
  const field = (name: string, help: string) => ({
    error: errors[name] !== undefined,
    helperText: errors[name] ?? help,
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setFailure(undefined)
    if (!parties.vendor || !parties.branch) return setFailure('Choose the vendor and the branch.')
    if (lines.length === 0) return setFailure('Add at least one product.')
    if (discount === undefined || discount < 0n)
      return setFailure('The discount is an amount such as 100 or 12.50.')
    setBusy(true)
    try {
      const made = await createPurchase({
        vendor: Number(parties.vendor),
        branch: Number(parties.branch),
        date,
        vendor_invoice_no: bill.trim() || undefined,
        discount: formatAmount(discount),
        note: note.trim() || undefined,
        items: purchaseItems(lines),
      })
      notify(`Purchase ${made.invoice_no} saved as a draft.`, { type: 'success' })
      navigate(`/purchase_final/${made.id}/show`)
    } catch (error) {
      setErrors(fieldErrorsOf(error))
      setFailure(refusalOf(error, (name) => SHOWN.test(name), 'The purchase was not saved.'))
      setBusy(false)
    }
  }

  return (
    <Paper component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ mt: 2, p: 2 }}>
      <Title title="New purchase" />
      <Typography variant="h5" component="h1" gutterBottom>
        New purchase
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
        <PartyFields value={parties} onChange={setParties} errors={errors} onFailure={setFailure} />
        <TextField
          type="date"
          label="Date"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('date', 'The day the goods came: the stock’s and the bill’s date.')}
        />
        <TextField
          label="Vendor’s bill number"
          value={bill}
          onChange={(e) => setBill(e.target.value)}
          {...field('vendor_invoice_no', 'As printed on their bill, if they gave one.')}
        />
      </Box>
      <LinesEditor
        lines={lines}
        onChange={setLines}
        costLabel="Unit cost"
        errors={errors}
        onMissing={(text) => setFailure(`No active product has the SKU "${text}".`)}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}>
        <TextField
          label="Discount (Tk)"
          value={discountText}
          onChange={(e) => setDiscountText(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...field(
            'discount',
            discount === undefined
              ? 'An amount such as 100 or 12.50.'
              : 'On the whole bill, shared over the lines.',
          )}
          error={discount === undefined || errors.discount !== undefined}
        />
        <TextField
          label="Note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...field('note', ' ')}
        />
      </Box>
      <Box component="dl" sx={totalsSx}>
        <dt>Subtotal</dt>
        <dd>{formatTaka(totals.subtotal, { symbol: true })}</dd>
        <dt>Discount</dt>
        <dd>{formatTaka(totals.discount, { symbol: true })}</dd>
        <dt>Net total</dt>
        <dd aria-live="polite">{formatTaka(totals.net, { symbol: true })}</dd>
      </Box>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Saving…' : 'Save the draft'}
      </Button>
    </Paper>
  )
}

const totalsSx = {
  display: 'grid',
  gridTemplateColumns: 'max-content max-content',
  columnGap: 3,
  my: 2,
  '& dt': { fontWeight: 600 },
  '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
} as const
