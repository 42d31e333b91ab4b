/**
 * The stock ledger's documents and reads over HTTP (issue 15 items 3 and 6): opening stock, an
 * adjustment down and a transfer between branches, each one journal voucher in the books with the
 * document as its source; the inventory reads at the original's paths, the storefront's stock
 * check, the stock card with its balances and CSV, the inventory summary (low stock, as of a date,
 * CSV); bad input a 400 naming the field; not enough stock a 409; who may do what. The app's clock
 * stands in August 2031, a fiscal year nothing else posts in. Runs on PGlite and, with
 * `npm run test:pg`, on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/client.ts'
import { voucher } from '../../server/modules/ledger/tables.ts'
import { branch } from '../../server/modules/org/tables.ts'
import { product, stockBranchSetting } from '../../server/modules/stores/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { parseCsv } from '../support/parse-csv.ts'
import { createTestApp } from '../support/test-app.ts'

const NOW = Date.parse('2031-08-10T06:00:00Z')
const TODAY = '2031-08-10'
const DOCS = '/stock_adjustment/api/v1/stock_adjustment/'
const INVENTORY = '/inventory/api/v1/inventory/'
const SUMMARY = '/summary_report/api/v1/inventory_summary_report/'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let books: Awaited<ReturnType<typeof bookKeepers>>
let north: number
let south: number
let rope: number
let gloves: number

type Headers = Record<string, string>
const get = (url: string, headers: Headers = books.Accountant) => t.app.inject({ url, headers })
const record = (payload: unknown, headers: Headers = books.Accountant) =>
  t.app.inject({ method: 'POST', url: `${DOCS}create/`, headers, payload: payload as object })

/** The voucher's posted lines as [ledger name, branch id, debit, credit]. */
async function linesOf(voucherId: number) {
  return queryRows<{ ledger: string; branch: number; debit: string; credit: string }>(
    t.db,
    sql`select a.name as ledger, l.branch_id as branch, l.debit::text as debit, l.credit::text as credit
        from voucher_line l join ledger_account a on a.id = l.ledger_id
        where l.voucher_id = ${voucherId} order by l.position`,
  )
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW })
  as = await testAccounts(t.app, t.db)
  books = await bookKeepers(t.app, t.db)
  const branches = await t.db
    .insert(branch)
    .values([{ name: 'Stock North' }, { name: 'Stock South' }])
    .returning({ id: branch.id })
  ;[north, south] = branches.map((b) => b.id) as [number, number]
  const products = await t.db
    .insert(product)
    .values([
      { sku: 'ROPE-10M', name: 'Safety rope 10 m', unit: 'pcs', lowStockThreshold: '5' },
      { sku: 'GLOVE-L', name: 'Welding gloves L', unit: 'pair' },
    ])
    .returning({ id: product.id })
  ;[rope, gloves] = products.map((p) => p.id) as [number, number]
})
afterAll(() => t?.close())

