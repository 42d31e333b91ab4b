/**
 * The "Orders report" entry's two reports, each at an address of its own under /order_report/ (as
 * the accounting reports are under /account_report/): the profit report at /order_report and the
 * orders summary at /order_report/summary. Their tabs carry the address's filters across, so the
 * period, branch and customer chosen on one hold on the other.
 */
export const ORDER_REPORTS = [
  { path: '/order_report', title: 'Profit' },
  { path: '/order_report/summary', title: 'Orders summary' },
] as const

/** Where the reports' "back" link leads: the orders they are drawn from. */
export const ORDER_REPORTS_HOME = { to: '/order', label: 'Orders' }
