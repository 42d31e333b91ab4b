import type { Submission } from '../forms/types.ts'

/** A public category of the help desk (a ticket_type row shown to the public), in its order. */
export interface HelpCategory {
  id: number
  name: string
}

/** One message of a ticket's thread as its requester sees it: never staff's internal notes. */
export interface HelpMessage {
  id: number
  /** "You" for the requester's own messages, else the staff member's first name. */
  author: string
  fromStaff: boolean
  message: string
  /** When it was written, in the organisation's time zone. */
  at: string
  /** The attachment, through the ticket page's link (/help/ticket/file?token=…&message=…). */
  file: { name: string; href: string } | null
}

/** A ticket as its requester's page shows it (reached by the signed link the emails carry). */
export interface HelpTicketView {
  number: string
  subject: string
  status: string
  created: string
  messages: HelpMessage[]
}

/**
 * The help desk's pages: the form (/help, cached: the categories only) and a ticket's page
 * (/help/ticket?token=…, personal: rendered per request, never cached; `ticket` is null for a
 * link that is not valid, a 404).
 */
export type HelpBody =
  | { kind: 'help'; categories: HelpCategory[]; submission: Submission | null }
  | { kind: 'help-ticket'; ticket: HelpTicketView | null; token: string; submission: Submission | null }
