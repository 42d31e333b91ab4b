/**
 * An order's items with their price, quantity and amount, and under them the totals: the items'
 * subtotal, the discount, the delivery charge and the net the customer pays. The subtotal is
 * added up here in paisa (common/money.ts) from the lines the server priced; the net is the
 * server's.
 */
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { formatTaka, parseAmount, sumAmounts } from '../../common/money.ts'
import type { Order } from './order-life-api.ts'
import { amountColumnSx, taka } from './order-words.ts'

export function OrderItemsTable({ order }: { order: Order }) {
  const subtotal = sumAmounts(order.order_items.map((i) => parseAmount(i.total) ?? 0n))
  const total = (label: string, amount: string, strong = false) => (
    <TableRow>
      <TableCell colSpan={4} align="right" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </TableCell>
      <TableCell sx={{ ...amountColumnSx, fontWeight: strong ? 700 : 400 }}>{amount}</TableCell>
    </TableRow>
  )
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" aria-label={`Items of order ${order.order_no}`}>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Item</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.order_items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.product?.sku}</TableCell>
              <TableCell>
                {item.product?.name}
                {item.color && ` · ${item.color.name}`}
                {item.size && ` · ${item.size.name}`}
              </TableCell>
              <TableCell sx={amountColumnSx}>{taka(item.price)}</TableCell>
              <TableCell sx={amountColumnSx}>
                {item.quantity} {item.product?.unit}
              </TableCell>
              <TableCell sx={amountColumnSx}>{taka(item.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { color: 'text.primary', fontSize: '0.875rem' } }}>
          {total('Subtotal', formatTaka(subtotal))}
          {total('Discount', taka(order.discount_amount))}
          {total('Shipping', taka(order.shipping_price))}
          {total('Net amount', taka(order.net_amount), true)}
        </TableFooter>
      </Table>
    </Box>
  )
}
