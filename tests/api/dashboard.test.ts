/**
 * The dashboard (issue 16 item 4): every figure of GET /api/v1/dashboard/ equals the total of the
 * list or report its link points at (the API answer with the same filter, and the back office's
 * address carrying that filter); each role sees the figures of what it may read (the Editor no
 * money, the Auditor the books and the gifts), a visitor gets 401 and a supporter 403; the
 * original dashboards' paths answer their shapes with the same numbers as the lists; amounts are
 * exact decimal strings. The app's clock stands at noon in Dhaka on 15 September 2035, a fiscal
 * year the demo's books and gifts never reach, so every money figure is this file's own. Runs on
 * PGlite and, with scripts/with-pg-database.mjs, on PostgreSQL.
 */

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AmountFigure,
  BalancesFigure,
  ChangesFigure,
  CountFigure,
  Dashboard,
  DashboardFigure,
  FigureLink,
  MonthsFigure,
} from '../../common/dashboard.ts'
import { formatAmount, type Paisa, parseAmount } from '../../common/money.ts'
import { roleIdByName } from '../../server/auth/permissions.ts'
import { users } from '../../server/db/schema.ts'
import { hashPassword } from '../../server/lib/passwords.ts'
import { product } from '../../server/modules/stores/tables.ts'
import { signIn, testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import {
  newCustomer,
  newProduct,
  type StoresFixture,
  stockUp,
  storesFixture,
} from '../support/stores-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

/** Noon in Dhaka on 15 September 2035 (06:00 UTC). */
const NOW = Date.parse('2035-09-15T06:00:00Z')
const TODAY = '2035-09-15'
const DASHBOARD = '/api/v1/dashboard/'
const LEGACY = '/dashboard/api/v1/'
const ORDERS = '/customerorder/api/v1/customerorder/'
const AMOUNT = /^-?\d+\.\d{2}$/

type Headers = Record<string, string>
let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let books: Awaited<ReturnType<typeof bookKeepers>>
let supporter: Headers
let f: StoresFixture

const get = async (url: string, headers: Headers = as.admin) => {
  const answer = await t.app.inject({ url, headers })
  return { status: answer.statusCode, json: answer.json() }
}
const ok = async (url: string, headers: Headers = as.admin) => {
  const answer = await get(url, headers)
  expect(answer.status, `${url}: ${JSON.stringify(answer.json)}`).toBe(200)
  return answer.json
}
const post = async (url: string, payload: object) => {
  const answer = await t.app.inject({ method: 'POST', url, headers: books.Accountant, payload })
  expect(answer.statusCode, answer.body).toBeLessThan(300)
  return answer.json()
}

async function gift(amount: string, receivedOn: string) {
  await post('/donation/api/v1/donation/record_gift/', {
    first_name: 'Dashboard',
    last_name: 'Donor',
    amount,
    method: 'cash',
    received_on: receivedOn,
  })
}

/** An order of one helmet, taken as far as `to`. */
async function order(to: 'pending' | 'confirmed' | 'delivered' | 'cancelled', extra: object = {}) {
  const made = await post(`${ORDERS}create/`, {
    branch: f.branchId,
    payment_method: f.methods.cash,
    items: [{ product: helmet, quantity: '1' }],
    ...extra,
  })
  if (to === 'pending') return
  await post(`${ORDERS}confirm/`, { order: made.id, deliver: to === 'delivered' })
  if (to === 'cancelled') await post(`${ORDERS}cancel/`, { order: made.id, reason: 'Changed their mind' })
}

let helmet: number

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW })
  as = await testAccounts(t.app, t.db)
  books = await bookKeepers(t.app, t.db)
  const password = 'supporter password'
  await t.db.insert(users).values({
    email: 'supporter@dashboard.example',
    firstName: 'Sumi',
    accountType: 'supporter',
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(NOW),
  })
  supporter = await signIn(t.app, 'supporter@dashboard.example', password)

  await gift('1500.00', TODAY)
  await gift('250.50', TODAY)
  await gift('1000.10', '2035-09-03')
  await gift('700.25', '2035-08-20')
  await gift('99.99', '2035-08-31')

  f = await storesFixture(t.db)
  helmet = await newProduct(t.db, 'DASH-HELMET', '1500.00')
  const gloves = await newProduct(t.db, 'DASH-GLOVES', '250.00')
  await stockUp(t.db, f, helmet, 10, 900, '2035-09-01')
  await stockUp(t.db, f, gloves, 2, 100, '2035-09-01')
  // Gloves run low: 2 in stock, the threshold 5.
  await t.db.update(product).set({ lowStockThreshold: '5' }).where(eq(product.id, gloves))
  const school = await newCustomer(t.db, 'Dashboard School', '100000.00')
  await order('pending')
  await order('pending')
  await order('confirmed')
  await order('delivered')
  await order('delivered', { customer: school.id, payment_method: f.methods.onAccount })
  await order('cancelled')
})
afterAll(() => t?.close())

