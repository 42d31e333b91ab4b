/**
 * The privacy notice: a CMS page (the menu with the privacy template, which staff edit) at
 * /privacy, linked from every page's footer and from every form that sends personal data.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsMenu } from '../../server/modules/cms/tables.ts'
import { createTestApp } from '../support/test-app.ts'
import { until } from '../support/until.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const PRIVACY_LINK = '<a href="/privacy">privacy notice</a>'

describe('privacy notice', () => {
  it('is the privacy menu’s page at /privacy, saying what each form keeps and who to ask', async () => {
    const page = await t.app.inject('/privacy')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h1>Privacy Notice</h1>')
    expect(page.body).toContain('<title>Privacy Notice | Meghsetu Group</title>')
    for (const section of [
      'The contact form',
      'Volunteer applications',
      'The newsletter',
      'Your rights and who to contact',
    ])
      expect(page.body).toContain(`<h3>${section}</h3>`)
  })

  it('shows what staff write in that menu, whatever its name', async () => {
    const [menu] = await t.db.select().from(cmsMenu).where(eq(cmsMenu.template, 'privacy'))
    expect(menu).toBeDefined()
    await t.db
      .update(cmsMenu)
      .set({ name: 'Your Data' })
      .where(eq(cmsMenu.id, menu?.id ?? 0))
    // Written straight to the table: the site hears of it by the change notification, a moment later.
    const renamedPage = `/your%20data/${menu?.id}`
    try {
      await until(async () => (await t.app.inject(renamedPage)).statusCode === 200)
      expect((await t.app.inject('/privacy')).statusCode).toBe(200)
      expect((await t.app.inject(renamedPage)).body).toContain('<h1>Privacy Notice</h1>')
    } finally {
      await t.db
        .update(cmsMenu)
        .set({ name: menu?.name ?? '' })
        .where(eq(cmsMenu.id, menu?.id ?? 0))
      await until(async () => (await t.app.inject(renamedPage)).statusCode === 301)
    }
  })

  it.each(['/', '/about/2', '/contact'])('%s: the footer links to it', async (path) => {
    const page = await t.app.inject(path)
    const footer = page.body.slice(page.body.indexOf('<footer'))
    expect(footer).toContain('<a href="/privacy">Privacy notice</a>')
  })

  it('is linked, with the line saying what sending means, from every form that sends personal data', async () => {
    const blog = await t.app.inject('/blog')
    const post = /href="(\/blog-single\/\d+)"/.exec(blog.body)?.[1]
    expect(post).toBeDefined()
    const forms: [path: string, action: string][] = [
      ['/contact', 'sending this form'],
      ['/volunteer', 'sending this form'],
      [post ?? '', 'sending this form'],
      ['/register', 'signing up'],
      ['/newsletter', 'signing up'],
    ]
    for (const [path, action] of forms) {
      const page = await t.app.inject(path)
      const main = page.body.slice(page.body.indexOf('<main'), page.body.indexOf('</main>'))
      expect(main, path).toContain(`By <!-- -->${action}<!-- --> you agree to our ${PRIVACY_LINK}`)
    }
  })
})
