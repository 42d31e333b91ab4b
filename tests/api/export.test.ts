/**
 * GET …/export/: every matching row as CSV, streamed in batches (more rows than one batch, keyset
 * past duplicate, null and microsecond-apart values), with the list's filters, search and order,
 * the list's column labels and values, RFC 4180 quoting, formulas neutralised, and only for staff
 * who may read the resource.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORT_BATCH } from '../../server/api/legacy/export-route.ts'
import { syncPermissions } from '../../server/auth/permissions.ts'
import { defineArea } from '../../server/modules/area.ts'
import { areas, registryOf } from '../../server/modules/index.ts'
import { defineResource } from '../../server/resources/define.ts'
import { testAccounts } from '../support/accounts.ts'
import { createFixtureTable, fixtureArea, kitItemResource } from '../support/fixture-area.ts'
import { parseCsv } from '../support/parse-csv.ts'
import { createTestApp } from '../support/test-app.ts'

/** The same table listed with its ids and every kind of column, to check order and values. */
const ledger = defineResource({
  ...kitItemResource,
  name: 'kit_ledger',
  listKey: 'kit_ledgers',
  admin: { columns: ['id', 'name', 'status', 'in_stock', 'parent', 'received', 'checked_at', 'price'] },
})
const withFixture = [...areas, fixtureArea, defineArea({ name: 'ledger', resources: [ledger] })]
const url = '/kit_item/api/v1/kit_item/export/'
const ledgerUrl = '/kit_ledger/api/v1/kit_ledger/export/'
/** More than two batches, and not a multiple of the batch size. */
const ROWS = EXPORT_BATCH * 2 + 37

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp({ areas: withFixture })
  await createFixtureTable(t.db)
  await syncPermissions(t.db, registryOf(withFixture).resources)
  as = await testAccounts(t.app, t.db)
  // Names repeat every 7 rows, dates every 5 with a null in between, moments a microsecond apart.
  await t.db.execute(sql`
    INSERT INTO kit_item (name, status, in_stock, received, checked_at, price)
    SELECT 'Item ' || (i % 7),
           (ARRAY['draft', 'in_use', 'retired'])[1 + i % 3],
           i % 2 = 0,
           CASE WHEN i % 6 = 0 THEN NULL ELSE DATE '2026-01-01' + (i % 5) END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE TIMESTAMPTZ '2026-01-01 00:00:00+00' + i * INTERVAL '1 microsecond' END,
           (i * 1.25)::numeric(12, 2)
    FROM generate_series(1, ${ROWS}) AS i`)
})
afterAll(() => t?.close())

async function exported(query = '', headers = as.admin, path = url) {
  const response = await t.app.inject({ url: `${path}${query}`, headers })
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200)
  const body = response.rawPayload.toString('utf8')
  expect(body.startsWith('\uFEFF')).toBe(true)
  const [header, ...rows] = parseCsv(body.slice(1))
  return { response, header, rows }
}