const dashboard = async (headers: Headers = as.admin) => (await ok(DASHBOARD, headers)) as Dashboard
const figure = <F extends DashboardFigure>(d: Dashboard, key: string) => {
  const found = d.figures.find((x) => x.key === key)
  if (!found) throw new Error(`no figure ${key} in ${d.figures.map((x) => x.key).join(', ')}`)
  return found as F
}

/** Every row of a paginated list, page by page. */
async function everyRow(api: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const url = `${api}${api.includes('?') ? '&' : '?'}page=${page}&size=100`
    const answer = await ok(url)
    const list = Object.values(answer).find(Array.isArray) as Record<string, unknown>[]
    rows.push(...list)
    if (page >= answer.total_pages) return rows
  }
}

/** The back office's address reads the filter the API is asked with: the same parameters. */
function sameFilter(link: FigureLink) {
  const [screen, screenQuery = ''] = link.href.split('?')
  const apiQuery = new URLSearchParams(link.api.split('?')[1] ?? '')
  const screenParams = new URLSearchParams(screenQuery)
  const filter = screenParams.get('filter')
  const read = filter ? (JSON.parse(filter) as Record<string, string>) : Object.fromEntries(screenParams)
  expect(read, link.href).toEqual(Object.fromEntries(apiQuery))
  expect(screen).toMatch(/^\/[a-z_/]+$/)
}

const sum = (amounts: unknown[]): Paisa => amounts.reduce<Paisa>((s, a) => s + (parseAmount(a) ?? 0n), 0n)

