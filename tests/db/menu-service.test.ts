import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../server/http/api-error.ts'
import { deleteMenu } from '../../server/modules/cms/menu-service.ts'
import { cmsMenu, cmsMenuContent } from '../../server/modules/cms/tables.ts'
import { createTestDatabase } from '../support/test-database.ts'

let t: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(() => t?.drop())

const menuNamed = async (name: string) => {
  const [row] = await t.database.db.select().from(cmsMenu).where(eq(cmsMenu.name, name))
  if (!row) throw new Error(`no menu ${name}`)
  return row
}

describe('deleteMenu', () => {
  it('refuses a menu with sub-menus and content, naming what is left', async () => {
    const about = await menuNamed('About')
    const attempt = deleteMenu(t.database.db, about.id)
    await expect(attempt).rejects.toBeInstanceOf(ApiError)
    await expect(deleteMenu(t.database.db, about.id)).rejects.toMatchObject({
      statusCode: 409,
      detail: expect.stringMatching(
        /^Menu "About" still has \d+ sub-menus, \d+ content blocks?, \d+ images?\. Move or delete/,
      ),
    })
    expect(await menuNamed('About')).toBeTruthy()
  })

  it('refuses a menu with only content', async () => {
    const [menu] = await t.database.db
      .insert(cmsMenu)
      .values({ name: 'Draft', slug: 'draft-del' })
      .returning()
    if (!menu) throw new Error('insert failed')
    await t.database.db
      .insert(cmsMenuContent)
      .values({ cmsMenuId: menu.id, name: 'Intro', value: '<p>x</p>' })
    await expect(deleteMenu(t.database.db, menu.id)).rejects.toMatchObject({
      statusCode: 409,
      detail: 'Menu "Draft" still has 1 content block. Move or delete them first, then delete the menu.',
    })
  })

  it('deletes an empty menu and answers 404 for one that does not exist', async () => {
    const [menu] = await t.database.db.insert(cmsMenu).values({ name: 'Temp', slug: 'temp-del' }).returning()
    if (!menu) throw new Error('insert failed')
    await deleteMenu(t.database.db, menu.id)
    expect(await t.database.db.select().from(cmsMenu).where(eq(cmsMenu.id, menu.id))).toEqual([])
    await expect(deleteMenu(t.database.db, menu.id)).rejects.toMatchObject({ statusCode: 404 })
  })

  it('is backed by the database: a direct delete of a parent menu fails', async () => {
    const about = await menuNamed('About')
    await expect(t.database.db.delete(cmsMenu).where(eq(cmsMenu.id, about.id))).rejects.toThrow()
  })
})
