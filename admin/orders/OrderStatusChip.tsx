/**
 * An order's status as a chip, coloured by where the order stands (order-states.ts) and named in
 * words, so that the colour never carries the meaning alone.
 */
import Chip from '@mui/material/Chip'
import { type OrderStatus, STATUS_COLOURS, statusName } from './order-states.ts'

export function OrderStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      label={statusName(status)}
      sx={{ bgcolor: STATUS_COLOURS[status as OrderStatus] ?? '#616161', color: '#fff' }}
    />
  )
}