describe('each figure equals the list it links to', () => {
  it('donations: the completed gifts of the day, the month so far and last month, to the paisa', async () => {
    const d = await dashboard()
    expect(d.today).toBe(TODAY)
    const expected = {
      donations_today: ['1750.50', 2],
      donations_this_month: ['2750.60', 3],
      donations_last_month: ['800.24', 2],
    } as const
    for (const [key, [amount, count]] of Object.entries(expected)) {
      const shown = figure<AmountFigure>(d, key)
      expect(shown, key).toMatchObject({ kind: 'amount', amount, count, section: 'giving' })
      sameFilter(shown.link)
      expect(shown.link.href.startsWith('/donation?filter=')).toBe(true)
      const rows = await everyRow(shown.link.api)
      expect(rows.length, key).toBe(count)
      expect(formatAmount(sum(rows.map((r) => r.amount))), key).toBe(amount)
    }
  })

  it('members whose dues are overdue: the member list with in_arrears=true', async () => {
    const shown = figure<CountFigure>(await dashboard(), 'members_in_arrears')
    expect(shown.link.href).toBe(`/member?filter=${encodeURIComponent('{"in_arrears":"true"}')}`)
    sameFilter(shown.link)
    expect(shown.count).toBeGreaterThan(0)
    expect((await ok(shown.link.api)).total_elements).toBe(shown.count)
  })

  it('cash and bank: each ledger’s balance is the closing balance of its cash or bank book', async () => {
    const shown = figure<BalancesFigure>(await dashboard(), 'cash_and_bank')
    expect(shown.as_at).toBe(TODAY)
    expect(shown.balances.map((b) => b.type)).toContain('cash')
    expect(shown.balances.map((b) => b.type)).toContain('bank')
    for (const ledger of shown.balances) {
      sameFilter(ledger.link)
      expect(ledger.link.href).toMatch(
        ledger.type === 'cash' ? /^\/account_report\/cash_book\?/ : /bank_book/,
      )
      const book = await ok(ledger.link.api)
      expect(book.closing_balance, ledger.name).toBe(ledger.balance)
    }
    expect(shown.total).toBe(formatAmount(sum(shown.balances.map((b) => b.balance))))
  })

  it('income and expenditure: each month’s bars are that month’s income and expenditure account', async () => {
    const shown = figure<MonthsFigure>(await dashboard(), 'income_expenditure')
    expect(shown.months.map((m) => m.month)).toEqual([
      '2034-10',
      '2034-11',
      '2034-12',
      '2035-01',
      '2035-02',
      '2035-03',
      '2035-04',
      '2035-05',
      '2035-06',
      '2035-07',
      '2035-08',
      '2035-09',
    ])
    expect(shown.months.at(-1)).toMatchObject({ from: '2035-09-01', to: TODAY })
    for (const month of shown.months) {
      sameFilter(month.link)
      const account = await ok(month.link.api)
      expect([month.month, month.income, month.expenditure]).toEqual([
        month.month,
        account.total_income,
        account.total_expenses,
      ])
    }
    // The gifts are income; the delivered orders' sales are income and their cost expenditure.
    const september = shown.months.at(-1)
    expect(parseAmount(september?.income)).toBeGreaterThan(0n)
    expect(parseAmount(september?.expenditure)).toBeGreaterThan(0n)
    expect(shown.months.find((m) => m.month === '2035-08')?.income).toBe('800.24')
  })

  it('low stock: the stock list with low_stock=true', async () => {
    const shown = figure<CountFigure>(await dashboard(), 'low_stock')
    expect(shown.link).toEqual({
      href: '/inventory?low_stock=true',
      api: '/inventory/api/v1/inventory/all/?low_stock=true',
      opens: 'the stock list, low stock only',
    })
    const list = await ok(shown.link.api)
    expect(list.total_elements).toBe(shown.count)
    expect(list.inventories.map((r: { product_sku: string }) => r.product_sku)).toContain('DASH-GLOVES')
  })

  it('orders waiting: the order list with state=waiting (pending and confirmed, not delivered)', async () => {
    const shown = figure<CountFigure>(await dashboard(), 'orders_waiting')
    sameFilter(shown.link)
    expect(shown.count).toBe(3)
    const list = await ok(shown.link.api)
    expect(list.total_elements).toBe(3)
    expect(list.orders.map((o: { status: string }) => o.status).sort()).toEqual([
      'confirmed',
      'pending',
      'pending',
    ])
  })

  it('recent changes: the first entries of the audit log', async () => {
    const shown = figure<ChangesFigure>(await dashboard(), 'recent_changes')
    expect(shown.link.href).toBe('/audit_log')
    expect(shown.changes.length).toBe(8)
    const log = await ok(`${shown.link.api}?size=8`)
    expect(shown.changes.map((c) => c.id)).toEqual(log.audit_logs.map((e: { id: number }) => e.id))
  })

  it('writes every amount as an exact decimal string', async () => {
    const d = await dashboard()
    const amounts: unknown[] = []
    for (const x of d.figures) {
      if (x.kind === 'amount') amounts.push(x.amount)
      if (x.kind === 'balances') amounts.push(x.total, ...x.balances.map((b) => b.balance))
      if (x.kind === 'months') amounts.push(...x.months.flatMap((m) => [m.income, m.expenditure]))
    }
    expect(amounts.length).toBeGreaterThan(20)
    for (const amount of amounts) expect(amount).toMatch(AMOUNT)
  })
})

