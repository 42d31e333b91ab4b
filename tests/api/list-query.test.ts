/**
 * Query parameters of lists: ?ordering= on all/ and search/ (ascending, descending, stable pages,
 * refusals) and the menus' ?is_published= filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

const list = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers })
  expect(response.statusCode).toBe(200)
  return response.json().notices as { id: number; title: string; date: string | null }[]
}

// Text order follows the database's collation (C on PGlite, often en_US on a server), so text is
// checked against its own reverse and dates and ids against JavaScript's order.
describe('ordering', () => {
  it('orders a list by a declared field, ascending or with "-" descending', async () => {
    const up = await list('/notice/api/v1/notice/all/?size=100&ordering=date')
    const dates = up.map((n) => n.date).filter((d) => d !== null)
    expect(dates.length).toBeGreaterThan(2)
    expect(dates).toEqual([...dates].sort())
    const byTitle = (await list('/notice/api/v1/notice/all/?size=100&ordering=title')).map((n) => n.title)
    const byTitleDown = (await list('/notice/api/v1/notice/all/?size=100&ordering=-title')).map(
      (n) => n.title,
    )
    expect(new Set(byTitle).size).toBe(byTitle.length)
    expect(byTitleDown).toEqual([...byTitle].reverse())
  })

  it('orders by id, and keeps the same rows in the same order page after page', async () => {
    const ids = (await list('/notice/api/v1/notice/all/?size=100&ordering=-id')).map((n) => n.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    // Many notices share show_on_homepage: the resource's own order breaks the ties.
    const page = async (n: number) =>
      (await list(`/notice/api/v1/notice/all/?size=2&page=${n}&ordering=-show_on_homepage`)).map((r) => r.id)
    const [first, second] = [await page(1), await page(2)]
    expect(first.filter((id) => second.includes(id))).toEqual([])
  })

  it('orders search results too', async () => {
    const found = await list('/notice/api/v1/notice/search/?searchKey=e&size=100&ordering=-id')
    const ids = found.map((n) => n.id)
    expect(ids.length).toBeGreaterThan(1)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('orders private lists for staff', async () => {
    const response = await t.app.inject({
      url: '/user/api/v1/user/all/?ordering=-email',
      headers: as.admin,
    })
    expect(response.statusCode).toBe(200)
    const ids = (response.json().users as { id: number }[]).map((u) => u.id)
    const reversed = await t.app.inject({ url: '/user/api/v1/user/all/?ordering=email', headers: as.admin })
    expect((reversed.json().users as { id: number }[]).map((u) => u.id)).toEqual([...ids].reverse())
  })

  it.each([
    ['an unknown field', 'bogus'],
    ['a file', 'file'],
    ['a write-only field', 'password'],
    ['two fields', 'title,date'],
    ['a doubled minus', '--title'],
  ])('refuses %s with a 400 listing what may be used', async (_what, value) => {
    const resource = value === 'password' ? 'user' : 'notice'
    const response = await t.app.inject({
      url: `/${resource}/api/v1/${resource}/all/?ordering=${encodeURIComponent(value)}`,
      headers: as.admin,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/^ordering must be one of id, /)
  })
})

describe('menus filtered by is_published', () => {
  it('counts published and hidden menus apart', async () => {
    const count = async (query: string) => {
      const response = await t.app.inject(`/cms_menu/api/v1/cms_menu/all/?size=1${query}`)
      expect(response.statusCode).toBe(200)
      return response.json().total_elements as number
    }
    const [all, published, hidden] = [
      await count(''),
      await count('&is_published=true'),
      await count('&is_published=false'),
    ]
    expect(published).toBeGreaterThan(0)
    expect(published + hidden).toBe(all)
  })

  it('refuses another value', async () => {
    const response = await t.app.inject('/cms_menu/api/v1/cms_menu/all/?is_published=yes')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'is_published must be true or false.' })
  })
})
