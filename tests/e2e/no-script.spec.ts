/** With JavaScript off, a phone can still read every kind of page and navigate by the menu. */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.ts'

const base = inject('baseUrl')
const noticeCount = async () =>
  ((await (await fetch(`${base}/notice/api/v1/notice/all/without_pagination/`)).json()).notices as unknown[])
    .length
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('with JavaScript off', () => {
  it('shows the menu on a phone and navigates by plain links', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto(base)
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.isVisible()).toBe(true)
    expect(await page.locator('.menu-toggle').isVisible()).toBe(false)
    await nav.getByRole('link', { name: 'Gallery' }).click()
    await page.waitForURL(/\/gallery\/\d+$/)
    expect(await page.locator('.gallery-grid img').count()).toBeGreaterThan(3)
    await page.goto(`${base}/notice/`)
    // As many rows as notices: other browser tests on this server may have added one.
    expect(await page.locator('tbody tr').count()).toBe(await noticeCount())
    await page
      .getByRole('link', { name: /^Show / })
      .first()
      .click()
    await page.waitForURL(/\/pdfShow\/notice\/\d+$/)
    expect(await page.locator('h1').textContent()).toBeTruthy()
    await context.close()
  })
})
