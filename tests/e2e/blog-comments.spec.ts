/**
 * Blog comments in a real browser: the form's messages beside the fields, a comment sent and
 * answered as awaiting moderation, absent from the page until staff approve it through the API,
 * then shown with the count; axe-core on the page before and after.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')
const post = `${base}/blog-single/7`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Staff approve a comment as the back office's list does: find it by name, set its status. */
async function approve(name: string) {
  const login = await fetch(`${base}/user/api/v1/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(testAdmin),
  })
  const headers = { authorization: `Bearer ${(await login.json()).access}` }
  const api = `${base}/blog_comment/api/v1/blog_comment/`
  const pending = await (
    await fetch(`${api}search/?searchKey=${encodeURIComponent(name)}&status=pending`, { headers })
  ).json()
  expect(pending.blog_comments).toHaveLength(1)
  const changed = await fetch(`${api}update/${pending.blog_comments[0].id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'approved' }),
  })
  expect(changed.status).toBe(200)
}

describe('a blog comment', () => {
  it('is checked, sent, awaits moderation, and appears once approved', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, post)
    expect(await axeViolations(page)).toEqual([])
    const heading = page.locator('#comments-title')
    const before = Number.parseInt((await heading.textContent()) ?? '', 10)

    const region = page.getByRole('region', { name: 'Post Comments' })
    const comment = region.getByRole('textbox', { name: 'Comment', exact: true })
    const name = region.getByRole('textbox', { name: 'Name', exact: true })
    const email = region.getByRole('textbox', { name: 'Email', exact: true })
    await region.getByRole('button', { name: 'Post Comment' }).click()
    expect(await comment.evaluate((el) => el === document.activeElement)).toBe(true)
    for (const field of [comment, name, email]) expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await region.locator('.form-field__error').allTextContents()).toEqual([
      'Please write your comment',
      'Please enter your name',
      'Please enter your email',
    ])
    expect(await axeViolations(page)).toEqual([])

    const author = `Reader ${Date.now().toString(36)}`
    await comment.fill('Rashed’s story gave my brother the courage to apply. <b>Thank you!</b>')
    await name.fill(author)
    await email.fill('reader@example.com')
    await region.getByRole('button', { name: 'Post Comment' }).click()
    const sent = region.getByRole('status')
    await sent.getByText('awaiting moderation').waitFor()
    expect(await sent.textContent()).toContain(`Thank you, ${author}!`)
    await screenshot(page, 'blog-comment-awaiting-moderation-1440')
    expect(await axeViolations(page)).toEqual([])

    await visit(page, post)
    expect(await page.getByRole('heading', { name: author }).count()).toBe(0)
    expect(Number.parseInt((await heading.textContent()) ?? '', 10)).toBe(before)

    await approve(author)
    await visit(page, post)
    const shown = page.locator('.comment', { has: page.getByRole('heading', { name: author }) })
    await shown.waitFor()
    // Plain text: the markup shows as typed.
    expect(await shown.locator('p').textContent()).toBe(
      'Rashed’s story gave my brother the courage to apply. <b>Thank you!</b>',
    )
    expect(Number.parseInt((await heading.textContent()) ?? '', 10)).toBe(before + 1)
    await screenshot(page, 'blog-comment-approved-1440')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
