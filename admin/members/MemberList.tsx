/**
 * Members: the generic list with the member number first, the status and its rule and the arrears
 * last, and filters by status, by membership type and by arrears (the API's ?status=,
 * ?membership_type= and ?in_arrears=, computed in SQL by the same rules). A row opens the member's
 * page, where the status and the dues are explained.
 */
import { FunctionField, ReferenceInput, SelectInput, TextField } from 'react-admin'
import type { DuesPeriodKind } from '../../common/dues.ts'
import { MEMBER_STATUS_NAMES, MEMBER_STATUSES } from '../../common/membership-status.ts'
import { formatTaka, parseAmount } from '../../common/money.ts'
import type { ArrearsShown, DuesType } from '../dues/dues-api.ts'
import GenericList from '../generic/GenericList.tsx'
import { MemberStatusField } from './MemberStatusField.tsx'

const statusChoices = MEMBER_STATUSES.map((id) => ({ id, name: MEMBER_STATUS_NAMES[id] }))
const arrearsChoices = [
  { id: 'true', name: 'In arrears' },
  { id: 'false', name: 'Paid up' },
]

/** "3 months, Tk 300.00", or a dash when nothing is owed. */
function arrearsText(arrears: ArrearsShown | null, period: DuesPeriodKind | undefined): string {
  if (!arrears || arrears.count === 0) return '—'
  const unit = period === 'yearly' ? 'year' : 'month'
  return `${arrears.count} ${unit}${arrears.count === 1 ? '' : 's'}, ${formatTaka(parseAmount(arrears.amount) ?? 0n, { symbol: true })}`
}

export default function MemberList() {
  return (
    <GenericList
      rowClick="show"
      leadingColumns={[
        <TextField
          key="number"
          source="member_number"
          label="No."
          sortable={false}
          sx={{ whiteSpace: 'nowrap' }}
        />,
      ]}
      trailingColumns={[
        <MemberStatusField key="status" source="status" label="Status" sortable={false} />,
        <FunctionField
          key="arrears"
          source="arrears"
          label="Arrears"
          sortable={false}
          render={(m: { arrears: ArrearsShown | null; dues_type: DuesType | null }) =>
            arrearsText(m.arrears, m.dues_type?.period)
          }
          sx={{ whiteSpace: 'nowrap' }}
        />,
      ]}
      extraFilters={[
        <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
        <ReferenceInput key="type" source="membership_type" reference="membership_type" alwaysOn>
          <SelectInput label="Membership type" optionText="name" />
        </ReferenceInput>,
        <SelectInput key="arrears" source="in_arrears" label="Arrears" choices={arrearsChoices} alwaysOn />,
      ]}
    />
  )
}
