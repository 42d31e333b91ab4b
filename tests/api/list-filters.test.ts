/**
 * The generic list filters of all/, search/ and export/: ?<field>= for enum, bool and ref fields,
 * ?<field>_from= / _to= for date and datetime fields, a 400 naming the parameter on a bad value;
 * together with a declaration's own filters (the audit log, a menu's blocks) and with the rows
 * the public may see (publicWhere), and never by a personal field for the public.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncPermissions } from '../../server/auth/permissions.ts'
import { defineArea } from '../../server/modules/area.ts'
import { areas, registryOf } from '../../server/modules/index.ts'
import { defineResource } from '../../server/resources/define.ts'
import { testAccounts } from '../support/accounts.ts'
import { createFixtureTable, fixtureArea, kitItem, kitItemResource } from '../support/fixture-area.ts'
import { createTestApp } from '../support/test-app.ts'

/** The kit as the public sees it: items in stock only, and their status is personal. */
const publicKit = defineResource({
  ...kitItemResource,
  name: 'public_kit',
  listKey: 'public_kits',
  publicWhere: async () => eq(kitItem.inStock, true),
  personalFields: ['status', 'received'],
})
const withFixture = [...areas, fixtureArea, defineArea({ name: 'public_kit', resources: [publicKit] })]

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp({ areas: withFixture })
  await createFixtureTable(t.db)
  await syncPermissions(t.db, registryOf(withFixture).resources)
  as = await testAccounts(t.app, t.db)
  // Twelve items: status in turn, every other one in stock, a date each day, a moment each hour.
  await t.db.execute(sql`
    INSERT INTO kit_item (name, status, in_stock, parent_id, received, checked_at)
    SELECT 'Item ' || i,
           (ARRAY['draft', 'in_use', 'retired'])[1 + i % 3],
           i % 2 = 0,
           NULL,
           DATE '2026-03-01' + i,
           TIMESTAMPTZ '2026-03-01 00:00:00+06' + i * INTERVAL '1 hour'
    FROM generate_series(1, 12) AS i`)
  await t.db.execute(
    sql`UPDATE kit_item SET parent_id = (SELECT min(id) FROM kit_item) WHERE name IN ('Item 5', 'Item 6')`,
  )
})
afterAll(() => t?.close())

async function names(url: string, headers: Record<string, string> = as.admin): Promise<string[]> {
  const response = await t.app.inject({ url, headers })
  expect(response.statusCode, response.body).toBe(200)
  const list = Object.values(response.json()).find(Array.isArray) as { name: string }[]
  return list.map((item) => item.name).sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
}

const kit = '/kit_item/api/v1/kit_item/'

