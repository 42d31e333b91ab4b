import { BooleanField, EmailField, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, SearchList } from '../lists.tsx'

export default function UserList() {
  return (
    <SearchList search="Search emails and names" sort={{ field: 'email', order: 'ASC' }}>
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
