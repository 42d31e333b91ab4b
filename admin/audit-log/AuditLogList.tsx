/**
 * Who changed what, and who signed in or failed to, newest first, filtered as the API allows
 * (?user=&resource=&action=&from=&to=); a row opens to its before/after table. Each entry names
 * its screen as the navigation does ("Notice") and links to the record while it exists.
 * Read-only: the server alone writes the log. The log has no search/ (no text fields) and orders
 * by id only, which is also the order in time.
 */
import {
  AutocompleteInput,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  ShowButton,
  TextField,
} from 'react-admin'
import { AUDIT_ACTIONS, auditActionName } from '../../common/audit-actions.ts'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, scrollingListSx } from '../lists.tsx'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { ChangesTable } from './ChangesTable.tsx'
import { RecordLink } from './RecordLink.tsx'

/** The screens, by the names the navigation gives them. */
function ResourceFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const resources = useAdminSchema()?.resources ?? []
  const choices = resources
    .map((r) => ({ id: r.name, name: r.label }))
    .sort((a, b) => a.name.localeCompare(b.name))
  return <SelectInput source={source} label={label} choices={choices} />
}

const filters = [
  <ReferenceInput key="user" source="user" reference="user" alwaysOn>
    <AutocompleteInput label="User" optionText="email" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <ResourceFilter key="resource" source="resource" label="Screen" alwaysOn />,
  <SelectInput key="action" source="action" label="Action" choices={[...AUDIT_ACTIONS]} alwaysOn />,
  <DateInput key="from" source="from" label="From (date)" />,
  <DateInput key="to" source="to" label="Before (date)" />,
]

export default function AuditLogList() {
  return (
    <List
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      perPage={25}
      empty={false}
      sx={scrollingListSx}
    >
      <ListGrid rowClick="expand" expand={<ChangesTable />} bulkActionButtons={false}>
        <OrgDateField source="created_at" label="When" sortBy="id" />
        <TextField source="user_email" label="User" emptyText="the system" sortable={false} />
        <FunctionField
          source="action"
          label="Action"
          render={(entry: { action?: string }) => auditActionName(entry.action ?? '')}
          sortable={false}
        />
        <TextField source="resource_label" label="Screen" sortable={false} />
        <RecordLink label="Record" />
        <ShowButton />
      </ListGrid>
    </List>
  )
}
