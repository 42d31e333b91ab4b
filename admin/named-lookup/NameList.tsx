/** Departments and designations: short lists of names, for the resource of the route. */
import { Datagrid, TextField } from 'react-admin'
import { OrgDateField, SearchList } from '../lists.tsx'

export default function NameList() {
  return (
    <SearchList search="Search names" sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="name" />
        <OrgDateField source="updated_at" label="Changed" sortable={false} />
      </Datagrid>
    </SearchList>
  )
}
