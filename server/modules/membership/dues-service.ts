/**
 * Dues, as other areas and the routes use them (ADR 016): collecting for one or many members in
 * the caller's transaction, cancelling a payment, a member's payments, and where members stand
 * (their dues type and arrears on a day). The site's member area reads a member's dues and arrears
 * through `memberDues`.
 */
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { presentDuesPayments } from './dues-present.ts'
import { duesStandings, presentArrears, presentType } from './dues-standing.ts'
import { duesPayment, member } from './tables.ts'

export { type CancelContext, cancelDuesPayment } from './dues-cancel.ts'
export { type CollectContext, collectDues, type PlanEntry, planCollection } from './dues-collection.ts'
export { type DuesStanding, duesStandings } from './dues-standing.ts'

/** The member whose site account this is, or undefined. */
export async function memberOfAccount(db: Db, userId: number) {
  const [row] = await db.select().from(member).where(eq(member.userId, userId))
  return row
}

/**
 * A member's dues for their own pages: the type their dues are collected in, their arrears on
 * `today` ({count, amount, from, to, rule}) and their payments, newest first, as the API presents
 * them (with the receipt numbers).
 */
export async function memberDues(db: Db, memberId: number, today: string, timeZone: string) {
  const standing = (await duesStandings(db, [memberId], today)).get(memberId)
  const rows = await db
    .select()
    .from(duesPayment)
    .where(eq(duesPayment.memberId, memberId))
    .orderBy(desc(duesPayment.paidOn), desc(duesPayment.id))
  return {
    dues_type: standing?.type ? presentType(standing.type) : null,
    arrears: standing ? presentArrears(standing.arrears, standing.type) : null,
    payments: await presentDuesPayments(db, rows, timeZone),
  }
}
