/**
 * The membership report (issue 16 item 5): per membership type, how many members stood in each
 * status at the end of a day, and the dues collected over a range.
 *
 * Members: those who had joined by the day, each counted once, in the status the one rule gives on
 * that day (status-sql.ts, the same SQL as the member list's filter) and in the type their dues were
 * collected in then: the type of their latest period started by that day that is not cancelled,
 * else of their latest started period (dues-standing.ts's rule, without the periods still to come);
 * a member with no period started by then is counted under "No membership period". Cancellations
 * count whenever they were made: a cancelled payment was a mistake, so its period never made
 * anyone current.
 *
 * Dues: a payment counts as received on the day its money came (paid_on, its receipt voucher's
 * date) and, when cancelled, as cancelled on the day its reversal was booked (the cancellation's
 * day in the organisation's calendar, or the payment's own day when that is later: dues-cancel.ts's
 * rule). So the net of a range is what the dues ledger's lines credit, net of debits, over the same
 * range (proved in tests/api/member-report.test.ts). Amounts are paisa (bigint), never floats.
 */
import { asc, type SQL, sql } from 'drizzle-orm'
import type { DuesFiguresJson, MemberReportJson, StatusCountsJson } from '../../../common/member-report.ts'
import { MEMBER_STATUSES, type MemberStatus } from '../../../common/membership-status.ts'
import { formatAmount, type Paisa, parseAmount } from '../../../common/money.ts'
import { type Db, queryRows } from '../../db/client.ts'
import { memberStatusSql, outerMemberId } from './status-sql.ts'
import { duesPayment, member, membership, membershipType } from './tables.ts'

/** Both inclusive, YYYY-MM-DD: the members are counted as at the end of `to`. */
export interface MemberReportFilter {
  from: string
  to: string
}

export type StatusCounts = StatusCountsJson

export interface DuesFigures {
  /** Payments received in the range, and their money. */
  payments: number
  received: Paisa
  /** Payments whose cancellation was booked in the range, and their money. */
  cancelledPayments: number
  cancelled: Paisa
  net: Paisa
}

export interface TypeRow {
  /** Null: members with no membership period started by the day. */
  typeId: number | null
  name: string
  members: StatusCounts
  dues: DuesFigures
}

export interface MemberReport {
  from: string
  to: string
  types: TypeRow[]
  totals: { members: StatusCounts; dues: DuesFigures }
}

export const NO_PERIOD = 'No membership period'

const noCounts = (): StatusCounts => ({
  ...(Object.fromEntries(MEMBER_STATUSES.map((s) => [s, 0])) as Record<MemberStatus, number>),
  total: 0,
})

const noDues = (): DuesFigures => ({
  payments: 0,
  received: 0n,
  cancelledPayments: 0,
  cancelled: 0n,
  net: 0n,
})

/** The member row's type as at `day` (see above), or null. */
function typeAsAt(day: string): SQL<number | null> {
  return sql<number | null>`(SELECT p.membership_type_id FROM ${membership} p
    WHERE p.member_id = ${outerMemberId} AND p.start_date <= ${day}::date
    ORDER BY (p.cancelled_at IS NULL) DESC, p.start_date DESC, p.id DESC LIMIT 1)`
}

/** The day a payment's cancellation was booked (null while it stands): its reversal's date. */
const cancelDay = (timeZone: string): SQL =>
  sql`CASE WHEN ${duesPayment.cancelledAt} IS NOT NULL
    THEN greatest(${duesPayment.paidOn}, (${duesPayment.cancelledAt} AT TIME ZONE ${timeZone})::date) END`

interface CountRow {
  type_id: number | null
  status: MemberStatus
  n: number
}

interface DuesRow {
  type_id: number
  payments: number
  received: string
  cancelled_payments: number
  cancelled: string
}

export async function memberReport(
  db: Db,
  filter: MemberReportFilter,
  timeZone: string,
): Promise<MemberReport> {
  const { from, to } = filter
  const cancelled = cancelDay(timeZone)
  const received = sql`${duesPayment.paidOn} BETWEEN ${from}::date AND ${to}::date`
  const undone = sql`${cancelled} BETWEEN ${from}::date AND ${to}::date`
  const [counts, dues, types] = await Promise.all([
    // FROM the member table by its own name: status-sql.ts names the outer row "member".
    queryRows<CountRow>(
      db,
      sql`SELECT type_id, status, count(*)::int AS n FROM (
            SELECT ${typeAsAt(to)} AS type_id, ${memberStatusSql(to)} AS status
            FROM ${member} WHERE ${member.joinedDate} <= ${to}::date
          ) m GROUP BY 1, 2`,
    ),
    queryRows<DuesRow>(
      db,
      sql`SELECT ${duesPayment.membershipTypeId} AS type_id,
            count(*) FILTER (WHERE ${received})::int AS payments,
            coalesce(sum(${duesPayment.amount}) FILTER (WHERE ${received}), 0)::text AS received,
            count(*) FILTER (WHERE ${undone})::int AS cancelled_payments,
            coalesce(sum(${duesPayment.amount}) FILTER (WHERE ${undone}), 0)::text AS cancelled
          FROM ${duesPayment} WHERE ${received} OR ${undone} GROUP BY 1`,
    ),
    db
      .select({ id: membershipType.id, name: membershipType.name, active: membershipType.active })
      .from(membershipType)
      .orderBy(asc(membershipType.name), asc(membershipType.id)),
  ])

  const rows = new Map<number | null, TypeRow>()
  const rowOf = (typeId: number | null): TypeRow => {
    const found = rows.get(typeId)
    if (found) return found
    const made: TypeRow = { typeId, name: NO_PERIOD, members: noCounts(), dues: noDues() }
    rows.set(typeId, made)
    return made
  }
  const totals = { members: noCounts(), dues: noDues() }
  for (const c of counts) {
    const typeId = c.type_id === null ? null : Number(c.type_id)
    for (const into of [rowOf(typeId).members, totals.members]) {
      into[c.status] += Number(c.n)
      into.total += Number(c.n)
    }
  }
  for (const d of dues) {
    const got = parseAmount(d.received) ?? 0n
    const gave = parseAmount(d.cancelled) ?? 0n
    for (const into of [rowOf(Number(d.type_id)).dues, totals.dues]) {
      into.payments += Number(d.payments)
      into.received += got
      into.cancelledPayments += Number(d.cancelled_payments)
      into.cancelled += gave
      into.net += got - gave
    }
  }
  // Every type still offered, even with nothing to count; a retired one only when it has figures.
  const listed = types.flatMap((t) => (t.active || rows.has(t.id) ? [{ ...rowOf(t.id), name: t.name }] : []))
  const none = rows.get(null)
  return { from, to, types: none ? [...listed, none] : listed, totals }
}

const duesJson = (d: DuesFigures): DuesFiguresJson => ({
  payments: d.payments,
  received: formatAmount(d.received),
  cancelled_payments: d.cancelledPayments,
  cancelled: formatAmount(d.cancelled),
  net: formatAmount(d.net),
})

/** The report on the wire: counts as numbers, amounts as "1250.00". */
export function memberReportJson(report: MemberReport): MemberReportJson {
  return {
    date_after: report.from,
    date_before: report.to,
    statuses: MEMBER_STATUSES,
    types: report.types.map((t) => ({
      membership_type: t.typeId,
      name: t.name,
      members: t.members,
      dues: duesJson(t.dues),
    })),
    totals: { members: report.totals.members, dues: duesJson(report.totals.dues) },
  }
}
