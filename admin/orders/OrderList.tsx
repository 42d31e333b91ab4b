/**
 * Customer orders, newest first: the order no., its date, the customer (or the phone a walk-in
 * gave), the branch, the status as a chip, the net amount and the invoice no. once confirmed.
 * Filtered by status, progress (waiting, paid, unpaid: the API's `state`), customer, branch and a
 * range of order dates, and searched by order no.,
 * phone or customer name (the API's `key`), all kept in the address; "Export CSV" downloads what
 * the filters match. A click or Enter on a row opens the order's page, where it is moved along;
 * "New order" takes a customer's order for the roles that may.
 */
import Add from '@mui/icons-material/Add'
import Typography from '@mui/material/Typography'
import {
  AutocompleteInput,
  Button,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin'
import { Link } from 'react-router'
import { ExportButton } from '../generic/ExportButton.tsx'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, scrollingListSx } from '../lists.tsx'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { OrderStatusChip } from './OrderStatusChip.tsx'
import type { Order } from './order-life-api.ts'
import { MONEY_STATES, ORDER_STATUSES, STATUS_NAMES } from './order-states.ts'
import { amountColumnSx, buyerOf, taka } from './order-words.ts'

const filters = [
  <SearchInput
    key="key"
    source="key"
    alwaysOn
    placeholder="Search order no., phone, customer"
    slotProps={{ htmlInput: { 'aria-label': 'Search order no., phone, customer' } }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={ORDER_STATUSES.map((id) => ({ id, name: STATUS_NAMES[id] }))}
    alwaysOn
  />,
  <SelectInput key="state" source="state" label="Progress" choices={[...MONEY_STATES]} alwaysOn />,
  <ReferenceInput key="customer" source="customer" reference="customer" alwaysOn>
    <AutocompleteInput label="Customer" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="branch" source="branch" reference="branch" alwaysOn>
    <SelectInput label="Branch" optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <DateInput key="date_after" source="date_after" label="From" alwaysOn />,
  <DateInput key="date_before" source="date_before" label="To" alwaysOn />,
]

function Actions() {
  const schema = useResourceSchema('order')
  const mayCreate = useResourceSchema('customerorder')?.actions?.create === true
  return (
    <TopToolbar>
      {mayCreate && (
        <Button component={Link} to="/order/create" label="New order">
          <Add />
        </Button>
      )}
      {schema && <ExportButton exportUrl={schema.list.exportUrl} />}
    </TopToolbar>
  )
}

export default function OrderList() {
  return (
    <>
      {/* The app bar shows the title; the screen's one h1 names it for a screen reader. */}
      <Typography component="h1" sx={visuallyHidden}>
        Orders
      </Typography>
      <List
        title="Orders"
        sort={{ field: 'id', order: 'DESC' }}
        actions={<Actions />}
        filters={filters}
        perPage={25}
        empty={false}
        exporter={false}
        sx={scrollingListSx}
      >
        <ListGrid rowClick="show" bulkActionButtons={false}>
          <TextField source="order_no" label="Order no." sortable={false} sx={{ whiteSpace: 'nowrap' }} />
          <OrgDateField source="order_date" label="Date" sortable={false} />
          <FunctionField label="Customer or phone" render={(o: Order) => buyerOf(o)} />
          <TextField source="branch.name" label="Branch" sortable={false} />
          <FunctionField label="Status" render={(o: Order) => <OrderStatusChip status={o.status} />} />
          <FunctionField
            source="net_amount"
            label="Net amount"
            sortable={false}
            textAlign="right"
            render={(o: Order) => taka(o.net_amount)}
            sx={amountColumnSx}
          />
          <TextField
            source="invoice_no"
            label="Invoice no."
            sortable={false}
            emptyText=""
            sx={{ whiteSpace: 'nowrap' }}
          />
        </ListGrid>
      </List>
    </>
  )
}
