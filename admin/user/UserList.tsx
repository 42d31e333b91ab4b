import { BooleanField, EmailField, SelectInput, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, SearchList } from '../lists.tsx'

/** Staff by default; the donors and members who signed up on the site are a choice away (ADR 024). */
const ACCOUNT_TYPES = [
  { id: 'staff', name: 'Staff' },
  { id: 'supporter', name: 'Supporters (site accounts)' },
]

export default function UserList() {
  return (
    <SearchList
      search="Search emails and names"
      sort={{ field: 'email', order: 'ASC' }}
      filterDefaultValues={{ account_type: 'staff' }}
      filters={[
        <SelectInput
          key="account_type"
          source="account_type"
          label="Accounts"
          choices={ACCOUNT_TYPES}
          alwaysOn
        />,
      ]}
    >
      <ListGrid rowClick="edit">
        <EmailField source="email" />
        <TextField source="first_name" />
        <TextField source="last_name" />
        {/* The list has the role's name; ordering by role would order by its id. */}
        <TextField source="role" sortable={false} />
        <BooleanField source="is_active" label="Active" />
        <OrgDateField source="last_login" label="Last sign-in" sortable={false} />
      </ListGrid>
    </SearchList>
  )
}
