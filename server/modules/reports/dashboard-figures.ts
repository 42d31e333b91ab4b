/**
 * The dashboard's figures, one declaration each (figure.ts, ADR 026), in the order the screen
 * shows them. Each is computed from the owning area's service by the same condition the list it
 * links to filters with, so the figure equals that list's total (tests/api/dashboard.test.ts
 * checks every one through its link). Adding a figure is adding one entry here.
 */

import { formatAmount, sumAmounts } from '../../../common/money.ts'
import { latestAuditEntries } from '../accounts/audit-log-service.ts'
import { completedGiftsTotal } from '../giving/report-service.ts'
import { ticketSlaCount } from '../helpdesk/service.ts'
import { cashAndBankBalances, incomeAndExpenditureByMonth } from '../ledger/reports/index.ts'
import { countMembersInArrears } from '../membership/member-status-service.ts'
import { countLowStock, countOrders } from '../stores/dashboard-service.ts'
import { type DayRange, lastMonth, lastMonths, thisMonth } from './calendar.ts'
import { type FigureContext, type FigureDeclaration, listLink, screenLink } from './figure.ts'

const LOG = '/account_log_report/api/v1/account_log_report'
const SHEET = '/balance_sheet/api/v1/balance_sheet'

/** How many months the income and expenditure chart shows, today's last. */
export const CHART_MONTHS = 12
/** How many audit log entries "Recent changes" lists. */
export const RECENT_CHANGES = 8

/** Completed gifts received in a range of days, linked to the donations list of exactly those. */
function donations(key: string, label: string, range: (today: string) => DayRange): FigureDeclaration {
  return {
    key,
    label,
    section: 'giving',
    reads: 'donation',
    async compute({ db, today }: FigureContext) {
      const { from, to } = range(today)
      const total = await completedGiftsTotal(db, from, to)
      return {
        kind: 'amount',
        amount: formatAmount(total.amount),
        count: total.count,
        link: listLink(
          'donation',
          { status: 'completed', date_after: from, date_before: to },
          from === to
            ? `the donations list, gifts received on ${from}`
            : `the donations list, gifts received from ${from} to ${to}`,
        ),
      }
    },
  }
}

export const FIGURES: readonly FigureDeclaration[] = [
  donations('donations_today', 'Donations today', (today) => ({ from: today, to: today })),
  donations('donations_this_month', 'Donations this month', thisMonth),
  donations('donations_last_month', 'Donations last month', lastMonth),
  {
    key: 'members_in_arrears',
    label: 'Members whose dues are overdue',
    section: 'membership',
    reads: 'member',
    async compute({ db, today }) {
      return {
        kind: 'count',
        count: await countMembersInArrears(db, today),
        link: listLink('member', { in_arrears: 'true' }, 'the member list, members in arrears'),
      }
    },
  },
  {
    key: 'cash_and_bank',
    label: 'Cash and bank balances',
    section: 'books',
    reads: 'account_report',
    async compute({ db, today }) {
      const ledgers = await cashAndBankBalances(db, today)
      return {
        kind: 'balances',
        as_at: today,
        total: formatAmount(sumAmounts(ledgers.map((l) => l.balance))),
        balances: ledgers.map((l) => ({
          id: l.id,
          name: l.name,
          type: l.type,
          balance: formatAmount(l.balance),
          link:
            l.type === 'cash'
              ? screenLink(
                  '/account_report/cash_book',
                  `${LOG}/for_cash_ledger/`,
                  { ledger: String(l.id), date_before: today },
                  `the cash book of ${l.name}`,
                )
              : screenLink(
                  '/account_report/bank_book',
                  `${LOG}/for_bank_ledger_or_bank_account_group/`,
                  { ledger: String(l.id), date_before: today },
                  `the bank book of ${l.name}`,
                ),
        })),
      }
    },
  },
  {
    key: 'income_expenditure',
    label: 'Income and expenditure by month',
    section: 'books',
    reads: 'account_report',
    async compute({ db, today }) {
      const months = await incomeAndExpenditureByMonth(db, lastMonths(today, CHART_MONTHS))
      return {
        kind: 'months',
        months: months.map((m) => ({
          month: m.month,
          from: m.from,
          to: m.to,
          income: formatAmount(m.income),
          expenditure: formatAmount(m.expenditure),
          link: screenLink(
            '/account_report/income_expenditure',
            `${SHEET}/profit_loss/`,
            { date_after: m.from, date_before: m.to, layout: 'vertical' },
            `the income and expenditure account from ${m.from} to ${m.to}`,
          ),
        })),
      }
    },
  },
  {
    key: 'low_stock',
    label: 'Products low on stock',
    section: 'stores',
    reads: 'inventory',
    async compute({ db }) {
      return {
        kind: 'count',
        count: await countLowStock(db),
        link: screenLink(
          '/inventory',
          '/inventory/api/v1/inventory/all/',
          { low_stock: 'true' },
          'the stock list, low stock only',
        ),
      }
    },
  },
  {
    key: 'orders_waiting',
    label: 'Orders waiting to be delivered',
    section: 'stores',
    reads: 'order',
    async compute({ db }) {
      return {
        kind: 'count',
        count: await countOrders(db, 'waiting'),
        link: listLink('order', { state: 'waiting' }, 'the order list, orders waiting to be delivered'),
      }
    },
  },
  ...(
    [
      ['tickets_breached', 'Tickets breached', 'breached', 'the ticket list, breached tickets'],
      ['tickets_due_today', 'Tickets due today', 'due_today', 'the ticket list, tickets due later today'],
    ] as const
  ).map(
    ([key, label, sla, opens]): FigureDeclaration => ({
      key,
      label,
      section: 'helpdesk',
      reads: 'ticket',
      async compute({ db, present }) {
        const now = new Date(present.now?.() ?? Date.now())
        return {
          kind: 'count',
          count: await ticketSlaCount(db, sla, now, present.timeZone),
          link: listLink('ticket', { sla }, opens),
        }
      },
    }),
  ),
  {
    key: 'recent_changes',
    label: 'Recent changes',
    section: 'activity',
    reads: 'audit_log',
    async compute({ present }) {
      const entries = await latestAuditEntries(present, RECENT_CHANGES)
      return {
        kind: 'changes',
        changes: entries.map((e) => ({
          id: e.id,
          user_email: e.user_email,
          resource: e.resource,
          resource_label: e.resource_label,
          record_id: e.record_id,
          record_exists: e.record_exists,
          action: e.action,
          created_at: e.created_at as string,
        })),
        link: listLink('audit_log', {}, 'the audit log'),
      }
    },
  },
]