describe('stock documents', () => {
  it('books opening stock against Opening Balance Difference, one voucher with the document as source', async () => {
    const answer = await record({
      kind: 'opening',
      branch: north,
      date: '2031-07-01',
      reason: 'Stock counted when the books began',
      items: [
        { product: rope, quantity: '10', unit_cost: '100' },
        { product: gloves, quantity: 4, unit_cost: '250.50' },
      ],
    })
    expect(answer.statusCode, answer.body).toBe(201)
    const doc = answer.json()
    expect(doc).toMatchObject({ kind: 'opening', branch: north, value: '2002.00', date: '2031-07-01' })
    expect(doc.voucher_number).toMatch(/^JV-/)
    expect(
      doc.movements.map((m: { product_sku: string; value: string }) => [m.product_sku, m.value]),
    ).toEqual([
      ['ROPE-10M', '1000.00'],
      ['GLOVE-L', '1002.00'],
    ])
    expect(await linesOf(doc.voucher_id)).toEqual([
      { ledger: 'Stock', branch: north, debit: '2002.00', credit: '0.00' },
      { ledger: 'Opening Balance Difference', branch: north, debit: '0.00', credit: '2002.00' },
    ])
    const [v] = await t.db.select().from(voucher).where(eq(voucher.id, doc.voucher_id))
    expect(v).toMatchObject({ sourceType: 'stock_adjustment', sourceId: doc.id, type: 'journal' })
  })

  it('takes an adjustment down out at moving average against the stock adjustment ledger', async () => {
    const answer = await record({
      kind: 'adjustment',
      branch: north,
      date: '2031-07-15',
      reason: 'Two ropes frayed',
      items: [{ product: rope, quantity: '-2' }],
    })
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json().value).toBe('-200.00')
    expect(await linesOf(answer.json().voucher_id)).toEqual([
      { ledger: 'Stock Adjustments', branch: north, debit: '200.00', credit: '0.00' },
      { ledger: 'Stock', branch: north, debit: '0.00', credit: '200.00' },
    ])
  })

  it('moves a transfer at its value from one branch’s stock to the other’s', async () => {
    const answer = await record({
      kind: 'transfer',
      branch: north,
      to_branch: south,
      date: '2031-08-01',
      reason: 'South branch opens its counter',
      items: [{ product: rope, quantity: '3' }],
    })
    expect(answer.statusCode, answer.body).toBe(201)
    const doc = answer.json()
    expect(doc).toMatchObject({ value: '300.00', to_branch_name: 'Stock South' })
    expect(
      doc.movements.map((m: { kind: string; branch: number; value: string }) => [m.kind, m.branch, m.value]),
    ).toEqual([
      ['transfer_out', north, '-300.00'],
      ['transfer_in', south, '300.00'],
    ])
    expect(await linesOf(doc.voucher_id)).toEqual([
      { ledger: 'Stock', branch: south, debit: '300.00', credit: '0.00' },
      { ledger: 'Stock', branch: north, debit: '0.00', credit: '300.00' },
    ])
  })

  it('re-values later movements when a document is back-dated before them', async () => {
    // 5 more ropes at 160 on 2031-07-10, before the write-off of the 15th: 13 ropes worth 1,800.
    const answer = await record({
      kind: 'adjustment',
      branch: north,
      date: '2031-07-10',
      reason: 'Found in the back store',
      items: [{ product: rope, quantity: '5', unit_cost: '160' }],
    })
    expect(answer.statusCode, answer.body).toBe(201)
    const card = (await get(`${INVENTORY}stock_card/${rope}?branch=${north}`)).json()
    expect(
      card.movements.map((m: { kind: string; value: string; quantity_after: string }) => [
        m.kind,
        m.value,
        m.quantity_after,
      ]),
    ).toEqual([
      ['opening', '1000.00', '10'],
      ['adjustment', '800.00', '15'],
      ['adjustment', '-240.00', '13'],
      ['transfer_out', '-360.00', '10'],
    ])
    expect(card.closing).toEqual({ quantity: '10', value: '1200.00', rate: '120.0000' })
    // The books agree: Stock's balance equals the stock's value in each branch.
    const balances = await queryRows<{ branch: number; balance: string }>(
      t.db,
      sql`select l.branch_id as branch, sum(l.debit - l.credit)::text as balance from voucher_line l
          join ledger_account a on a.id = l.ledger_id where a.name = 'Stock' and l.posted
          and l.branch_id in (${north}, ${south}) group by l.branch_id order by l.branch_id`,
    )
    expect(balances).toEqual([
      { branch: north, balance: '2202.00' },
      { branch: south, balance: '360.00' },
    ])
  })

  it('refuses taking out more than the branch holds with a 409', async () => {
    const answer = await record({
      kind: 'transfer',
      branch: south,
      to_branch: north,
      date: TODAY,
      reason: 'Back north',
      items: [{ product: rope, quantity: '4' }],
    })
    expect(answer.statusCode).toBe(409)
    expect(answer.json().detail).toMatch(/Not enough stock/)
  })

  it('answers bad input with a 400 naming the field', async () => {
    const base = {
      kind: 'adjustment',
      branch: north,
      date: '2031-08-02',
      reason: 'Count',
      items: [{ product: rope, quantity: '1' }],
    }
    const cases: [unknown, string][] = [
      [{ ...base, reason: undefined }, 'reason'],
      [{ ...base, reason: '   ' }, 'reason'],
      [{ ...base, items: [{ product: rope, quantity: '0' }] }, 'items[0][quantity]'],
      [{ ...base, items: [{ product: rope, quantity: '1.2345' }] }, 'items[0][quantity]'],
      [{ ...base, items: [{ product: 999999, quantity: '1' }] }, 'items[0][product]'],
      [{ ...base, items: [{ product: rope, quantity: '-1', unit_cost: '5' }] }, 'items[0][unit_cost]'],
      [{ ...base, items: [] }, 'items'],
      [{ ...base, branch: 999999 }, 'branch'],
      [{ ...base, kind: 'transfer', to_branch: north }, 'to_branch'],
      [{ ...base, kind: 'transfer' }, 'to_branch'],
      [{ ...base, kind: 'opening', items: [{ product: rope, quantity: '1' }] }, 'items[0][unit_cost]'],
      [{ ...base, kind: 'sale' }, 'kind'],
      [{ ...base, date: '2031-02-30' }, 'date'],
      [{ ...base, date: '2031-08-11' }, 'date'],
      [{ ...base, reason: 'Count\u0000' }, 'reason'],
    ]
    for (const [payload, key] of cases) {
      const answer = await record(payload)
      expect(answer.statusCode, `${key}: ${answer.body}`).toBe(400)
      expect(Object.keys(answer.json()), answer.body).toContain(key)
    }
  })

  it('answers a date in a locked period as a 400 on date', async () => {
    const lock = (lockDate: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/ledger_setting/api/v1/ledger_setting/',
        headers: books.Approver,
        payload: { lock_date: lockDate },
      })
    expect((await lock('2031-07-31')).statusCode).toBe(200)
    const answer = await record({
      kind: 'adjustment',
      branch: north,
      date: '2031-07-20',
      reason: 'Late count',
      items: [{ product: gloves, quantity: '-1' }],
    })
    await lock(null)
    expect(answer.statusCode, answer.body).toBe(400)
    expect(Object.keys(answer.json())).toEqual(['date'])
  })

  it('lists documents through the generic reads, with movements in the detail, and never edits them', async () => {
    const list = (await get(`${DOCS}all/?kind=transfer`)).json()
    expect(list.stock_adjustments).toHaveLength(1)
    const detail = (await get(`${DOCS}${list.stock_adjustments[0].id}`)).json()
    expect(detail.movements).toHaveLength(2)
    const update = await t.app.inject({
      method: 'PUT',
      url: `${DOCS}update/${detail.id}`,
      headers: as.admin,
      payload: { reason: 'x' },
    })
    expect(update.statusCode).toBeGreaterThanOrEqual(404)
  })
})

