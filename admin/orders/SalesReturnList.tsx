/**
 * Goods brought back, newest first: the return's number, its date, the order it came from, the
 * customer or the walk-in's phone, what went back to them and why. Filtered by a range of dates;
 * a click or Enter on a row opens its order's page, where returns are made ("Return items").
 */
import Typography from '@mui/material/Typography'
import { DateInput, FunctionField, List } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, scrollingListSx } from '../lists.tsx'
import { visuallyHidden } from '../visually-hidden.ts'
import type { SalesReturn } from './order-life-api.ts'
import { amountColumnSx, buyerOf, taka } from './order-words.ts'

const filters = [
  <DateInput key="date_from" source="date_from" label="From" alwaysOn />,
  <DateInput key="date_to" source="date_to" label="To" alwaysOn />,
]

export default function SalesReturnList() {
  return (
    <>
      {/* The app bar shows the title; the screen's one h1 names it for a screen reader. */}
      <Typography component="h1" sx={visuallyHidden}>
        Sales returns
      </Typography>
      <List
        title="Sales returns"
        // The server's own order: newest date first.
        sort={{ field: '', order: 'DESC' }}
        filters={filters}
        perPage={25}
        empty={false}
        exporter={false}
        sx={scrollingListSx}
      >
        <ListGrid
          rowClick={(_id, _resource, r) => `/order/${(r as SalesReturn).order}/show`}
          bulkActionButtons={false}
        >
          <FunctionField source="id" label="Return no." sortable={false} render={(r: SalesReturn) => r.id} />
          <OrgDateField source="date" label="Date" sortable={false} />
          <FunctionField label="Order no." render={(r: SalesReturn) => r.order_no ?? r.order} />
          <FunctionField label="Customer or phone" render={(r: SalesReturn) => buyerOf(r)} />
          <FunctionField
            source="amount"
            label="Value"
            sortable={false}
            textAlign="right"
            render={(r: SalesReturn) => taka(r.amount)}
            sx={amountColumnSx}
          />
          <FunctionField
            source="reason"
            label="Reason"
            sortable={false}
            render={(r: SalesReturn) => r.reason}
          />
        </ListGrid>
      </List>
    </>
  )
}
