/**
 * What other areas may ask of the help desk (the dashboard): how many open tickets are breached
 * and how many fall due later today, by the same conditions as the ticket list's ?sla= filter,
 * so a figure and the list it links to always agree.
 */
import { and, count, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ticket, ticketStatus } from './tables.ts'
import { type SLA_FILTERS, slaCondition } from './ticket-resources.ts'

export type SlaFigure = (typeof SLA_FILTERS)[number]

/** Open tickets breached (?sla=breached) or due later today (?sla=due_today) at `now`. */
export async function ticketSlaCount(db: Db, kind: SlaFigure, now: Date, timeZone: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ticket)
    .innerJoin(ticketStatus, eq(ticketStatus.id, ticket.statusId))
    .where(and(ne(ticketStatus.clock, 'stopped'), slaCondition(kind, now, timeZone)))
  return row?.n ?? 0
}
