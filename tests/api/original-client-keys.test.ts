/**
 * The demo content feeds every version of the original client (issue 11 §6): each component of
 * api-contract §2.4 finds the content keys it reads, on the menu it reads them from, through the
 * same public API the client calls; §2.5's image heads come as the string or list each component
 * expects; the contact map is in the original's form; slider links are written as the client
 * routes a menu. The tables below quote the spec; `menus` says where the demo keeps each row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_HOSTS } from '../../common/embed-hosts.ts'
import { isSafeLink } from '../../common/safe-link.ts'
import { signIn } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

type Nested = { id: number; name: string; parent: number | null; children: Nested[] }

/**
 * Where a component takes its menu id from: a menu it looks up by exact name among the top-level
 * menus (`data.menus.find(e => e.name === …)`), or the `:id` of the route it is on, which is the
 * id of whichever menu linked there (the demo menus listed).
 */
type MenuSource = { byName: string } | { route: string[] }

interface ComponentRow {
  component: string
  menus: MenuSource
  keys: string[]
}

/** api-contract §2.4, "Consumers (content keys each one reads)". */
const componentKeys: ComponentRow[] = [
  { component: 'AboutS2', menus: { route: ['About'] }, keys: ['Who We Are'] },
  { component: 'Vision', menus: { route: ['About'] }, keys: ['Our Vision'] },
  { component: 'OurEmployees', menus: { route: ['About', 'Our Management Team'] }, keys: ['Meet the Team'] },
  {
    component: 'WelcomeMessage',
    menus: { byName: 'Home' },
    keys: ['Welcome Message', 'Why Bangladesh', 'Our Mission'],
  },
  { component: 'OurJourney', menus: { byName: 'Home' }, keys: ['A Journey from Dhaka to Tokyo'] },
  { component: 'Service5', menus: { route: ['Service'] }, keys: ['Our Services'] },
  { component: 'OurCompanies', menus: { byName: 'Home' }, keys: ['Companies'] },
  // CompanyDetails reads the Home key named by the URL: see the companies test below.
  { component: 'Clients', menus: { route: ['Clients'] }, keys: [] },
  { component: 'PartnerSection', menus: { byName: 'Home' }, keys: ['Partner'] },
  { component: 'ProjectSection4', menus: { byName: 'Home' }, keys: ['Featured Work'] },
  {
    component: 'Mission',
    menus: { route: ['Mission', 'Compliance & Ethics'] },
    keys: ['Compliance & Ethics'],
  },
  {
    component: 'Contactpage',
    menus: { byName: 'Contact' },
    keys: ['Address', 'Email Us', 'Call Now', 'Map'],
  },
  {
    component: 'Performance',
    menus: { route: ['Performance'] },
    keys: [
      'Why Partner With Us',
      'Skill Training Program',
      'Our Placement & Monitoring System',
      'Strict Compliance',
      'Government Approved',
      'Skilled Candidates',
      'Pre-departure Orientation',
      'Post-department Support',
      'Reporting & Transparency',
    ],
  },
  {
    component: 'TrainingInstitute',
    menus: { route: ['Western T Training Institute'] },
    keys: [
      'Programs & Training',
      'About Training Institute',
      'Skill Training Program',
      'TITP/SSW',
      'Caregiving',
      'Construction',
      'Food Service',
    ],
  },
  {
    component: 'skilTraning',
    menus: { route: ['Western T Training Institute'] },
    keys: ['Skill Training Program', 'Manual Metal Arc', 'Tungsten Inert Gas', 'Metal Inert Gas'],
  },
  {
    component: 'JapanRecruitment',
    menus: { route: ['Japan & Korean Language Center'] },
    keys: [
      'Japan & Korean Language Center',
      'About Language Center',
      'HR Services',
      'SSW & Technical Internship (TITP) Support',
      'Visa Processing & Consultation',
      'Japanese Language & Cultural Training',
    ],
  },
  {
    component: 'LicensingInfo',
    menus: { route: ['Compliance & Ethics'] },
    keys: [
      'Licensing Information',
      'Government License',
      'Certifications',
      'Our Ethical Recruitment Standards',
      'Transparent Processes',
      'Candidate Rights',
      'Monitoring & Reporting Mechanisms',
      'Regular Reports',
      'Audits & Reviews',
      'Helpline for Trainees',
      'Multilingual Assistance',
      '24/7 Support',
    ],
  },
  {
    component: 'SuccessStories',
    menus: { route: ['Success Stories'] },
    keys: [
      'Success Stories',
      'Interviews & Short Documentaries',
      'Bangladeshi trainees working in Japan',
      'Messages from Japanese supervisors',
    ],
  },
  {
    component: 'Gallery',
    menus: { route: ['Gallery', 'Success Stories'] },
    keys: ['Success Stories Gallery'],
  },
  { component: 'EventSection', menus: { route: ['News & Events'] }, keys: ['News & Events'] },
  // The two single pages read the key named by the URL's :title: see their test below.
  { component: 'EventSinglePage', menus: { byName: 'News & Events' }, keys: [] },
  { component: 'EthicsSinglePage', menus: { byName: 'Compliance & Ethics' }, keys: [] },
  {
    component: 'TestimonialsfromAlumni',
    menus: { route: ['Western T Training Institute'] },
    keys: ['Testimonials from Alumni'],
  },
  { component: 'CollaborationModels', menus: { route: ['Performance'] }, keys: ['Collaboration Models'] },
  {
    component: 'JapaneseLanguagePreparation',
    menus: { route: ['Western T Training Institute'] },
    keys: ['Japanese Language Preparation'],
  },
  { component: 'MoUTemplates', menus: { route: ['Performance'] }, keys: ['MoU Templates'] },
  {
    component: 'EventSinglePage2/alltab',
    menus: { route: ['Message'] },
    keys: ['Managing Partner', 'Partner One', 'Partner Two'],
  },
]

