/**
 * Outgoing email: what Kizuna sent or would have sent, newest first, with whether a mail server
 * took it; a row opens the message. Read-only, for the Administrator only (the bodies hold
 * password links). Says whether a mail server is set up.
 */
import { FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin'
import { ListGrid } from '../list-grid.tsx'
import { OrgDateField, scrollingListSx } from '../lists.tsx'
import { MailServerNote } from './MailServerNote.tsx'
import { MAIL_STATUSES, statusName } from './status.ts'

const filters = [
  <TextInput key="recipient" source="recipient" label="Recipient" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={MAIL_STATUSES} alwaysOn />,
]

export default function EmailOutboxList() {
  return (
    <>
      <MailServerNote />
      <List
        sort={{ field: 'id', order: 'DESC' }}
        filters={filters}
        perPage={25}
        empty={false}
        exporter={false}
        sx={scrollingListSx}
      >
        <ListGrid rowClick="show" bulkActionButtons={false}>
          <OrgDateField source="created_at" label="Created" sortBy="id" />
          <TextField source="recipient" sortable={false} />
          <TextField source="subject" sortable={false} />
          <FunctionField
            label="Status"
            render={(m: { status?: string }) => statusName(m.status)}
            sortable={false}
          />
          <TextField source="error" emptyText="" sortable={false} />
        </ListGrid>
      </List>
    </>
  )
}
