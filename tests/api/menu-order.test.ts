/** Moving menus in the tree and reordering a menu's blocks and images, as a tree editor does. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsMenu } from '../../server/modules/cms/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

type Nested = { id: number; name: string; children: Nested[] }
const tree = async (): Promise<Nested[]> =>
  (await t.app.inject('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).json().menus
const menuId = async (name: string) =>
  (await t.db.select().from(cmsMenu).where(eq(cmsMenu.name, name)))[0]?.id as number
const put = (url: string, payload: unknown, headers = as.editor) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers })

describe('move a menu', () => {
  it('moves a menu under another parent at a place, renumbering both sibling lists', async () => {
    const mission = await menuId('Mission')
    const service = await menuId('Service')
    const response = await put(`/cms_menu/api/v1/cms_menu/move/${mission}`, { parent: service, position: 0 })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: mission, parent: service, position: 1 })
    const menus = await tree()
    expect(menus.find((m) => m.name === 'Service')?.children.map((c) => c.name)).toEqual(['Mission'])
    expect(menus.find((m) => m.name === 'About')?.children.map((c) => c.name)).not.toContain('Mission')
  })

  it('reorders top-level menus in one call', async () => {
    const contact = await menuId('Contact')
    await put(`/cms_menu/api/v1/cms_menu/move/${contact}`, { parent: null, position: 1 })
    expect((await tree()).slice(0, 3).map((m) => m.name)).toEqual(['Home', 'Contact', 'About'])
  })

  it('refuses a loop, an unknown parent and a missing permission', async () => {
    const about = await menuId('About')
    const message = await menuId('Message')
    expect(
      (await put(`/cms_menu/api/v1/cms_menu/move/${about}`, { parent: message, position: 0 })).json(),
    ).toEqual({
      parent: ['A menu cannot be moved under itself or one of its sub-menus.'],
    })
    expect(
      (await put(`/cms_menu/api/v1/cms_menu/move/${about}`, { parent: 999999, position: 0 })).statusCode,
    ).toBe(400)
    expect(
      (await put(`/cms_menu/api/v1/cms_menu/move/${about}`, { parent: null, position: 0 }, as.nobody))
        .statusCode,
    ).toBe(403)
    expect((await put(`/cms_menu/api/v1/cms_menu/move/${about}`, { position: 'first' })).statusCode).toBe(400)
  })
})

describe('reorder blocks and images', () => {
  it('puts a menu’s blocks in the given order, shown at once by the public endpoint', async () => {
    const contact = await menuId('Contact')
    const blocks = (
      await t.app.inject('/cms_menu_content/api/v1/cms_menu_content/without_pagination/all/')
    ).json().menu_items
    const ids = blocks
      .filter((b: { cms_menu: { id: number } }) => b.cms_menu.id === contact)
      .map((b: { id: number }) => b.id)
    const reversed = [...ids].reverse()
    const response = await put('/cms_menu_content/api/v1/cms_menu_content/reorder/', {
      cms_menu: contact,
      ids: reversed,
    })
    expect(response.statusCode).toBe(200)
    const names = Object.keys(
      (
        await t.app.inject(`/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${contact}`)
      ).json().menu_contents,
    )
    expect(names).toEqual(['Map', 'Call Now', 'Email Us', 'Address'])
    const partial = await put('/cms_menu_content/api/v1/cms_menu_content/reorder/', {
      cms_menu: contact,
      ids: reversed.slice(1),
    })
    expect(partial.json().ids[0]).toMatch(/^Send every one of the menu's 4/)
  })

  it('reorders a menu’s images', async () => {
    const gallery = await menuId('Gallery')
    const images = (
      await t.app.inject(
        `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/${gallery}`,
      )
    ).json().content_images
    const ids = images.map((i: { id: number }) => i.id)
    const before = (
      await t.app.inject(
        `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${gallery}`,
      )
    ).json().content_images.Gallery
    await put('/cms_menu_content_image/api/v1/cms_menu_content_image/reorder/', {
      cms_menu: gallery,
      ids: [...ids].reverse(),
    })
    const after = (
      await t.app.inject(
        `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${gallery}`,
      )
    ).json().content_images.Gallery
    expect(after).toEqual([...before].reverse())
  })
})
