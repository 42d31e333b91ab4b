/**
 * Issue 12 items 19 and 20 in a real browser, at a phone's and a desktop's width: the gallery
 * lightbox as a modal (focus kept in, page scroll locked, closed by a click beside the image), the
 * hero fading its images only, carousel controls on one line, the logo legible on the dark header
 * and footer, the companies carousel's autoplay and speed, and the image heights of spec §9.
 */
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, openPage, visit } from './browser.ts'

const base = inject('baseUrl')
const WIDTHS = [390, 1440]

interface Menu {
  id: number
  name: string
  children: Menu[]
}
const menus = ((await (await fetch(`${base}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`)).json())
  .menus ?? []) as Menu[]
const menuNamed = (name: string) =>
  menus.flatMap((m) => [m, ...m.children]).find((m) => m.name === name) as Menu

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('gallery lightbox', () => {
  const inDialog = (page: Page) =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))

  it.each(WIDTHS)(
    'at %i px keeps focus inside, locks the page scroll and closes on a click beside the image',
    async (width) => {
      const { page, errors, close } = await openPage(browser, width)
      await visit(page, `${base}/gallery/${menuNamed('Gallery').id}`)
      await page.locator('.gallery-grid a').nth(1).scrollIntoViewIfNeeded()
      await page.locator('.gallery-grid a').nth(1).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()

      // Tab and Shift+Tab go round the dialog's buttons and never leave it.
      const seen = new Set<string>()
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab')
        expect(await inDialog(page)).toBe(true)
        seen.add(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      }
      expect([...seen].sort()).toEqual(['Close', 'Next image', 'Previous image'])
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+Tab')
        expect(await inDialog(page)).toBe(true)
      }

      // The page behind does not scroll.
      const before = await page.evaluate(() => window.scrollY)
      await page.mouse.move(width / 2, 300)
      await page.mouse.wheel(0, 800)
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => window.scrollY)).toBe(before)
      expect(await axeViolations(page)).toEqual([])

      // A click on the backdrop closes it, gives focus back to the thumbnail and the scroll back.
      await page.mouse.click(5, 5)
      await dialog.waitFor({ state: 'detached' })
      expect(
        await page.evaluate(() => document.activeElement === document.querySelectorAll('.gallery-grid a')[1]),
      ).toBe(true)
      await page.mouse.wheel(0, 400)
      await page.waitForFunction((y) => window.scrollY > y, before)

      // A click on the image itself does not close it; Escape does.
      await page.locator('.gallery-grid a').nth(1).click()
      await page.locator('.lightbox__image').click()
      expect(await dialog.isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(errors).toEqual([])
      await close()
    },
  )
})

describe('hero', () => {
  it.each(WIDTHS)("at %i px fades the images only: never two slides' text at once", async (width) => {
    const { page, errors, close } = await openPage(browser, width)
    await visit(page, base)
    // Sampled on every frame of the change from slide 1 to slide 2.
    const samples = await page.evaluate(async () => {
      const seen = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const style = getComputedStyle(e)
          if (style.visibility !== 'visible' || Number(style.opacity) < 0.01 || style.display === 'none')
            return false
        }
        return true
      }
      ;(document.querySelector('.hero__arrow--next') as HTMLButtonElement).click()
      const frames: { texts: number; fading: boolean }[] = []
      const end = performance.now() + 900
      while (performance.now() < end) {
        await new Promise(requestAnimationFrame)
        frames.push({
          texts: Array.from(document.querySelectorAll('.hero__text')).filter(seen).length,
          fading: Array.from(document.querySelectorAll('.hero__image')).some((img) => {
            const opacity = Number(getComputedStyle(img).opacity)
            return opacity > 0.05 && opacity < 0.95
          }),
        })
      }
      return frames
    })
    expect(Math.max(...samples.map((s) => s.texts))).toBe(1)
    // It is still a fade: the images are seen half way.
    expect(samples.some((s) => s.fading)).toBe(true)
    expect(await page.locator('.hero__slide.is-active').getAttribute('aria-label')).toBe('2 of 3')
    expect(errors).toEqual([])
    await close()
  })
})

describe('carousel controls', () => {
  it.each(WIDTHS)('at %i px sit on one line, even with many slides', async (width) => {
    // Four more services than the demo's, removed afterwards.
    const staff = await staffSession(base, testAdmin.email, testAdmin.password)
    const created: number[] = []
    for (let i = 1; i <= 4; i++) {
      const answer = await staff.call<{ id: number }>(
        'POST',
        '/cms_menu_content/api/v1/cms_menu_content/create/',
        {
          cms_menu: menuNamed('Service').id,
          name: `Polish service ${Date.now()}-${i}`,
          value: `<h3>Extra service ${i}</h3><p>One more card.</p>`,
        },
      )
      expect(answer.status).toBe(201)
      created.push(answer.json.id)
    }
    try {
      const { page, errors, close } = await openPage(browser, width)
      await visit(page, base)
      const rows = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.carousel__controls, .hero__controls'), (controls) => {
          // Every button (and the count) centred on the same line: dots wrapping in their own row too.
          const tops = Array.from(controls.querySelectorAll('button, .carousel__count'), (child) => {
            const box = child.getBoundingClientRect()
            return Math.round(box.top + box.height / 2)
          })
          return { tops: new Set(tops).size, fits: controls.scrollWidth <= controls.clientWidth }
        }),
      )
      expect(rows.length).toBeGreaterThanOrEqual(4)
      for (const row of rows) expect(row).toEqual({ tops: 1, fits: true })
      // Where the dots would not fit, the position is told in words.
      if (width === 390)
        expect(await page.locator('.service-carousel .carousel__count').textContent()).toMatch(/^1 \/ \d+$/)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    } finally {
      for (const id of created)
        await staff.call('DELETE', `/cms_menu_content/api/v1/cms_menu_content/delete/${id}`)
    }
  })
})

