/**
 * The back office in browser tests: a page of its own browser context signed in through the form,
 * and a staff member's session from the test process for setting up what a test needs (a role, a
 * user) through the same API the back office uses: cookie session plus CSRF header.
 */
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

/** A page with its own cookies. axe is injected as an inline script, which the back office's CSP refuses (as it should). */
export async function backOfficePage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true })
  return context.newPage()
}

/** Signs in through the sign-in form and waits for the dashboard. */
export async function signInToBackOffice(
  page: Page,
  base: string,
  email = testAdmin.email,
  password = testAdmin.password,
): Promise<void> {
  await page.goto(`${base}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
}

/** A browser of the spec's own and a page in it signed in (as the test administrator by default). */
export async function openSignedInPage(
  base: string,
  email = testAdmin.email,
  password = testAdmin.password,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser()
  const page = await backOfficePage(browser)
  await signInToBackOffice(page, base, email, password)
  return { browser, page }
}

/**
 * The errors the page logs from now on (console errors and uncaught exceptions), which a test
 * expects to stay empty. Start after signing in: the sign-in page's own look for a session is a
 * 401 the browser logs.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * A screen checked at the desktop's and the tablet's width (1280 and 820 px): axe finds nothing and
 * the page never scrolls sideways; a screenshot of each, named `{name}-{width}`.
 */
export async function checkLayout(page: Page, name: string): Promise<void> {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBe(
      width,
    )
    await screenshot(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/**
 * Ends the page's session on the server, as signing out elsewhere or an expiry would: the browser
 * keeps its cookie, which no longer opens anything.
 */
export async function endSessionOnServer(page: Page, base: string): Promise<void> {
  const cookies = await page.context().cookies(base)
  const csrf = cookies.find((c) => c.name === 'kizuna_csrf')?.value
  const answer = await fetch(`${base}/user/api/v1/user/logout/`, {
    method: 'POST',
    headers: {
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
    },
  })
  if (!answer.ok) throw new Error(`ending the session failed: ${answer.status} ${await answer.text()}`)
}

export interface StaffSession {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }>
}

export async function staffSession(base: string, email: string, password: string): Promise<StaffSession> {
  const response = await fetch(`${base}/user/api/v1/user/session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`)
  const { csrf_token: csrf } = (await response.json()) as { csrf_token: string }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return {
    async call(method, path, body) {
      const answer = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie,
          'x-csrf-token': csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await answer.text()
      return { status: answer.status, json: (text ? JSON.parse(text) : null) as never }
    },
  }
}

/** Creates an active staff user with a built-in role through the API; the answer's status. */
export async function createStaffUser(
  admin: StaffSession,
  person: { email: string; role: string; password: string },
): Promise<number> {
  const roles = await admin.call<{ roles: { id: number; name: string }[] }>(
    'GET',
    `/role/api/v1/role/search/?searchKey=${person.role}`,
  )
  const created = await admin.call('POST', '/user/api/v1/user/create/', {
    email: person.email,
    first_name: person.role,
    password: person.password,
    role: roles.json.roles.find((r) => r.name === person.role)?.id,
    is_active: true,
  })
  return created.status
}

/** A place in Bangladesh, as the address forms choose it. */
export interface Place {
  division: string
  district: string
  thana: string
}

/**
 * Chooses an address's division, then its district, then its thana, each typed into its
 * autocomplete and picked from the choices the one before it allows. Each waits until its input
 * is enabled, which it is once the one before has a value.
 */
export async function chooseAddress(page: Page, place: Place): Promise<void> {
  const steps: [label: string, name: string][] = [
    ['Division', place.division],
    ['District', place.district],
    ['Thana', place.thana],
  ]
  for (const [label, name] of steps) {
    await page.getByLabel(label, { exact: true }).fill(name)
    await page.getByRole('option', { name, exact: true }).click()
  }
}
