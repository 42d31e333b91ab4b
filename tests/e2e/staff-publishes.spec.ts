/**
 * Issue 11's "Done when", end to end: a staff member signs in to the back office and creates a
 * branch whose address is chosen division → district → thana; adds an event and a blog post as
 * drafts (absent from the public pages), then schedules both a little ahead (still absent, then
 * public once the moment comes, without anything else happening); a visitor comments on the post
 * from its public page; the staff member approves the comment in the moderation screen; and the
 * public pages show the event, the post and the comment. Every screen and page visited passes axe.
 *
 * The e2e server runs on the real clock, and the forms take minutes: the publication is set for
 * the next whole minute at least half a minute away, and the pages are polled until it comes.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import {
  backOfficePage,
  chooseAddress,
  type StaffSession,
  signInToBackOffice,
  staffSession,
} from './back-office.ts'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')
const unique = Date.now().toString(36)

let browser: Browser
let admin: Page
let staff: StaffSession
const errors: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await backOfficePage(browser)
  admin.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  admin.on('pageerror', (error) => errors.push(error.message))
  await signInToBackOffice(admin, base)
  staff = await staffSession(base, testAdmin.email, testAdmin.password)
})
afterAll(() => browser?.close())

/** axe on the back-office screen in view, and a screenshot of it. */
async function expectAccessible(name: string) {
  expect(await axeViolations(admin), name).toEqual([])
  await screenshot(admin, `staff-publishes-${name}`)
}

/** Opens a list from the navigation and its create form. */
async function create(menu: string) {
  await admin.getByRole('menuitem', { name: menu, exact: true }).click()
  await admin.getByRole('link', { name: 'Create' }).click()
}

/** Saves the form in view and waits for the list it returns to, showing the record. */
async function save(column: string, text: string) {
  await admin.getByRole('button', { name: 'Save' }).click()
  await admin.locator(`td.column-${column}`, { hasText: text }).first().waitFor()
}

/** A record's id, found by its title through the API the back office uses. */
async function idOf(resource: string, listKey: string, title: string): Promise<number> {
  const found = await staff.call<Record<string, { id: number; title: string }[]>>(
    'GET',
    `/${resource}/api/v1/${resource}/search/?searchKey=${encodeURIComponent(title)}`,
  )
  const [record] = (found.json[listKey] ?? []).filter((r) => r.title === title)
  if (!record) throw new Error(`${title} was not saved`)
  return record.id
}

/** What a visitor's request for `path` answers, as status and text. */
async function publicPage(path: string) {
  const response = await fetch(`${base}${path}`)
  return { status: response.status, text: await response.text() }
}

/** `at` as the organisation's wall clock, as the datetime inputs take it ("2026-11-21T09:30"). */
function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** Opens a record of the list in view by its title, sets it published at `publishAt`, and saves. */
async function schedule(menu: string, title: string, publishAt: string) {
  await admin.getByRole('menuitem', { name: menu, exact: true }).click()
  await admin.locator('td.column-title', { hasText: title }).click()
  await admin.waitForFunction(
    (expected) =>
      (document.querySelector('input[name="title"]') as HTMLInputElement | null)?.value === expected,
    title,
  )
  await admin.getByRole('combobox', { name: 'Status' }).click()
  await admin.getByRole('option', { name: 'Published', exact: true }).click()
  await admin.getByLabel('Publish at', { exact: true }).fill(publishAt)
  await save('title', title)
}

/** The browser logs every 4xx answer as a console error; expected: the 401 of me/ before sign-in. */
const unexpected = (list: string[]) => list.filter((e) => !/status of 401/.test(e))

