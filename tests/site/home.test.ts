/**
 * The home page, company details, the CMS content templates and site search, rendered through
 * inject() on the demo database: content in the first HTML, the page data's shape, statuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MenuTemplate } from '../../common/menu-templates.ts'
import { cmsMenu, cmsMenuContent } from '../../server/modules/cms/tables.ts'
import { COMPANY_EXCERPT_LENGTH } from '../../server/site/pages/home.ts'
import { excerpt } from '../../server/site/pages/search.ts'
import { cutText } from '../../server/site/summary.ts'
import type { PageData } from '../../web/page-data.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

type Menu = { id: number; name: string; children: Menu[] }
const menu = async (name: string) => {
  const menus = (await t.app.inject('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).json()
    .menus as Menu[]
  return menus.flatMap((m) => [m, ...m.children]).find((m) => m.name === name) as Menu
}
const pathOf = (m: Menu) => `/${encodeURIComponent(m.name.toLowerCase())}/${m.id}`
const pageData = async (path: string) =>
  (await t.app.inject(`/__page-data?path=${encodeURIComponent(path)}`)).json() as PageData
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

/** A menu made directly in the database, with the given template and blocks. */
async function makeMenu(name: string, template: MenuTemplate, blocks: Record<string, string> = {}) {
  const [row] = await t.db
    .insert(cmsMenu)
    .values({ name, slug: `test-${name.toLowerCase().replace(/\W+/g, '-')}`, template })
    .returning()
  if (!row) throw new Error('menu not created')
  const entries = Object.entries(blocks)
  if (entries.length > 0)
    await t.db
      .insert(cmsMenuContent)
      .values(entries.map(([key, value], position) => ({ cmsMenuId: row.id, name: key, value, position })))
  // Written straight to the database: the page cache hears of it by NOTIFY, a moment later on PostgreSQL.
  t.app.responseCache.invalidate()
  return { id: row.id, name, children: [] } satisfies Menu
}

