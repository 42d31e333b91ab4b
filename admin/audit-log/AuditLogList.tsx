/**
 * Who changed what, newest first, filtered as the API allows (?user=&resource=&action=&from=&to=);
 * a row opens to its before/after table. Read-only: the server alone writes the log. The log has
 * no search/ (no text fields) and orders by id only, which is also the order in time.
 */
import {
  AutocompleteInput,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  ShowButton,
  TextField,
} from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, scrollingListSx, useAllRecords } from '../lists.tsx'
import { ChangesTable } from './ChangesTable.tsx'

const ACTIONS = [
  { id: 'create', name: 'Created' },
  { id: 'update', name: 'Updated' },
  { id: 'delete', name: 'Deleted' },
]

/** The resources, as the permissions name them (every resource has at least "read"). */
function ResourceFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const { records } = useAllRecords<{ id: number; resource: string }>('permission')
  const names = [...new Set(records.map((p) => p.resource))].sort()
  return (
    <SelectInput
      source={source}
      label={label}
      choices={names.map((name) => ({ id: name, name: name.replaceAll('_', ' ') }))}
    />
  )
}

const filters = [
  <ReferenceInput key="user" source="user" reference="user" alwaysOn>
    <AutocompleteInput label="User" optionText="email" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <ResourceFilter key="resource" source="resource" label="Resource" alwaysOn />,
  <SelectInput key="action" source="action" label="Action" choices={ACTIONS} alwaysOn />,
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
        <TextField source="action" sortable={false} />
        <TextField source="resource" sortable={false} />
        <TextField source="record_id" label="Record" sortable={false} />
        <ShowButton />
      </ListGrid>
    </List>
  )
}