describe('field filters', () => {
  it('filter enum, bool and ref fields by equality, together', async () => {
    expect(await names(`${kit}all/?status=retired&size=100`)).toEqual([
      'Item 2',
      'Item 5',
      'Item 8',
      'Item 11',
    ])
    expect(await names(`${kit}all/?status=retired&in_stock=true`)).toEqual(['Item 2', 'Item 8'])
    const [first] = await t.db.select({ id: kitItem.id }).from(kitItem).where(eq(kitItem.name, 'Item 1'))
    expect(await names(`${kit}all/?parent=${first?.id}`)).toEqual(['Item 5', 'Item 6'])
  })

  it('filter date ranges, both ends included', async () => {
    expect(await names(`${kit}all/?received_from=2026-03-03&received_to=2026-03-05`)).toEqual([
      'Item 2',
      'Item 3',
      'Item 4',
    ])
    expect(await names(`${kit}all/?received_to=2026-03-02`)).toEqual(['Item 1'])
  })

  it('read a bare date of a datetime range as that day in the organisation’s zone', async () => {
    // Items 1…12 were checked at 01:00…12:00 on 1 March in Dhaka: all of them that day.
    expect(
      await names(`${kit}all/?checked_at_from=2026-03-01&checked_at_to=2026-03-01&size=100`),
    ).toHaveLength(12)
    expect(await names(`${kit}all/?checked_at_to=2026-02-28`)).toEqual([])
    expect(
      await names(`${kit}all/?checked_at_from=${encodeURIComponent('2026-03-01T10:00:00+06:00')}&size=100`),
    ).toEqual(['Item 10', 'Item 11', 'Item 12'])
    // A local time is the organisation's.
    expect(await names(`${kit}all/?checked_at_to=2026-03-01T02:00`)).toEqual(['Item 1', 'Item 2'])
  })

  it('apply to search/ too', async () => {
    expect(await names(`${kit}search/?searchKey=item 1&status=draft`.replace(' ', '%20'))).toEqual([
      'Item 12',
    ])
  })

  it.each([
    ['status=lost', 'status must be one of: draft, in_use, retired (got "lost").'],
    ['in_stock=yes', 'in_stock must be true or false.'],
    ['parent=abc', 'parent must be the id of a kit_item (a whole number of 1 or more), not "abc".'],
    ['parent=0', 'parent must be the id of a kit_item (a whole number of 1 or more), not "0".'],
    ['received_from=2026-02-30', 'received_from must be a date as YYYY-MM-DD (got "2026-02-30").'],
    ['checked_at_to=tomorrow', /^checked_at_to must be a date \(2026-11-21\) or a date and time/],
  ])('refuse ?%s with a 400 naming the parameter', async (query, detail) => {
    const response = await t.app.inject({ url: `${kit}all/?${query}`, headers: as.admin })
    expect(response.statusCode).toBe(400)
    if (typeof detail === 'string') expect(response.json().detail).toBe(detail)
    else expect(response.json().detail).toMatch(detail)
  })
})

describe('with the public’s rules', () => {
  const pub = '/public_kit/api/v1/public_kit/'

  it('filter within the rows the public may see', async () => {
    expect(await names(`${pub}all/?in_stock=false`, {})).toEqual([])
    expect(await names(`${pub}all/?in_stock=true&size=100`, {})).toHaveLength(6)
    expect(await names(`${pub}all/?in_stock=false&size=100`)).toHaveLength(6)
  })

  it('refuse a personal field’s filter to the public, not to staff', async () => {
    for (const query of ['status=draft', 'received_from=2026-03-01']) {
      const response = await t.app.inject(`${pub}all/?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().detail).toMatch(/only for signed-in staff/)
      const search = await t.app.inject(`${pub}search/?searchKey=item&${query}`)
      expect(search.statusCode, query).toBe(400)
    }
    expect(await names(`${pub}all/?status=draft`)).toEqual(['Item 3', 'Item 6', 'Item 9', 'Item 12'])
  })
})

describe('with a declaration’s own filters', () => {
  it('keeps the audit log’s filters and their messages', async () => {
    const response = await t.app.inject({
      url: '/audit_log/api/v1/audit_log/all/?user=abc',
      headers: as.admin,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe('user must be a whole number.')
    const creates = await t.app.inject({
      url: '/audit_log/api/v1/audit_log/all/?action=create&size=1',
      headers: as.admin,
    })
    expect(creates.statusCode).toBe(200)
  })

  it('filters a menu’s blocks by its own ?cms_menu= and the generic ones alike', async () => {
    const one = await t.app.inject('/cms_menu_content/api/v1/cms_menu_content/all/?cms_menu=1&size=100')
    expect(one.statusCode).toBe(200)
    const blocks = one.json().menu_items as { cms_menu: { id: number } | number }[]
    expect(blocks.length).toBeGreaterThan(0)
    const bad = await t.app.inject('/cms_menu_content/api/v1/cms_menu_content/all/?cms_menu=x')
    expect(bad.json().detail).toBe('cms_menu must be a menu id (a whole number).')
    const menus = await t.app.inject('/cms_menu/api/v1/cms_menu/all/?is_published=maybe')
    expect(menus.json()).toEqual({ detail: 'is_published must be true or false.' })
  })
})
