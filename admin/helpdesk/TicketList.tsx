/**
 * Tickets, newest first: number, subject, requester, department, priority, status, assignee and
 * the service-level standing as a chip. Filters (status, department, priority, assignee, SLA
 * breached or due today, search) live in the address under the API's own names, so the dashboard
 * links straight to `#/ticket?filter={"sla":"breached"}` and the data provider passes `sla` on as
 * it is. "Assigned to me" fills the assignee filter with the signed-in user's id. A row opens the
 * ticket's page; "New ticket" is for staff taking a call.
 */
import Add from '@mui/icons-material/Add'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import {
  Button,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useGetIdentity,
  useListContext,
} from 'react-admin'
import { Link } from 'react-router'
import { ExportButton } from '../generic/ExportButton.tsx'
import { ListGrid } from '../list-grid.tsx'
import { scrollingListSx } from '../lists.tsx'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import type { Ticket } from './helpdesk-api.ts'
import { SlaChip } from './SlaChip.tsx'
import { useTicketChoices } from './ticket-choices.ts'
import { ticketSlaStanding } from './ticket-words.ts'

const SLA_CHOICES = [
  { id: 'breached', name: 'Breached' },
  { id: 'due_today', name: 'Due today' },
]

const select = (source: string, label: string, choices: readonly { id: number | string; name: string }[]) => (
  <SelectInput
    key={source}
    source={source}
    label={label}
    choices={[...choices]}
    alwaysOn
    sx={{ minWidth: 160 }}
  />
)

/** Toggles the assignee filter to the signed-in user, keeping the other filters. */
function AssignedToMe() {
  const { identity } = useGetIdentity()
  const { filterValues, setFilters } = useListContext()
  if (!identity) return null
  const mine = String(filterValues.assignee) === String(identity.id)
  const { assignee: _dropped, ...others } = filterValues
  return (
    <Chip
      label="Assigned to me"
      color={mine ? 'primary' : 'default'}
      variant={mine ? 'filled' : 'outlined'}
      aria-pressed={mine}
      onClick={() => setFilters(mine ? others : { ...others, assignee: identity.id })}
      sx={{ alignSelf: 'center' }}
    />
  )
}

function Actions() {
  const schema = useResourceSchema('ticket')
  return (
    <TopToolbar>
      <AssignedToMe />
      {schema?.actions?.open === true && (
        <Button component={Link} to="/ticket/create" label="New ticket">
          <Add />
        </Button>
      )}
      {schema && <ExportButton exportUrl={schema.list.exportUrl} />}
    </TopToolbar>
  )
}

export default function TicketList() {
  const choices = useTicketChoices()
  const filters = [
    <SearchInput
      key="key"
      source="key"
      alwaysOn
      placeholder="Search number, subject, requester"
      slotProps={{ htmlInput: { 'aria-label': 'Search number, subject, requester' } }}
    />,
    select('ticket_status', 'Status', choices.ticket_status),
    select('ticket_department', 'Department', choices.ticket_department),
    select('ticket_priority', 'Priority', choices.ticket_priority),
    select('assignee', 'Assignee', choices.assignee),
    select('sla', 'SLA', SLA_CHOICES),
  ]
  return (
    <>
      {/* The app bar shows the title; the screen's one h1 names it for a screen reader. */}
      <Typography component="h1" sx={visuallyHidden}>
        Tickets
      </Typography>
      <List
        title="Tickets"
        sort={{ field: 'id', order: 'DESC' }}
        actions={<Actions />}
        filters={filters}
        perPage={25}
        empty={false}
        exporter={false}
        sx={scrollingListSx}
      >
        <ListGrid rowClick="show" bulkActionButtons={false}>
          <TextField source="ticket_number" label="Number" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
          <TextField source="subject" label="Subject" sortable={false} />
          <TextField source="requester_name" label="Requester" sortable={false} />
          <TextField source="ticket_department.name" label="Department" sortable={false} />
          <TextField source="ticket_priority.name" label="Priority" sortable={false} />
          <FunctionField
            label="Status"
            render={(t: Ticket) => t.ticket_status && <Chip size="small" label={t.ticket_status.name} />}
          />
          <TextField source="assignee.name" label="Assignee" sortable={false} emptyText="Unassigned" />
          <FunctionField
            label="SLA"
            render={(t: Ticket) => <SlaChip standing={ticketSlaStanding(t.sla)} />}
          />
        </ListGrid>
      </List>
    </>
  )
}