describe('who sees what', () => {
  const keys = async (headers: Headers) => (await dashboard(headers)).figures.map((x) => x.key)
  const BOOKS_AND_STORES = [
    'donations_today',
    'donations_this_month',
    'donations_last_month',
    'members_in_arrears',
    'cash_and_bank',
    'income_expenditure',
    'low_stock',
    'orders_waiting',
  ]

  it('the administrator sees every figure, the help desk’s before recent changes', async () => {
    expect(await keys(as.admin)).toEqual([
      ...BOOKS_AND_STORES,
      'tickets_breached',
      'tickets_due_today',
      'recent_changes',
    ])
  })

  it('Support sees the help desk’s figures and no money', async () => {
    await t.db.insert(users).values({
      email: 'dashboard.support@kizuna.example',
      firstName: 'Sumi',
      passwordHash: await hashPassword('support password'),
      roleId: (await roleIdByName(t.db, 'Support')) ?? null,
    })
    const support = await signIn(t.app, 'dashboard.support@kizuna.example', 'support password')
    expect(await keys(support)).toEqual(['tickets_breached', 'tickets_due_today'])
  })

  it('the Auditor, Accountant and Approver read the gifts, the books and the stores, not the audit log', async () => {
    for (const role of ['Auditor', 'Accountant', 'Approver'] as const)
      expect(await keys(books[role]), role).toEqual(BOOKS_AND_STORES)
  })

  it('the Editor, and a role without permissions, get no figure and no money', async () => {
    for (const headers of [as.editor, as.nobody]) {
      const answer = await get(DASHBOARD, headers)
      expect(answer.status).toBe(200)
      expect(answer.json.figures).toEqual([])
    }
  })

  it('refuses a visitor (401) and a supporter account (403)', async () => {
    expect((await get(DASHBOARD, {})).status).toBe(401)
    const refused = await get(DASHBOARD, supporter)
    expect(refused.status).toBe(403)
    expect(refused.json.detail).toMatch(/supporter account/)
  })

  it('is never cached', async () => {
    const answer = await t.app.inject({ url: DASHBOARD, headers: as.admin })
    expect(answer.headers['cache-control']).toBe('private, no-store')
  })
})

