/**
 * One purchase request: its number and status, the vendor, the branch, the note and the lines
 * (product, quantity, expected unit cost, amount, the vendor's pictures of the item, each opening
 * full size). While it is still open (not verified or cancelled) a role that may make purchases
 * has "Make the purchase from this request": a draft purchase of its lines, dated today, which
 * opens at once to be checked, received and paid. The server's refusal is shown in its words.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Loading, Title, useNotify } from 'react-admin'
import { useNavigate, useParams } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { Fact, factsSx } from '../facts.tsx'
import { messageOf } from '../giving/donation-api.ts'
import { money, orgToday } from '../giving/donation-words.ts'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import { getRequest, type PurchaseRequest, purchaseFromRequest } from './purchasing-api.ts'
import { statusWord } from './RequestList.tsx'
import { refusalOf } from './refusal.ts'

/** A request bought from (verified) or given up (cancelled) has nothing more to buy. */
const CLOSED = new Set(['verified', 'cancelled'])

export default function RequestShow() {
  const { id = '' } = useParams()
  const [request, setRequest] = useState<PurchaseRequest>()
  const [failure, setFailure] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)
  const mayBuy = useResourceSchema('purchase_final')?.can.create === true
  const timeZone = useAdminSchema()?.timeZone ?? 'Asia/Dhaka'
  const navigate = useNavigate()
  const notify = useNotify()

  useEffect(() => {
    getRequest(id).then(setRequest, (error: unknown) =>
      setFailure(messageOf(error, 'The purchase request could not be read.')),
    )
  }, [id])

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!request) return <Loading />

  const lines = request.purchase_request_items ?? []
  const open = !CLOSED.has(request.purchase_status?.name ?? '') && lines.length > 0
  const title = `Purchase request ${request.invoice_no}`

  const makePurchase = async () => {
    setBusy(true)
    setRefusal(undefined)
    try {
      const made = await purchaseFromRequest(request.id, orgToday(timeZone))
      notify(`Purchase ${made.invoice_no} made from ${request.invoice_no}: check it, then receive and pay.`, {
        type: 'success',
      })
      navigate(`/purchase_final/${made.id}/show`)
    } catch (error) {
      setRefusal(refusalOf(error, () => false, 'The purchase was not made.'))
      setBusy(false)
    }
  }

  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="request-status">
          {statusWord(request.purchase_status?.name)}
        </Typography>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {open && mayBuy && (
        <Button variant="contained" onClick={() => void makePurchase()} disabled={busy} sx={{ mb: 2 }}>
          {busy ? 'Making the purchase…' : 'Make the purchase from this request'}
        </Button>
      )}
      <Box component="dl" sx={factsSx}>
        <Fact label="Vendor">{request.vendor?.name}</Fact>
        <Fact label="Branch">{request.branch?.name}</Fact>
        <Fact label="Raised">{formatOrgDate(request.created_at)}</Fact>
        <Fact label="Total">{money(request.total_price)}</Fact>
        <Fact label="Note">{request.note}</Fact>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Lines of ${request.invoice_no}`}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Expected unit cost</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Pictures</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>
                  {line.product ? `${line.product.sku} · ${line.product.name}` : line.name}
                </TableCell>
                <TableCell align="right">
                  {line.quantity} {line.product?.unit ?? ''}
                </TableCell>
                <TableCell align="right">{money(line.unit_price)}</TableCell>
                <TableCell align="right">{money(line.total_price)}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {line.purchase_request_item_images.map((picture, n) => (
                      <a key={picture.id} href={picture.image} target="_blank" rel="noreferrer">
                        <img
                          src={picture.image}
                          alt={`${line.name}, view ${n + 1} (opens full size)`}
                          style={{ display: 'block', width: 72, height: 48, objectFit: 'cover' }}
                        />
                      </a>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  )
}
