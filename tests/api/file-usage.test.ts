/**
 * Where files are used (issue 12 item 8) and the editor's picker's list (item 7): a record whose
 * file is used elsewhere (another record's file field, or its URL in rich text) is not deleted,
 * and the refusal names the places; GET /api/v1/admin/file-usage lists them for "Used in"; a file
 * replaced while rich text still shows it stays on disk; the library is searched by file name,
 * head and alt text, page by page; the demo's partner logos carry their companies' names.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsMenu, homepageSlider } from '../../server/modules/cms/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { multipart } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

const IMAGES = '/cms_menu_content_image/api/v1/cms_menu_content_image/'
const BLOCKS = '/cms_menu_content/api/v1/cms_menu_content/'
const USAGE = '/api/v1/admin/file-usage'

const onDisk = (url: string) => path.join(t.mediaDir, decodeURIComponent(url.replace(/^\/media\//, '')))

async function menuId(name: string): Promise<number> {
  const [menu] = await t.db.select({ id: cmsMenu.id }).from(cmsMenu).where(eq(cmsMenu.name, name))
  if (!menu) throw new Error(`no menu ${name}`)
  return menu.id
}

async function uploadImage(menu: number, head: string, fileName: string) {
  const content = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 40, b: 160 } },
  })
    .png()
    .toBuffer()
  const body = multipart([
    { name: 'cms_menu', value: String(menu) },
    { name: 'head', value: head },
    { name: 'image', file: { fileName, content, contentType: 'image/png' } },
  ])
  const response = await t.app.inject({
    method: 'POST',
    url: `${IMAGES}create/`,
    payload: body.payload,
    headers: { ...as.editor, ...body.headers },
  })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: number; image: string }
}

async function aboutBlock() {
  const response = await t.app.inject({
    url: `${BLOCKS}all/?cms_menu=${await menuId('About')}&size=100`,
    headers: as.editor,
  })
  const block = (response.json().menu_items as { id: number; name: string; value: string }[]).find(
    (b) => b.name === 'About',
  )
  if (!block) throw new Error('no About block')
  return block
}

const setBlock = (id: number, value: string) =>
  t.app.inject({ method: 'PATCH', url: `${BLOCKS}update/${id}`, headers: as.editor, payload: { value } })

describe('a file in use is not deleted', () => {
  it('refuses to delete an image the About page shows in its rich text, naming the place', async () => {
    const image = await uploadImage(await menuId('Gallery'), 'Gallery', 'campus-at-night.png')
    const block = await aboutBlock()
    const withImage = `${block.value}<p><img src="${image.image}" alt="The campus at night"></p>`
    expect((await setBlock(block.id, withImage)).statusCode).toBe(200)

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `${IMAGES}delete/${image.id}`,
      headers: as.editor,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toContain("Page About: rich text block 'About'")
    expect(refused.json().detail).toMatch(/campus-at-night-[0-9a-f]{8}\.png" is still used in/)
    expect(refused.json().used_in[0].places).toEqual([
      expect.objectContaining({ resource: 'cms_menu_content', id: block.id, field: 'value' }),
    ])
    expect((await t.app.inject({ url: `${IMAGES}${image.id}`, headers: as.editor })).statusCode).toBe(200)
    expect(existsSync(onDisk(image.image))).toBe(true)
    expect((await t.app.inject(image.image)).statusCode).toBe(200)

    // Once the page no longer shows it, the image goes, and its file with it.
    expect((await setBlock(block.id, block.value)).statusCode).toBe(200)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${IMAGES}delete/${image.id}`,
      headers: as.editor,
    })
    expect(deleted.statusCode).toBeLessThan(300)
    expect(existsSync(onDisk(image.image))).toBe(false)
  })

  it('refuses a bulk delete when one file is the home page slider’s too, naming the slide', async () => {
    const gallery = await menuId('Gallery')
    const shared = await uploadImage(gallery, 'Gallery', 'shared-slide.png')
    const alone = await uploadImage(gallery, 'Gallery', 'alone.png')
    const [slide] = await t.db
      .insert(homepageSlider)
      .values({ title: '<p>Open day in <b>Uttara</b></p>', image: shared.image.replace('/media/', '') })
      .returning()
    const refused = await t.app.inject({
      method: 'POST',
      url: `${IMAGES}delete_multiple/`,
      headers: as.editor,
      payload: { ids: [alone.id, shared.id] },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toContain('Home page slider: Open day in Uttara (Image)')
    // Nothing was deleted, not even the image nobody else uses.
    expect((await t.app.inject({ url: `${IMAGES}${alone.id}`, headers: as.editor })).statusCode).toBe(200)
    await t.db.delete(homepageSlider).where(eq(homepageSlider.id, slide?.id ?? 0))
  })

  it('keeps the old file of a replaced image while rich text still shows it', async () => {
    const image = await uploadImage(await menuId('Gallery'), 'Gallery', 'before.png')
    const block = await aboutBlock()
    await setBlock(block.id, `${block.value}<p><a href="${image.image}">Download</a></p>`)
    const content = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer()
    const body = multipart([
      { name: 'image', file: { fileName: 'after.png', content, contentType: 'image/png' } },
    ])
    const replaced = await t.app.inject({
      method: 'PATCH',
      url: `${IMAGES}update/${image.id}`,
      payload: body.payload,
      headers: { ...as.editor, ...body.headers },
    })
    expect(replaced.statusCode).toBe(200)
    expect(existsSync(onDisk(image.image))).toBe(true)
    await setBlock(block.id, block.value)
  })
})

describe('GET /api/v1/admin/file-usage', () => {
  it('lists the places of each file, by URL or stored path, for signed-in staff only', async () => {
    const image = await uploadImage(await menuId('Gallery'), 'Workshop', 'used-twice.png')
    const block = await aboutBlock()
    await setBlock(block.id, `${block.value}<img src="${image.image}" alt="">`)
    const url = `${USAGE}?file=${encodeURIComponent(image.image)}&file=${encodeURIComponent('company_logos/meghsetu-logo.png')}&file=${encodeURIComponent('cms/nobody-uses-this.png')}`
    expect((await t.app.inject(url)).statusCode).toBe(401)
    const response = await t.app.inject({ url, headers: as.editor })
    expect(response.statusCode).toBe(200)
    const [uploaded, logo, unused] = response.json().files
    expect(uploaded.places.map((p: { place: string }) => p.place)).toEqual([
      "Page About: rich text block 'About'",
      "Page Gallery: image 'Workshop'",
    ])
    expect(logo.path).toBe('company_logos/meghsetu-logo.png')
    expect(logo.places).toEqual([expect.objectContaining({ resource: 'general_setting', field: 'logo' })])
    expect(logo.places[0].place).toMatch(/^General settings: .+ \(Logo\)$/)
    expect(unused.places).toEqual([])
    await setBlock(block.id, block.value)
  })

  it('refuses a name outside the media folder', async () => {
    const response = await t.app.inject({ url: `${USAGE}?file=..%2Fsecret`, headers: as.editor })
    expect(response.statusCode).toBe(400)
  })
})

describe('the library the editor picks from', () => {
  it('finds images by file name, head or alt text, a page at a time', async () => {
    const search = async (text: string, page = 1, size = 10) => {
      const response = await t.app.inject({
        url: `${IMAGES}search/?searchKey=${encodeURIComponent(text)}&page=${page}&size=${size}&ordering=id`,
        headers: as.editor,
      })
      expect(response.statusCode).toBe(200)
      return response.json() as {
        total_elements: number
        content_images: { image: string; alt: string | null }[]
      }
    }
    const byFileName = await search('kumoji')
    expect(byFileName.content_images.map((i) => i.image)).toEqual([
      expect.stringContaining('partner-logo-kumoji-precision'),
    ])
    const byAlt = await search('Haneul Steel')
    expect(byAlt.content_images.map((i) => i.alt)).toEqual(['Haneul Steel & Marine'])

    const first = await search('partner-logo', 1, 4)
    const second = await search('partner-logo', 2, 4)
    expect(first.total_elements).toBe(6)
    expect(first.content_images).toHaveLength(4)
    expect(second.content_images).toHaveLength(2)
    const names = [...first.content_images, ...second.content_images].map((i) => i.image)
    expect(new Set(names).size).toBe(6)
  })

  it('gives the home page’s partner logos their companies’ names as alt text', async () => {
    const home = await t.app.inject('/')
    expect(home.body).toContain('alt="Kumoji Precision Works"')
    expect(home.body).not.toContain('alt="Partner"')
  })
})
