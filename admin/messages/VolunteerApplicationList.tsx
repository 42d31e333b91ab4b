/** Applications sent through the volunteer form; the CV opens from its private, permission-checked route. */
import { EmailField, FileField, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, SearchList } from '../lists.tsx'
import { MessageText } from './MessageText.tsx'

export default function VolunteerApplicationList() {
  return (
    <SearchList search="Search names, emails, subjects" sort={{ field: 'id', order: 'DESC' }}>
      <ListGrid rowClick="expand" expand={<MessageText source="about" />}>
        <OrgDateField source="created_at" label="Received" sortBy="id" />
        <TextField source="first_name" label="Name" />
        <EmailField source="email" />
        <TextField source="subject" />
        <FileField source="cv" title="CV" label="CV" sortable={false} target="_blank" />
        <TextField source="status" />
      </ListGrid>
    </SearchList>
  )
}
