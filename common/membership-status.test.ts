import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  MEMBER_STATUSES,
  type MemberStatus,
  membershipStatus,
  type StatusPeriod,
} from './membership-status.ts'

const TODAY = '2026-11-25'
const period = (start: string, end: string | null, extra: Partial<StatusPeriod> = {}): StatusPeriod => ({
  id: 1,
  start,
  end,
  cancelled: false,
  graceDays: 30,
  ...extra,
})
const statusOf = (periods: StatusPeriod[], joined = '2020-01-01') =>
  membershipStatus({ joined, periods }, TODAY)

describe('membership status', () => {
  it('is current within a paid period, and says up to when', () => {
    expect(statusOf([period('2026-07-01', '2027-06-30')])).toEqual({
      status: 'current',
      rule: 'Current: paid up to 30 Jun 2027',
    })
    expect(statusOf([period('2026-11-25', '2026-11-25')]).status).toBe('current')
  })

  it('is new when current and joined less than 3 months ago', () => {
    expect(statusOf([period('2026-09-01', '2027-08-31')], '2026-08-26')).toEqual({
      status: 'new',
      rule: 'New: joined 26 Aug 2026; paid up to 31 Aug 2027',
    })
    expect(statusOf([period('2026-09-01', '2027-08-31')], '2026-08-25').status).toBe('current')
  })

  it('is in grace after the end for the type’s grace days, then expired', () => {
    expect(statusOf([period('2025-10-01', '2026-10-26')])).toEqual({
      status: 'grace',
      rule: 'Grace: paid up to 26 Oct 2026, grace until 25 Nov 2026',
    })
    expect(statusOf([period('2025-10-01', '2026-10-25')])).toEqual({
      status: 'expired',
      rule: 'Expired: paid up to 25 Oct 2026, grace ended 24 Nov 2026',
    })
    expect(statusOf([period('2025-10-01', '2026-11-24', { graceDays: 0 })]).status).toBe('expired')
  })

  it('is current for life with a lifetime period', () => {
    expect(statusOf([period('2001-01-01', null)])).toEqual({
      status: 'current',
      rule: 'Current: lifetime membership',
    })
  })

  it('is cancelled when the latest period is, whatever the others say', () => {
    const periods = [
      period('2001-01-01', null),
      period('2026-11-01', '2027-10-31', { id: 2, cancelled: true }),
    ]
    expect(statusOf(periods).status).toBe('cancelled')
    // The same start: the later id is the latest.
    const sameDay = [
      period('2026-11-01', '2027-10-31', { id: 3 }),
      period('2026-11-01', '2027-10-31', { id: 2, cancelled: true }),
    ]
    expect(statusOf(sameDay).status).toBe('current')
  })

  it('ignores an earlier cancelled period and periods not started yet', () => {
    const periods = [
      period('2026-01-01', '2026-12-31', { cancelled: true }),
      period('2026-12-01', '2027-11-30', { id: 2 }),
    ]
    expect(statusOf(periods)).toEqual({
      status: 'expired',
      rule: 'Expired: no period has started yet (next from 1 Dec 2026)',
    })
    expect(statusOf([])).toEqual({ status: 'expired', rule: 'Expired: no membership period' })
  })

  it('adds months as PostgreSQL does, clamping to the month’s last day', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29')
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15')
  })
})

const RANK: Record<MemberStatus, number> = { expired: 0, grace: 1, current: 2, new: 2, cancelled: -1 }
/** Days from 2024 to 2029: around today, with leap years and month ends. */
const dayArb = fc.integer({ min: 0, max: 365 * 6 }).map((n) => addDays('2024-01-01', n))
const day = dayArb
const periodArb = fc.record({
  id: fc.nat(50),
  start: day,
  length: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
  cancelled: fc.boolean(),
  graceDays: fc.integer({ min: 0, max: 90 }),
})
const toPeriod = (p: {
  id: number
  start: string
  length: number | null
  cancelled: boolean
  graceDays: number
}): StatusPeriod => ({
  id: p.id,
  start: p.start,
  end: p.length === null ? null : addDays(p.start, p.length),
  cancelled: p.cancelled,
  graceDays: p.graceDays,
})

describe('membership status properties', () => {
  it('is total: every input has one of the five statuses and a rule', () => {
    fc.assert(
      fc.property(fc.array(periodArb, { maxLength: 6 }), day, day, (ps, joined, today) => {
        const result = membershipStatus({ joined, periods: ps.map(toPeriod) }, today)
        expect(MEMBER_STATUSES).toContain(result.status)
        expect(result.rule.length).toBeGreaterThan(0)
      }),
    )
  })

  it('never makes a member less current when a period is extended', () => {
    fc.assert(
      fc.property(
        fc.array(periodArb, { minLength: 1, maxLength: 6 }),
        fc.nat(5),
        fc.integer({ min: 1, max: 400 }),
        day,
        day,
        (ps, pick, more, joined, today) => {
          const periods = ps.map(toPeriod)
          const index = pick % periods.length
          const extended = periods.map((p, i) =>
            i === index && p.end !== null ? { ...p, end: addDays(p.end, more) } : p,
          )
          const before = membershipStatus({ joined, periods }, today).status
          const after = membershipStatus({ joined, periods: extended }, today).status
          // Extending changes no start and no cancellation, so "cancelled" is the same either way.
          expect(after === 'cancelled').toBe(before === 'cancelled')
          expect(RANK[after]).toBeGreaterThanOrEqual(RANK[before])
        },
      ),
    )
  })
})
