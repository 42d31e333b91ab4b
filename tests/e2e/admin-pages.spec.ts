/**
 * The page screen of one menu in a real browser: blocks written in the rich-text editor, images
 * uploaded several at once with a progress bar each and reordered, the published page showing
 * them; a refused file's error on that file; the warning before renaming a key the template
 * reads; axe at desktop and tablet widths.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { menuPath } from '../../common/menu-path.ts'
import { backOfficePage, signInToBackOffice } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now()
// Not "Gallery …": the no-script test follows the demo's Gallery link by its name.
const menuName = `Workshop photos ${stamp}`

let browser: Browser
let page: Page
let menuId = 0
const errors: string[] = []

/** A call to the API from the signed-in page: its cookie and its CSRF token, as the back office sends them. */
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
      return { status: response.status, json: await response.json() }
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>
}

const png = (name: string, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }))

beforeAll(async () => {
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signInToBackOffice(page, base)
  const created = await api<{ id: number }>('POST', '/cms_menu/api/v1/cms_menu/create/', {
    name: menuName,
    template: 'gallery',
    is_published: false,
  })
  expect(created.status).toBe(201)
  menuId = created.json.id
})
afterAll(() => browser?.close())

/** Writes the open block's text with the toolbar: bold, a list, a link and a table. */
async function writeRichText(key: string, words: string) {
  const editor = page.getByRole('textbox', { name: `Text of ${key}` })
  // A toolbar button gives the focus back to the text a moment after its click: keys pressed before
  // that would go to the button (Enter pressing Bold again), as no person types that fast.
  const clickThenType = async (button: Locator) => {
    await button.click()
    await expect.poll(() => editor.evaluate((text) => text.contains(document.activeElement))).toBe(true)
  }
  await editor.click()
  await page.keyboard.type(`${words} `)
  const bold = page.getByRole('button', { name: 'Bold', exact: true })
  await clickThenType(bold)
  expect(await bold.getAttribute('aria-pressed')).toBe('true')
  await page.keyboard.type('in bold')
  await clickThenType(bold)
  await page.keyboard.press('Enter')
  await clickThenType(page.getByRole('button', { name: 'Bullet list' }))
  await page.keyboard.type('first point')
  await page.keyboard.press('Enter')
  await page.keyboard.type('second point')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Link', exact: true }).click()
  await page.getByLabel('Link address').fill('https://example.org/courses')
  await clickThenType(page.getByRole('button', { name: 'Apply link' }))
  await page.keyboard.press('Enter')
  await clickThenType(page.getByRole('button', { name: 'Insert table' }))
  await page.keyboard.type('Course')
  await page.getByRole('button', { name: 'Add row' }).click()
  await page.getByRole('button', { name: `Save ${key}` }).click()
  await page.getByText(`"${key}" saved.`).waitFor()
}

