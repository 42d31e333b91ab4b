/**
 * Dues payments, newest first: the day paid, the receipt, the member, the type and the period
 * paid, the amount, the method, and whether it was cancelled. Filtered by member (typed), type,
 * method, dates and cancellation; exported as CSV as it stands; Enter on a row opens the payment.
 * "Collect dues" opens the collection screen for the roles that may collect.
 */
import Add from '@mui/icons-material/Add'
import {
  AutocompleteInput,
  Button,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin'
import { Link } from 'react-router'
import { DUES_METHOD_NAMES, DUES_METHODS, showPeriod } from '../../common/dues.ts'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { ExportButton } from '../generic/ExportButton.tsx'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, scrollingListSx } from '../lists.tsx'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { DUES, type DuesPayment } from './dues-api.ts'

interface MemberOption {
  member_number: string
  first_name: string
  last_name: string
}

const memberText = (m: MemberOption | undefined) =>
  m ? `${m.member_number} ${m.first_name} ${m.last_name}`.trim() : ''

const filters = [
  <ReferenceInput key="member" source="member" reference="member" alwaysOn>
    <AutocompleteInput label="Member" optionText={memberText} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <ReferenceInput key="type" source="membership_type" reference="membership_type" alwaysOn>
    <SelectInput label="Membership type" optionText="name" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <SelectInput
    key="method"
    source="method"
    label="Method"
    choices={DUES_METHODS.map((id) => ({ id, name: DUES_METHOD_NAMES[id] }))}
    alwaysOn
  />,
  <DateInput key="from" source="paid_on_from" label="Paid from" alwaysOn />,
  <DateInput key="to" source="paid_on_to" label="Paid to" alwaysOn />,
  <SelectInput
    key="cancelled"
    source="cancelled"
    label="Cancelled"
    choices={[
      { id: 'false', name: 'Not cancelled' },
      { id: 'true', name: 'Cancelled' },
    ]}
    alwaysOn
  />,
]

function Actions() {
  const mayCollect = useResourceSchema()?.actions?.collect === true
  return (
    <TopToolbar>
      {mayCollect && (
        <Button component={Link} to="/monthly_subscription/create" label="Collect dues">
          <Add />
        </Button>
      )}
      <ExportButton exportUrl={`${DUES}export/`} />
    </TopToolbar>
  )
}

const rightAligned = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const

export default function DuesList() {
  return (
    <List
      title="Dues payments"
      sort={{ field: '', order: 'DESC' }}
      actions={<Actions />}
      filters={filters}
      perPage={25}
      empty={false}
      exporter={false}
      sx={scrollingListSx}
    >
      <ListGrid rowClick="show" bulkActionButtons={false}>
        <OrgDateField source="paid_on" label="Paid on" sortable={false} />
        <TextField source="receipt_number" label="Receipt" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <FunctionField
          source="member_name"
          label="Member"
          sortable={false}
          render={(p: DuesPayment) => `${p.member_number ?? ''} ${p.member_name ?? ''}`.trim()}
        />
        <TextField source="membership_type_name" label="Type" sortable={false} />
        <FunctionField
          source="period_start"
          label="Period"
          sortable={false}
          render={(p: DuesPayment) => (p.period_start ? showPeriod(p.period_start, p.period_end) : '')}
        />
        <FunctionField
          source="amount"
          label="Amount"
          sortable={false}
          textAlign="right"
          render={(p: DuesPayment) => formatTaka(parseAmount(p.amount) ?? 0n)}
          sx={rightAligned}
        />
        <FunctionField
          source="method"
          label="Method"
          sortable={false}
          render={(p: DuesPayment) => DUES_METHOD_NAMES[p.method] ?? p.method}
        />
        <FunctionField
          source="cancelled_at"
          label="Status"
          sortable={false}
          render={(p: DuesPayment) => (p.cancelled_at ? 'Cancelled' : 'Paid')}
        />
      </ListGrid>
    </List>
  )
}
