/**
 * The service-level watch, every five minutes (ADR 023: once across processes): it first writes
 * every open ticket's deadlines again (so a holiday deleted, or a deadline passed, is reflected
 * in the lists within minutes), then tells the assignee and the department's lead of each
 * deadline that falls within the next hour ("due soon") or has passed ("breached"), once per
 * deadline (ticket_sla_notice's unique row; a reopened ticket's new deadline is told again).
 *
 * Claim, then send, as the dues reminders do: the notice row is inserted and committed first, so
 * two runs never both send; if sending fails the row is deleted and the next run tries again.
 */
import { and, eq, isNotNull, lt, ne } from 'drizzle-orm'
import { formatDateTime } from '../../http/wire.ts'
import type { JobDefinition } from '../../jobs/runner.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { refreshSla } from './sla-refresh.ts'
import { ticket, ticketSlaNotice, ticketStatus } from './tables.ts'
import { staffRecipients, staffTicketLink } from './ticket-mail.ts'

export const SLA_JOB = 'helpdesk.sla'
const DUE_SOON_MS = 60 * 60_000

type Target = 'response' | 'resolution'
type Kind = 'due_soon' | 'breached'

export function slaJob(deps: { mailer: Mailer; timeZone: string; publicUrl: string }): JobDefinition {
  return {
    name: SLA_JOB,
    recurrence: { everyMinutes: 5 },
    maxAttempts: 3,
    async run({ db, now, log }) {
      await refreshSla(db, deps.timeZone, now)
      const soon = new Date(now.getTime() + DUE_SOON_MS)
      const open = await db
        .select({ row: ticket })
        .from(ticket)
        .innerJoin(ticketStatus, eq(ticketStatus.id, ticket.statusId))
        .where(
          and(ne(ticketStatus.clock, 'stopped'), isNotNull(ticket.nextDueAt), lt(ticket.nextDueAt, soon)),
        )
      let sent = 0
      for (const { row } of open) {
        for (const [target, due] of [
          ['response', row.responseDueAt],
          ['resolution', row.resolutionDueAt],
        ] as [Target, Date | null][]) {
          if (!due || due.getTime() >= soon.getTime()) continue
          const kind: Kind = due.getTime() <= now.getTime() ? 'breached' : 'due_soon'
          const [claimed] = await db
            .insert(ticketSlaNotice)
            .values({ ticketId: row.id, target, kind, dueAt: due })
            .onConflictDoNothing()
            .returning({ id: ticketSlaNotice.id })
          if (!claimed) continue
          const what = target === 'response' ? 'first response' : 'resolution'
          const when = formatDateTime(due, deps.timeZone)?.slice(0, 16).replace('T', ' ')
          try {
            for (const to of await staffRecipients(db, row))
              await deps.mailer.send({
                to,
                subject:
                  kind === 'breached'
                    ? `[${row.ticketNumber}] Breached: ${what} was due ${when}`
                    : `[${row.ticketNumber}] Due soon: ${what} by ${when}`,
                text:
                  `Ticket ${row.ticketNumber}, "${row.subject}" from ${row.requesterName}: ` +
                  `its ${what} ${kind === 'breached' ? 'was due' : 'is due'} ${when} (${deps.timeZone}).\n\n` +
                  `${staffTicketLink(deps.publicUrl, row.id)}\n`,
              })
            sent++
          } catch (error) {
            await db.delete(ticketSlaNotice).where(eq(ticketSlaNotice.id, claimed.id))
            throw error
          }
        }
      }
      if (sent > 0) log.info({ sent }, 'service-level notices sent')
    },
  }
}