describe('the original dashboards’ paths', () => {
  const total = async (path: string, headers: Headers = as.admin) => {
    const answer = await ok(`${LEGACY}${path}`, headers)
    expect(Object.keys(answer)).toEqual(['total_count'])
    return answer.total_count as number
  }

  it('count what the lists hold, and partition the orders into paid, unpaid and cancelled', async () => {
    const all = (await ok('/order/api/v1/order/all/')).total_elements
    const cancelled = (await ok('/order/api/v1/order/all/?status=cancelled')).total_elements
    const paid = await total('get_total_count_of_paid_orders/')
    const unpaid = await total('get_total_count_of_unpaid_orders/')
    expect([paid, unpaid, cancelled]).toEqual([1, 4, 1])
    expect(paid + unpaid + cancelled).toBe(all)
    expect(paid).toBe((await ok('/order/api/v1/order/all/?state=paid')).total_elements)
    expect(unpaid).toBe((await ok('/order/api/v1/order/all/?state=unpaid')).total_elements)
    expect(await total('get_total_count_of_customers/')).toBe(
      (await ok('/customer/api/v1/customer/all/')).total_elements,
    )
    expect(await total('get_total_count_of_low_stock_products/')).toBe(
      (await ok('/inventory/api/v1/inventory/all/?low_stock=true')).total_elements,
    )
  })

  it('list orders and low stock in their lists’ envelopes', async () => {
    for (const [path, state, count] of [
      ['get_all_latest_orders/', undefined, 6],
      ['get_all_incomplete_orders/', 'waiting', 3],
      ['get_all_paid_orders/', 'paid', 1],
      ['get_all_unpaid_orders/', 'unpaid', 4],
    ] as const) {
      const answer = await ok(`${LEGACY}${path}?size=2`)
      expect(Object.keys(answer).sort(), path).toEqual([
        'orders',
        'page',
        'size',
        'total_elements',
        'total_pages',
      ])
      expect(answer.total_elements, path).toBe(count)
      const list = await ok(`/order/api/v1/order/all/?size=2${state ? `&state=${state}` : ''}`)
      expect(answer, path).toEqual(list)
    }
    const low = await ok(`${LEGACY}get_all_low_stock_products/`)
    expect(low).toEqual(await ok('/inventory/api/v1/inventory/all/?low_stock=true&size=10'))
    expect((await get(`${LEGACY}get_all_paid_orders/?page=0`)).status).toBe(400)
    expect((await get(`${LEGACY}get_all_low_stock_products/?size=many`)).status).toBe(400)
  })

  it('answer the sales figures: order totals, lines by category, best sellers', async () => {
    const totals = await ok(`${LEGACY}get_order_totals/`)
    expect(totals).toMatchObject({ total_count: 5, total_amount: '7500.00' })
    expect(totals.statuses.map((s: { status: string }) => s.status)).toEqual([
      'pending',
      'confirmed',
      'packaging',
      'on_the_way',
      'delivered',
      'cancelled',
    ])
    expect(totals.statuses.find((s: { status: string }) => s.status === 'cancelled')).toEqual({
      status: 'cancelled',
      total_count: 1,
      total_amount: '1500.00',
    })
    const categories = await ok(`${LEGACY}get_all_categorized_order_item_count/`)
    expect(categories).toEqual([{ category: null, name: 'No category', item_count: 3, quantity: '3' }])
    for (const by of ['amount', 'quantity']) {
      const best = await ok(`${LEGACY}get_best_seller_by_${by}/`)
      expect(best).toEqual([
        {
          product: helmet,
          sku: 'DASH-HELMET',
          name: 'Product DASH-HELMET',
          quantity: '2',
          amount: '3000.00',
        },
      ])
    }
  })

  it('answer the account summary and the sundry totals from the books’ reports', async () => {
    const summary = await ok(`${LEGACY}get_total_account_summary/`)
    expect(summary.map((r: { type: string }) => r.type)).toEqual([
      'Income',
      'Expenditure',
      'Receipts',
      'Payments',
    ])
    for (const row of summary)
      for (const period of ['today', 'this_week', 'this_month', 'this_year'])
        expect(row[period]).toMatch(AMOUNT)
    const month = await ok(
      '/balance_sheet/api/v1/balance_sheet/profit_loss/?layout=vertical&date_after=2035-09-01&date_before=2035-09-15',
    )
    expect(summary[0].this_month).toBe(month.total_income)
    expect(summary[1].this_month).toBe(month.total_expenses)
    // The week from Sunday 9 September; the fiscal year from 1 July.
    const week = await ok(
      '/account_log_report/api/v1/account_log_report/receipts_and_payments/?date_after=2035-09-09&date_before=2035-09-15',
    )
    expect([summary[2].this_week, summary[3].this_week]).toEqual([week.total_receipts, week.total_payments])
    const today = await ok(
      `/balance_sheet/api/v1/balance_sheet/profit_loss/?layout=vertical&date_after=${TODAY}&date_before=${TODAY}`,
    )
    expect(summary[0].today).toBe(today.total_income)
    // Today's gifts and today's two deliveries' sales.
    expect(summary[0].today).toBe('4750.50')

    const parties = await ok(`${LEGACY}get_sundry_debtors_creditors_total_amount/`)
    const debtors = await ok(
      `/account_report/api/v1/account_report/report_for_sundry_debtors/?date_before=${TODAY}`,
    )
    const creditors = await ok(
      `/account_report/api/v1/account_report/report_for_sundry_creditors/?date_before=${TODAY}`,
    )
    expect(parties).toEqual([
      {
        type: 'Sundry Debtors',
        balance: debtors.total_balance.replace('-', ''),
        status: debtors.total_balance.startsWith('-') ? 'Cr' : 'Dr',
      },
      {
        type: 'Sundry Creditors',
        balance: creditors.total_balance.replace('-', ''),
        status: creditors.total_balance.startsWith('-') ? 'Dr' : 'Cr',
      },
    ])
  })

  it('ask for the permission of what they show', async () => {
    const paths = [
      'get_total_count_of_customers/',
      'get_total_count_of_paid_orders/',
      'get_all_low_stock_products/',
      'get_best_seller_by_amount/',
      'get_total_account_summary/',
      'get_sundry_debtors_creditors_total_amount/',
    ]
    for (const path of paths) {
      expect((await get(`${LEGACY}${path}`, {})).status, path).toBe(401)
      expect((await get(`${LEGACY}${path}`, as.editor)).status, path).toBe(403)
      expect((await get(`${LEGACY}${path}`, supporter)).status, path).toBe(403)
      expect((await get(`${LEGACY}${path}`, books.Auditor)).status, path).toBe(200)
    }
  })
})
