/** Messages sent through the contact form; read here, answered by email. */
import { EmailField, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, SearchList } from '../lists.tsx'
import { MessageText } from './MessageText.tsx'

export default function ContactMessageList() {
  return (
    <SearchList search="Search names, emails, messages" sort={{ field: 'id', order: 'DESC' }}>
      <ListGrid rowClick="expand" expand={<MessageText source="message" />}>
        <OrgDateField source="created_at" label="Received" sortBy="id" />
        <TextField source="first_name" />
        <TextField source="last_name" />
        <EmailField source="email" />
        <TextField source="subject" />
        <TextField source="status" />
      </ListGrid>
    </SearchList>
  )
}
