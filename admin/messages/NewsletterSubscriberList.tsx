/** Addresses signed up for the newsletter through the site. */
import { Datagrid, EmailField, TextField } from 'react-admin'
import { OrgDateField, SearchList } from '../lists.tsx'

export default function NewsletterSubscriberList() {
  return (
    <SearchList search="Search emails" sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid>
        <OrgDateField source="created_at" label="Signed up" sortBy="id" />
        <EmailField source="email" />
        <TextField source="status" />
      </Datagrid>
    </SearchList>
  )
}
