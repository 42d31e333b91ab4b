import { BooleanField, FunctionField, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { SearchList } from '../lists.tsx'

export default function RoleList() {
  return (
    <SearchList search="Search role names" sort={{ field: 'name', order: 'ASC' }}>
      <ListGrid rowClick="edit">
        <TextField source="name" />
        <TextField source="description" />
        <BooleanField source="is_builtin" label="Built in" sortable={false} />
        <FunctionField
          label="Permissions"
          sortable={false}
          render={(role: { permissions?: unknown[] }) => role.permissions?.length ?? 0}
        />
      </ListGrid>
    </SearchList>
  )
}
