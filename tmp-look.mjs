import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:4999'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } })
const page = await ctx.newPage()
page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()))
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
await page.goto(`${base}/admin/login`)
await page.getByLabel('Email').fill('a@b.test')
await page.locator('input[name="password"]').fill('averylongpassword1')
await page.getByRole('button', { name: 'Sign in' }).click()
await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
for (const [name, path] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto(`${base}/admin/${path}`)
  await page.waitForTimeout(3000)
  await page.screenshot({ path: `/tmp/cat-shots/${name}.png`, fullPage: true })
  console.log(name, await page.evaluate(() => document.documentElement.scrollWidth))
}
await browser.close()
