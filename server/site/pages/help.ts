/**
 * The help desk's pages (issue 16): /help, the form (the public categories, so a cached page: a
 * change to the categories notifies like any content), and a ticket's page
 * (/help/ticket?token=…), reached by the signed link its emails carry: personal, rendered per
 * request and kept by no cache. A token that is not one of ours is the 404 page, which says only
 * that the link is not valid. Posts to them are answered by server/site/forms/help-route.ts.
 */
import { and, asc, eq } from 'drizzle-orm'
import { formatDate } from '../../../common/dates.ts'
import type { HelpCategory, HelpTicketView } from '../../../web/pages/help/types.ts'
import type { Db } from '../../db/client.ts'
import { dateIn, formatDateTime } from '../../http/wire.ts'
import { ticket, ticketDetail, ticketStatus, ticketType } from '../../modules/helpdesk/tables.ts'
import { TICKET_PAGE_PATH, ticketOfPageToken } from '../../modules/helpdesk/ticket-links.ts'
import { presentDetails } from '../../modules/helpdesk/ticket-present.ts'
import { threadOf } from '../../modules/helpdesk/ticket-service.ts'
import type { PageContext, SiteRoute } from '../page-context.ts'

export const HELP_PATH = '/help'
export const HELP_FILE_PATH = `${TICKET_PAGE_PATH}/file`

/** The categories the public chooses from, in their order. */
export function publicCategories(db: Db): Promise<HelpCategory[]> {
  return db
    .select({ id: ticketType.id, name: ticketType.name })
    .from(ticketType)
    .where(eq(ticketType.isPublic, true))
    .orderBy(asc(ticketType.position), asc(ticketType.id))
}

/** A moment as the page shows it: 29 November 2026, 10:05 (the organisation's time). */
export function shownAt(moment: Date, timeZone: string): string {
  return `${formatDate(dateIn(moment, timeZone))}, ${formatDateTime(moment, timeZone)?.slice(11, 16) ?? ''}`
}

export const ticketFileHref = (token: string, messageId: number) =>
  `${HELP_FILE_PATH}?${new URLSearchParams({ token, message: String(messageId) })}`

/** The ticket a page token opens, as its requester sees it; null when the token is not valid. */
export async function helpTicketView(
  db: Db,
  token: string,
  timeZone: string,
): Promise<HelpTicketView | null> {
  const id = await ticketOfPageToken(db, token)
  if (id === undefined) return null
  const [row] = await db
    .select({ ticket, statusName: ticketStatus.name })
    .from(ticket)
    .innerJoin(ticketStatus, eq(ticketStatus.id, ticket.statusId))
    .where(eq(ticket.id, id))
  if (!row) return null
  const thread = await threadOf(db, id, 'requester')
  const shown = (await presentDetails(db, thread, 'requester', timeZone)) as { id: number; author: string }[]
  const authors = new Map(shown.map((m) => [m.id, m.author]))
  return {
    number: row.ticket.ticketNumber,
    subject: row.ticket.subject,
    status: row.statusName,
    created: shownAt(row.ticket.createdAt, timeZone),
    messages: thread.map((m) => ({
      id: m.id,
      author: m.authorKind === 'requester' ? 'You' : (authors.get(m.id) ?? 'Staff'),
      fromStaff: m.authorKind === 'staff',
      message: m.message,
      at: shownAt(m.createdAt, timeZone),
      file: m.file ? { name: m.fileName ?? 'attachment', href: ticketFileHref(token, m.id) } : null,
    })),
  }
}

/** Whether a message may be downloaded through the ticket page's link: of that ticket, not internal. */
export async function requesterFile(db: Db, ticketId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(ticketDetail)
    .where(
      and(
        eq(ticketDetail.id, messageId),
        eq(ticketDetail.ticketId, ticketId),
        eq(ticketDetail.isInternal, false),
      ),
    )
  return row?.file ? row : null
}

const title = (ctx: PageContext, name: string) => `${name} | ${ctx.site.siteName}`

export const helpRoutes: SiteRoute[] = [
  {
    path: HELP_PATH,
    async load(ctx) {
      const categories = await ctx.section('help categories', [] as HelpCategory[], () =>
        publicCategories(ctx.db),
      )
      return {
        body: { kind: 'help', categories, submission: null },
        title: title(ctx, 'Help'),
        description: `Ask ${ctx.site.siteName} for help: you get a ticket number and a link to follow the answers.`,
      }
    },
  },
  {
    path: TICKET_PAGE_PATH,
    query: ['token'],
    listed: false,
    // The requester's thread, reached by a signed link.
    personal: true,
    async load(ctx) {
      const token = ctx.query.get('token') ?? ''
      const view = await helpTicketView(ctx.db, token, ctx.timeZone)
      return {
        body: { kind: 'help-ticket', ticket: view, token, submission: null },
        title: title(ctx, view ? `Ticket ${view.number}` : 'Link not valid'),
        description: `A help request to ${ctx.site.siteName}.`,
        status: view ? 200 : 404,
        noindex: true,
      }
    },
  },
]
