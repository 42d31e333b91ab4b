/**
 * The ticket screens' calls beyond react-admin's list and read, on the help desk's own routes
 * (server/modules/helpdesk/ticket-routes.ts): a ticket's thread, a reply or internal note (multipart
 * when a file goes with it), a change of one fact, and a ticket opened by staff for a caller. Every
 * write goes through requestJson, which sends the CSRF header; refusals arrive as HttpError.
 */
import { requestJson } from '../providers/http.ts'
import type { TicketSla } from './ticket-words.ts'

const TICKETS = '/ticket/api/v1/ticket/'
const DETAILS = '/ticket_detail/api/v1/ticket_detail/'

interface Named {
  id: number
  name: string
}

export interface Ticket {
  id: number
  ticket_number: string
  subject: string
  requester_name: string
  requester_email: string
  requester_phone: string | null
  ticket_department: Named | null
  ticket_priority: (Named & { rank: number }) | null
  ticket_status: (Named & { clock: string }) | null
  ticket_type: Named | null
  assignee: (Named & { email: string }) | null
  channel: string
  sla: TicketSla | null
  created_at: string
}

export interface TicketMessage {
  id: number
  author_kind: 'staff' | 'requester'
  author: string
  message: string
  is_internal: boolean
  file: string | null
  file_name: string | null
  via: string
  created_at: string
}

/** The facts changed in place, by the API's field names. */
export type TicketFact =
  | 'ticket_status'
  | 'ticket_priority'
  | 'ticket_department'
  | 'ticket_type'
  | 'assignee'

export const readTicket = (id: number | string) => requestJson<Ticket>(`${TICKETS}${id}`)

export const threadOf = (id: number | string) =>
  requestJson<TicketMessage[]>(`${DETAILS}get_all_by_ticket_id/${id}`)

/** Staff download an attachment here: attachments are private, never under /media/. */
export const attachmentUrl = (messageId: number) => `${DETAILS}${messageId}/file`

export const changeTicket = (id: number, fact: TicketFact, value: number | null) =>
  requestJson<Ticket>(`${TICKETS}update/${id}`, { method: 'POST', body: { [fact]: value } })

/** The fields as a body: multipart with the file when there is one, JSON otherwise. */
function bodyOf(fields: Record<string, string | number | boolean | undefined>, file?: File) {
  if (!file) return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value))
  form.append('file', file, file.name)
  return form
}

export interface NewMessage {
  ticket: number
  message: string
  is_internal: boolean
  /** The status to set with it; undefined leaves the status as it is. */
  ticket_status?: number
  file?: File
}

export const sendMessage = ({ file, ...fields }: NewMessage) =>
  requestJson<TicketMessage>(`${DETAILS}create/`, { method: 'POST', body: bodyOf(fields, file) })

export interface NewTicket {
  subject: string
  requester_name: string
  requester_email: string
  requester_phone?: string
  ticket_type?: number
  ticket_priority?: number
  assignee?: number
  message: string
  file?: File
}

export const openTicket = ({ file, ...fields }: NewTicket) =>
  requestJson<Ticket>(`${TICKETS}create/`, { method: 'POST', body: bodyOf({ ...fields }, file) })