describe('home', () => {
  it('renders the slides, the first image as the LCP image and the others lazy', async () => {
    const html = (await t.app.inject('/')).body
    expect(count(html, /class="hero__slide( is-active)?"/g)).toBe(3)
    expect(html).toContain('Learn Japanese in Dhaka, <strong>work with confidence in Japan</strong>')
    const images = html.match(/<img[^>]*class="hero__image"[^>]*>/g) ?? []
    expect(images).toHaveLength(3)
    expect(images[0]).toContain('fetchPriority="high"')
    expect(images[0]).toContain('loading="eager"')
    expect(images.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true)
    // Slides after the first are hidden from everyone until they are shown.
    expect(count(html, /aria-hidden="true" inert=""/g)).toBe(2)
    // The slide's button and 'Meet Our Trainees' open its menu page: the link is stored unencoded,
    // as the original client routes it, and printed with its spaces encoded.
    expect(html).toMatch(/href="\/japan%20&amp;%20korean%20language%20center\/\d+">Explore courses</)
    expect(html).toContain('Meet Our Trainees')
  })

  it('shows the companies with cut plain text and links to /company/{n}/{key}', async () => {
    const html = (await t.app.inject('/')).body
    const links = html.match(/href="\/company\/\d+\/[^"]+"/g) ?? []
    expect(links).toEqual([
      'href="/company/1/Meghsetu%20Japanese%20%26%20Korean%20Language%20Academy"',
      'href="/company/2/Western%20T%20Welding%20Works%20%26%20Training%20Institute"',
      'href="/company/3/Meghsetu%20HR%20%26%20Visa%20Services"',
      'href="/company/4/Meghsetu%20Foundation"',
    ])
    expect(html).toContain('<h2>Our Companies</h2>')
    expect(count(html, />see more<span class="visually-hidden"> about /g)).toBe(4)

    const { body } = await pageData('/')
    if (body.kind !== 'home') throw new Error(body.kind)
    for (const card of body.companies.cards) {
      expect(card.excerpt.length).toBeLessThanOrEqual(COMPANY_EXCERPT_LENGTH)
      expect(card.excerpt).not.toMatch(/[<>]/)
      expect(card.image?.src).toMatch(/^\/media\//)
    }
    expect(body.companies.cards[0]?.excerpt).toMatch(/^Our language academy in Sector 6, Uttara .*…$/)
  })

  it('maps the Home keys to sections, and takes the service cards from the Service menu', async () => {
    const { body } = await pageData('/')
    if (body.kind !== 'home') throw new Error(body.kind)
    expect(body.about?.html).toContain('Welcome to Meghsetu Group')
    expect(body.services.intro?.key).toBe('Our Services')
    expect(body.services.cards.map((c) => c.key)).toHaveLength(6)
    expect(body.services.href).toBe(`/service/${(await menu('Service')).id}`)
    expect(body.featured.images).toHaveLength(8)
    expect(body.partners.images).toHaveLength(6)
    expect(body.companies.cards.map((c) => c.key)).not.toContain('Title')
    expect(body.bands.map((b) => b.key)).toEqual([
      'Welcome Message',
      'Why Bangladesh',
      'Our Mission',
      'A Journey from Dhaka to Tokyo',
    ])
    for (const band of body.bands) expect(band.images[0]?.src, band.key).toMatch(/^\/media\//)
  })

  it('shows the welcome bands after the about band, each once, and none of them as a company', async () => {
    const html = (await t.app.inject('/')).body
    const order = [
      'Welcome to Meghsetu Group',
      'aria-label="Welcome Message"',
      'aria-label="Why Bangladesh"',
      'aria-label="Our Mission"',
      'aria-label="A Journey from Dhaka to Tokyo"',
      'aria-label="Our Services"',
    ].map((text) => html.indexOf(text))
    expect(order.every((i) => i > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(count(html, /aria-label="Welcome Message"/g)).toBe(1)
    expect(html).not.toContain('href="/company/5/')
  })

  it('renders the carousels, and /home/{id} of a menu without any of the keys still renders', async () => {
    const html = (await t.app.inject('/')).body
    for (const label of ['Services', 'Companies', 'Featured work', 'Partners'])
      expect(html).toContain(`aria-roledescription="carousel" aria-label="${label}"`)
    expect(html).toContain('<dialog class="promo"')
    expect(html).not.toMatch(/<dialog[^>]* open/)

    const empty = await makeMenu('Empty Home', 'home')
    const response = await t.app.inject(`/home/${empty.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('class="hero"')
    expect(response.body).not.toContain('aria-label="Companies"')
  })

  it('gives the promo image its size, so the popup does not shift when the picture arrives', async () => {
    const body = (await t.app.inject('/')).body
    expect(body).toMatch(
      /<img src="\/media\/siteSettings\/popup\/[^"]+" alt="[^"]+" width="1000" height="700" class="promo__image"/,
    )
  })

  it('cuts text at a word and marks the cut', () => {
    expect(cutText('short', 300)).toBe('short')
    const cut = cutText('word '.repeat(100), 300)
    expect(cut.length).toBeLessThanOrEqual(300)
    expect(cut).toMatch(/word…$/)
  })
})

describe('company details', () => {
  it('shows the Home block of that key with its image, and 404 for an unknown one', async () => {
    const response = await t.app.inject('/company/3/Meghsetu%20HR%20%26%20Visa%20Services')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>Company Details</h1>')
    expect(response.body).toContain('<h2>Meghsetu HR &amp; Visa Services</h2>')
    expect(response.body).toContain('government-licensed recruiting agency (RL-1187)')
    expect(response.body).toMatch(/<img[^>]*company-hr-visa-passport-desk/)
    expect((await t.app.inject('/company/1/Unknown')).statusCode).toBe(404)
    expect((await t.app.inject('/company/1')).statusCode).toBe(404)
  })
})

describe('content templates', () => {
  it('about: banner, Who We Are, Our Vision and the management team', async () => {
    const html = (await t.app.inject(pathOf(await menu('About')))).body
    expect(html).toContain('<h1>About Us</h1>')
    const order = [
      'About Meghsetu Group',
      '<h2>Who We Are</h2>',
      '<h2>Our Vision</h2>',
      'id="team-heading"',
      'class="rich-text team-intro"',
      'class="card team-card"',
    ].map((text) => html.indexOf(text))
    expect(order.every((i) => i > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // 'Meet the Team' introduces the team once, under its heading (the page data holds it too).
    expect(count(html.slice(0, html.indexOf('id="page-data"')), /began as learners here/g)).toBe(1)
    expect(html).toContain('band--framed')
    expect(count(html, /class="card team-card"/g)).toBe(10)
  })

  it('service: the Our Services block heads a carousel of every other block', async () => {
    const html = (await t.app.inject(pathOf(await menu('Service')))).body
    expect(html).toContain('<h1>Our Services</h1>')
    expect(html).toContain('<h2>Our Services</h2>')
    const carousel = html.slice(html.indexOf('aria-label="Services"'))
    expect(count(carousel, /aria-roledescription="slide"/g)).toBe(6)
    expect(count(carousel, /class="block-card"/g)).toBe(6)
  })

  it('clients, mission, performance, message: their keys in their places', async () => {
    const clients = (await t.app.inject(pathOf(await menu('Clients')))).body
    expect(clients).toContain('<h1>Our Clients</h1>')
    expect(count(clients, /<li class="card">/g)).toBe(4)

    const mission = (await t.app.inject(pathOf(await menu('Mission')))).body
    expect(mission).toContain('class="band__inner card-pair"')
    expect(mission.indexOf('<h2>Our Mission</h2>')).toBeLessThan(mission.indexOf('<h2>Our Vision</h2>'))

    const performance = (await t.app.inject(pathOf(await menu('Performance')))).body
    expect(performance).toContain('<h1>Our Performance</h1>')
    expect(performance).toContain('band__inner--wide')

    const message = (await t.app.inject(pathOf(await menu('Message')))).body
    expect(message).toContain('<h1>Important Message for You</h1>')
  })

  it('language center and training institute: bands, a heading block over three columns', async () => {
    const center = (await t.app.inject(pathOf(await menu('Japan & Korean Language Center')))).body
    const columns = center.slice(center.indexOf('aria-label="HR Services"'))
    expect(columns).toContain('<h3>HR Services</h3>')
    expect(count(columns.slice(0, columns.indexOf('aria-label="In figures"')), /class="block-card"/g)).toBe(3)

    const institute = (await t.app.inject(pathOf(await menu('Western T Training Institute')))).body
    expect(institute).toContain('<h1>Western T Training Institute</h1>')
    const skills = institute.slice(institute.indexOf('aria-label="Skill Training Program"'))
    for (const process of ['Manual Metal Arc', 'Metal Inert Gas', 'Tungsten Inert Gas'])
      expect(skills).toContain(process)
    // The block the layout has no place for still shows, before the figures.
    expect(institute.indexOf('Portfolio Showcase')).toBeLessThan(institute.indexOf('Happy Clients'))
  })

  it('performance shows its other keys as cards, three a row', async () => {
    const m = await makeMenu('Results Cards', 'performance', {
      Performance: '<h2>Results</h2>',
      'Pass rates': '<h3>Pass rates</h3><p>Most pass.</p>',
      Retention: '<h3>Retention</h3><p>Most stay.</p>',
    })
    const html = (await t.app.inject(pathOf(m))).body
    expect(html).toContain('class="band__inner card-row"')
    expect(count(html, /class="block-card"/g)).toBe(2)
  })

  it.each<MenuTemplate>([
    'about',
    'service',
    'clients',
    'mission',
    'performance',
    'message',
    'language-center',
    'training-institute',
    'generic',
  ])('%s renders with every key missing, and with one unknown key', async (template) => {
    const empty = await makeMenu(`Empty ${template}`, template)
    const response = await t.app.inject(pathOf(empty))
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>')
    const odd = await makeMenu(`Odd ${template}`, template, {
      'Something Else': '<p>An unexpected block.</p>',
    })
    const body = (await t.app.inject(pathOf(odd))).body
    expect(body).toContain('An unexpected block.')
  })

  it('generic: the images of a head no block has show together, in a grid', async () => {
    const html = (await t.app.inject(pathOf(await menu('Success Stories')))).body
    const grid = html.slice(html.indexOf('class="band__inner gallery-grid band__images"'))
    expect(count(grid.slice(0, grid.indexOf('</ul>')), /<li>/g)).toBe(3)
  })

  it('puts the Home menu Title image behind the banners', async () => {
    const html = (await t.app.inject(pathOf(await menu('Clients')))).body
    expect(html).toMatch(
      /class="title-banner has-image" style="--title-image:url\(&quot;\/media\/[^"]*home-title-banner/,
    )
  })
})

describe('search', () => {
  it('finds a phrase of a page, case-insensitively, with the match in an excerpt', async () => {
    const response = await t.app.inject('/search?q=BRIDGE%20OF%20CLOUDS')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>Search</h1>')
    expect(response.body).toContain('value="BRIDGE OF CLOUDS"')
    expect(response.body).toMatch(/<a href="\/">Home<\/a>/)
    expect(response.body).toContain('<mark>bridge of clouds</mark>')
  })

  it('finds notice and circular titles, text with entities, and menus by name', async () => {
    const { body } = await pageData('/search?q=mock test schedule')
    if (body.kind !== 'search') throw new Error(body.kind)
    expect(body.results).toContainEqual(
      expect.objectContaining({
        title: 'EPS-TOPIK Mock Test Schedule for June 2026',
        type: 'Notice',
        href: expect.stringMatching(/^\/pdfShow\/notice\/\d+$/),
      }),
    )
    const amp = await pageData('/search?q=HR %26 Visa Services')
    if (amp.body.kind !== 'search') throw new Error(amp.body.kind)
    expect(amp.body.results.map((r) => r.title)).toContain('Home')
    const named = await pageData('/search?q=gallery')
    if (named.body.kind !== 'search') throw new Error(named.body.kind)
    expect(named.body.results.map((r) => r.title)).toContain('Gallery')
  })

  it('takes the words literally: LIKE wildcards and quotes match only themselves', async () => {
    for (const q of ['_', "x' OR '1'='1", '%%__', '\\']) {
      const response = await t.app.inject(`/search?q=${encodeURIComponent(q)}`)
      expect(response.statusCode, q).toBe(200)
      expect(response.body, q).toContain('Nothing found for')
    }
    // Only the performance figures have a per cent sign.
    const { body } = await pageData('/search?q=%25')
    if (body.kind !== 'search') throw new Error(body.kind)
    expect(body.results.map((r) => r.title)).toEqual(['Performance'])
  })

  it('shows the form only without a query, and a message with 400 for a query over 200 characters', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      const response = await t.app.inject(path)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('id="search-page-q"')
      expect(response.body).not.toContain('search-results')
    }
    const long = await t.app.inject(`/search?q=${'a'.repeat(201)}`)
    expect(long.statusCode).toBe(400)
    expect(long.body).toContain('Please search for at most 200 characters: yours had 201.')
    expect(long.body).toContain('aria-invalid="true" aria-describedby="search-error"')
    expect((await pageData(`/search?q=${'a'.repeat(201)}`)).status).toBe(400)
  })

  it('cuts an excerpt around the match at word boundaries', () => {
    const text = `${'before '.repeat(30)}the match here${' after'.repeat(40)}`
    const found = excerpt(text, /match/i)
    expect(found?.match).toBe('match')
    expect(found?.before.startsWith('…before')).toBe(true)
    expect(found?.after.endsWith('after…')).toBe(true)
    expect(excerpt('nothing', /match/i)).toBeNull()
  })
})
