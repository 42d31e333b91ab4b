/**
 * One ticket's page: number and subject, the requester (name, email, phone), how it came in and
 * when; its facts, changeable in place (TicketFacts), with the service-level standings; the thread
 * (TicketThread) and, for a role with ticket.reply, the reply box (ReplyBox). After a change or a
 * message the ticket and its thread are read again, so the facts and the clock show what the
 * server now holds. The server's refusals are shown as it words them.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { Loading, Title, useNotify } from 'react-admin'
import { useParams } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { Fact, Facts } from '../facts.tsx'
import { refusalOf } from '../orders/orders-api.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import {
  changeTicket,
  readTicket,
  type Ticket,
  type TicketFact,
  type TicketMessage,
  threadOf,
} from './helpdesk-api.ts'
import { ReplyBox } from './ReplyBox.tsx'
import { TicketFacts } from './TicketFacts.tsx'
import { TicketThread } from './TicketThread.tsx'
import { useTicketChoices } from './ticket-choices.ts'

const CHANNELS: Record<string, string> = {
  web: 'Help form',
  email: 'Email',
  account: 'Signed-in account',
  staff: 'Staff (phone or visit)',
}

export default function TicketShow() {
  const { id = '' } = useParams()
  const [ticket, setTicket] = useState<Ticket>()
  const [thread, setThread] = useState<TicketMessage[]>([])
  const [unreadable, setUnreadable] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [busy, setBusy] = useState(false)
  const actions = useResourceSchema('ticket')?.actions
  const choices = useTicketChoices()
  const notify = useNotify()

  const load = useCallback(
    () =>
      Promise.all([readTicket(id), threadOf(id)]).then(
        ([t, messages]) => {
          setTicket(t)
          setThread(messages)
        },
        (error: unknown) => setUnreadable(refusalOf(error, 'The ticket could not be read.')),
      ),
    [id],
  )
  useEffect(() => {
    void load()
  }, [load])

  if (unreadable)
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {unreadable}
      </Alert>
    )
  if (!ticket) return <Loading />

  const change = async (fact: TicketFact, value: number | null) => {
    setBusy(true)
    setRefusal(undefined)
    try {
      setTicket(await changeTicket(ticket.id, fact, value))
      notify('Saved.', { type: 'success' })
    } catch (error) {
      setRefusal(refusalOf(error, 'The server could not be reached. Nothing changed: try again.'))
    } finally {
      setBusy(false)
    }
  }

  const title = `Ticket ${ticket.ticket_number}`
  return (
    <Paper sx={{ mt: 2, p: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {`${ticket.ticket_number}: ${ticket.subject}`}
      </Typography>
      <Facts>
        <Fact label="Requester">{ticket.requester_name}</Fact>
        <Fact label="Email">
          <Link href={`mailto:${ticket.requester_email}`}>{ticket.requester_email}</Link>
        </Fact>
        <Fact label="Phone">{ticket.requester_phone}</Fact>
        <Fact label="Came in by">{CHANNELS[ticket.channel] ?? ticket.channel}</Fact>
        <Fact label="Opened">{formatOrgDate(ticket.created_at)}</Fact>
      </Facts>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Box component="section" aria-label="Ticket facts">
        <TicketFacts
          ticket={ticket}
          choices={choices}
          mayChange={actions?.change === true}
          busy={busy}
          onChange={(fact, value) => void change(fact, value)}
        />
      </Box>
      <TicketThread messages={thread} requester={ticket.requester_name} />
      {actions?.reply === true && (
        <ReplyBox ticketId={ticket.id} statuses={choices.ticket_status} onSent={load} />
      )}
    </Paper>
  )
}
