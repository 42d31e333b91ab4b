/** The lists of blocks and images filtered to one menu (?cms_menu=), as the back office's page screen reads them. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsMenu } from '../../server/modules/cms/tables.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const menuId = async (name: string) =>
  (await t.db.select().from(cmsMenu).where(eq(cmsMenu.name, name)))[0]?.id as number
const get = async (url: string) => {
  const response = await t.app.inject(url)
  return { status: response.statusCode, body: response.json() }
}

describe('?cms_menu= on the lists of blocks and images', () => {
  it("lists one menu's blocks only, in the asked order", async () => {
    const about = await menuId('About')
    const { status, body } = await get(
      `/cms_menu_content/api/v1/cms_menu_content/all/?cms_menu=${about}&ordering=position&size=100`,
    )
    expect(status).toBe(200)
    expect(body.menu_items.length).toBeGreaterThan(0)
    expect(body.total_elements).toBe(body.menu_items.length)
    for (const item of body.menu_items) expect(item.cms_menu).toMatchObject({ id: about })
    const positions = body.menu_items.map((i: { position: number }) => i.position)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it("lists one menu's images only", async () => {
    const home = await menuId('Home')
    const { body } = await get(`/cms_menu_content_image/api/v1/cms_menu_content_image/all/?cms_menu=${home}`)
    expect(body.content_images.length).toBeGreaterThan(0)
    for (const image of body.content_images) expect(image.cms_menu).toMatchObject({ id: home })
  })

  it('applies the menu filter to a search too', async () => {
    const about = await menuId('About')
    const everywhere = await get('/cms_menu_content/api/v1/cms_menu_content/search/?searchKey=a&size=100')
    const inAbout = await get(
      `/cms_menu_content/api/v1/cms_menu_content/search/?searchKey=a&size=100&cms_menu=${about}`,
    )
    expect(inAbout.body.total_elements).toBeGreaterThan(0)
    expect(inAbout.body.total_elements).toBeLessThan(everywhere.body.total_elements)
    for (const item of inAbout.body.menu_items) expect(item.cms_menu).toMatchObject({ id: about })
  })

  it('refuses a menu filter that is not an id', async () => {
    const { status, body } = await get('/cms_menu_content/api/v1/cms_menu_content/all/?cms_menu=about')
    expect(status).toBe(400)
    expect(body.detail).toBe('cms_menu must be a menu id (a whole number).')
  })
})
