/**
 * The short lists the ticket screens choose from, read once per screen through react-admin's
 * cache: statuses (in their order), priorities (most urgent first), departments, categories and
 * the staff who can be assigned (staff accounts: the server refuses anyone else).
 */
import { type RaRecord, useGetList } from 'react-admin'

export interface TicketChoice {
  id: number
  name: string
}

const ALL = { page: 1, perPage: 100 }

function useChoices(resource: string, sort: string, filter = {}, name = (r: RaRecord) => String(r.name)) {
  const { data } = useGetList(resource, { pagination: ALL, sort: { field: sort, order: 'ASC' }, filter })
  return (data ?? []).map((r): TicketChoice => ({ id: Number(r.id), name: name(r) }))
}

const personName = (u: RaRecord) => [u.first_name, u.last_name].filter(Boolean).join(' ') || String(u.email)

export function useTicketChoices() {
  return {
    ticket_status: useChoices('ticket_status', 'position'),
    ticket_priority: useChoices('ticket_priority', 'rank'),
    ticket_department: useChoices('ticket_department', 'name'),
    ticket_type: useChoices('ticket_type', 'position'),
    assignee: useChoices('user', 'id', { account_type: 'staff' }, personName),
  }
}

export type TicketChoices = ReturnType<typeof useTicketChoices>
