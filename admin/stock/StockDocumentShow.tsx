/**
 * One stock document: its kind and number, date, branch (and where a transfer went), reason, value
 * and the journal voucher that booked it (a link to the voucher), then its movements: each
 * product (a link to its stock card in that branch), what came in or went out, its value and the
 * balance it left. A posted document never changes; "Record another" starts a new one.
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
import { Loading, Title } from 'react-admin'
import { Link, useParams } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { Fact, factsSx } from '../facts.tsx'
import { messageOf } from '../giving/donation-api.ts'
import { takaOrZero } from '../reports/report-math.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { readStockDocument, type StockDocument } from './stock-api.ts'
import { documentTitle, movementKind, stockCardHref } from './stock-words.ts'

export default function StockDocumentShow() {
  const { id = '' } = useParams()
  const [doc, setDoc] = useState<StockDocument>()
  const [failure, setFailure] = useState<string>()
  const records = useResourceSchema('stock_adjustment')?.actions?.record === true

  useEffect(() => {
    readStockDocument(id).then(setDoc, (e: unknown) =>
      setFailure(messageOf(e, 'The stock document could not be read.')),
    )
  }, [id])

  if (failure)
    return (
      <Alert severity="error" role="alert">
        {failure}
      </Alert>
    )
  if (!doc) return <Loading />
  const title = documentTitle(doc)
  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component={Link} to="/stock_adjustment">
          All stock adjustments
        </Button>
        {records && (
          <Button component={Link} to="/stock_adjustment/create" variant="outlined">
            Record another
          </Button>
        )}
      </Box>
      <Box component="dl" sx={factsSx}>
        <Fact label="Date">{formatOrgDate(doc.date)}</Fact>
        <Fact label={doc.kind === 'transfer' ? 'From branch' : 'Branch'}>{doc.branch_name}</Fact>
        <Fact label="To branch">{doc.to_branch_name}</Fact>
        <Fact label="Reason">{doc.reason}</Fact>
        <Fact label="Value">Tk {takaOrZero(doc.value)}</Fact>
        <Fact label="Journal voucher">
          {doc.voucher_id !== null && (
            <Link to={`/voucher/${doc.voucher_id}/show`}>
              {doc.voucher_number ?? `Voucher ${doc.voucher_id}`}
            </Link>
          )}
        </Fact>
        <Fact label="Recorded">{formatOrgDate(doc.created_at)}</Fact>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Movements of ${title}`}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Branch</TableCell>
              <TableCell>Movement</TableCell>
              <TableCell align="right">In</TableCell>
              <TableCell align="right">Out</TableCell>
              <TableCell align="right">Value</TableCell>
              <TableCell align="right">Balance after</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(doc.movements ?? []).map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <Link to={stockCardHref(m.product, m.branch)}>
                    {m.product_sku} · {m.product_name}
                  </Link>
                </TableCell>
                <TableCell>{m.branch === doc.to_branch ? doc.to_branch_name : doc.branch_name}</TableCell>
                <TableCell>{movementKind(m.kind)}</TableCell>
                <TableCell align="right">{m.quantity_in === '0' ? '' : m.quantity_in}</TableCell>
                <TableCell align="right">{m.quantity_out === '0' ? '' : m.quantity_out}</TableCell>
                <TableCell align="right">{takaOrZero(m.value)}</TableCell>
                <TableCell align="right">{m.quantity_after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  )
}
