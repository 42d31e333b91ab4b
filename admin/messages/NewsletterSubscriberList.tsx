/**
 * Addresses signed up for the newsletter through the site: pending until the owner opens the
 * emailed link, then subscribed (with when); only subscribed addresses get mailings.
 */
import { EmailField, TextField } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, SearchList } from '../lists.tsx'

export default function NewsletterSubscriberList() {
  return (
    <SearchList search="Search emails" sort={{ field: 'id', order: 'DESC' }}>
      <ListGrid>
        <OrgDateField source="created_at" label="Signed up" sortBy="id" />
        <EmailField source="email" />
        <TextField source="status" />
        <OrgDateField source="confirmed_at" label="Confirmed" sortable={false} />
      </ListGrid>
    </SearchList>
  )
}