interface ImageRow {
  component: string
  menus: MenuSource
  heads: string[]
  expects: 'string' | 'array'
}

/** api-contract §2.5: the heads each component reads, and whether it needs one image or a list. */
const imageHeads: ImageRow[] = [
  { component: 'AboutS2', menus: { route: ['About'] }, heads: ['Who We Are'], expects: 'string' },
  { component: 'Vision', menus: { route: ['About'] }, heads: ['Our Vision'], expects: 'string' },
  {
    component: 'WelcomeMessage',
    menus: { byName: 'Home' },
    heads: ['Welcome Message', 'Why Bangladesh', 'Our Mission'],
    expects: 'string',
  },
  {
    component: 'OurJourney',
    menus: { byName: 'Home' },
    heads: ['A Journey from Dhaka to Tokyo'],
    expects: 'string',
  },
  {
    component: 'TrainingInstitute',
    menus: { route: ['Western T Training Institute'] },
    heads: ['About Training Institute'],
    expects: 'string',
  },
  {
    component: 'skilTraning',
    menus: { route: ['Western T Training Institute'] },
    heads: ['Manual Metal Arc', 'Tungsten Inert Gas', 'Metal Inert Gas'],
    expects: 'string',
  },
  {
    component: 'JapanRecruitment',
    menus: { route: ['Japan & Korean Language Center'] },
    heads: ['About Language Center'],
    expects: 'string',
  },
  {
    component: 'SuccessStories',
    menus: { route: ['Success Stories'] },
    heads: ['Bangladeshi trainees working in Japan', 'Messages from Japanese supervisors'],
    expects: 'string',
  },
  {
    component: 'EventSinglePage2/alltab',
    menus: { route: ['Message'] },
    heads: ['Managing Partner', 'Partner One', 'Partner Two'],
    expects: 'string',
  },
  { component: 'footer', menus: { byName: 'Home' }, heads: ['Partner'], expects: 'array' },
  { component: 'PartnerSection', menus: { byName: 'Home' }, heads: ['Partner'], expects: 'array' },
  {
    component: 'Gallery',
    menus: { route: ['Gallery', 'Success Stories'] },
    heads: ['Gallery'],
    expects: 'array',
  },
  {
    component: 'LicensingInfo',
    menus: { route: ['Compliance & Ethics'] },
    heads: ['Licensing Info'],
    expects: 'array',
  },
  { component: 'ProjectSection4', menus: { byName: 'Home' }, heads: ['Featured Work'], expects: 'array' },
  { component: 'Profile', menus: { route: ['Profile'] }, heads: ['Profile'], expects: 'array' },
  { component: 'Document', menus: { route: ['Document'] }, heads: ['OUR DOCUMENT'], expects: 'array' },
]

