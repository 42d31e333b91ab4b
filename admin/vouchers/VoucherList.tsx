/**
 * Vouchers, one tab per type (and All), filtered by status, date range and text: number, date,
 * type, ledgers, narration, total in taka, the money receipt it booked, and what became of each (a draft, posted, a reversal
 * or reversed, naming the other voucher). Enter on a row opens it, as a click does (list-grid).
 * The list keeps the server's order (newest first): the voucher API takes no `ordering`.
 */
import Add from '@mui/icons-material/Add'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import {
  Button,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin'
import { Link } from 'react-router'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, scrollingListSx } from '../lists.tsx'
import { useResourceSchema } from '../schema/admin-schema.ts'
import type { Voucher } from './voucher-api.ts'
import { VOUCHER_TYPES, voucherStatus, voucherTypeName } from './voucher-types.ts'

const filters = [
  <TextInput key="search" source="search" label="Search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'draft', name: 'Draft' },
      { id: 'posted', name: 'Posted' },
    ]}
    alwaysOn
  />,
  <DateInput key="date_after" source="date_after" label="From" alwaysOn />,
  <DateInput key="date_before" source="date_before" label="To" alwaysOn />,
]

/** The type tabs: choosing one filters the list and makes "New" enter that type. */
function TypeTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const current = typeof filterValues.type === 'string' ? filterValues.type : ''
  return (
    <Tabs
      value={current}
      onChange={(_, type: string) =>
        setFilters({ ...filterValues, type: type || undefined }, displayedFilters)
      }
      variant="scrollable"
      aria-label="Voucher type"
    >
      <Tab value="" label="All" />
      {VOUCHER_TYPES.map((type) => (
        <Tab key={type} value={type} label={voucherTypeName(type)} />
      ))}
    </Tabs>
  )
}

function Actions() {
  const { filterValues } = useListContext()
  const canCreate = useResourceSchema()?.can.create === true
  const type = typeof filterValues.type === 'string' ? filterValues.type : 'payment'
  if (!canCreate) return <TopToolbar />
  return (
    <TopToolbar>
      <Button
        component={Link}
        to={`/voucher/create?type=${type}`}
        label={`New ${voucherTypeName(type).toLowerCase()}`}
      >
        <Add />
      </Button>
    </TopToolbar>
  )
}

const money = (voucher: Voucher) => formatTaka(parseAmount(voucher.total) ?? 0n)

const rightAligned = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const

export default function VoucherList() {
  return (
    <List
      title="Vouchers"
      sort={{ field: '', order: 'DESC' }}
      actions={<Actions />}
      filters={filters}
      perPage={25}
      empty={false}
      exporter={false}
      sx={scrollingListSx}
    >
      <TypeTabs />
      <ListGrid rowClick="show" bulkActionButtons={false}>
        <FunctionField
          label="Number"
          sortable={false}
          render={(v: Voucher) => v.number ?? 'Draft'}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <OrgDateField source="date" label="Date" sortable={false} />
        <FunctionField label="Type" sortable={false} render={(v: Voucher) => voucherTypeName(v.type)} />
        <TextField source="ledgers" label="Ledgers" sortable={false} emptyText="" />
        <TextField source="narration" label="Narration" sortable={false} emptyText="" />
        <FunctionField
          label="Total"
          sortable={false}
          textAlign="right"
          render={(v: Voucher) => money(v)}
          sx={rightAligned}
        />
        <FunctionField
          label="Receipt"
          sortable={false}
          render={(v: Voucher) => v.receipt?.number ?? ''}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <FunctionField label="Status" sortable={false} render={(v: Voucher) => voucherStatus(v)} />
      </ListGrid>
    </List>
  )
}
