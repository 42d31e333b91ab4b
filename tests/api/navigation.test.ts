/**
 * The back office's shipped navigation: every screen's entry exists after start, each built-in
 * role sees its own screens through role_menu, and a restart keeps what an administrator changed.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncNavigation } from '../../server/auth/navigation.ts'
import { EDITOR, roleIdByName } from '../../server/auth/permissions.ts'
import { menuItem, roleMenu } from '../../server/db/schema.ts'
import { resources } from '../../server/modules/index.ts'
import { navigationPlan } from '../../server/resources/navigation-plan.ts'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

type Entry = { title: string; menu_id: string; url: string | null; children: Entry[] }
const navigationOf = async (headers: Record<string, string>): Promise<Entry[]> => {
  const response = await t.app.inject({
    url: '/menu_item/api/v1/menu_item/nested_menu_item_by_user_role/',
    headers,
  })
  expect(response.statusCode).toBe(200)
  return response.json().menu_items
}
const screensOf = (entries: Entry[]) => entries.flatMap((group) => group.children.map((e) => e.menu_id))

describe('back-office navigation', () => {
  it('gives the administrator every screen, grouped, with its /admin URL', async () => {
    const entries = await navigationOf(as.admin)
    const plan = navigationPlan(resources)
    expect(entries.map((e) => e.title)).toEqual(plan.map((g) => g.title))
    expect(screensOf(entries)).toEqual(plan.flatMap((g) => g.entries.map((e) => e.resource)))
    expect(entries[0]?.children[0]).toMatchObject({ title: 'Menus', url: '/admin/cms_menu' })
  })

  it('gives an Editor the content screens only', async () => {
    const screens = screensOf(await navigationOf(as.editor))
    expect(screens).toContain('cms_menu')
    expect(screens).toContain('notice')
    expect(screens).toContain('employee')
    for (const accountScreen of ['user', 'role', 'role_menu', 'audit_log', 'contact_message'])
      expect(screens).not.toContain(accountScreen)
  })

  it('gives a role without entries an empty navigation', async () =>
    expect(await navigationOf(as.nobody)).toEqual([]))

  it('keeps an administrator’s changes when the server starts again', async () => {
    const [menus] = await t.db.select().from(menuItem).where(eq(menuItem.menuId, 'cms_menu'))
    const editorRole = (await roleIdByName(t.db, EDITOR)) as number
    await t.db
      .update(menuItem)
      .set({ title: 'Site menus' })
      .where(eq(menuItem.id, menus?.id as number))
    await t.db
      .delete(roleMenu)
      .where(and(eq(roleMenu.roleId, editorRole), eq(roleMenu.menuItemId, menus?.id as number)))
    const count = (await t.db.select().from(menuItem)).length

    await syncNavigation(t.db, resources)

    expect((await t.db.select().from(menuItem)).length).toBe(count)
    expect(screensOf(await navigationOf(as.editor))).not.toContain('cms_menu')
    expect((await navigationOf(as.admin))[0]?.children[0]?.title).toBe('Site menus')
  })

  it('adds a screen that a database lacks, for the built-in roles', async () => {
    await t.db.delete(menuItem).where(eq(menuItem.menuId, 'notice'))
    await syncNavigation(t.db, resources)
    expect(screensOf(await navigationOf(as.editor))).toContain('notice')
  })
})
