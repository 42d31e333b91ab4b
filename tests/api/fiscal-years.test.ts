/**
 * Fiscal years, the lock date and year-end closing (issue 13, item 2): the books' settings read by
 * everyone and changed by the Approver (audited; the start month fixed once years exist), closing
 * refused before the year ends or with drafts in it, and a closing voucher that carries income and
 * expenses to the fund, after which nothing posts in the year.
 */
import { and, between, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { auditLog } from '../../server/db/schema.ts'
import { fiscalYear, ledgerAccount, voucherLine } from '../../server/modules/ledger/tables.ts'
import { bookKeepers, bookLedgers } from '../support/book-keepers.ts'
import { createTestApp } from '../support/test-app.ts'
import { twoLineBody } from '../support/two-line-vouchers.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof bookKeepers>>
let l: Awaited<ReturnType<typeof bookLedgers>>
/** The fiscal years the demo books made (last year and this one, by the real today), newest first. */
let demoYears: string[][]

beforeAll(async () => {
  // The app's clock: 1 September 2036, after fiscal year 2035-36 ended (30 June 2036). The test's
  // years are far from the demo books, which are dated relative to the real today.
  t = await createTestApp({ clock: () => Date.parse('2036-09-01T06:00:00Z') })
  as = await bookKeepers(t.app, t.db)
  l = await bookLedgers(t.db as Db)
  // Years close in order: the demo's (made before the test's) stand closed here, as if closed before.
  const years = await t.db
    .update(fiscalYear)
    .set({ closedAt: new Date('2036-08-01T00:00:00Z') })
    .returning({ name: fiscalYear.name, start: fiscalYear.startDate })
  demoYears = years.sort((a, b) => b.start.localeCompare(a.start)).map((y) => [y.name, 'closed'])
})
afterAll(() => t?.close())

const SETTINGS = '/ledger_setting/api/v1/ledger_setting/'
const YEARS = '/fiscal_year/api/v1/fiscal_year/'

const voucher = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/voucher/api/v1/voucher/create/', headers, payload: payload as never })

const putSettings = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: SETTINGS, headers, payload: payload as never })

const closeYear = (id: number | string, headers: Record<string, string> = as.Approver) =>
  t.app.inject({ method: 'POST', url: `${YEARS}close/${id}`, headers })

describe('the books settings', () => {
  it('are read by the Auditor and changed only by the Approver, audited', async () => {
    const read = await t.app.inject({ url: SETTINGS, headers: as.Auditor })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({
      fiscal_year_start_month: 7,
      lock_date: null,
      fund_ledger: { id: l.fund, name: 'General Fund' },
    })
    const list = await t.app.inject({ url: `${SETTINGS}all/`, headers: as.Auditor })
    expect(list.json().settings[0].fiscal_year_start_month).toBe(7)
    const refused = await putSettings(as.Accountant, { lock_date: '2035-07-15' })
    expect(refused.statusCode).toBe(403)
    const moved = await putSettings(as.Approver, { lock_date: '2035-07-15' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({
      lock_date: '2035-07-15',
      updated_by: { email: 'approver@kizuna.example' },
    })
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'ledger_setting'), eq(auditLog.recordId, 1)))
    expect(entries.at(-1)?.changes).toEqual({ lock_date: { before: null, after: '2035-07-15' } })
  })

  it('refuse a fund ledger that is not of type fund, and bad values', async () => {
    const cases: [unknown, string][] = [
      [{ fund_ledger: l.cash }, 'fund_ledger'],
      [{ fund_ledger: 999999 }, 'fund_ledger'],
      [{ fiscal_year_start_month: 13 }, 'fiscal_year_start_month'],
      [{ fiscal_year_start_month: '7' }, 'fiscal_year_start_month'],
      [{ lock_date: '2036-02-30' }, 'lock_date'],
      [{ lock_date: 'x\u0000' }, 'lock_date'],
      [{ colour: 'red' }, 'colour'],
    ]
    for (const [payload, key] of cases) {
      const response = await putSettings(as.Approver, payload)
      expect(response.statusCode, key).toBe(400)
      expect(Object.keys(response.json()), key).toContain(key)
    }
  })

  it('keep the start month once fiscal years exist (the demo’s books, gifts and dues made several): 409', async () => {
    const put = (month: number) => putSettings(as.Approver, { fiscal_year_start_month: month })
    expect((await put(7)).statusCode).toBe(200)
    expect(
      (await voucher(as.Accountant, twoLineBody('receipt', '2036-03-01', l.cash, l.sales, '1000')))
        .statusCode,
    ).toBe(201)
    const refused = await put(1)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(/cannot change once fiscal years exist/)
    // The settings say so before anyone tries, for the screen to disable the month with the reason.
    const read = await t.app.inject({ url: SETTINGS, headers: as.Auditor })
    expect(read.json().fiscal_year_start_month_fixed).toBe(refused.json().detail)
  })

  it('the lock date refuses a voucher dated on or before it', async () => {
    const response = await voucher(as.Accountant, twoLineBody('receipt', '2035-07-15', l.cash, l.sales, '1'))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['date'])
  })
})

