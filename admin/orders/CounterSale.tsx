/**
 * Sell at the counter: the shop's screen for the institute's books, gear and uniforms. Items are
 * scanned or typed by SKU (ProductFinder) and land as lines whose quantity can be typed
 * (CartLinesTable); the branch, the payment method (with its reference for a wallet or a card
 * slip), an optional customer's phone and a discount apply to the sale; the totals, and the change
 * for cash handed over, are always in view. "Sell and print" (Ctrl+Enter) creates, confirms and delivers the order
 * in one transaction (stock issued, the sale posted, the invoice numbered) and opens the invoice's
 * PDF to print; the screen is then empty for the next customer, with the last sale named on top.
 */

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type KeyboardEvent, useEffect, useState } from 'react'
import { Title } from 'react-admin'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { parseQuantity } from '../../common/quantity.ts'
import { CartLinesTable } from './CartLinesTable.tsx'
import { ChoiceSelect } from './ChoiceSelect.tsx'
import { addProduct, type CartLine, cartTotals, changeDue } from './counter-cart.ts'
import {
  type Choice,
  firstMadeBranch,
  invoicePdfUrl,
  branches as loadBranches,
  paymentMethods as loadMethods,
  type PaymentMethodChoice,
  refusalOf,
  type SoldOrder,
  sellAtCounter,
} from './orders-api.ts'
import { ProductFinder } from './ProductFinder.tsx'

const taka = (paisa: bigint) => `Tk ${formatTaka(paisa)}`
/** Where this device remembers its counter's branch (a till stays in one place). */
const BRANCH_KEY = 'kizuna.counter.branch'

