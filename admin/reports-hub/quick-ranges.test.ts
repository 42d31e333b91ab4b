import { describe, expect, it } from 'vitest'
import { orgToday } from '../dates.ts'
import { quickRange } from './quick-ranges.ts'

const JULY = 7
const all = (today: string, start = JULY) => ({
  this_month: quickRange('this_month', today, start),
  last_month: quickRange('last_month', today, start),
  fiscal_year: quickRange('fiscal_year', today, start),
})

describe('quick ranges', () => {
  it('on 30 June: the fiscal year that began last July, June to date, and May', () =>
    expect(all('2026-06-30')).toEqual({
      this_month: { from: '2026-06-01', to: '2026-06-30' },
      last_month: { from: '2026-05-01', to: '2026-05-31' },
      fiscal_year: { from: '2025-07-01', to: '2026-06-30' },
    }))

  it('on 1 July: a new fiscal year of one day, and June whole as last month', () =>
    expect(all('2026-07-01')).toEqual({
      this_month: { from: '2026-07-01', to: '2026-07-01' },
      last_month: { from: '2026-06-01', to: '2026-06-30' },
      fiscal_year: { from: '2026-07-01', to: '2026-07-01' },
    }))

  it('in January: last month is the previous year’s December, the fiscal year began in July', () =>
    expect(all('2027-01-15')).toEqual({
      this_month: { from: '2027-01-01', to: '2027-01-15' },
      last_month: { from: '2026-12-01', to: '2026-12-31' },
      fiscal_year: { from: '2026-07-01', to: '2027-01-15' },
    }))

  it('ends February on its last day, 29 in a leap year', () => {
    expect(quickRange('last_month', '2028-03-01', JULY)).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(quickRange('last_month', '2027-03-31', JULY)).toEqual({ from: '2027-02-01', to: '2027-02-28' })
  })

  it('follows the books when their year starts in another month', () =>
    expect(quickRange('fiscal_year', '2026-03-10', 1)).toEqual({ from: '2026-01-01', to: '2026-03-10' }))
})

describe('today in Asia/Dhaka (UTC+6)', () => {
  const DHAKA = 'Asia/Dhaka'

  it('turns to 1 July at 18:00 UTC on 30 June, starting the new fiscal year there and not before', () => {
    expect(orgToday(DHAKA, Date.parse('2026-06-30T17:59:59Z'))).toBe('2026-06-30')
    const midnight = orgToday(DHAKA, Date.parse('2026-06-30T18:00:00Z'))
    expect(midnight).toBe('2026-07-01')
    expect(quickRange('fiscal_year', midnight, JULY)).toEqual({ from: '2026-07-01', to: '2026-07-01' })
    expect(quickRange('last_month', midnight, JULY)).toEqual({ from: '2026-06-01', to: '2026-06-30' })
  })

  it('is already January in Dhaka while London still sees 31 December', () => {
    const moment = Date.parse('2026-12-31T19:30:00Z')
    expect(orgToday('Europe/London', moment)).toBe('2026-12-31')
    const today = orgToday(DHAKA, moment)
    expect(today).toBe('2027-01-01')
    expect(quickRange('last_month', today, JULY)).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(quickRange('this_month', today, JULY)).toEqual({ from: '2027-01-01', to: '2027-01-01' })
  })
})