describe('year-end closing', () => {
  it('refuses a year that has not ended, and a year with drafts, naming them', async () => {
    await voucher(as.Accountant, twoLineBody('payment', '2036-04-01', l.rent, l.cash, '300'))
    await voucher(as.Accountant, twoLineBody('receipt', '2036-08-01', l.cash, l.sales, '50'))
    const years = (await t.app.inject({ url: `${YEARS}all/`, headers: as.Auditor })).json().fiscal_years
    expect(years.map((y: { name: string; status: string }) => [y.name, y.status])).toEqual([
      ['2036-37', 'open'],
      ['2035-36', 'open'],
      ...demoYears,
    ])
    const [current, last] = years
    const early = await closeYear(current.id)
    expect(early.statusCode).toBe(409)
    expect(early.json().detail).toMatch(/ends on 2037-06-30/)

    const draft = (
      await voucher(as.Accountant, twoLineBody('journal', '2036-05-01', l.rent, l.cash, '5', false))
    ).json()
    const withDraft = await closeYear(last.id)
    expect(withDraft.statusCode).toBe(409)
    expect(withDraft.json().detail).toContain(`journal draft ${draft.id} of 2036-05-01`)
    await t.app.inject({
      method: 'DELETE',
      url: `/voucher/api/v1/voucher/delete/${draft.id}`,
      headers: as.Accountant,
    })

    const accountant = await closeYear(last.id, as.Accountant)
    expect(accountant.statusCode).toBe(403)
  })

  it('carries income and expenses to the fund, then nothing posts in the closed year', async () => {
    const last = (await t.app.inject({ url: `${YEARS}all/`, headers: as.Auditor }))
      .json()
      .fiscal_years.find((y: { name: string }) => y.name === '2035-36')
    const lock = (date: string) => putSettings(as.Approver, { lock_date: date })
    await lock('2036-06-30')
    const locked = await closeYear(last.id)
    expect(locked.statusCode).toBe(409)
    expect(locked.json().detail).toMatch(/locked up to 2036-06-30/)
    await lock('2035-07-15')
    const closed = await closeYear(last.id)
    expect(closed.statusCode).toBe(200)
    const { closing_voucher } = closed.json()
    expect(closing_voucher.number).toBe('YC-2035-36-000001')

    const closing = (
      await t.app.inject({ url: `/voucher/api/v1/voucher/${closing_voucher.id}`, headers: as.Auditor })
    ).json()
    expect(closing).toMatchObject({ type: 'closing', date: '2036-06-30' })
    // The year's income and expense ledgers now stand at nil.
    const left = await t.db
      .select({ ledger: voucherLine.ledgerId })
      .from(voucherLine)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, voucherLine.ledgerId))
      .where(
        and(
          eq(voucherLine.posted, true),
          between(voucherLine.date, '2035-07-01', '2036-06-30'),
          inArray(ledgerAccount.accountType, ['income', 'expense']),
        ),
      )
      .groupBy(voucherLine.ledgerId)
      .having(sql`sum(${voucherLine.debit}) <> sum(${voucherLine.credit})`)
    expect(left).toEqual([])
    const lines = closing.items.map(
      (i: { ledger: { id: number }; debit_amount: string; credit_amount: string }) => [
        i.ledger.id,
        i.debit_amount,
        i.credit_amount,
      ],
    )
    expect(lines).toEqual(expect.arrayContaining([[l.rent, '0.00', '300.00']]))
    // The fund takes the difference: one line, and the voucher balances.
    expect(lines.filter(([id]: [number]) => id === l.fund)).toHaveLength(1)

    const years = (await t.app.inject({ url: `${YEARS}all/`, headers: as.Auditor })).json().fiscal_years
    expect(years.find((y: { name: string }) => y.name === '2035-36')).toMatchObject({
      name: '2035-36',
      status: 'closed',
      closed_by: { email: 'approver@kizuna.example' },
      closing_voucher: { id: closing_voucher.id, number: 'YC-2035-36-000001' },
    })

    const late = await voucher(as.Accountant, twoLineBody('receipt', '2036-06-15', l.cash, l.sales, '1'))
    expect(late.statusCode).toBe(400)
    expect(late.json().date[0]).toMatch(/Fiscal year 2035-36 is closed/)
    const again = await closeYear(last.id)
    expect(again.statusCode).toBe(409)
    const reverseClosing = await t.app.inject({
      method: 'POST',
      url: `/voucher/api/v1/voucher/reverse/${closing_voucher.id}`,
      headers: as.Approver,
    })
    expect(reverseClosing.statusCode).toBe(409)
  })

  it('answers 4xx for bad ids', async () => {
    expect((await closeYear('abc')).statusCode).toBe(400)
    expect((await closeYear(424242)).statusCode).toBe(404)
    expect((await t.app.inject({ url: `${YEARS}all/` })).statusCode).toBe(401)
  })
})
