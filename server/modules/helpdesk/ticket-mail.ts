/**
 * The help desk's emails, sent after the change they report has committed: the acknowledgement
 * with the ticket number and the requester's link, staff's replies to the requester, the
 * requester's replies to the assignee (or the department's lead), and the due-soon and breach
 * notices (sla-job.ts). Every email to the requester carries the reply token in its subject and,
 * when HELPDESK_ADDRESS is set, in its Reply-To, so answering the email lands in the thread.
 * Internal notes are never mailed to the requester.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import type { Mailer, MailOutcome } from '../../mail/mailer.ts'
import { siteIdentity } from '../cms/site-identity-service.ts'
import { ticketDepartment } from './tables.ts'
import { replyAddress, replyToken, ticketPageLink } from './ticket-links.ts'
import type { DetailRow, TicketRow } from './ticket-service.ts'

export interface MailDeps {
  db: Db
  mailer: Mailer
  publicUrl: string
  helpdeskAddress: string | undefined
}

async function toRequester(
  deps: MailDeps,
  row: TicketRow,
  subject: string,
  body: string,
): Promise<MailOutcome> {
  const token = await replyToken(deps.db, row.id)
  const link = await ticketPageLink(deps.db, deps.publicUrl, row.id)
  const org = await siteIdentity(deps.db)
  const answer = deps.helpdeskAddress
    ? 'Reply to this email, or follow the link, to add to your request.'
    : 'Follow the link to add to your request.'
  return deps.mailer.send({
    to: row.requesterEmail,
    subject: `[${row.ticketNumber}] ${subject} [ref:${token}]`,
    text: `Dear ${row.requesterName},\n\n${body}\n\n${answer}\n${link}\n\n${org.name}\n`,
    ...(deps.helpdeskAddress && { replyTo: replyAddress(deps.helpdeskAddress, token) }),
  })
}

/** The acknowledgement: the number to quote, the link to follow the thread. */
export function mailAcknowledgement(deps: MailDeps, row: TicketRow): Promise<MailOutcome> {
  return toRequester(
    deps,
    row,
    `We have your request: ${row.subject}`,
    `thank you for writing to us. Your request "${row.subject}" is ticket ${row.ticketNumber}; ` +
      'we will answer as soon as we can, and you can read our answers and write to us on its page.',
  )
}

/** A staff reply the requester may read (internal notes are not mailed). */
export function mailStaffReply(
  deps: MailDeps,
  row: TicketRow,
  detail: DetailRow,
): Promise<MailOutcome> | undefined {
  if (detail.isInternal || detail.authorKind !== 'staff') return undefined
  const file = detail.fileName ? `\n\n(With a file, ${detail.fileName}: open the page to download it.)` : ''
  return toRequester(
    deps,
    row,
    `Re: ${row.subject}`,
    `we have answered your request:\n\n${detail.message}${file}`,
  )
}

/** Who hears of a ticket's news on staff's side: its assignee, else its department's lead. */
export async function staffRecipients(db: Db, row: TicketRow): Promise<string[]> {
  const emails = new Set<string>()
  if (row.assigneeId) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.assigneeId))
    if (user) emails.add(user.email)
  }
  const [lead] = await db
    .select({ email: users.email })
    .from(ticketDepartment)
    .innerJoin(users, eq(users.id, ticketDepartment.leadId))
    .where(eq(ticketDepartment.id, row.departmentId))
  if (lead) emails.add(lead.email)
  return [...emails]
}

export const staffTicketLink = (publicUrl: string, id: number) => `${publicUrl}/admin#/ticket/${id}/show`

/** The requester wrote: the assignee (or the lead) hears of it with the message. */
export async function mailRequesterReply(deps: MailDeps, row: TicketRow, detail: DetailRow): Promise<void> {
  const to = row.assigneeId
    ? (await staffRecipients(deps.db, row)).slice(0, 1)
    : await staffRecipients(deps.db, row)
  for (const address of to)
    await deps.mailer.send({
      to: address,
      subject: `[${row.ticketNumber}] ${row.requesterName} wrote: ${row.subject}`,
      text: `${row.requesterName} <${row.requesterEmail}> wrote on ticket ${row.ticketNumber}:\n\n${detail.message}\n\n${staffTicketLink(deps.publicUrl, row.id)}\n`,
    })
}