const get = async (url: string) => (await t.app.inject(url)).json()

async function topMenus(): Promise<Nested[]> {
  return (await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).menus
}

const flatten = (menus: Nested[]): Nested[] => menus.flatMap((m) => [m, ...flatten(m.children)])

/** The menus a row reads, found as the client finds them: top level by exact name, or anywhere. */
async function menusOf(source: MenuSource): Promise<Nested[]> {
  const top = await topMenus()
  const names = 'byName' in source ? [source.byName] : source.route
  const pool = 'byName' in source ? top : flatten(top)
  return names.map((name) => {
    const found = pool.find((m) => m.name === name)
    if (!found)
      throw new Error(`menu "${name}" is not ${'byName' in source ? 'a top-level menu' : 'published'}`)
    return found
  })
}

const contents = async (id: number): Promise<Record<string, string>> =>
  (await get(`/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${id}`)).menu_contents

const images = async (id: number): Promise<Record<string, string | string[]>> =>
  (await get(`/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${id}`))
    .content_images

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('content keys the original client reads (api-contract §2.4)', () => {
  it.each(componentKeys.map((row) => [row.component, row] as const))(
    '%s finds its keys, with text, on its menu',
    async (_, row) => {
      for (const menu of await menusOf(row.menus)) {
        const map = await contents(menu.id)
        const keys = Object.keys(map)
        // Components that show every key (Clients) or the key of the URL need some keys at all.
        expect(keys.length, menu.name).toBeGreaterThan(0)
        for (const key of row.keys) {
          expect(keys, `${row.component} on ${menu.name}`).toContain(key)
          expect(textOf(map[key] ?? '').length, `${menu.name} / ${key}`).toBeGreaterThan(30)
        }
      }
    },
  )

  it('keeps the Companies slider on its companies first, and every company on Home with its image', async () => {
    const [home] = await menusOf({ byName: 'Home' })
    const map = await contents(home?.id ?? 0)
    const heads = await images(home?.id ?? 0)
    // OurCompanies shows every key but these as a card, linking to company/{n}/{key}, which
    // CompanyDetails finds in the same Home map.
    const notCards = ['About', 'Partner', 'Title', 'Our Services', 'Companies', 'Featured Work']
    const cards = Object.keys(map).filter((key) => !notCards.includes(key))
    const homeBands = ['Welcome Message', 'Why Bangladesh', 'Our Mission', 'A Journey from Dhaka to Tokyo']
    const companies = cards.filter((key) => !homeBands.includes(key))
    expect(companies.length).toBeGreaterThanOrEqual(3)
    expect(cards.slice(0, companies.length)).toEqual(companies)
    for (const key of cards) expect(typeof heads[key], key).toBe('string')
  })

  it('gives every News & Events title its text and one image, and the ethics titles their image lists', async () => {
    const [news] = await menusOf({ byName: 'News & Events' })
    const newsMap = await contents(news?.id ?? 0)
    const newsImages = await images(news?.id ?? 0)
    // EventSection links each title to /event/{title}; EventSinglePage shows the key of that title.
    const titles = Object.keys(newsMap).filter((key) => key !== 'News & Events')
    expect(titles.length).toBeGreaterThanOrEqual(3)
    for (const title of titles) expect(typeof newsImages[title], title).toBe('string')

    // LicensingInfo links these two to /ethics/{key}; EthicsSinglePage shows a list (a string is "none").
    const [ethics] = await menusOf({ byName: 'Compliance & Ethics' })
    const ethicsImages = await images(ethics?.id ?? 0)
    for (const title of ['Government License', 'Certifications'])
      expect(Array.isArray(ethicsImages[title]), title).toBe(true)
  })
})

