/**
 * The donations report (issue 14 item 7): what each cause and the general fund received, month by
 * month over a range, with the refunds of the range shown and netted. A gift counts in the month
 * its money was received; a refund in the month it was booked, which is the day of its reversal
 * voucher: the refund's day in the organisation's calendar, or the gift's own day when that is
 * later (refundDonation's rule). So the net of a cause over any range equals what its sub-ledger's
 * lines on the donations ledger credit, net of debits, over the same range (proved in
 * tests/api/donations-staff.test.ts).
 */
import { asc, inArray, type SQL, sql } from 'drizzle-orm'
import { formatAmount, type Paisa, parseAmount } from '../../../common/money.ts'
import { type Db, queryRows } from '../../db/client.ts'
import { GENERAL_FUND } from './donation-present.ts'
import { cause, donation } from './tables.ts'

export interface ReportFilter {
  /** Both inclusive, YYYY-MM-DD. */
  from: string
  to: string
  /** One cause, or 'general' for the general fund; every fund when undefined. */
  fund?: number | 'general'
  method?: string
}

export interface MonthAmounts {
  received: Paisa
  refunded: Paisa
  net: Paisa
}

export interface FundRow extends MonthAmounts {
  /** Null: the general fund. */
  causeId: number | null
  name: string
  /** In the order of the report's months. */
  months: (MonthAmounts & { month: string })[]
}

export interface DonationReport {
  from: string
  to: string
  /** YYYY-MM, every month the range touches. */
  months: string[]
  funds: FundRow[]
  totals: MonthAmounts & { months: (MonthAmounts & { month: string })[] }
  /** How many gifts were received and how many refunds booked in the range. */
  giftCount: number
  refundCount: number
}

/** The months a range touches, first to last, as YYYY-MM. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = []
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  const last = to.slice(0, 7)
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`
    if (text > last) return months
    months.push(text)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
}

const zero = (): MonthAmounts => ({ received: 0n, refunded: 0n, net: 0n })

function add(into: MonthAmounts, received: Paisa, refunded: Paisa): void {
  into.received += received
  into.refunded += refunded
  into.net += received - refunded
}

/** The day a refund was booked on: its reversal's date (see above). */
const refundDay = (timeZone: string): SQL =>
  sql`greatest(${donation.receivedOn}, (${donation.refundedAt} at time zone ${timeZone})::date)`

