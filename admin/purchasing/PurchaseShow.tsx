/**
 * One purchase. While a draft, a role that may change purchases changes a line's quantity or unit
 * cost or removes it (DraftLineRow), and "Receive and pay" (PayDialog) brings the goods into stock
 * and posts the bill and the payment. Once received it shows the bill's and the payment's vouchers
 * (links), what was paid and what is still owed, no longer any way to change it, and "Return goods"
 * (ReturnDialog) while something can still go back; its returns are listed under the lines.
 * "Invoice (PDF)" opens the purchase's A4 invoice in a new tab.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { Loading, Title, useNotify } from 'react-admin'
import { Link as RouterLink, useParams } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { Fact, factsSx, VoucherLink } from '../facts.tsx'
import { messageOf } from '../giving/donation-api.ts'
import { money } from '../giving/donation-words.ts'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { DraftLineRow } from './DraftLineRow.tsx'
import { PayDialog } from './PayDialog.tsx'
import { PURCHASE_STATUS } from './PurchaseList.tsx'
import {
  getPurchase,
  invoicePdfUrl,
  type Purchase,
  type PurchaseReturn,
  returnsOf,
} from './purchasing-api.ts'
import { ReturnDialog } from './ReturnDialog.tsx'
import { ReturnsTable } from './ReturnsTable.tsx'
import { returnableLines } from './return-lines.ts'

export default function PurchaseShow() {
  const { id = '' } = useParams()
  const [purchase, setPurchase] = useState<Purchase>()
  const [returns, setReturns] = useState<PurchaseReturn[]>([])
  const [failure, setFailure] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [asking, setAsking] = useState<'pay' | 'return'>()
  const mayChange = useResourceSchema('purchase_final')?.can.update === true
  const mayReturn = useResourceSchema('purchase_return')?.can.create === true
  const timeZone = useAdminSchema()?.timeZone ?? 'Asia/Dhaka'
  const notify = useNotify()

  const load = useCallback(async () => {
    try {
      const found = await getPurchase(id)
      setPurchase(found)
      setReturns(found.status === 'confirmed' ? await returnsOf(found.id) : [])
    } catch (error) {
      setFailure(messageOf(error, 'The purchase could not be read.'))
    }
  }, [id])
  useEffect(() => {
    void load()
  }, [load])

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!purchase) return <Loading />

  const lines = purchase.purchase_final_items ?? []
  const draft = purchase.status === 'draft'
  const editable = draft && mayChange
  const returnable = returnableLines(lines, returns)
  const canGoBack = returnable.some((l) => l.returnable > 0n)
  const title = `Purchase ${purchase.invoice_no}`

  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="purchase-status">
          {PURCHASE_STATUS[purchase.status]}
        </Typography>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {editable && lines.length > 0 && (
          <Button variant="contained" onClick={() => setAsking('pay')}>
            Receive and pay
          </Button>
        )}
        {!draft && mayReturn && canGoBack && (
          <Button variant="outlined" onClick={() => setAsking('return')}>
            Return goods
          </Button>
        )}
        <Button
          component="a"
          href={invoicePdfUrl(purchase.id)}
          target="_blank"
          rel="noreferrer"
          variant="outlined"
        >
          Invoice (PDF)
        </Button>
      </Box>
      <Box component="dl" sx={factsSx}>
        <Fact label="Vendor">{purchase.vendor?.name}</Fact>
        <Fact label="Vendor’s bill">{purchase.vendor_invoice_no}</Fact>
        <Fact label="Branch">{purchase.branch?.name}</Fact>
        <Fact label="Date">{formatOrgDate(purchase.date)}</Fact>
        <Fact label="From request">
          {purchase.purchase_request && (
            <Link component={RouterLink} to={`/purchase_request/${purchase.purchase_request.id}/show`}>
              {purchase.purchase_request.invoice_no}
            </Link>
          )}
        </Fact>
        <Fact label="Subtotal">{money(purchase.subtotal)}</Fact>
        <Fact label="Discount">{money(purchase.discount)}</Fact>
        <Fact label="Net total">{money(purchase.net_total)}</Fact>
        <Fact label="Paid">{draft ? '' : money(purchase.paid_amount)}</Fact>
        <Fact label="Still owed">{draft ? '' : money(purchase.due)}</Fact>
        <Fact label="Paid by">
          {purchase.payment_method &&
            `${purchase.payment_method.name}${purchase.payment_reference ? `, ${purchase.payment_reference}` : ''}`}
        </Fact>
        <Fact label="Bill (goods into stock)">
          {purchase.bill_voucher_id !== null && (
            <VoucherLink id={purchase.bill_voucher_id} number={purchase.bill_voucher_number} />
          )}
        </Fact>
        <Fact label="Payment">
          {purchase.payment_voucher_id !== null && (
            <VoucherLink id={purchase.payment_voucher_id} number={purchase.payment_voucher_number} />
          )}
        </Fact>
        <Fact label="Received">{formatOrgDate(purchase.confirmed_at)}</Fact>
        <Fact label="Note">{purchase.note}</Fact>
      </Box>
      {/* Positioned, so the header's visually hidden text (absolute) scrolls and clips with the table. */}
      <Box sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table size="small" aria-label={`Lines of ${purchase.invoice_no}`}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Unit cost</TableCell>
              <TableCell align="right">Amount</TableCell>
              {editable && (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Change
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={editable ? 5 : 4}>No lines: nothing to receive.</TableCell>
              </TableRow>
            )}
            {lines.map((line) =>
              editable ? (
                <DraftLineRow
                  key={line.id}
                  line={line}
                  onChanged={(changed) => {
                    setRefusal(undefined)
                    setPurchase(changed)
                  }}
                  onRefused={setRefusal}
                />
              ) : (
                <TableRow key={line.id}>
                  <TableCell>
                    {line.product ? `${line.product.sku} · ${line.product.name}` : line.id}
                  </TableCell>
                  <TableCell align="right">
                    {line.quantity} {line.product?.unit ?? ''}
                  </TableCell>
                  <TableCell align="right">{money(line.unit_price)}</TableCell>
                  <TableCell align="right">{money(line.total)}</TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </Box>
      {returns.length > 0 && <ReturnsTable returns={returns} />}
      {asking === 'pay' && (
        <PayDialog
          purchase={purchase}
          onClose={() => setAsking(undefined)}
          onPaid={(confirmed) => {
            setAsking(undefined)
            setPurchase(confirmed)
            notify(
              `Received into stock and posted: bill ${confirmed.bill_voucher_number ?? ''}${
                confirmed.payment_voucher_number ? `, payment ${confirmed.payment_voucher_number}` : ''
              }.`,
              { type: 'success' },
            )
          }}
        />
      )}
      {asking === 'return' && (
        <ReturnDialog
          purchase={purchase}
          lines={returnable}
          timeZone={timeZone}
          onClose={() => setAsking(undefined)}
          onReturned={(recorded) => {
            setAsking(undefined)
            notify(
              `Returned: ${money(recorded.amount)} booked by ${recorded.voucher_number ?? 'a voucher'}.`,
              {
                type: 'success',
              },
            )
            void load()
          }}
        />
      )}
    </Paper>
  )
}
