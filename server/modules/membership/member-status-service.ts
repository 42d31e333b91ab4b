/**
 * Members' statuses for the screens: each member's periods read in one query, then the one rule
 * (common/membership-status.ts) applied on the organisation's today. Also what other areas count
 * of the members (the dashboard), by the same SQL the member list filters with.
 */
import { asc, count, eq, inArray } from 'drizzle-orm'
import { membershipStatus, type StatusPeriod, type StatusResult } from '../../../common/membership-status.ts'
import type { Db } from '../../db/client.ts'
import { dateIn } from '../../http/wire.ts'
import type { PresentContext } from '../../resources/define.ts'
import { inArrearsSql } from './dues-arrears-sql.ts'
import { member, membership, membershipType } from './tables.ts'

/** Today's date in the organisation's time zone, by the app's clock (tests move it). */
export const todayOf = (ctx: Pick<PresentContext, 'timeZone' | 'now'>) =>
  dateIn(new Date(ctx.now?.() ?? Date.now()), ctx.timeZone)

/** Each member's periods as the status rule reads them, by member id. */
export async function periodsByMember(
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, StatusPeriod[]>> {
  const byMember = new Map<number, StatusPeriod[]>()
  if (memberIds.length === 0) return byMember
  const rows = await db
    .select({
      id: membership.id,
      memberId: membership.memberId,
      start: membership.startDate,
      end: membership.endDate,
      cancelledAt: membership.cancelledAt,
      graceDays: membershipType.graceDays,
    })
    .from(membership)
    .innerJoin(membershipType, eq(membershipType.id, membership.membershipTypeId))
    .where(inArray(membership.memberId, [...new Set(memberIds)]))
    .orderBy(asc(membership.startDate), asc(membership.id))
  for (const r of rows) {
    const list = byMember.get(r.memberId) ?? []
    list.push({
      id: r.id,
      start: r.start,
      end: r.end,
      cancelled: r.cancelledAt !== null,
      graceDays: r.graceDays,
    })
    byMember.set(r.memberId, list)
  }
  return byMember
}

/** The status and its rule of each member, by id. */
export async function memberStatuses(
  ctx: PresentContext,
  members: readonly { id: number; joinedDate: string }[],
): Promise<Map<number, StatusResult>> {
  const periods = await periodsByMember(
    ctx.db,
    members.map((m) => m.id),
  )
  const today = todayOf(ctx)
  return new Map(
    members.map((m) => [
      m.id,
      membershipStatus({ joined: m.joinedDate, periods: periods.get(m.id) ?? [] }, today),
    ]),
  )
}

/**
 * How many members owe dues on `today`: the members the list shows with ?in_arrears=true, counted
 * by the same condition (dues-arrears-sql.ts).
 */
export async function countMembersInArrears(db: Db, today: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(member).where(inArrearsSql(today))
  return row?.n ?? 0
}
