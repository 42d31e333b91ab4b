import { FunctionField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin'
import { auditActionName } from '../../common/audit-actions.ts'
import { OrgDateField } from '../lists.tsx'
import { ChangesTable } from './ChangesTable.tsx'
import { RecordLink } from './RecordLink.tsx'

export default function AuditLogShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <OrgDateField source="created_at" label="When" />
        <TextField source="user_email" label="User" emptyText="the system" />
        <FunctionField
          label="Action"
          render={(entry: { action?: string }) => auditActionName(entry.action ?? '')}
        />
        <TextField source="resource_label" label="Screen" />
        <Labeled label="Record">
          <RecordLink />
        </Labeled>
        <TextField source="detail" label="Why" emptyText="—" />
        <TextField source="ip" label="Address" emptyText="—" />
        <ChangesTable />
      </SimpleShowLayout>
    </Show>
  )
}