/** WCAG's contrast ratio of two relative luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
const luminance = (r: number, g: number, b: number) => {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/**
 * The contrast of a logo as drawn: its darkest ink (the darkest twentieth of its pixels) against
 * what it is drawn on (the commonest colour of the box's edge).
 */
async function logoContrast(page: Page, selector: string) {
  const logo = page.locator(selector).first()
  await logo.scrollIntoViewIfNeeded()
  const { data, info } = await sharp(await logo.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => {
    const i = (y * info.width + x) * 3
    return [data[i], data[i + 1], data[i + 2]] as [number, number, number]
  }
  const edge = new Map<string, number>()
  for (let x = 0; x < info.width; x++)
    for (const y of [0, 1, info.height - 2, info.height - 1]) {
      const key = pixel(x, y).join(',')
      edge.set(key, (edge.get(key) ?? 0) + 1)
    }
  const ground = [...edge.entries()]
    .sort((a, b) => b[1] - a[1])[0]?.[0]
    .split(',')
    .map(Number) as number[]
  const lums: number[] = []
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) lums.push(luminance(...pixel(x, y)))
  lums.sort((a, b) => a - b)
  const ink = lums[Math.floor(lums.length / 20)] as number
  return contrast(luminance(ground[0] ?? 0, ground[1] ?? 0, ground[2] ?? 0), ink)
}

describe('logo', () => {
  it.each(WIDTHS)('at %i px stands out from the dark header and footer (3:1 at least)', async (width) => {
    const { page, close } = await openPage(browser, width)
    await visit(page, base)
    expect(await logoContrast(page, '.site-header .brand img')).toBeGreaterThanOrEqual(3)
    expect(await logoContrast(page, '.site-footer__grid > section:first-child img')).toBeGreaterThanOrEqual(3)
    await close()
  })
})

describe('companies carousel', () => {
  it('plays by itself, each move taking about a second (spec §9: 1000 ms)', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, base)
    const companies = page.locator('.company-carousel')
    await companies.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    expect(await companies.getByRole('button', { name: 'Pause Companies' }).isVisible()).toBe(true)
    const move = await page.evaluate(async () => {
      const track = document.querySelector('.company-carousel .carousel__track') as HTMLElement
      const deadline = performance.now() + 8000
      while (track.scrollLeft === 0 && performance.now() < deadline) await new Promise(requestAnimationFrame)
      const start = performance.now()
      let last = -1
      let still = 0
      // The move ends when the track has not moved for 10 frames.
      while (still < 10 && performance.now() < deadline + 3000) {
        await new Promise(requestAnimationFrame)
        still = track.scrollLeft === last ? still + 1 : 0
        last = track.scrollLeft
      }
      return { moved: last > 0, ms: performance.now() - start }
    })
    expect(move.moved).toBe(true)
    // The move's length, less the 10 still frames that ended it.
    expect(move.ms).toBeGreaterThan(850)
    expect(move.ms).toBeLessThan(1600)
    expect(errors).toEqual([])
    await close()
  })
})

describe('image heights (spec §9)', () => {
  const height = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().height))

  it.each([
    [390, { about: 400, band: 400, who: 400, vision: 400, message: 200 }],
    [900, { hero: 600, about: 600, band: 500, who: 600, vision: 500, message: 400 }],
    [1440, { hero: 600, about: 600, band: 500, who: 600, vision: 500, message: 400 }],
  ])('at %i px', async (width, expected) => {
    const { page, close } = await openPage(browser, width)
    await visit(page, base)
    const home = {
      // On a phone the slide is as tall as its text needs (the original's image kept its own height).
      ...(width < 600 ? {} : { hero: await height(page, '.hero__slide.is-active') }),
      about: await height(page, '.home-about .band__image img'),
      band: await height(page, 'main .band:not(.home-about) .band__image img'),
    }
    await visit(page, `${base}/about/${menuNamed('About').id}`)
    const about = {
      who: await height(page, '.band--framed .band__image img'),
      vision: await height(page, '.band--tint .band__image img'),
    }
    await visit(page, `${base}/message/${menuNamed('Message').id}`)
    const message = { message: await height(page, '.message__image') }
    expect({ ...home, ...about, ...message }).toEqual(expected)

    // The gallery: rows 500 px tall; one column of whole images on a phone.
    await visit(page, `${base}/gallery/${menuNamed('Gallery').id}`)
    const gallery = await page
      .locator('.gallery-grid img')
      .first()
      .evaluate((img) => {
        const image = img as HTMLImageElement
        const box = image.getBoundingClientRect()
        return {
          height: Math.round(box.height),
          natural: Math.round((box.width * image.naturalHeight) / image.naturalWidth),
        }
      })
    expect(Math.abs(gallery.height - (width < 600 ? gallery.natural : 500))).toBeLessThanOrEqual(1)
    await close()
  })
})
