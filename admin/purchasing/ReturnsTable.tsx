/**
 * The goods a purchase sent back, under its lines: each return's day, what went back, the reason,
 * its value (what the vendor owes back for it), whether the vendor refunded at once, and its voucher.
 */
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { formatOrgDate } from '../dates.ts'
import { VoucherLink } from '../facts.tsx'
import { money } from '../giving/donation-words.ts'
import type { PurchaseReturn } from './purchasing-api.ts'

export function ReturnsTable({ returns }: { returns: readonly PurchaseReturn[] }) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Returned to the vendor
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Returns">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Goods</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell align="right">Value</TableCell>
              <TableCell>Refund</TableCell>
              <TableCell>Voucher</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {returns.map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrgDate(r.date)}</TableCell>
                <TableCell>
                  {r.items.map((item) => `${item.quantity} × ${item.product?.name ?? 'line'}`).join(', ')}
                </TableCell>
                <TableCell>{r.reason}</TableCell>
                <TableCell align="right">{money(r.amount)}</TableCell>
                <TableCell>{r.refunded ? 'Refunded' : 'Owed by the vendor'}</TableCell>
                <TableCell>
                  <VoucherLink id={r.voucher_id} number={r.voucher_number} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  )
}
