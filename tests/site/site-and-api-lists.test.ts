/**
 * Issue 11 §4: the site and the API read lists through one service, so they list the same records
 * in the same order. Ties and gaps are added on purpose: notices of one date and one undated,
 * team members of one display order, one hidden from the website and one not on the team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notice } from '../../server/modules/cms/tables.ts'
import { cause } from '../../server/modules/giving/tables.ts'
import { employee } from '../../server/modules/org/tables.ts'
import type { PageData } from '../../web/page-data.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
  await t.db.insert(notice).values([
    { title: 'Same day A', date: '2020-01-01' },
    { title: 'Same day B', date: '2020-01-01' },
    { title: 'Undated', date: null },
  ])
  await t.db.insert(employee).values([
    { firstName: 'Zed', displayOrder: 1, showOnWebsite: true, managementTeam: true },
    { firstName: 'Amy', displayOrder: 1, showOnWebsite: true, managementTeam: true },
    { firstName: 'Hidden', displayOrder: 0, showOnWebsite: false, managementTeam: true },
    { firstName: 'Staff', displayOrder: 0, showOnWebsite: true, managementTeam: false },
  ])
  // Causes of one position (the id breaks the tie), a draft and one scheduled for later.
  await t.db.insert(cause).values([
    { name: 'Tie B', position: 3, status: 'published' },
    { name: 'Tie A', position: 3, status: 'published' },
    { name: 'Draft cause', position: 0, status: 'draft' },
    { name: 'Later cause', position: 0, status: 'published', publishAt: new Date('2099-01-01T00:00:00Z') },
  ])
  t.app.responseCache.invalidate()
})
afterAll(() => t?.close())

const pageData = async (path: string) =>
  (await t.app.inject(`/__page-data?path=${encodeURIComponent(path)}`)).json() as PageData
const api = async (url: string) => (await t.app.inject(url)).json() as Record<string, { id: number }[]>

describe('issue 11: the site and the API list the same records in the same order', () => {
  it('notices', async () => {
    const page = await pageData('/notice/')
    const listed = (await api('/notice/api/v1/notice/all/without_pagination/')).notices ?? []
    if (page.body.kind !== 'documents') throw new Error(`not the notices page: ${page.body.kind}`)
    expect(page.body.items.length).toBeGreaterThan(3)
    expect(page.body.items.map((n) => n.id)).toEqual(listed.map((n) => n.id))
  })

  it('causes: the published ones, in the editors’ order', async () => {
    const page = await pageData('/cause')
    const listed = (await api('/cause/api/v1/cause/without_pagination/all/')).causes ?? []
    if (page.body.kind !== 'causes') throw new Error(`not the causes page: ${page.body.kind}`)
    const names = page.body.causes.map((c) => c.title)
    expect(names).toEqual(expect.arrayContaining(['Tie A', 'Tie B']))
    expect(names).not.toContain('Draft cause')
    expect(names).not.toContain('Later cause')
    expect(page.body.causes.map((c) => c.id)).toEqual(listed.map((c) => c.id))
  })

  it('the management team: the employees the API shows the public, those on the team', async () => {
    const page = await pageData('/our Management team/')
    const listed = (await api('/employee/api/v1/employee/without_pagination/all/')).employees ?? []
    if (page.body.kind !== 'team') throw new Error(`not the team page: ${page.body.kind}`)
    const team = listed.filter((e) => (e as { management_team?: boolean }).management_team)
    expect(page.body.members.map((m) => m.name)).toEqual(expect.arrayContaining(['Amy', 'Zed']))
    expect(page.body.members.map((m) => m.name)).not.toContain('Hidden')
    expect(page.body.members.map((m) => m.id)).toEqual(team.map((e) => e.id))
  })
})
