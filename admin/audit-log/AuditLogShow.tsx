import { Show, SimpleShowLayout, TextField } from 'react-admin'
import { OrgDateField } from '../lists.tsx'
import { ChangesTable } from './ChangesTable.tsx'

export default function AuditLogShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <OrgDateField source="created_at" label="When" />
        <TextField source="user_email" label="User" emptyText="the system" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="record_id" label="Record" />
        <TextField source="ip" label="Address" emptyText="—" />
        <ChangesTable />
      </SimpleShowLayout>
    </Show>
  )
}
