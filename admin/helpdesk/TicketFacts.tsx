/**
 * A ticket's facts, each changeable in place for a role with ticket.change: status, priority,
 * department, category and assignee are selects that save on change (one POST per fact, the
 * server moving the clock and deadlines with it); then the service-level standings, with the due
 * time on the organisation's clock (the server writes it so) and the working time left or over.
 */
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { formatOrgDate } from '../dates.ts'
import { Fact, Facts } from '../facts.tsx'
import type { Ticket, TicketFact } from './helpdesk-api.ts'
import { SlaChip } from './SlaChip.tsx'
import type { TicketChoices } from './ticket-choices.ts'
import { type SlaStanding, workingTimeLeft } from './ticket-words.ts'

const FACTS: { fact: TicketFact; label: string; optional?: string }[] = [
  { fact: 'ticket_status', label: 'Status' },
  { fact: 'ticket_priority', label: 'Priority' },
  { fact: 'ticket_department', label: 'Department' },
  { fact: 'ticket_type', label: 'Category', optional: 'No category' },
  { fact: 'assignee', label: 'Assignee', optional: 'Unassigned' },
]

function Standing({ standing }: { standing: SlaStanding }) {
  const running = standing.state === 'running' || standing.state === 'breached'
  return (
    <>
      <SlaChip standing={standing} />
      {standing.due_at && ` due ${formatOrgDate(standing.due_at)}`}
      {running && ` (${workingTimeLeft(standing)} of working time)`}
    </>
  )
}

export function TicketFacts({
  ticket,
  choices,
  mayChange,
  busy,
  onChange,
}: {
  ticket: Ticket
  choices: TicketChoices
  mayChange: boolean
  busy: boolean
  onChange: (fact: TicketFact, value: number | null) => void
}) {
  return (
    <Facts>
      {FACTS.map(({ fact, label, optional }) => {
        const current = ticket[fact]?.id ?? ''
        if (!mayChange)
          return (
            <Fact key={fact} label={label}>
              {ticket[fact]?.name ?? optional}
            </Fact>
          )
        // The current value is offered even when the list has not arrived or no longer holds it.
        const options =
          choices[fact].some((c) => c.id === current) || current === ''
            ? choices[fact]
            : [ticket[fact] as { id: number; name: string }, ...choices[fact]]
        return (
          <Fact key={fact} label={label}>
            <TextField
              select
              size="small"
              label={label}
              value={current}
              disabled={busy}
              onChange={(e) => onChange(fact, e.target.value === '' ? null : Number(e.target.value))}
              sx={{ minWidth: 200, maxWidth: '100%' }}
            >
              {optional && <MenuItem value="">{optional}</MenuItem>}
              {options.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </Fact>
        )
      })}
      {ticket.sla && (
        <>
          <Fact label="First response">
            <Standing standing={ticket.sla.response} />
          </Fact>
          <Fact label="Resolution">
            <Standing standing={ticket.sla.resolution} />
          </Fact>
        </>
      )}
    </Facts>
  )
}