export default function CounterSale() {
  const [lines, setLines] = useState<CartLine[]>([])
  const [branchList, setBranchList] = useState<Choice[]>([])
  const [methods, setMethods] = useState<PaymentMethodChoice[]>([])
  const [branch, setBranch] = useState<number | ''>('')
  const [method, setMethod] = useState<number | ''>('')
  const [reference, setReference] = useState('')
  const [phone, setPhone] = useState('')
  const [discountText, setDiscountText] = useState('')
  const [tenderedText, setTenderedText] = useState('')
  const [notice, setNotice] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [sold, setSold] = useState<SoldOrder>()

  useEffect(() => {
    loadBranches().then(
      (list) => {
        setBranchList(list)
        // The till's own branch: the one last sold from on this device, else the first branch made.
        const remembered = Number(localStorage.getItem(BRANCH_KEY))
        setBranch(list.find((b) => b.id === remembered)?.id ?? firstMadeBranch(list)?.id ?? '')
      },
      () => setFailure('The branches could not be read.'),
    )
    loadMethods().then(
      (list) => {
        // On account needs a customer: the counter sells for money in hand.
        const paid = list.filter((m) => m.kind !== 'on_account')
        setMethods(paid)
        setMethod(paid.find((m) => m.kind === 'cash')?.id ?? paid[0]?.id ?? '')
      },
      () => setFailure('The payment methods could not be read.'),
    )
  }, [])

  const chosenMethod = methods.find((m) => m.id === method)
  const discount = parseAmount(discountText || '0')
  const tendered = parseAmount(tenderedText || '0')
  const totals = cartTotals(lines, discount ?? 0n)

  const sell = async () => {
    setFailure(undefined)
    if (lines.length === 0) return setFailure('Scan or type at least one item.')
    if (branch === '') return setFailure('Choose the branch the goods leave from.')
    if (method === '') return setFailure('Choose how the customer pays.')
    if (discount === undefined || discount < 0n)
      return setFailure('The discount is an amount such as 50 or 12.50.')
    if (discount > totals.subtotal) return setFailure('The discount cannot be more than the subtotal.')
    if (chosenMethod?.needs_reference && !reference.trim())
      return setFailure(`Enter the ${chosenMethod.name} reference.`)
    setBusy(true)
    // The invoice's tab is opened now, inside the click, so the browser does not block it.
    const invoiceTab = window.open('', '_blank')
    try {
      const order = await sellAtCounter({
        branch,
        payment_method: method,
        payment_reference: reference.trim(),
        discount_amount: discount,
        user_phone_number: phone.trim(),
        lines,
      })
      if (invoiceTab) invoiceTab.location.href = invoicePdfUrl(order.id)
      setSold(order)
      setLines([])
      setReference('')
      setPhone('')
      setDiscountText('')
      setTenderedText('')
      setNotice(undefined)
    } catch (error) {
      invoiceTab?.close()
      setFailure(refusalOf(error, 'The sale could not be sent. Check the connection and try again.'))
    } finally {
      setBusy(false)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !busy) {
      event.preventDefault()
      void sell()
    }
  }

  return (
    <Box sx={{ p: 2 }} onKeyDown={onKeyDown}>
      <Title title="Sell at the counter" />
      <Typography variant="h5" component="h1" gutterBottom>
        Sell at the counter
      </Typography>
      {sold && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Sold: invoice {sold.invoice_no ?? '(none)'} for order {sold.order_no}, Tk{' '}
          {formatTaka(parseAmount(sold.net_amount) ?? 0n)}.{' '}
          <a href={invoicePdfUrl(sold.id)} target="_blank" rel="noreferrer">
            Print the invoice again
          </a>
        </Alert>
      )}
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
        <Paper sx={{ p: 2 }}>
          <ProductFinder
            branch={branch === '' ? undefined : branch}
            onChoose={(product) => {
              setNotice(
                product.available !== undefined && (parseQuantity(product.available) ?? 0n) <= 0n
                  ? `${product.name}: none free in this branch.`
                  : undefined,
              )
              setLines((current) => addProduct(current, product))
            }}
            onMissing={(text) => setNotice(`No active product has the SKU "${text}".`)}
          />
          {/* A new table after each sale: nothing typed for the last customer stays. */}
          <CartLinesTable key={sold?.id} lines={lines} onChange={setLines} label="Items of this sale" />
        </Paper>
        <Paper sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ChoiceSelect
            label="Branch"
            value={branch}
            choices={branchList}
            onChange={(id) => {
              setBranch(id)
              localStorage.setItem(BRANCH_KEY, String(id))
            }}
          />
          <ChoiceSelect label="Payment method" value={method} choices={methods} onChange={setMethod} />
          {chosenMethod?.needs_reference && (
            <TextField
              label={`${chosenMethod.name} reference`}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              required
            />
          )}
          <TextField
            label="Customer's mobile (optional)"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            inputMode="tel"
          />
          <TextField
            label="Discount (Tk)"
            value={discountText}
            onChange={(e) => setDiscountText(e.target.value)}
            error={discount === undefined}
            helperText={discount === undefined ? 'An amount such as 50 or 12.50.' : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
            <dt>Subtotal</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{taka(totals.subtotal)}</dd>
            <dt>Discount</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{taka(totals.discount)}</dd>
            <dt>
              <strong>To pay</strong>
            </dt>
            <dd style={{ margin: 0, textAlign: 'right' }} aria-live="polite">
              <strong>{taka(totals.net)}</strong>
            </dd>
          </Box>
          {chosenMethod?.kind === 'cash' && (
            <TextField
              label="Cash handed over (Tk)"
              value={tenderedText}
              onChange={(e) => setTenderedText(e.target.value)}
              helperText={
                tendered !== undefined && tenderedText
                  ? changeDue(totals.net, tendered) >= 0n
                    ? `Change: ${taka(changeDue(totals.net, tendered))}`
                    : `Short by ${taka(-changeDue(totals.net, tendered))}`
                  : ' '
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          <Button variant="contained" size="large" onClick={() => void sell()} disabled={busy}>
            {busy ? 'Selling…' : 'Sell and print invoice (Ctrl+Enter)'}
          </Button>
        </Paper>
      </Box>
    </Box>
  )
}
