/**
 * Members: the generic list with the member number first, the status and its rule last, and
 * filters by status and by membership type (the API's ?status= and ?membership_type=, computed
 * in SQL by the same rule). A row opens the member's page, where the status is explained.
 */
import { ReferenceInput, SelectInput, TextField } from 'react-admin'
import { MEMBER_STATUSES } from '../../common/membership-status.ts'
import GenericList from '../generic/GenericList.tsx'
import { MemberStatusField, STATUS_NAMES } from './MemberStatusField.tsx'

const statusChoices = MEMBER_STATUSES.map((id) => ({ id, name: STATUS_NAMES[id] }))

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
      trailingColumns={[<MemberStatusField key="status" source="status" label="Status" sortable={false} />]}
      extraFilters={[
        <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
        <ReferenceInput key="type" source="membership_type" reference="membership_type" alwaysOn>
          <SelectInput label="Membership type" optionText="name" />
        </ReferenceInput>,
      ]}
    />
  )
}
