import { describe, expect, it } from 'vitest'
import type { AdminSchema } from '../../common/resource-schema.ts'
import { HUB_AREAS, HUB_REPORTS, hubGroups, hubLink, readableReports } from './hub-reports.ts'

const schemaOf = (...names: string[]) =>
  ({ resources: names.map((name) => ({ name })) }) as unknown as Pick<AdminSchema, 'resources'>

const byTitle = (title: string) => {
  const found = HUB_REPORTS.find((r) => r.title === title)
  if (!found) throw new Error(`no report ${title}`)
  return found
}

const FILTERS = { date_after: '2026-06-01', date_before: '2026-06-30', branch: '1', page: '3' }

describe('the reports the hub lists', () => {
  it('lists every report once, each in one of the hub’s areas, the accounts reports first', () => {
    expect(new Set(HUB_REPORTS.map((r) => r.path)).size).toBe(HUB_REPORTS.length)
    expect(HUB_REPORTS.every((r) => HUB_AREAS.includes(r.area))).toBe(true)
    expect(HUB_REPORTS[0]).toMatchObject({ area: 'Accounts', title: 'Trial balance' })
    for (const r of HUB_REPORTS) expect(r.about, r.title).toMatch(/\.$/)
  })

  it('offers only what the role may read: the resources in its admin schema', () => {
    expect(readableReports(undefined)).toEqual([])
    expect(readableReports(schemaOf('member', 'notice'))).toEqual([])
    const auditor = readableReports(schemaOf('account_report', 'donation_report', 'member_report'))
    expect(new Set(auditor.map((r) => r.area))).toEqual(new Set(['Accounts', 'Donations', 'Membership']))
  })

  it('shows Tickets only once the admin schema holds ticket_report', () => {
    const areas = (...names: string[]) => hubGroups(readableReports(schemaOf(...names))).map((g) => g.area)
    expect(areas('order_report', 'inventory_summary_report')).toEqual(['Stock', 'Orders'])
    expect(areas('order_report', 'ticket_report', 'inventory_summary_report')).toEqual([
      'Stock',
      'Orders',
      'Tickets',
    ])
    expect(hubLink(byTitle('Tickets report'), FILTERS)).toBe(
      '/ticket_report?date_after=2026-06-01&date_before=2026-06-30',
    )
  })

  it('groups the readable reports in the hub’s order of areas', () => {
    const groups = hubGroups(HUB_REPORTS)
    expect(groups.map((g) => g.area)).toEqual([...HUB_AREAS])
    expect(groups.find((g) => g.area === 'Orders')?.reports.map((r) => r.title)).toEqual([
      'Profit',
      'Orders summary',
    ])
  })
})

describe('a report’s link from the hub', () => {
  it('carries the range and the branch under the reports’ own names, and nothing else', () =>
    expect(hubLink(byTitle('Trial balance'), FILTERS)).toBe(
      '/account_report/trial_balance?date_after=2026-06-01&date_before=2026-06-30&branch=1',
    ))

  it('gives a report at one date only the range’s end', () => {
    expect(hubLink(byTitle('Balance sheet'), FILTERS)).toBe(
      '/account_report/balance_sheet?date_before=2026-06-30&branch=1',
    )
    expect(hubLink(byTitle('Inventory summary'), FILTERS)).toBe(
      '/inventory_summary_report?date_before=2026-06-30&branch=1',
    )
  })

  it('leaves the branch out of a report without branches', () => {
    expect(hubLink(byTitle('Donations by cause and month'), FILTERS)).toBe(
      '/donation_report?date_after=2026-06-01&date_before=2026-06-30',
    )
    expect(hubLink(byTitle('Membership report'), FILTERS)).toBe(
      '/member_report?date_after=2026-06-01&date_before=2026-06-30',
    )
  })

  it('leaves out what is not chosen: all branches', () =>
    expect(hubLink(byTitle('Orders summary'), { date_after: '2026-06-01', date_before: '2026-06-30' })).toBe(
      '/order_report/summary?date_after=2026-06-01&date_before=2026-06-30',
    ))
})
