/**
 * The back office's voucher API (issue 13, item 2): drafts edited and posted, numbers gapless per
 * series and fiscal year, posted vouchers never changed (409), reversal by the Accountant on the
 * day and by the Approver only on later days, correction as reversal plus a draft, the Auditor
 * reading only, and bad input answered 4xx naming the field.
 */
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { installErrorHandlers } from '../../server/http/errors.ts'
import { RouteTable } from '../../server/http/route-table.ts'
import { ledgerSetting, voucherLine } from '../../server/modules/ledger/tables.ts'
import { bookKeepers, bookLedgers, signInAs } from '../support/book-keepers.ts'
import { createTestApp } from '../support/test-app.ts'
import { twoLineBody } from '../support/two-line-vouchers.ts'

const DAY = 24 * 60 * 60 * 1000
// Posting stamps posted_at with the real time; the app's clock starts there and moves on from it.
let now = Date.now()
let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof bookKeepers>>
let l: Awaited<ReturnType<typeof bookLedgers>>

beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
  as = await bookKeepers(t.app, t.db)
  l = await bookLedgers(t.db as Db)
})
afterAll(() => t?.close())

const BASE = '/voucher/api/v1/voucher/'

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return t.app.inject({ method, url: `${BASE}${path}`, headers, payload: payload as never })
}

const rentPayment = (amount = '1250.00', extra: Record<string, unknown> = {}) => ({
  type: 'payment',
  date: '2027-08-05',
  narration: 'August rent',
  items: [
    { ledger: l.rent, debit_amount: amount, credit_amount: '0' },
    { ledger: l.cash, credit_amount: amount },
  ],
  ...extra,
})

describe('drafts and posting', () => {
  it('saves a draft without a number, edits it, posts it with the next number of its series', async () => {
    const created = await send('POST', 'create/', as.Accountant, rentPayment('100'))
    expect(created.statusCode).toBe(201)
    const draft = created.json()
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      total: '100.00',
      ledgers: 'Test Rent, Cash',
    })

    const edited = await send('PUT', `update/${draft.id}`, as.Accountant, rentPayment('1,250.50'))
    expect(edited.statusCode).toBe(200)
    expect(edited.json().items.map((i: { debit_amount: string }) => i.debit_amount)).toEqual([
      '1250.50',
      '0.00',
    ])

    const posted = await send('POST', `post/${draft.id}`, as.Accountant)
    expect(posted.statusCode).toBe(200)
    const body = posted.json()
    expect(body).toMatchObject({
      status: 'posted',
      number: 'PV-2027-28-000001',
      fiscal_year: { name: '2027-28' },
      total: '1250.50',
      total_in_words: expect.stringMatching(/^One Thousand Two Hundred Fifty Taka and Fifty Paisa Only$/i),
      posted_by: { email: 'accountant@kizuna.example' },
    })
    expect(body.items[0]).toMatchObject({
      position: 0,
      ledger: { id: l.rent, name: 'Test Rent', account_type: 'expense' },
      debit_amount: '1250.50',
      credit_amount: '0.00',
    })
  })

  it('numbers gaplessly per series: a refused post takes no number', async () => {
    const unbalanced = await send('POST', 'create/', as.Accountant, {
      ...rentPayment('10'),
      items: [
        { ledger: l.rent, debit_amount: '10' },
        { ledger: l.cash, credit_amount: '9.99' },
      ],
      post: true,
    })
    expect(unbalanced.statusCode).toBe(400)
    expect(unbalanced.json().items[0]).toMatch(/differ by 0\.01/)
    const second = await send('POST', 'create/', as.Accountant, rentPayment('10', { post: true }))
    expect(second.json().number).toBe('PV-2027-28-000002')
    const receipt = await send(
      'POST',
      'create/',
      as.Accountant,
      twoLineBody('receipt', '2027-08-06', l.cash, l.sales, '500'),
    )
    expect(receipt.json().number).toBe('RV-2027-28-000001')
  })

  it('refuses to update or delete a posted voucher (409), and deletes a draft', async () => {
    const posted = (await send('POST', 'create/', as.Accountant, rentPayment('20', { post: true }))).json()
    const update = await send('PUT', `update/${posted.id}`, as.Accountant, rentPayment('21'))
    expect(update.statusCode).toBe(409)
    const remove = await send('DELETE', `delete/${posted.id}`, as.Accountant)
    expect(remove.statusCode).toBe(409)
    expect(remove.json().detail).toContain(posted.number)
    expect(remove.json().detail).toMatch(/Correct it/)

    const draft = (await send('POST', 'create/', as.Accountant, rentPayment('5'))).json()
    expect((await send('DELETE', `delete/${draft.id}`, as.Accountant)).statusCode).toBe(200)
    expect((await send('GET', String(draft.id), as.Accountant)).statusCode).toBe(404)
  })

  it('refuses a contra with a ledger that is not cash or bank, naming the line', async () => {
    const contra = (credit: number) => twoLineBody('contra', '2027-08-05', l.bank, credit, '100')
    const response = await send('POST', 'create/', as.Accountant, contra(l.rent))
    expect(response.statusCode).toBe(400)
    expect(response.json()['items[1][ledger]'][0]).toMatch(/cash and bank only/)
    const ok = await send('POST', 'create/', as.Accountant, contra(l.cash))
    expect(ok.json().number).toBe('CV-2027-28-000001')
  })

  it('refuses a date on or before the lock date, on the date field', async () => {
    await t.db.update(ledgerSetting).set({ lockDate: '2027-07-31' })
    const response = await send(
      'POST',
      'create/',
      as.Accountant,
      rentPayment('1', { date: '2027-07-31', post: true }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().date[0]).toMatch(/locked up to 2027-07-31/)
    await t.db.update(ledgerSetting).set({ lockDate: null })
  })
})

