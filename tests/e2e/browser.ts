/** Debian's Chromium through playwright-core (never a downloaded browser), plus axe-core. */
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { projectRoot } from '../../server/lib/paths.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // No request leaves the machine: every host but this one fails to resolve, so embeds such as
      // the contact page's map (www.google.com) stay empty.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  })
}

/** Goes to a URL and waits until the page is hydrated (its links and controls are live). */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}

/** As web/pages/home/PromoPopup.tsx marks the promo popup shown for this visit. */
export const PROMO_SHOWN_KEY = 'kizuna:promo-shown'

/** Marks the promo popup as already shown in this visit, so it does not open. */
export function keepPromoClosed(page: Page) {
  return page.addInitScript((key) => {
    // Init scripts run in every frame too, and a sandboxed one (the contact map) has no storage.
    if (window === window.top) window.sessionStorage.setItem(key, '1')
  }, PROMO_SHOWN_KEY)
}

/**
 * Opens a page that records console errors and failed requests to this server. The home page's
 * promo popup would cover what most tests look at: it stays closed unless `promo` is set.
 */
export async function openPage(browser: Browser, width: number, { promo = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  if (!promo) await keepPromoClosed(page)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors, close: () => context.close() }
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** axe-core's violations on the current page (WCAG 2.1 A and AA). */
export async function axeViolations(page: Page) {
  // Evaluated through the DevTools protocol, not as a <script>: the pages' CSP runs no inline script.
  await page.evaluate(readFileSync(axeSource, 'utf8'))
  // Let finite transitions end first (a notice fading in is measured half transparent, which fails
  // contrast by chance); endless animations, such as a spinner, are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations.map((v) => ({
      id: v.id,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
  })
}

/** A full-page screenshot in test-results/screens/, with the lazy images below the fold loaded too. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(projectRoot, 'test-results', 'screens')
  mkdirSync(dir, { recursive: true })
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'), (img) => {
          img.loading = 'eager'
          return img.decode().catch(() => {})
        }),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  )
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}
