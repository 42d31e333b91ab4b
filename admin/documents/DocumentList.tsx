/** Notices and circulars: the same list, for the resource of the route. */
import { BooleanField, FileField, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, SearchList } from '../lists.tsx'

export default function DocumentList() {
  return (
    <SearchList search="Search titles" sort={{ field: 'date', order: 'DESC' }}>
      <ListGrid rowClick="edit">
        <TextField source="title" />
        <OrgDateField source="date" label="Date" />
        <BooleanField source="show_on_homepage" label="On home page" />
        <FileField source="file" title="title" label="PDF" sortable={false} target="_blank" />
      </ListGrid>
    </SearchList>
  )
}
