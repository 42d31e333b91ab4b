/**
 * The chart of accounts screen (issue 13): the demo organisation's chart as a tree with balances
 * in Bangladeshi grouping, opened and walked from the keyboard, with no axe violations.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backOfficePage, signInToBackOffice } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('chart of accounts', () => {
  it('shows the demo chart with balances and expands from the keyboard', async () => {
    const page = await backOfficePage(browser)
    await signInToBackOffice(page, base)
    await page.goto(`${base}/admin/ledger_account`)
    const tree = page.getByRole('treegrid', { name: 'Chart of accounts' })
    await tree.waitFor()
    // The primary groups open at first: Assets shows Current Assets with a debit balance.
    const assets = tree.getByRole('row', { name: /^Collapse Assets/ })
    await expect.poll(() => assets.textContent()).toMatch(/Dr$/)
    const current = tree.getByRole('row', { name: /Current Assets/ })
    await current.focus()
    await page.keyboard.press('ArrowRight')
    const bankGroup = tree.getByRole('row', { name: /Bank Accounts/ })
    await bankGroup.waitFor()
    // Bank Accounts is Current Assets' first subgroup.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    const bank = tree.getByRole('row', { name: /Dutch-Bangla Bank A\/C/ })
    await bank.waitFor()
    // Bangladeshi grouping: lakhs before thousands (x,xx,xxx.xx).
    expect(await bank.textContent()).toMatch(/\d{1,2},\d{2},\d{3}\.\d{2} Dr$/)
    await page.keyboard.press('ArrowLeft')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-chart')
    await page.close()
  })
})
