/** Staff on the team page, in their order there. The list gives designation and department as {id, name}. */
import { BooleanField, Datagrid, NumberField, TextField } from 'react-admin'
import { SearchList, ThumbnailField } from '../lists.tsx'

export default function EmployeeList() {
  return (
    <SearchList search="Search names, emails, usernames" sort={{ field: 'display_order', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <ThumbnailField source="image" label="Photo" sortable={false} />
        <TextField source="first_name" />
        <TextField source="last_name" />
        <TextField source="designation.name" label="Designation" sortable={false} />
        <TextField source="department.name" label="Department" sortable={false} />
        <TextField source="email" />
        <NumberField source="display_order" label="Order" />
        <BooleanField source="show_on_website" label="On the website" />
      </Datagrid>
    </SearchList>
  )
}