describe('images by head (api-contract §2.5)', () => {
  it.each(imageHeads.map((row) => [row.component, row] as const))(
    '%s gets its heads in the shape it expects',
    async (_, row) => {
      for (const menu of await menusOf(row.menus)) {
        const map = await images(menu.id)
        for (const head of row.heads) {
          const value = map[head]
          if (row.expects === 'string') expect(typeof value, `${menu.name} / ${head}`).toBe('string')
          else expect(Array.isArray(value) && value.length >= 2, `${menu.name} / ${head}`).toBe(true)
        }
      }
    },
  )

  it('gives Profile and Document no other head (the original crashes on any other)', async () => {
    for (const [name, head] of [
      ['Profile', 'Profile'],
      ['Document', 'OUR DOCUMENT'],
    ] as const) {
      const [menu] = await menusOf({ route: [name] })
      expect(Object.keys(await images(menu?.id ?? 0))).toEqual([head])
    }
  })
})

describe('the contact map in the original form', () => {
  it('is the embed address alone in a paragraph, which the original slices out and this site shows', async () => {
    const [contact] = await menusOf({ byName: 'Contact' })
    const map = (await contents(contact?.id ?? 0)).Map ?? ''
    expect(map).toMatch(/^<p>[^<]+<\/p>$/)
    // The original client: <iframe src={value.slice(3, -4)}>.
    const src = map.slice(3, -4)
    const url = new URL(src)
    expect(url.protocol).toBe('https:')
    expect(EMBED_HOSTS).toContain(url.hostname)
    expect(url.pathname).toBe('/maps/embed')

    const page = await t.app.inject('/contact')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<iframe class="contact-map" src="${src.replaceAll('&', '&amp;')}"`)
    // The browser may frame it: the page's CSP allows the host.
    expect(page.headers['content-security-policy']).toMatch(
      new RegExp(`frame-src[^;]* https://${url.hostname}`),
    )
  })
})

describe('slider links as the original client routes them', () => {
  it('are /{lowercased menu name}/{id}, unencoded, and accepted by the link rules', async () => {
    const slides = (await get('/homepage_slider/api/v1/homepage_slider/all/')).homepage_sliders as {
      link: string | null
    }[]
    const menus = flatten(await topMenus())
    expect(slides.length).toBeGreaterThan(0)
    for (const { link } of slides) {
      expect(link).not.toContain('%')
      const menu = menus.find((m) => link === `/${m.name.toLowerCase()}/${m.id}`)
      expect(menu, `${link} names a menu`).toBeDefined()
      expect(isSafeLink(link ?? '')).toBe(true)
    }
    expect(slides.some(({ link }) => link?.includes(' '))).toBe(true)
  })

  it("open the menu's page on this site, as written and as a browser sends them", async () => {
    const slides = (await get('/homepage_slider/api/v1/homepage_slider/all/')).homepage_sliders as {
      link: string
    }[]
    const menus = flatten(await topMenus())
    for (const { link } of slides) {
      const menu = menus.find((m) => link === `/${m.name.toLowerCase()}/${m.id}`)
      const sent = new URL(link, 'http://kizuna.test').pathname
      for (const url of [link, sent]) {
        const response = await t.app.inject(url)
        expect(response.statusCode, url).toBe(200)
        const data = (await get(`/__page-data?path=${encodeURIComponent(url)}`)) as {
          body: { menuId?: number }
        }
        expect(data.body.menuId, url).toBe(menu?.id)
      }
    }
  })

  it('may be written so in the back office: the slider resource stores it as sent', async () => {
    const [slide] = (await get('/homepage_slider/api/v1/homepage_slider/all/')).homepage_sliders as {
      id: number
    }[]
    const team = flatten(await topMenus()).find((m) => m.name === 'Our Management Team')
    const link = `/our management team/${team?.id}`
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/homepage_slider/api/v1/homepage_slider/update/${slide?.id}`,
      headers: await signIn(t.app, testAdmin.email, testAdmin.password),
      payload: { link },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().link).toBe(link)
  })
})