describe('stock reads', () => {
  it('gives stock per product and branch, one product’s branches, and a search', async () => {
    const all = (await get(`${INVENTORY}all/`)).json()
    const mine = all.inventories.filter((r: { branch: number }) => r.branch === north || r.branch === south)
    expect(
      mine.map(
        (r: {
          product_sku: string
          branch: number
          quantity: string
          value: string
          average_cost: string
        }) => [r.product_sku, r.branch, r.quantity, r.value, r.average_cost],
      ),
    ).toEqual([
      ['GLOVE-L', north, '4', '1002.00', '250.5000'],
      ['ROPE-10M', north, '10', '1200.00', '120.0000'],
      ['ROPE-10M', south, '3', '360.00', '120.0000'],
    ])
    const one = (await get(`${INVENTORY}${rope}`)).json()
    expect(one).toMatchObject({ product_sku: 'ROPE-10M', quantity: '13', value: '1560.00' })
    expect(one.branches).toHaveLength(2)
    const found = (await get(`${INVENTORY}search/?searchKey=gloves%20L`)).json()
    expect(found.inventories.map((r: { product: number }) => r.product)).toEqual([gloves])
    expect((await get(`${INVENTORY}999999`)).statusCode).toBe(404)
    expect((await get(`${INVENTORY}abc`)).statusCode).toBe(400)
  })

  it('narrows the stock list to low stock, with the total value of what it lists', async () => {
    // South holds 3 ropes (threshold 5): low; north's 10 ropes and the gloves (threshold 0) are not.
    const low = (await get(`${INVENTORY}all/?low_stock=true&branch=${south}`)).json()
    expect(
      low.inventories.map((r: { product_sku: string; low_stock: boolean }) => [r.product_sku, r.low_stock]),
    ).toEqual([['ROPE-10M', true]])
    expect(low.total_value).toBe('360.00')
    const none = (await get(`${INVENTORY}search/?searchKey=GLOVE&low_stock=true&branch=${north}`)).json()
    expect(none.inventories).toEqual([])
    expect(Object.keys((await get(`${INVENTORY}all/?low_stock=maybe`)).json())).toEqual(['low_stock'])
  })

  it('answers the storefront’s stock check without signing in', async () => {
    const check = await get(`${INVENTORY}check_by_product_id/${rope}`, {})
    expect(check.statusCode).toBe(200)
    expect(check.json()).toEqual({ product_id: rope, in_stock: true, quantity: '13' })
    expect((await get(`${INVENTORY}check_by_product_id/${rope}?branch=${south}`, {})).json().quantity).toBe(
      '3',
    )
    expect((await get(`${INVENTORY}check_by_product_id/999999`, {})).statusCode).toBe(404)
  })

  it('gives a stock card with the balance before the range, paginated, and its CSV', async () => {
    const card = (
      await get(`${INVENTORY}stock_card/${rope}?branch=${north}&date_after=2031-07-12&size=1&page=2`)
    ).json()
    expect(card.opening).toEqual({ quantity: '15', value: '1800.00', rate: '120.0000' })
    expect(card.total_elements).toBe(2)
    expect(card.movements).toHaveLength(1)
    expect(card.movements[0]).toMatchObject({
      kind: 'transfer_out',
      quantity_out: '3',
      source_type: 'stock_adjustment',
    })
    expect(card.movements[0].voucher_number).toMatch(/^JV-/)
    const csv = await get(`${INVENTORY}stock_card/${rope}?branch=${north}&format=csv`)
    expect(csv.headers['content-type']).toMatch(/text\/csv/)
    const rows = parseCsv(csv.body)
    expect(rows.at(1)?.[1]).toBe('Opening balance')
    expect(rows.at(-1)?.slice(9)).toEqual(['10', '1200.00', '120.0000'])
    expect(rows).toHaveLength(7)
    const missing = await get(`${INVENTORY}stock_card/${rope}`)
    expect(Object.keys(missing.json())).toEqual(['branch'])
    const backwards = await get(
      `${INVENTORY}stock_card/${rope}?branch=${north}&date_after=2031-08-01&date_before=2031-07-01`,
    )
    expect(Object.keys(backwards.json())).toEqual(['date_before'])
  })

  it('summarises stock per product and branch: low stock, as of a date, CSV', async () => {
    const low = (await get(`${SUMMARY}filter/?low_stock=true&branch=${south}`)).json()
    expect(low.inventory_summary_reports.map((r: { product_sku: string }) => r.product_sku)).toEqual([
      'ROPE-10M',
    ])
    expect(low.total_value).toBe('360.00')
    const before = (await get(`${SUMMARY}without_pagination/filter/?as_of=2031-07-12&branch=${north}`)).json()
    expect(
      before.inventory_summary_reports.map((r: { product_sku: string; quantity: string; value: string }) => [
        r.product_sku,
        r.quantity,
        r.value,
      ]),
    ).toEqual([
      ['GLOVE-L', '4', '1002.00'],
      ['ROPE-10M', '15', '1800.00'],
    ])
    const csv = await get(`${SUMMARY}filter/?branch=${north}&format=csv`)
    const rows = parseCsv(csv.body)
    expect(rows[0]?.[0]?.replace('\uFEFF', '')).toBe('SKU')
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '', '2202.00', '', '', ''])
    expect(Object.keys((await get(`${SUMMARY}filter/?as_of=yesterday`)).json())).toEqual(['as_of'])
  })
})