describe('reversal and correction', () => {
  it('lets the Accountant reverse a voucher posted today, linked both ways', async () => {
    const posted = (await send('POST', 'create/', as.Accountant, rentPayment('30', { post: true }))).json()
    const reversal = await send('POST', `reverse/${posted.id}`, as.Accountant, { reason: 'wrong ledger' })
    expect(reversal.statusCode).toBe(200)
    expect(reversal.json()).toMatchObject({
      number: expect.stringMatching(/^PV-2027-28-\d{6}$/),
      narration: `Reversal of ${posted.number}: wrong ledger`,
      reverses: { id: posted.id, number: posted.number },
    })
    expect(reversal.json().items.map((i: { credit_amount: string }) => i.credit_amount)).toEqual([
      '30.00',
      '0.00',
    ])
    const original = (await send('GET', String(posted.id), as.Auditor)).json()
    expect(original.reversed_by).toEqual({ id: reversal.json().id, number: reversal.json().number })
    expect((await send('POST', `reverse/${posted.id}`, as.Accountant)).statusCode).toBe(409)
  })

  it('a voucher posted on an earlier day: 403 for the Accountant, reversed by the Approver', async () => {
    const posted = (await send('POST', 'create/', as.Accountant, rentPayment('40', { post: true }))).json()
    const toCorrect = (await send('POST', 'create/', as.Accountant, rentPayment('45', { post: true }))).json()
    now += 2 * DAY
    as.Accountant = await signInAs(t.app, 'Accountant')
    as.Approver = await signInAs(t.app, 'Approver')
    as.Auditor = await signInAs(t.app, 'Auditor')
    const refused = await send('POST', `reverse/${posted.id}`, as.Accountant)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().detail).toMatch(/needs an approver/)
    const reversed = await send('POST', `reverse/${posted.id}`, as.Approver, { date: '2027-08-07' })
    expect(reversed.statusCode).toBe(200)
    expect(reversed.json().date).toBe('2027-08-07')

    const corrected = await send('POST', `correct/${toCorrect.id}`, as.Approver, { reason: 'amount' })
    expect(corrected.statusCode).toBe(200)
    const { reversal, draft } = corrected.json()
    expect(reversal.number).toMatch(/^PV-2027-28-\d{6}$/)
    const replacement = (await send('GET', String(draft.id), as.Approver)).json()
    expect(replacement).toMatchObject({
      status: 'draft',
      replaces: { id: toCorrect.id, number: toCorrect.number },
    })
    expect(
      replacement.items.map((i: { ledger: { id: number }; debit_amount: string }) => [
        i.ledger.id,
        i.debit_amount,
      ]),
    ).toEqual([
      [l.rent, '45.00'],
      [l.cash, '0.00'],
    ])
    const original = (await send('GET', String(toCorrect.id), as.Approver)).json()
    expect(original.replaced_by).toEqual({ id: draft.id, number: null })
  })
})