describe('the page screen of a menu', () => {
  it('shows the menu with its template and a preview link, and passes axe', async () => {
    await page.goto(`${base}/admin/pages/${menuId}`)
    await page.getByRole('heading', { name: menuName, level: 1 }).waitFor()
    await page.getByText('Template: Gallery').waitFor()
    const link = page.getByRole('link', { name: /View on site/ })
    expect(await link.getAttribute('href')).toBe(`${menuPath(menuName, menuId)}?preview=1`)
    expect(await axeViolations(page)).toEqual([])
  })

  it('adds two blocks written with bold, a list, a link and a table', async () => {
    for (const [key, words] of [
      ['Intro', 'Welcome to our workshop.'],
      ['Details', 'Classes run every week.'],
    ] as const) {
      await page.getByLabel('New block key').fill(key)
      await page.getByRole('button', { name: 'Add block' }).click()
      await page.getByRole('heading', { name: key, level: 3 }).waitFor()
      await writeRichText(key, words)
      await page.getByRole('button', { name: 'Close editor' }).click()
    }
    const blocks = await api<{ menu_items: { name: string; value: string }[] }>(
      'GET',
      `/cms_menu_content/api/v1/cms_menu_content/all/?cms_menu=${menuId}&ordering=position`,
    )
    expect(blocks.json.menu_items.map((b) => b.name)).toEqual(['Intro', 'Details'])
    for (const { value } of blocks.json.menu_items) {
      expect(value).toContain('<strong>in bold</strong>')
      expect(value).toMatch(/<ul>.*first point.*second point.*<\/ul>/s)
      expect(value).toContain('href="https://example.org/courses"')
      expect(value).toMatch(/<table.*Course.*<\/table>/s)
    }
  })

  it('uploads three dropped images at once, each with its progress bar', async () => {
    const files = await Promise.all([
      png('red.png', { r: 200, g: 30, b: 30 }),
      png('green.png', { r: 30, g: 160, b: 60 }),
      png('blue.png', { r: 30, g: 60, b: 200 }),
    ])
    const dataTransfer = await page.evaluateHandle(
      (list) => {
        const transfer = new DataTransfer()
        for (const file of list)
          transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: 'image/png' }))
        return transfer
      },
      files.map((f) => ({ name: f.name, bytes: [...f.buffer] })),
    )
    await page.getByTestId('image-drop-zone').dispatchEvent('drop', { dataTransfer })
    for (const file of files) {
      const bar = page.getByRole('progressbar', { name: `Upload of ${file.name}` })
      await bar.waitFor()
      await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100')
    }
    const gallery = page.getByRole('region', { name: 'Images of Gallery' })
    await expect.poll(() => gallery.locator('img').count()).toBe(3)
  })

  it('moves an image down with its button', async () => {
    const order = async () =>
      (
        await api<{ content_images: { id: number }[] }>(
          'GET',
          `/cms_menu_content_image/api/v1/cms_menu_content_image/all/?cms_menu=${menuId}&ordering=position`,
        )
      ).json.content_images.map((i) => i.id)
    const [first, second, third] = await order()
    await page.getByRole('button', { name: /^Move image 1 of Gallery .* down$/ }).click()
    await page.getByText('Image order saved.').waitFor()
    expect(await order()).toEqual([second, first, third])
  })

  it('shows both blocks and the three-image gallery on the published page', async () => {
    expect(
      (await api('PATCH', `/cms_menu/api/v1/cms_menu/update/${menuId}`, { is_published: true })).status,
    ).toBe(200)
    const site = await browser.newPage()
    try {
      await site.goto(`${base}${menuPath(menuName, menuId)}`)
      await site.getByText('Welcome to our workshop.').waitFor()
      await site.getByText('Classes run every week.').waitFor()
      expect(await site.locator('.gallery-grid li img').count()).toBe(3)
    } finally {
      await site.close()
    }
  })

  it('shows a wrong file type and an oversize file their error on that file; the others upload', async () => {
    const fine = await png('yellow.png', { r: 230, g: 200, b: 20 })
    const disguised = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some words\n') }
    // A PNG signature then 11 MB: over the 10 MB the test server accepts.
    const huge = {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([fine.buffer, Buffer.alloc(11 * 1024 * 1024)]),
    }
    await page.getByText('up to 10 MB each').waitFor()
    await page.getByLabel('Images to upload').setInputFiles([disguised, huge, fine])
    const upload = (name: string) => page.locator(`li[data-upload="${name}"]`)
    await upload('notes.png')
      .getByRole('alert')
      .getByText(/"notes.png" is not an image/)
      .waitFor()
    await upload('huge.png')
      .getByRole('alert')
      .getByText(/larger than 10 MB/)
      .waitFor()
    await upload('yellow.png').getByText('uploaded').waitFor()
    expect(await upload('yellow.png').getByRole('alert').count()).toBe(0)
    const gallery = page.getByRole('region', { name: 'Images of Gallery' })
    await expect.poll(() => gallery.locator('img').count()).toBe(4)
    await screenshot(page, 'admin-page-screen')
  })

  it('warns before renaming a block the template reads', async () => {
    const about = await api<{ id: number }>('POST', '/cms_menu/api/v1/cms_menu/create/', {
      name: `About ${stamp}`,
      template: 'about',
    })
    await api('POST', '/cms_menu_content/api/v1/cms_menu_content/create/', {
      cms_menu: about.json.id,
      name: 'About',
      value: '<p>Who we are.</p>',
    })
    await page.goto(`${base}/admin/pages/${about.json.id}`)
    await page.getByRole('button', { name: 'Rename About' }).click()
    await page.getByLabel('New key').fill('About Us')
    await page
      .getByText(
        `The site's About template reads "About": after renaming, the page will stop showing this block`,
      )
      .waitFor()
    await page.getByText("Images whose head is the block's key are renamed with it.").waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
  })

  it('lists blocks and images across menus, each row leading to its page', async () => {
    await page.getByRole('menuitem', { name: 'Page content' }).click()
    await page.getByPlaceholder('Search keys and text').fill('Classes run every week')
    const row = page.locator('tr', { hasText: menuName })
    await expect.poll(() => row.count()).toBe(1)
    await page.getByRole('menuitem', { name: 'Images' }).click()
    await page.getByPlaceholder('Search file names, heads and alt texts').fill('Gallery')
    await page.getByRole('link', { name: menuName }).first().click()
    await page.getByRole('heading', { name: menuName, level: 1 }).waitFor()
    expect(page.url()).toMatch(new RegExp(`/admin/pages/${menuId}$`))
  })

  it('inserts a library image and an allowed video, refuses other hosts, and edits the HTML source', async () => {
    await page.goto(`${base}/admin/pages/${menuId}`)
    await page.getByRole('button', { name: 'Edit text of Details' }).click()
    const editor = page.getByRole('textbox', { name: 'Text of Details' })
    await editor.click()
    await page.keyboard.press('Control+End')

    await page.getByRole('button', { name: 'Embed a map or video' }).click()
    const embed = page.getByRole('dialog')
    await embed.getByLabel('Embed address').fill('https://videos.example.net/watch/1')
    await embed.getByLabel('What it shows').fill('Our welding bay')
    await embed.getByRole('button', { name: 'Insert embed' }).click()
    await embed.getByText(/videos\.example\.net cannot be embedded/).waitFor()
    await embed.getByLabel('Embed address').fill('https://www.youtube-nocookie.com/embed/kizuna01')
    await embed.getByRole('button', { name: 'Insert embed' }).click()
    await embed.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Image from the library' }).click()
    const picker = page.getByRole('dialog', { name: 'Insert an image from the library' })
    await picker.locator('button[aria-pressed]').first().click()
    await picker.getByLabel('Alternative text').fill('A weld in progress')
    await picker.getByRole('button', { name: 'Insert image' }).click()
    await picker.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'HTML source' }).click()
    const source = page.locator('textarea[aria-labelledby]').first()
    expect(await source.inputValue()).toContain('youtube-nocookie.com/embed/kizuna01')
    await source.press('Control+End')
    await source.pressSequentially('<p>Written as HTML.</p>')
    await page.getByRole('button', { name: 'HTML source' }).click()
    await page.getByRole('button', { name: 'Save Details' }).click()
    await page.getByText('"Details" saved.').waitFor()

    const blocks = await api<{ menu_items: { name: string; value: string }[] }>(
      'GET',
      `/cms_menu_content/api/v1/cms_menu_content/all/?cms_menu=${menuId}&ordering=position`,
    )
    const details = blocks.json.menu_items.find((b) => b.name === 'Details')?.value ?? ''
    expect(details).toMatch(/<iframe[^>]+src="https:\/\/www\.youtube-nocookie\.com\/embed\/kizuna01"/)
    expect(details).toMatch(/<img[^>]+alt="A weld in progress"/)
    expect(details).toContain('<p>Written as HTML.</p>')
    await page.getByRole('button', { name: 'Close editor' }).click()
  })

  it('replaces an image’s file, keeping its place', async () => {
    const images = async () =>
      (
        await api<{ content_images: { id: number; image: string }[] }>(
          'GET',
          `/cms_menu_content_image/api/v1/cms_menu_content_image/all/?cms_menu=${menuId}&ordering=position`,
        )
      ).json.content_images
    const [first] = await images()
    await page
      .getByRole('button', { name: /^Edit image / })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(await png('orange.png', { r: 240, g: 140, b: 20 }))
    await dialog.getByText('New file: orange.png').waitFor()
    await dialog.getByRole('button', { name: 'Save image' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(async () => (await images())[0]?.image).toMatch(/orange.*\.png$/)
    expect((await images())[0]?.id).toBe(first?.id)
  })

  it('passes axe at tablet width too', async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1000 } })
    try {
      const tablet = await context.newPage()
      await signInToBackOffice(tablet, base)
      await tablet.goto(`${base}/admin/pages/${menuId}`)
      await tablet.getByRole('region', { name: 'Images of Gallery' }).waitFor()
      await tablet.getByRole('button', { name: 'Edit text of Intro' }).click()
      await tablet.getByRole('textbox', { name: 'Text of Intro' }).waitFor()
      expect(await axeViolations(tablet)).toEqual([])
      await screenshot(tablet, 'admin-page-screen-tablet')
    } finally {
      await context.close()
    }
    // The browser logs every 4xx answer as a console error; expected here: the 401 of me/ before
    // sign-in and the refused uploads (400, 413).
    expect(errors.filter((e) => !/status of 4(00|01|13)/.test(e))).toEqual([])
  })
})