describe('who may do what', () => {
  const opening = () => ({
    kind: 'adjustment',
    branch: north,
    date: TODAY,
    reason: 'Count',
    items: [{ product: gloves, quantity: '1' }],
  })

  it('lets the Approver record, the Auditor read only, the Editor and strangers nothing', async () => {
    expect((await record(opening(), books.Approver)).statusCode).toBe(201)
    expect((await record(opening(), books.Auditor)).statusCode).toBe(403)
    expect((await record(opening(), as.editor)).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'POST', url: `${DOCS}create/`, payload: opening() })).statusCode,
    ).toBe(401)
    for (const url of [
      `${INVENTORY}all/`,
      `${INVENTORY}stock_card/${rope}?branch=${north}`,
      `${SUMMARY}filter/`,
      `${DOCS}all/`,
    ]) {
      expect((await get(url, books.Auditor)).statusCode, url).toBe(200)
      expect((await get(url, as.editor)).statusCode, url).toBe(403)
      expect((await get(url, {})).statusCode, url).toBe(401)
    }
    const audited = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where resource = 'stock_adjustment' and action = 'create'`,
    )
    expect(audited[0]?.n).toBeGreaterThanOrEqual(5)
  })
})

describe('a transfer into a branch short of stock', () => {
  it('fills the shortfall at the rate it went out at, stock adjustments taking the difference', async () => {
    const [row] = await t.db
      .insert(branch)
      .values([{ name: 'Stock East' }])
      .returning({ id: branch.id })
    const east = row?.id as number
    await t.db.insert(stockBranchSetting).values({ branchId: east, allowNegativeStock: true })
    const [made] = await t.db
      .insert(product)
      .values({ sku: 'CABLE-25', name: 'Welding cable 25 mm', unit: 'm' })
      .returning({ id: product.id })
    const cable = made?.id as number
    const base = { date: '2031-08-05', reason: 'Cable for the East workshop' }
    expect(
      (
        await record({
          ...base,
          kind: 'opening',
          branch: north,
          items: [{ product: cable, quantity: '10', unit_cost: '120' }],
        })
      ).statusCode,
    ).toBe(201)
    // East used 2 m it did not have yet, at no known cost: a shortfall worth nothing.
    const used = await record({
      ...base,
      kind: 'adjustment',
      branch: east,
      reason: 'Used before the transfer arrived',
      items: [{ product: cable, quantity: '-2' }],
    })
    expect(used.statusCode, used.body).toBe(201)
    expect(used.json().value).toBe('0.00')
    const answer = await record({
      ...base,
      kind: 'transfer',
      branch: north,
      to_branch: east,
      items: [{ product: cable, quantity: '3' }],
    })
    expect(answer.statusCode, answer.body).toBe(201)
    const doc = answer.json()
    // 3 m leave North at 120 (360.00); at East 2 fill the shortfall at its rate of 0, the 1 left
    // keeps its 120.00: East's stock rose by 120.00, and the 240.00 the 2 m really cost is an adjustment.
    expect(doc.movements.map((m: { kind: string; value: string }) => [m.kind, m.value])).toEqual([
      ['transfer_out', '-360.00'],
      ['transfer_in', '120.00'],
    ])
    expect(await linesOf(doc.voucher_id)).toEqual([
      { ledger: 'Stock', branch: east, debit: '120.00', credit: '0.00' },
      { ledger: 'Stock', branch: north, debit: '0.00', credit: '360.00' },
      { ledger: 'Stock Adjustments', branch: east, debit: '240.00', credit: '0.00' },
    ])
  })
})
