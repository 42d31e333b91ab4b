import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  arrearsOf,
  type DuesPeriod,
  type DuesPeriodKind,
  type DuesType,
  describeArrears,
  periodEnd,
  renewalStart,
  showPeriod,
} from './dues.ts'
import { addDays } from './membership-status.ts'

const TODAY = '2026-11-25'
const period = (start: string, end: string | null, extra: Partial<DuesPeriod> = {}): DuesPeriod => ({
  start,
  end,
  cancelled: false,
  graceDays: 15,
  ...extra,
})
const monthly: DuesType = { fee: 10_000n, period: 'monthly' }
const yearly: DuesType = { fee: 500_000n, period: 'yearly' }
const lifetime: DuesType = { fee: 5_000_000n, period: 'lifetime' }

describe('periods', () => {
  it('end the day before the next begins, months clamped to the month’s last day', () => {
    expect(periodEnd('2026-12-01', 'monthly', 1)).toBe('2026-12-31')
    expect(periodEnd('2026-12-01', 'monthly', 3)).toBe('2027-02-28')
    expect(periodEnd('2027-01-31', 'monthly', 1)).toBe('2027-02-27')
    expect(periodEnd('2026-07-01', 'yearly', 2)).toBe('2028-06-30')
    expect(periodEnd('2026-07-01', 'lifetime', 1)).toBeNull()
    expect(showPeriod('2026-12-01', '2026-12-31')).toBe('1 Dec 2026 – 31 Dec 2026')
    expect(showPeriod('2026-12-01', null)).toBe('from 1 Dec 2026 (lifetime)')
  })
})

describe('the renewal rule', () => {
  it('continues from the last end while current or in grace, and restarts once expired', () => {
    const paid = [period('2026-10-01', '2026-10-31'), period('2026-11-01', '2026-11-30')]
    // Current: the day after the last end, even before it comes.
    expect(renewalStart(paid, '2026-11-20')).toEqual({ kind: 'continues', start: '2026-12-01' })
    // In grace (15 days): still continues, so the gap is paid.
    expect(renewalStart(paid, '2026-12-15')).toEqual({ kind: 'continues', start: '2026-12-01' })
    // Expired: starts on the day of payment.
    expect(renewalStart(paid, '2026-12-16')).toEqual({ kind: 'starts', start: '2026-12-16' })
  })

  it('starts a new member on the day of payment, ignores cancelled periods and refuses life members', () => {
    expect(renewalStart([], '2026-11-25')).toEqual({ kind: 'starts', start: '2026-11-25' })
    const cancelled = [period('2026-11-01', '2026-11-30', { cancelled: true })]
    expect(renewalStart(cancelled, '2026-11-25')).toEqual({ kind: 'starts', start: '2026-11-25' })
    const later = [
      period('2026-10-01', '2026-10-31'),
      period('2026-11-01', '2026-11-30', { cancelled: true }),
    ]
    expect(renewalStart(later, '2026-11-10')).toEqual({ kind: 'continues', start: '2026-11-01' })
    expect(renewalStart([period('2020-01-01', null)], '2026-11-25')).toEqual({ kind: 'lifetime' })
  })
})