describe('reading and permissions', () => {
  it('lists newest first with filters and the lines’ ledger names', async () => {
    const all = await send(
      'GET',
      'all/?type=payment&status=posted&size=100&date_after=2027-07-01',
      as.Auditor,
    )
    expect(all.statusCode).toBe(200)
    const body = all.json()
    expect(body.total_elements).toBeGreaterThan(3)
    expect(
      body.vouchers.every(
        (v: { type: string; status: string }) => v.type === 'payment' && v.status === 'posted',
      ),
    ).toBe(true)
    const keys = body.vouchers.map(
      (v: { date: string; id: number }) => `${v.date} ${String(v.id).padStart(6, '0')}`,
    )
    expect(keys).toEqual([...keys].sort().reverse())
    expect(body.vouchers[body.vouchers.length - 1]).toMatchObject({
      number: 'PV-2027-28-000001',
      ledgers: 'Test Rent, Cash',
      total: '1250.50',
    })

    const search = (await send('GET', `all/?search=august%20RENT&ledger=${l.rent}`, as.Auditor)).json()
    expect(search.total_elements).toBeGreaterThan(0)
    const byBank = (await send('GET', `all/?ledger=${l.bank}`, as.Auditor)).json()
    expect(byBank.vouchers.map((v: { number: string }) => v.number)).toEqual(['CV-2027-28-000001'])
    const dated = (await send('GET', 'all/?date_after=2027-08-06&date_before=2027-08-06', as.Auditor)).json()
    expect(dated.vouchers.map((v: { number: string }) => v.number)).toEqual(['RV-2027-28-000001'])
  })

  it('lets the Auditor read but not write', async () => {
    expect((await send('POST', 'create/', as.Auditor, rentPayment())).statusCode).toBe(403)
    const posted = (await send('POST', 'create/', as.Approver, rentPayment('1', { post: true }))).json()
    expect((await send('POST', `reverse/${posted.id}`, as.Auditor)).statusCode).toBe(403)
    expect((await send('DELETE', `delete/${posted.id}`, as.Auditor)).statusCode).toBe(403)
    expect((await send('GET', 'all/', as.Auditor)).statusCode).toBe(200)
    expect((await send('GET', 'all/', {})).statusCode).toBe(401)
  })
})

describe('bad input is a 4xx naming the problem', () => {
  it.each([
    ['a malformed id', 'GET', 'abc', undefined, 400],
    ['a huge id', 'GET', '99999999999', undefined, 404],
    ['a malformed id to post', 'POST', 'post/x1', undefined, 400],
    ['a bad list date', 'GET', 'all/?date_after=2026-02-30', undefined, 400],
    ['a bad list status', 'GET', 'all/?status=void', undefined, 400],
  ] as const)('%s', async (_, method, path, payload, status) => {
    expect((await send(method, path, as.Approver, payload)).statusCode).toBe(status)
  })

  it('names the line field of a 3-decimal, huge, or non-amount amount', async () => {
    const items = (debit: unknown) => [
      { ledger: l.rent, debit_amount: debit },
      { ledger: l.cash, credit_amount: '1' },
    ]
    for (const debit of ['1.005', '99999999999999999', 'ten', true]) {
      const response = await send('POST', 'create/', as.Accountant, { ...rentPayment(), items: items(debit) })
      expect(response.statusCode, String(debit)).toBe(400)
      expect(Object.keys(response.json()), String(debit)).toContain('items[0][debit_amount]')
    }
    const twoHuge = await send('POST', 'create/', as.Accountant, {
      ...rentPayment(),
      items: [
        { ledger: l.rent, debit_amount: '9999999999999999' },
        { ledger: l.rent, debit_amount: '9999999999999999' },
        { ledger: l.cash, credit_amount: '1' },
      ],
    })
    expect(twoHuge.statusCode).toBe(400)
    expect(twoHuge.json().items[0]).toMatch(/add up to more/)
  })

  it('refuses wrong types, unknown fields, NUL bytes and bad dates', async () => {
    const cases: [unknown, string][] = [
      [{ ...rentPayment(), type: 'closing' }, 'type'],
      [{ ...rentPayment(), date: '2026-13-01' }, 'date'],
      [{ ...rentPayment(), narration: 'rent\u0000' }, 'narration'],
      [{ ...rentPayment(), items: 'many' }, 'items'],
      [{ ...rentPayment(), items: [{ ledger: 'cash', debit_amount: '1' }] }, 'items[0][ledger]'],
      [
        { ...rentPayment(), items: [{ ledger: l.cash, debit_amount: '1', colour: 'red' }] },
        'items[0][colour]',
      ],
      [{ ...rentPayment(), items: [{ ledger: 999999, debit_amount: '1' }] }, 'items[0][ledger]'],
      [{ ...rentPayment(), post: 'yes' }, 'post'],
      [{ ...rentPayment(), branch: 2_147_483_648 }, 'branch'],
    ]
    for (const [payload, key] of cases) {
      const response = await send('POST', 'create/', as.Accountant, payload)
      expect(response.statusCode, key).toBe(400)
      expect(Object.keys(response.json()), key).toContain(key)
    }
    const notObject = await send('POST', 'create/', as.Accountant, [1, 2])
    expect(notObject.statusCode).toBe(400)
  })
})

describe("the database's own refusals", () => {
  it('answer 409 with the database message when a path bypasses the posting service', async () => {
    const posted = (await send('POST', 'create/', as.Approver, rentPayment('3', { post: true }))).json()
    // A route that writes a posted line directly, as a bug would.
    const bypass = Fastify({ logger: false })
    installErrorHandlers(bypass, new RouteTable())
    bypass.post('/x/api/bypass', async () => {
      await t.db.update(voucherLine).set({ details: 'edited' }).where(eq(voucherLine.voucherId, posted.id))
      return {}
    })
    const response = await bypass.inject({ method: 'POST', url: '/x/api/bypass' })
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toMatch(/posted/i)
    await bypass.close()
  })
})
