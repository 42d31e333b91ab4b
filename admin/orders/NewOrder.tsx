/**
 * "New order": a customer's order taken by staff (an institution's books on account, a phone
 * order to deliver). The customer is found by name or mobile (CustomerPicker), the items are
 * scanned or typed as at the counter (ProductFinder, CartLinesTable, counter-cart.ts), and the
 * branch, payment method (On account too: the credit limit is checked when the order is
 * confirmed), discount, delivery charge and a comment apply to it; the totals follow as one types.
 * "Save order" makes a pending order (nothing reserved or booked yet) and opens its page, where it
 * is confirmed and followed to delivery. The server's refusal is shown as a sentence naming the field.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useState } from 'react'
import { Title, useNotify } from 'react-admin'
import { useNavigate } from 'react-router'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { CartLinesTable } from './CartLinesTable.tsx'
import { ChoiceSelect } from './ChoiceSelect.tsx'
import { CustomerPicker } from './CustomerPicker.tsx'
import { addProduct, type CartLine, cartTotals } from './counter-cart.ts'
import { type CustomerChoice, createOrder } from './order-life-api.ts'
import { orderFieldName } from './order-words.ts'
import {
  type Choice,
  firstMadeBranch,
  branches as loadBranches,
  paymentMethods as loadMethods,
  type PaymentMethodChoice,
  refusalOf,
} from './orders-api.ts'
import { ProductFinder } from './ProductFinder.tsx'

const tk = (paisa: bigint) => `Tk ${formatTaka(paisa)}`

export default function NewOrder() {
  const [customer, setCustomer] = useState<CustomerChoice | null>(null)
  const [lines, setLines] = useState<CartLine[]>([])
  const [branchList, setBranchList] = useState<Choice[]>([])
  const [methods, setMethods] = useState<PaymentMethodChoice[]>([])
  const [branch, setBranch] = useState<number | ''>('')
  const [method, setMethod] = useState<number | ''>('')
  const [reference, setReference] = useState('')
  const [discountText, setDiscountText] = useState('')
  const [shippingText, setShippingText] = useState('')
  const [comment, setComment] = useState('')
  const [notice, setNotice] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const notify = useNotify()
  const navigate = useNavigate()

  useEffect(() => {
    loadBranches().then(
      (list) => {
        setBranchList(list)
        setBranch(firstMadeBranch(list)?.id ?? '')
      },
      () => setFailure('The branches could not be read.'),
    )
    loadMethods().then(
      (list) => {
        setMethods(list)
        setMethod(list.find((m) => m.kind === 'cash')?.id ?? list[0]?.id ?? '')
      },
      () => setFailure('The payment methods could not be read.'),
    )
  }, [])

  const chosenMethod = methods.find((m) => m.id === method)
  const discount = parseAmount(discountText || '0')
  const shipping = parseAmount(shippingText || '0')
  const totals = cartTotals(lines, discount ?? 0n)
  const net = totals.net + (shipping ?? 0n)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(undefined)
    if (!customer) return setFailure('Choose the customer.')
    if (lines.length === 0) return setFailure('Scan or type at least one item.')
    if (branch === '') return setFailure('Choose the branch the goods leave from.')
    if (method === '') return setFailure('Choose how the customer pays.')
    if (discount === undefined || discount < 0n || shipping === undefined || shipping < 0n)
      return setFailure('The discount and the shipping are amounts such as 50 or 12.50.')
    if (discount > totals.subtotal) return setFailure('The discount cannot be more than the subtotal.')
    setBusy(true)
    try {
      const order = await createOrder({
        customer: customer.id,
        branch,
        payment_method: method,
        payment_reference: reference,
        discount_amount: discount,
        shipping_price: shipping,
        comment,
        lines,
      })
      notify(`Order ${order.order_no} saved, pending: confirm it to reserve the stock.`, { type: 'success' })
      navigate(`/order/${order.id}/show`)
    } catch (error) {
      setFailure(
        refusalOf(error, 'The order could not be sent. Check the connection and try again.', (key) =>
          orderFieldName(key, (index) => lines[index]?.product.name),
        ),
      )
      setBusy(false)
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ p: 2 }}>
      <Title title="New order" />
      <Typography variant="h5" component="h1" gutterBottom>
        New order
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      {notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Paper sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <CustomerPicker value={customer} onChange={setCustomer} />
          <ProductFinder
            branch={branch === '' ? undefined : branch}
            onChoose={(product) => {
              setNotice(undefined)
              setLines((current) => addProduct(current, product))
            }}
            onMissing={(text) => setNotice(`No active product has the SKU "${text}".`)}
          />
          <CartLinesTable lines={lines} onChange={setLines} label="Items of this order" />
        </Paper>
        <Paper sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ChoiceSelect label="Branch" value={branch} choices={branchList} onChange={setBranch} />
          <ChoiceSelect label="Payment method" value={method} choices={methods} onChange={setMethod} />
          {chosenMethod?.needs_reference && (
            <TextField
              label={`${chosenMethod.name} reference`}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              helperText="Needed before delivery; it may be added later."
            />
          )}
          <TextField
            label="Discount (Tk)"
            value={discountText}
            onChange={(e) => setDiscountText(e.target.value)}
            error={discount === undefined}
            helperText={discount === undefined ? 'An amount such as 50 or 12.50.' : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Shipping (Tk)"
            value={shippingText}
            onChange={(e) => setShippingText(e.target.value)}
            error={shipping === undefined}
            helperText={shipping === undefined ? 'An amount such as 50 or 12.50.' : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField label="Comment" value={comment} onChange={(e) => setComment(e.target.value)} multiline />
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
            <dt>Subtotal</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{tk(totals.subtotal)}</dd>
            <dt>Discount</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{tk(totals.discount)}</dd>
            <dt>Shipping</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{tk(shipping ?? 0n)}</dd>
            <dt>
              <strong>Net amount</strong>
            </dt>
            <dd style={{ margin: 0, textAlign: 'right' }} aria-live="polite">
              <strong>{tk(net)}</strong>
            </dd>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Saving…' : 'Save order'}
          </Button>
        </Paper>
      </Box>
    </Box>
  )
}
