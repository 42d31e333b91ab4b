/**
 * Every report the back office has, as the reports hub lists them (issue 16 item 5): one entry each,
 * in this one list (the accounts reports come from their own list, report-paths.ts, so a new one
 * appears in both). Adding a report to the hub is adding its entry here.
 *
 * An entry names the resource whose `read` permission its API needs: the hub lists it, and the
 * sidebar offers the hub, only when the user's admin schema holds that resource, which the server
 * sends exactly for the resources the role may read (ADR 015). So the Tickets entry appears on its
 * own once the helpdesk declares `ticket_report`. Every report screen reads the period and branch
 * from its address under the names the hub's links carry (date_after, date_before, branch:
 * admin/reports/report-hooks.ts), and offers Print and Download CSV (ReportFrame).
 */
import type { AdminSchema } from '../../common/resource-schema.ts'
import { reportUrl } from '../reports/report-api.ts'
import type { Params } from '../reports/report-hooks.ts'
import { REPORTS } from '../reports/report-paths.ts'
import { ORDER_REPORTS } from '../stores-reports/order-report-paths.ts'

/** The hub's screen, a route of its own (App.tsx) and its entry in the sidebar (Navigation.tsx). */
export const REPORTS_HUB_PATH = '/reports'

/** The hub's groups, in order. */
export const HUB_AREAS = [
  'Accounts',
  'Donations',
  'Membership',
  'Stock',
  'Orders',
  'Purchases',
  'Tickets',
] as const

export type HubArea = (typeof HUB_AREAS)[number]

export interface HubReport {
  area: HubArea
  /** The resource whose read permission the report needs. */
  resource: string
  title: string
  /** One sentence: what the report answers. */
  about: string
  /** The report's screen in the back office. */
  path: string
  /** `as_at`: the report stands at one date, the range's end (a balance sheet, the stock). */
  period: 'range' | 'as_at'
  /** False: the report has no branch dimension; the hub says it covers all branches. */
  branch: boolean
}

export const HUB_REPORTS: readonly HubReport[] = [
  ...REPORTS.map(
    (r): HubReport => ({
      area: 'Accounts',
      resource: 'account_report',
      title: r.title,
      about: `${r.about}.`,
      path: `/account_report/${r.slug}`,
      period: r.period,
      branch: true,
    }),
  ),
  {
    area: 'Donations',
    resource: 'donation_report',
    title: 'Donations by cause and month',
    about: 'What each cause and the general fund received, refunded and netted, month by month.',
    path: '/donation_report',
    period: 'range',
    branch: false,
  },
  {
    area: 'Membership',
    resource: 'member_report',
    title: 'Membership report',
    about:
      'How many members of each type were in each status at the range’s end, and the dues collected in the range.',
    path: '/member_report',
    period: 'range',
    branch: false,
  },
  {
    area: 'Stock',
    resource: 'inventory_summary_report',
    title: 'Inventory summary',
    about: 'What each branch held of each product at the range’s end, and its value at average cost.',
    path: '/inventory_summary_report',
    period: 'as_at',
    branch: true,
  },
  {
    area: 'Orders',
    resource: 'order_report',
    title: ORDER_REPORTS[0].title,
    about: 'Revenue, cost and margin of the orders delivered in the range, per order or per product.',
    path: ORDER_REPORTS[0].path,
    period: 'range',
    branch: true,
  },
  {
    area: 'Orders',
    resource: 'order_report',
    title: ORDER_REPORTS[1].title,
    about: 'How many orders were placed, and for how much, by month or day and status.',
    path: ORDER_REPORTS[1].path,
    period: 'range',
    branch: true,
  },
  {
    area: 'Purchases',
    resource: 'purchase_request_summary_report',
    title: 'Purchase requests summary',
    about: 'The purchase requests made in the range, by vendor and status, with their totals.',
    path: '/purchase_request_summary_report',
    period: 'range',
    branch: true,
  },
  {
    area: 'Purchases',
    resource: 'purchase_final_summary_report',
    title: 'Purchases summary',
    about: 'The purchases of the range: what they cost, what was paid and what is still due.',
    path: '/purchase_final_summary_report',
    period: 'range',
    branch: true,
  },
  {
    area: 'Tickets',
    resource: 'ticket_report',
    title: 'Tickets report',
    about:
      'Per department, the tickets opened in the range: resolved, open, breached now, and targets met in time or late.',
    path: '/ticket_report',
    period: 'range',
    branch: false,
  },
]

/** The reports the user may read: those whose resource their admin schema holds. */
export function readableReports(
  schema: Pick<AdminSchema, 'resources'> | undefined,
  reports: readonly HubReport[] = HUB_REPORTS,
): HubReport[] {
  const readable = new Set(schema?.resources.map((r) => r.name))
  return reports.filter((report) => readable.has(report.resource))
}

/** The readable reports by area, in the hub's order; an area with none is left out. */
export function hubGroups(reports: readonly HubReport[]): { area: HubArea; reports: HubReport[] }[] {
  return HUB_AREAS.flatMap((area) => {
    const inArea = reports.filter((r) => r.area === area)
    return inArea.length > 0 ? [{ area, reports: inArea }] : []
  })
}

/**
 * A report's link carrying the hub's period and branch under the reports' own names: an "as at"
 * report gets only the range's end, a report without branches no branch.
 */
export function hubLink(report: HubReport, filters: Params): string {
  return reportUrl(report.path, {
    date_after: report.period === 'as_at' ? undefined : filters.date_after,
    date_before: filters.date_before,
    branch: report.branch ? filters.branch : undefined,
  })
}