describe('a staff member publishes, a visitor comments', () => {
  const branch = `Gazipur training centre ${unique}`
  const event = `Open day ${unique}`
  const post = `Our first graduates ${unique}`
  const visitor = `Reader ${unique}`

  it('creates a branch, schedules an event and a post, approves a comment; the site shows them', async () => {
    // A branch, its address chosen division → district → thana.
    await create('Branches')
    await admin.locator('input[name="name"]').fill(branch)
    await chooseAddress(admin, { division: 'Dhaka', district: 'Gazipur', thana: 'Kapasia' })
    await expectAccessible('branch-create')
    await save('name', branch)
    const row = admin.locator('tr', { has: admin.locator('td.column-name', { hasText: branch }) })
    await row.locator('td.column-city', { hasText: 'Gazipur' }).waitFor()
    await row.locator('td.column-thana', { hasText: 'Kapasia' }).waitFor()

    // An event and a post, as drafts: the public sees neither.
    await create('Events')
    await admin.locator('input[name="title"]').fill(event)
    await admin.getByLabel('Starts', { exact: true }).fill('2030-04-12T10:00')
    await admin.getByLabel('Venue', { exact: true }).fill('Gazipur training centre')
    await expectAccessible('event-create')
    await save('title', event)
    await create('Blog posts')
    await admin.locator('input[name="title"]').fill(post)
    await admin.locator('textarea[name="excerpt"]').fill('Twelve students passed the JLPT N4.')
    await save('title', post)
    const eventId = await idOf('event', 'events', event)
    const postId = await idOf('blog_post', 'blog_posts', post)
    expect((await publicPage('/event')).text).not.toContain(event)
    expect((await publicPage(`/event-single/${eventId}`)).status).toBe(404)
    expect((await publicPage('/blog')).text).not.toContain(post)
    expect((await publicPage(`/blog-single/${postId}`)).status).toBe(404)

    // Both scheduled for the next whole minute at least half a minute away: not public yet.
    const { json: schema } = await staff.call<{ timeZone: string }>('GET', '/api/v1/admin/schema')
    const due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000)
    await schedule('Events', event, wallClock(due, schema.timeZone))
    await schedule('Blog posts', post, wallClock(due, schema.timeZone))
    await expectAccessible('blog-posts')
    expect(Date.now(), 'the forms took longer than the publication was ahead').toBeLessThan(due.getTime())
    expect((await publicPage('/blog')).text).not.toContain(post)
    expect((await publicPage(`/event-single/${eventId}`)).status).toBe(404)
    // Then public once the moment comes: nothing changed in between, so the cached pages expire by themselves.
    const wait = { timeout: due.getTime() - Date.now() + 30_000, interval: 1000 }
    await expect.poll(async () => (await publicPage('/blog')).text, wait).toContain(post)
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
    expect((await publicPage('/event')).text).toContain(event)

    // A visitor comments on the post from its page: held for moderation.
    const site = await openPage(browser, 1440)
    await visit(site.page, `${base}/blog-single/${postId}`)
    const form = site.page.getByRole('region', { name: 'Post Comments' })
    await form.getByRole('textbox', { name: 'Comment', exact: true }).fill('Congratulations to all twelve!')
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor)
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('reader@example.com')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await form.getByRole('status').getByText('awaiting moderation').waitFor()
    expect(await axeViolations(site.page)).toEqual([])
    await visit(site.page, `${base}/blog-single/${postId}`)
    expect(await site.page.getByRole('heading', { name: visitor }).count()).toBe(0)

    // The staff member approves it in the moderation screen.
    await admin.getByRole('menuitem', { name: 'Blog comments', exact: true }).click()
    await admin.locator('td.column-name', { hasText: visitor }).waitFor()
    await expectAccessible('blog-comments')
    await admin.locator('td.column-name', { hasText: visitor }).click()
    await admin.getByRole('combobox', { name: 'Status' }).click()
    await admin.getByRole('option', { name: 'Approved', exact: true }).click()
    await expectAccessible('blog-comment-edit')
    await save('name', visitor)

    // The public pages show the event, the post and the approved comment.
    const pages: [path: string, text: string][] = [
      ['/event', event],
      [`/event-single/${eventId}`, event],
      ['/blog', post],
      [`/blog-single/${postId}`, visitor],
    ]
    for (const [path, text] of pages) {
      await visit(site.page, `${base}${path}`)
      await site.page.getByText(text).first().waitFor()
      expect(await axeViolations(site.page), path).toEqual([])
    }
    const comment = site.page.locator('.comment', { has: site.page.getByRole('heading', { name: visitor }) })
    expect(await comment.locator('p').textContent()).toBe('Congratulations to all twelve!')
    await screenshot(site.page, 'staff-publishes-comment-shown-1440')
    expect(site.errors).toEqual([])
    await site.close()
    expect(unexpected(errors)).toEqual([])

    // Back to drafts: later specs count the demo's posts and events on the shared server.
    for (const [resource, id] of [
      ['blog_post', postId],
      ['event', eventId],
    ] as const) {
      const unpublished = await staff.call('PATCH', `/${resource}/api/v1/${resource}/update/${id}`, {
        status: 'draft',
      })
      expect(unpublished.status).toBe(200)
    }
  }, 240_000)
})
