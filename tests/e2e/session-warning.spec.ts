/**
 * The back office warns before the session ends (issue 12, item 2). The shared server's clock
 * cannot move, so the browser's does: Playwright's clock moves the page's time to four minutes
 * before the idle end the server announced (SESSION_IDLE_MINUTES, default 120), where the warning
 * must show, name the minutes left and offer to stay signed in, which asks the server again.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backOfficePage, signInToBackOffice } from './back-office.ts'
import { axeViolations, launchBrowser } from './browser.ts'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the warning before the session ends', () => {
  it.each([390, 1280])(
    'shows at %i px with the minutes left, and Stay signed in asks the server',
    async (width) => {
      const page = await backOfficePage(browser, width)
      await page.clock.install()
      const announced = page.waitForResponse((answer) => Boolean(answer.headers()['x-session-expires-at']))
      await signInToBackOffice(page, base)
      const expiresAt = Date.parse((await announced).headers()['x-session-expires-at'] ?? '')
      expect(expiresAt).toBeGreaterThan(Date.now())

      const dialog = page.getByRole('dialog', { name: 'Your session is ending' })
      expect(await dialog.count()).toBe(0)
      // Four minutes before the end the server announced: the page's own timers run up to there.
      await page.clock.fastForward(expiresAt - 4 * 60_000 - (await page.evaluate(() => Date.now())))
      await dialog.waitFor()
      expect(await dialog.textContent()).toMatch(/in 4 minutes/)
      expect(await axeViolations(page)).toEqual([])

      const asked = page.waitForResponse((answer) => answer.url().includes('/user/api/v1/user/me/'))
      await dialog.getByRole('button', { name: 'Stay signed in' }).click()
      expect((await asked).status()).toBe(200)
      await page.context().close()
    },
  )
})
