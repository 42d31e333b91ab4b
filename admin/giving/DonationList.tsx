/**
 * Gifts, newest first: the day (received, or made for a gift not received), the donor, the fund,
 * the amount, how it came, its state and its receipt. Filters by fund (a cause or the general
 * fund), method, state and a range of days, and a search over names, email, phone and references,
 * all kept in the address; "Export CSV" downloads every gift the filters match. Enter on a row opens
 * the gift, as a click does; "Record a gift" is for a donor who gives at the office.
 */
import Add from '@mui/icons-material/Add'
import { useEffect, useState } from 'react'
import {
  Button,
  DateInput,
  FunctionField,
  List,
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
import { donorName } from './DonationShow.tsx'
import { type CauseChoice, causeChoices, type Donation } from './donation-api.ts'
import { METHOD_NAMES, methodName, money, STATUS_NAMES, statusName } from './donation-words.ts'

const choicesOf = (names: Record<string, string>) => Object.entries(names).map(([id, name]) => ({ id, name }))

function useFundChoices() {
  const [causes, setCauses] = useState<CauseChoice[]>([])
  useEffect(() => {
    causeChoices().then(setCauses, () => setCauses([]))
  }, [])
  return [{ id: 'general', name: 'General fund' }, ...causes.map((c) => ({ id: String(c.id), name: c.name }))]
}

function Actions() {
  const schema = useResourceSchema('donation')
  return (
    <TopToolbar>
      {schema?.actions?.record && (
        <Button component={Link} to="/donation/create" label="Record a gift">
          <Add />
        </Button>
      )}
      {schema && <ExportButton exportUrl={schema.list.exportUrl} />}
    </TopToolbar>
  )
}

const rightAligned = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const

export default function DonationList() {
  const funds = useFundChoices()
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder="Search donors and references"
      slotProps={{ htmlInput: { 'aria-label': 'Search donors and references' } }}
    />,
    <SelectInput key="fund" source="fund" label="Fund" choices={funds} alwaysOn />,
    <SelectInput key="method" source="method" label="Method" choices={choicesOf(METHOD_NAMES)} alwaysOn />,
    <SelectInput key="status" source="status" label="Status" choices={choicesOf(STATUS_NAMES)} alwaysOn />,
    <DateInput key="date_after" source="date_after" label="From" alwaysOn />,
    <DateInput key="date_before" source="date_before" label="To" alwaysOn />,
  ]
  return (
    <List
      title="Donations"
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<Actions />}
      filters={filters}
      perPage={25}
      empty={false}
      exporter={false}
      sx={scrollingListSx}
    >
      <ListGrid rowClick="show" bulkActionButtons={false}>
        <OrgDateField source="received_on" label="Received" sortable />
        <FunctionField label="Donor" sortable={false} render={(g: Donation) => donorName(g)} />
        <TextField source="cause_name" label="Fund" sortable={false} />
        <FunctionField
          source="amount"
          label="Amount"
          textAlign="right"
          render={(g: Donation) => money(g.amount)}
          sx={rightAligned}
        />
        <FunctionField label="Method" sortable={false} render={(g: Donation) => methodName(g.method)} />
        <FunctionField label="Status" sortable={false} render={(g: Donation) => statusName(g.status)} />
        <TextField source="receipt_number" label="Receipt" sortable={false} emptyText="" />
      </ListGrid>
    </List>
  )
}