describe('arrears', () => {
  it('counts the periods from the last end to today, the one today falls in included', () => {
    const paid = [period('2026-08-01', '2026-08-31')]
    expect(arrearsOf(paid, monthly, TODAY)).toEqual({
      count: 3,
      amount: 30_000n,
      from: '2026-09-01',
      to: '2026-11-30',
    })
    expect(describeArrears(arrearsOf(paid, monthly, TODAY), 'monthly')).toBe(
      '3 months unpaid: 1 Sep 2026 – 30 Nov 2026',
    )
    // The first day after the end is already one period due.
    expect(arrearsOf(paid, monthly, '2026-09-01').count).toBe(1)
    expect(arrearsOf(paid, monthly, '2026-08-31')).toEqual({ count: 0, amount: 0n, from: null, to: null })
    expect(arrearsOf([period('2025-07-01', '2026-06-30')], yearly, TODAY)).toMatchObject({
      count: 1,
      amount: 500_000n,
      to: '2027-06-30',
    })
  })

  it('is none without a paid period or a type, and for life members', () => {
    expect(arrearsOf([], monthly, TODAY).count).toBe(0)
    expect(arrearsOf([period('2026-01-01', '2026-01-31', { cancelled: true })], monthly, TODAY).count).toBe(0)
    expect(arrearsOf([period('2026-01-01', '2026-01-31')], null, TODAY).count).toBe(0)
    expect(arrearsOf([period('2026-01-01', '2026-01-31')], lifetime, TODAY).count).toBe(0)
    expect(
      arrearsOf([period('2026-01-01', '2026-01-31'), period('2026-02-01', null)], monthly, TODAY).count,
    ).toBe(0)
    expect(describeArrears(arrearsOf([], monthly, TODAY), 'monthly')).toBe('No arrears')
  })

  it('keeps periods on the first period’s day when months are short', () => {
    // Paid to 30 Jan: periods start on the 31st, clamped in short months (28 Feb) but back on
    // the 31st after: 31 Jan – 27 Feb, 28 Feb – 30 Mar, 31 Mar – 29 Apr.
    const arrears = arrearsOf([period('2026-01-01', '2026-01-30')], monthly, '2026-03-31')
    expect(arrears).toMatchObject({ count: 3, from: '2026-01-31', to: '2026-04-29' })
    expect(arrearsOf([period('2026-01-01', '2026-01-30')], monthly, '2026-03-30').count).toBe(2)
  })
})

// Random periods: each a start within 2020–2029 and a length, some cancelled, some lifetime.
const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2020-01-01', n))
const kind = fc.constantFrom<DuesPeriodKind>('monthly', 'yearly', 'lifetime')
const periodArb = fc.record({
  start: day,
  length: fc.integer({ min: 0, max: 400 }),
  lifetime: fc.boolean(),
  cancelled: fc.boolean(),
  graceDays: fc.integer({ min: 0, max: 60 }),
})
const periodsArb = fc.array(periodArb, { maxLength: 5 }).map((list) =>
  list.map(
    (p): DuesPeriod => ({
      start: p.start,
      end: p.lifetime && p.length % 7 === 0 ? null : addDays(p.start, p.length),
      cancelled: p.cancelled,
      graceDays: p.graceDays,
    }),
  ),
)
const typeArb = fc.record({ fee: fc.bigInt({ min: 0n, max: 10_000_000n }), period: kind })

describe('arrears properties', () => {
  it('are never negative, and their amount is the fee for each period', () => {
    fc.assert(
      fc.property(periodsArb, typeArb, day, (periods, type, today) => {
        const arrears = arrearsOf(periods, type, today)
        expect(arrears.count).toBeGreaterThanOrEqual(0)
        expect(arrears.amount).toBe(type.fee * BigInt(arrears.count))
        expect(arrears.count === 0).toBe(arrears.from === null)
      }),
    )
  })

  it('never fall as today moves later', () => {
    fc.assert(
      fc.property(
        periodsArb,
        typeArb,
        day,
        fc.integer({ min: 0, max: 2000 }),
        (periods, type, today, later) => {
          const before = arrearsOf(periods, type, today).count
          expect(arrearsOf(periods, type, addDays(today, later)).count).toBeGreaterThanOrEqual(before)
        },
      ),
    )
  })

  it('are none for a lifetime type, whatever the periods', () => {
    fc.assert(
      fc.property(periodsArb, fc.bigInt({ min: 0n, max: 10_000_000n }), day, (periods, fee, today) => {
        expect(arrearsOf(periods, { fee, period: 'lifetime' }, today).count).toBe(0)
      }),
    )
  })

  it('are zero once paid: a payment of the arrears by the renewal rule covers today', () => {
    fc.assert(
      fc.property(periodsArb, typeArb, day, (periods, type, today) => {
        const arrears = arrearsOf(periods, type, today)
        fc.pre(arrears.count > 0)
        const renewal = renewalStart(periods, today)
        if (renewal.kind === 'lifetime') throw new Error('a life member had arrears')
        const paid: DuesPeriod = {
          start: renewal.start,
          end: periodEnd(renewal.start, type.period, arrears.count),
          cancelled: false,
          graceDays: 0,
        }
        expect(arrearsOf([...periods, paid], type, today)).toEqual({
          count: 0,
          amount: 0n,
          from: null,
          to: null,
        })
      }),
    )
  })
})
