/**
 * The returns made against an order, on its page: each return's number and date, what came back,
 * what went back to the customer, why, and its voucher (a link to it).
 */
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import type { SalesReturn } from './order-life-api.ts'
import { amountColumnSx, taka } from './order-words.ts'

export function OrderReturnsTable({ returns }: { returns: readonly SalesReturn[] }) {
  return (
    <>
      <Typography variant="h6" component="h2" id="order-returns">
        Returns
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="order-returns">
          <TableHead>
            <TableRow>
              <TableCell>Return no.</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Items</TableCell>
              <TableCell align="right">Value</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>Voucher</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {returns.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.id}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrgDate(r.date)}</TableCell>
                <TableCell>
                  {r.items.length === 0
                    ? 'Delivery charge only'
                    : r.items.map((i) => `${i.product.name} × ${i.quantity}`).join(', ')}
                </TableCell>
                <TableCell sx={amountColumnSx}>{taka(r.amount)}</TableCell>
                <TableCell>{r.reason}</TableCell>
                <TableCell>
                  {r.voucher && (
                    <Link component={RouterLink} to={`/voucher/${r.voucher}/show`}>
                      {r.voucher_no ?? `voucher ${r.voucher}`}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  )
}
