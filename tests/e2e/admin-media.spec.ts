/**
 * The editor's image picker and files in use (issue 12 items 7 and 8) in a real browser: the
 * library searched and paged by the server, an image uploaded from inside the picker, alt text
 * required (or "decorative") before inserting; then deleting that image, which the block now
 * shows, refused with the place named, and "Used in" on the image's dialog and the Images list.
 * Works on a menu and images of its own, removed at the end; axe on the picker and the screens.
 */
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backOfficePage, signInToBackOffice } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now()
const menuName = `Picker test ${stamp}`
const BLOCK = 'Story'
const IMAGES = '/cms_menu_content_image/api/v1/cms_menu_content_image/'
const BLOCKS = '/cms_menu_content/api/v1/cms_menu_content/'

let browser: Browser
let page: Page
let menuId = 0
let blockId = 0

/** A call to the API from the signed-in page, with its cookie and CSRF token. */
function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': sessionStorage.getItem('kizuna:csrf') ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: response.status === 204 ? null : await response.json() }
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>
}

const png = async (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer()

/** Uploads an image to the test menu through the page (multipart, as the back office sends it). */
async function uploadThroughApi(name: string, bytes: Buffer) {
  const status = await page.evaluate(
    async ({ url, menu, name, bytes }) => {
      const form = new FormData()
      form.append('cms_menu', String(menu))
      form.append('head', 'Library')
      form.append('image', new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-csrf-token': sessionStorage.getItem('kizuna:csrf') ?? '' },
        body: form,
      })
      return response.status
    },
    { url: `${IMAGES}create/`, menu: menuId, name, bytes: [...bytes] },
  )
  expect(status).toBe(201)
}

const ownImages = async () =>
  (
    await api<{ content_images: { id: number; image: string; alt: string | null; head: string }[] }>(
      'GET',
      `${IMAGES}all/?cms_menu=${menuId}&size=100`,
    )
  ).json.content_images

beforeAll(async () => {
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  await signInToBackOffice(page, base)
  const menu = await api<{ id: number }>('POST', '/cms_menu/api/v1/cms_menu/create/', {
    name: menuName,
    template: 'generic',
    is_published: false,
  })
  expect(menu.status).toBe(201)
  menuId = menu.json.id
  const block = await api<{ id: number }>('POST', `${BLOCKS}create/`, {
    cms_menu: menuId,
    name: BLOCK,
    value: '<p>Our story.</p>',
  })
  blockId = block.json.id
  // 14 images named after this run: a search for it fills one page of 12 and a second of 2.
  const bytes = await png({ r: 20, g: 90, b: 160 })
  for (let i = 1; i <= 14; i++) await uploadThroughApi(`shelf-${stamp}-${i}.png`, bytes)
})

afterAll(async () => {
  if (page && menuId) {
    await api('PATCH', `${BLOCKS}update/${blockId}`, { value: '' })
    await api('DELETE', `${BLOCKS}delete/${blockId}`)
    for (const image of await ownImages()) await api('DELETE', `${IMAGES}delete/${image.id}`)
    await api('DELETE', `/cms_menu/api/v1/cms_menu/delete/${menuId}`)
  }
  await browser?.close()
})

describe('the editor’s image picker', () => {
  it('searches and pages the library on the server, uploads, and asks for alt text', async () => {
    await page.goto(`${base}/admin/pages/${menuId}`)
    await page.getByRole('button', { name: `Edit text of ${BLOCK}` }).click()
    await page.getByRole('textbox', { name: `Text of ${BLOCK}` }).click()
    await page.keyboard.press('Control+End')
    await page.getByRole('button', { name: 'Image from the library' }).click()
    const picker = page.getByRole('dialog', { name: 'Insert an image from the library' })

    await picker.getByLabel('Search by file name, head or alt text').fill(`shelf-${stamp}`)
    await picker.getByText('Page 1 of 2 (14 images)').waitFor()
    const choices = picker.locator('button[aria-pressed]')
    await expect.poll(() => choices.count()).toBe(12)
    await picker.getByRole('button', { name: 'Next page' }).click()
    await picker.getByText('Page 2 of 2 (14 images)').waitFor()
    await expect.poll(() => choices.count()).toBe(2)
    expect(await axeViolations(page)).toEqual([])

    // Uploaded from here, to the page and block being edited; then it is the image chosen.
    await picker.getByLabel('Image to upload to the library').setInputFiles({
      name: `picked-${stamp}.png`,
      mimeType: 'image/png',
      buffer: await png({ r: 200, g: 20, b: 20 }),
    })
    await picker.getByText(new RegExp(`^picked-${stamp}-[0-9a-f]{8}\\.png$`)).waitFor()
    await picker.getByRole('button', { name: 'Insert image' }).click()
    await picker.getByText('Describe what the image shows, or mark it as decorative.').waitFor()
    await screenshot(page, 'admin-image-picker')
    await picker.getByLabel('Alternative text').fill('A red square on the workshop wall')
    await picker.getByRole('button', { name: 'Insert image' }).click()
    await picker.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: `Save ${BLOCK}` }).click()
    await page.getByText(`"${BLOCK}" saved.`).waitFor()

    const uploaded = (await ownImages()).find((i) => i.image.includes(`picked-${stamp}`))
    expect(uploaded?.head).toBe(BLOCK)
    const block = await api<{ value: string }>('GET', `${BLOCKS}${blockId}`)
    expect(block.json.value).toContain(`src="${uploaded?.image}"`)
    expect(block.json.value).toMatch(/<img[^>]+alt="A red square on the workshop wall"/)
    // The library image keeps the description for the next page that uses it.
    await expect
      .poll(async () => (await ownImages()).find((i) => i.id === uploaded?.id)?.alt)
      .toBe('A red square on the workshop wall')
    await page.getByRole('button', { name: 'Close editor' }).click()
  })
})

describe('a file in use', () => {
  it('is not deleted: the refusal names the block that shows it, as "Used in" does', async () => {
    await page.goto(`${base}/admin/pages/${menuId}`)
    const place = `Page ${menuName}: rich text block '${BLOCK}'`
    const label = '1 of Story (A red square on the workshop wall)'
    await page.getByRole('button', { name: `Edit image ${label}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('region', { name: 'Used in' }).getByText(place).waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: `Delete image ${label}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText(new RegExp(`The image was not deleted: .*is still used in ${place}`)).waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect((await ownImages()).some((i) => i.alt === 'A red square on the workshop wall')).toBe(true)

    await page.goto(`${base}/admin/cms_menu_content_image`)
    await page.getByPlaceholder('Search file names, heads and alt texts').fill('red square on the workshop')
    const row = page.locator('tr', { hasText: 'A red square on the workshop wall' })
    await row.getByText(place).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})