describe('export', () => {
  it('sends every row, with the list’s labels, as a UTF-8 CSV attachment', async () => {
    const { response, header, rows } = await exported()
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kit_item-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(header).toEqual(['Name', 'Note', 'Status', 'In stock', 'Changed'])
    expect(rows).toHaveLength(ROWS)
    // The list's first order: the name, A→Z.
    const names = rows.map((r) => r[0] as string)
    expect(names).toEqual([...names].sort())
    expect(rows[0]?.[2]).toMatch(/^(Draft|In use|Retired)$/)
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(['Yes', 'No']))
    expect(rows[0]?.[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  })

  it.each([
    ['id, newest first', '-id', 'id DESC'],
    ['a date with repeats and nulls', 'received', 'received ASC NULLS LAST, id ASC'],
    ['a date, descending', '-received', 'received DESC NULLS FIRST, id DESC'],
    ['moments a microsecond apart, with nulls', 'checked_at', 'checked_at ASC NULLS LAST, id ASC'],
    ['moments, descending', '-checked_at', 'checked_at DESC NULLS FIRST, id DESC'],
    ['an exact decimal', '-price', 'price DESC NULLS FIRST, id DESC'],
  ])('pages by keyset through %s: every row once, in order', async (_what, ordering, orderBy) => {
    const response = await t.app.inject({ url: `${ledgerUrl}?ordering=${ordering}`, headers: as.admin })
    const ids = parseCsv(response.rawPayload.toString('utf8').slice(1))
      .slice(1)
      .map((row) => Number(row[0]))
    const expected = (await t.db.execute(sql.raw(`SELECT id FROM kit_item ORDER BY ${orderBy}`))) as {
      rows: { id: number }[]
    }
    expect(ids).toHaveLength(ROWS)
    expect(ids).toEqual(expected.rows.map((r) => r.id))
  })

  it('keeps the list’s filters and search', async () => {
    const retired = await exported('?status=retired&in_stock=true')
    const count = await t.app.inject({
      url: '/kit_item/api/v1/kit_item/all/?status=retired&in_stock=true&size=1',
      headers: as.admin,
    })
    expect(retired.rows).toHaveLength(count.json().total_elements)
    expect(new Set(retired.rows.map((r) => `${r[2]}/${r[3]}`))).toEqual(new Set(['Retired/Yes']))
    const found = await exported('?searchKey=item%203&received_from=2026-01-02&received_to=2026-01-03')
    expect(found.rows.length).toBeGreaterThan(0)
    expect(new Set(found.rows.map((r) => r[0]))).toEqual(new Set(['Item 3']))
  })

  it('quotes as RFC 4180 and neutralises formulas', async () => {
    const tricky = [
      { name: '=HYPERLINK("http://evil.example","click")', note: 'Comma, "quotes"\r\nand a line break' },
      { name: '@SUM(1+1)', note: '+1' },
      { name: '-1+2', note: '-12.50' },
    ]
    for (const payload of tricky) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/kit_item/api/v1/kit_item/create/',
        headers: as.admin,
        payload,
      })
      expect(created.statusCode, created.body).toBe(201)
    }
    const body = (await exported()).rows
    const cells = (name: string) => body.find((r) => r[0] === name)?.slice(0, 2)
    expect(cells(`'=HYPERLINK("http://evil.example","click")`)).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      'Comma, "quotes"\r\nand a line break',
    ])
    expect(cells(`'@SUM(1+1)`)).toEqual([`'@SUM(1+1)`, '+1'])
    expect(cells(`'-1+2`)).toEqual([`'-1+2`, '-12.50'])
  })

  it('writes each kind as the list shows it: a reference by its record’s name', async () => {
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/kit_item/api/v1/kit_item/create/', headers: as.admin, payload })
    const parent = (await create({ name: 'Main store' })).json()
    const child = await create({
      name: 'Shelf',
      status: 'in_use',
      in_stock: false,
      parent: parent.id,
      received: '2026-11-21',
      checked_at: '2026-11-21T09:30:00+06:00',
      price: '1250.50',
    })
    expect(child.statusCode, child.body).toBe(201)
    const { header, rows } = await exported(`?parent=${parent.id}`, as.admin, ledgerUrl)
    expect(header).toEqual(['ID', 'Name', 'Status', 'In stock', 'Parent', 'Received', 'Checked at', 'Price'])
    // Moments in the organisation's zone (TIME_ZONE, Asia/Dhaka by default).
    expect(rows).toEqual([
      [
        String(child.json().id),
        'Shelf',
        'In use',
        'No',
        'Main store',
        '2026-11-21',
        '2026-11-21 09:30',
        '1250.50',
      ],
    ])
  })

  it('exports a resource with its own presenter from its declared fields', async () => {
    const { header, rows } = await exported('', as.admin, '/employee/api/v1/employee/export/')
    expect(header).toEqual([
      'Photo',
      'First name',
      'Last name',
      'Designation',
      'Department',
      'Email',
      'Order on the team page',
      'Shown on the website',
    ])
    expect(rows.length).toBeGreaterThan(0)
  })

  it('refuses bad parameters with a 400 before sending anything', async () => {
    for (const query of [
      '?ordering=created_by',
      '?status=lost',
      '?parent=abc',
      '?received_from=2026-02-30',
    ]) {
      const response = await t.app.inject({ url: `${url}${query}`, headers: as.admin })
      expect(response.statusCode, query).toBe(400)
      expect(response.headers['content-type']).toMatch(/json/)
    }
  })

  it('is for staff who may read the resource only', async () => {
    expect((await t.app.inject(url)).statusCode).toBe(401)
    expect((await t.app.inject({ url, headers: as.nobody })).statusCode).toBe(403)
    // The Editor reads departments, not users.
    expect(
      (await t.app.inject({ url: '/department/api/v1/department/export/', headers: as.editor })).statusCode,
    ).toBe(200)
    expect((await t.app.inject({ url: '/user/api/v1/user/export/', headers: as.editor })).statusCode).toBe(
      403,
    )
  })
})
