/**
 * Where each member stands with their dues: their periods with each period's type, the type their
 * dues are collected in (the latest paid period's, else the latest period's), and their arrears on a
 * day by the one rule (common/dues.ts). Read in one query for a page of members; the member list's
 * "in arrears" filter says the same in SQL (dues-arrears-sql.ts).
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { type Arrears, arrearsOf, type DuesPeriodKind, describeArrears } from '../../../common/dues.ts'
import { formatAmount, type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { membership, membershipType } from './tables.ts'

export interface DuesTypeRow {
  id: number
  name: string
  fee: Paisa
  period: DuesPeriodKind
  graceDays: number
  active: boolean
}

/** A period with its type, as the status rule (id, graceDays) and the dues rules read it. */
export interface TypedPeriod {
  id: number
  start: string
  end: string | null
  cancelled: boolean
  graceDays: number
  type: DuesTypeRow
}

/** Each member's periods, oldest first, by member id (members without any are absent). */
export async function typedPeriodsByMember(
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, TypedPeriod[]>> {
  const byMember = new Map<number, TypedPeriod[]>()
  if (memberIds.length === 0) return byMember
  const rows = await db
    .select({ period: membership, type: membershipType })
    .from(membership)
    .innerJoin(membershipType, eq(membershipType.id, membership.membershipTypeId))
    .where(inArray(membership.memberId, [...new Set(memberIds)]))
    .orderBy(asc(membership.startDate), asc(membership.id))
  for (const { period, type } of rows) {
    const list = byMember.get(period.memberId) ?? []
    list.push({
      id: period.id,
      start: period.startDate,
      end: period.endDate,
      cancelled: period.cancelledAt !== null,
      graceDays: type.graceDays,
      type: typeRowOf(type),
    })
    byMember.set(period.memberId, list)
  }
  return byMember
}

export const typeRowOf = (type: typeof membershipType.$inferSelect): DuesTypeRow => ({
  id: type.id,
  name: type.name,
  fee: parseAmount(type.fee) ?? 0n,
  period: type.period as DuesPeriodKind,
  graceDays: type.graceDays,
  active: type.active,
})

/** The type a member's dues are collected in: the latest paid period's, else the latest period's. */
export function duesTypeOf(periods: readonly TypedPeriod[]): DuesTypeRow | null {
  const paid = periods.filter((p) => !p.cancelled)
  // Oldest first (typedPeriodsByMember's order): the last is the latest by start, then id.
  return (paid.at(-1) ?? periods.at(-1))?.type ?? null
}

export interface DuesStanding {
  type: DuesTypeRow | null
  arrears: Arrears
}

export function standingOf(periods: readonly TypedPeriod[], today: string): DuesStanding {
  const type = duesTypeOf(periods)
  return { type, arrears: arrearsOf(periods, type, today) }
}

/** Each member's standing on `today`, by member id (every id asked for is present). */
export async function duesStandings(
  db: Db,
  memberIds: readonly number[],
  today: string,
): Promise<Map<number, DuesStanding>> {
  const periods = await typedPeriodsByMember(db, memberIds)
  return new Map(memberIds.map((id) => [id, standingOf(periods.get(id) ?? [], today)]))
}

/** A type on the wire: {id, name, fee: "100.00", period}. */
export const presentType = (type: DuesTypeRow) => ({
  id: type.id,
  name: type.name,
  fee: formatAmount(type.fee),
  period: type.period,
})

/** Arrears on the wire: {count, amount: "300.00", from, to, rule}. */
export const presentArrears = (arrears: Arrears, type: DuesTypeRow | null) => ({
  count: arrears.count,
  amount: formatAmount(arrears.amount),
  from: arrears.from,
  to: arrears.to,
  rule: describeArrears(arrears, type?.period ?? null),
})