function scope(filter: ReportFilter): SQL {
  const parts: SQL[] = []
  if (filter.fund === 'general') parts.push(sql`${donation.causeId} is null`)
  else if (filter.fund !== undefined) parts.push(sql`${donation.causeId} = ${filter.fund}`)
  if (filter.method) parts.push(sql`${donation.method} = ${filter.method}`)
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `)
}

interface Sums {
  cause_id: number | null
  month: string
  amount: string
  n: number
}

export async function donationReport(
  db: Db,
  filter: ReportFilter,
  timeZone: string,
): Promise<DonationReport> {
  const day = refundDay(timeZone)
  const [received, refunded] = await Promise.all([
    queryRows<Sums>(
      db,
      sql`select ${donation.causeId} as cause_id, to_char(${donation.receivedOn}, 'YYYY-MM') as month,
            sum(${donation.amount})::text as amount, count(*)::int as n
          from ${donation}
          where ${donation.status} in ('completed', 'refunded')
            and ${donation.receivedOn} between ${filter.from}::date and ${filter.to}::date and ${scope(filter)}
          group by 1, 2`,
    ),
    queryRows<Sums>(
      db,
      sql`select ${donation.causeId} as cause_id, to_char(${day}, 'YYYY-MM') as month,
            sum(${donation.amount})::text as amount, count(*)::int as n
          from ${donation}
          where ${donation.status} = 'refunded'
            and ${day} between ${filter.from}::date and ${filter.to}::date and ${scope(filter)}
          group by 1, 2`,
    ),
  ])
  const months = monthsOf(filter.from, filter.to)
  const column = new Map(months.map((m, i) => [m, i]))
  const funds = new Map<number | null, FundRow>()
  const fundOf = (causeId: number | null): FundRow => {
    const found = funds.get(causeId)
    if (found) return found
    const made: FundRow = {
      causeId,
      name: '',
      ...zero(),
      months: months.map((month) => ({ month, ...zero() })),
    }
    funds.set(causeId, made)
    return made
  }
  if (typeof filter.fund === 'number') fundOf(filter.fund)
  if (filter.fund === 'general') fundOf(null)
  const totals = { ...zero(), months: months.map((month) => ({ month, ...zero() })) }
  const tally = (rows: Sums[], side: 'received' | 'refunded') => {
    for (const r of rows) {
      const amount = parseAmount(r.amount) ?? 0n
      const [got, gave] = side === 'received' ? [amount, 0n] : [0n, amount]
      const row = fundOf(r.cause_id === null ? null : Number(r.cause_id))
      const i = column.get(r.month) as number
      add(row, got, gave)
      add(row.months[i] as MonthAmounts, got, gave)
      add(totals, got, gave)
      add(totals.months[i] as MonthAmounts, got, gave)
    }
  }
  tally(received, 'received')
  tally(refunded, 'refunded')

  const causeIds = [...funds.keys()].filter((id): id is number => id !== null)
  const causes = causeIds.length
    ? await db
        .select({ id: cause.id, name: cause.name })
        .from(cause)
        .where(inArray(cause.id, causeIds))
        .orderBy(asc(cause.position), asc(cause.name))
    : []
  const named = causes.map((c) => ({ ...(funds.get(c.id) as FundRow), name: c.name }))
  const general = funds.get(null)
  return {
    from: filter.from,
    to: filter.to,
    months,
    funds: [...named, ...(general ? [{ ...general, name: GENERAL_FUND }] : [])],
    totals,
    giftCount: received.reduce((n, r) => n + Number(r.n), 0),
    refundCount: refunded.reduce((n, r) => n + Number(r.n), 0),
  }
}

const wireAmounts = (a: MonthAmounts) => ({
  received: formatAmount(a.received),
  refunded: formatAmount(a.refunded),
  net: formatAmount(a.net),
})

/** The report on the wire: amounts as "1250.00", each fund's months in the report's order. */
export function reportJson(report: DonationReport) {
  const monthsJson = (months: (MonthAmounts & { month: string })[]) =>
    months.map((m) => ({ month: m.month, ...wireAmounts(m) }))
  return {
    date_after: report.from,
    date_before: report.to,
    months: report.months,
    causes: report.funds.map((f) => ({
      cause: f.causeId,
      name: f.name,
      months: monthsJson(f.months),
      ...wireAmounts(f),
    })),
    totals: { months: monthsJson(report.totals.months), ...wireAmounts(report.totals) },
    gift_count: report.giftCount,
    refund_count: report.refundCount,
  }
}

/**
 * What the completed gifts received between two days (both inclusive) come to, and how many there
 * are: the donations list with ?status=completed&date_after=&date_before= shows exactly these
 * (a completed gift's day is the day its money was received). A refunded gift is not counted: its
 * money went back. Summed as numeric in the database, so the total is exact to the paisa.
 */
export async function completedGiftsTotal(
  db: Db,
  from: string,
  to: string,
): Promise<{ amount: Paisa; count: number }> {
  const [row] = await queryRows<{ amount: string; n: number }>(
    db,
    sql`select coalesce(sum(${donation.amount}), 0)::text as amount, count(*)::int as n
        from ${donation}
        where ${donation.status} = 'completed'
          and ${donation.receivedOn} between ${from}::date and ${to}::date`,
  )
  return { amount: parseAmount(row?.amount ?? '0') ?? 0n, count: Number(row?.n ?? 0) }
}
