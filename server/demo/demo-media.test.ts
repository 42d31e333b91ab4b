import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MenuTemplate } from '../../common/menu-templates.ts'
import { slugify } from '../modules/cms/slug.ts'
import { sampleMediaFiles } from '../site/samples/sample-media.ts'
import {
  type DemoMenu,
  demoCirculars,
  demoDepartments,
  demoDesignations,
  demoEmployees,
  demoMenus,
  demoNotices,
  demoSettings,
  demoSliders,
} from './demo-content.ts'
import { listDemoMediaFiles, planDemoMedia, writeDemoMedia } from './demo-media.ts'

// The site's templates look content up by these exact strings; a rename must fail here first.
interface Required {
  template: MenuTemplate
  parent?: string
  contents: string[]
  images: Record<string, number>
}

const required: Record<string, Required> = {
  Home: {
    template: 'home',
    contents: [
      'About',
      'Companies',
      'Partner',
      'Our Services',
      'Featured Work',
      'Title',
      'Welcome Message',
      'Why Bangladesh',
      'Our Mission',
      'A Journey from Dhaka to Tokyo',
    ],
    images: {
      About: 1,
      Title: 1,
      Partner: 6,
      'Featured Work': 8,
      'Welcome Message': 1,
      'Why Bangladesh': 1,
      'Our Mission': 1,
      'A Journey from Dhaka to Tokyo': 1,
    },
  },
  About: {
    template: 'about',
    contents: ['About', 'Who We Are', 'Our Vision', 'Meet the Team'],
    images: { About: 1, 'Who We Are': 1, 'Our Vision': 1 },
  },
  Mission: {
    template: 'mission',
    parent: 'About',
    contents: ['Mission', 'Vision', 'Compliance & Ethics'],
    images: { Mission: 1, Vision: 1 },
  },
  Message: {
    template: 'message',
    parent: 'About',
    contents: ['Managing Partner', 'Partner One', 'Partner Two'],
    images: { 'Managing Partner': 1, 'Partner One': 1, 'Partner Two': 1 },
  },
  Performance: {
    template: 'performance',
    parent: 'About',
    contents: [
      'Performance',
      'Why Partner With Us',
      'Skill Training Program',
      'Strict Compliance',
      'Government Approved',
      'Skilled Candidates',
      'Our Placement & Monitoring System',
      'Pre-departure Orientation',
      'Post-department Support',
      'Reporting & Transparency',
      'Collaboration Models',
      'MoU Templates',
    ],
    images: { Performance: 1 },
  },
  'Our Management Team': {
    template: 'management-team',
    parent: 'About',
    contents: ['Meet the Team'],
    images: {},
  },
  Clients: { template: 'clients', parent: 'About', contents: ['Clients'], images: {} },
  Service: { template: 'service', contents: ['Our Services'], images: {} },
  'Japan & Korean Language Center': {
    template: 'language-center',
    contents: [
      'Japan & Korean Language Center',
      'About Language Center',
      'HR Services',
      'SSW & Technical Internship (TITP) Support',
      'Visa Processing & Consultation',
      'Japanese Language & Cultural Training',
    ],
    images: { 'About Language Center': 1 },
  },
  'Western T Training Institute': {
    template: 'training-institute',
    contents: [
      'About Training Institute',
      'Services Training Institute',
      'Training Programs',
      'Portfolio Showcase',
      'Skill Training Program',
      'Manual Metal Arc',
      'Metal Inert Gas',
      'Tungsten Inert Gas',
      'Programs & Training',
      'TITP/SSW',
      'Caregiving',
      'Construction',
      'Food Service',
      'Japanese Language Preparation',
      'Testimonials from Alumni',
    ],
    images: {
      'About Training Institute': 1,
      'Manual Metal Arc': 1,
      'Metal Inert Gas': 1,
      'Tungsten Inert Gas': 1,
      'Portfolio Showcase': 1,
    },
  },
  Notice: { template: 'notice', contents: ['Notice'], images: {} },
  Circular: { template: 'circular', parent: 'Notice', contents: ['Circular'], images: {} },
  Profile: { template: 'profile', contents: ['Profile'], images: { Profile: 6 } },
  Gallery: {
    template: 'gallery',
    contents: ['Gallery', 'Success Stories Gallery'],
    images: { Gallery: 9 },
  },
  Document: { template: 'document', contents: ['OUR DOCUMENT'], images: { 'OUR DOCUMENT': 4 } },
  'Success Stories': {
    template: 'generic',
    contents: [
      'Success Stories',
      'Interviews & Short Documentaries',
      'Bangladeshi trainees working in Japan',
      'Messages from Japanese supervisors',
      'Success Stories Gallery',
    ],
    images: {
      'Bangladeshi trainees working in Japan': 1,
      'Messages from Japanese supervisors': 1,
      Gallery: 3,
    },
  },
  'Compliance & Ethics': {
    template: 'generic',
    contents: [
      'Compliance & Ethics',
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
    images: { 'Licensing Info': 2, 'Government License': 2, Certifications: 2 },
  },
  'News & Events': {
    template: 'generic',
    contents: [
      'News & Events',
      'Japan main poster',
      'Japan language course circular',
      'SSW japan circular',
      'Titp & Agriculture visa japan',
    ],
    images: {
      'Japan main poster': 1,
      'Japan language course circular': 1,
      'SSW japan circular': 1,
      'Titp & Agriculture visa japan': 1,
    },
  },
  Contact: { template: 'contact', contents: ['Address', 'Email Us', 'Call Now', 'Map'], images: {} },
  'Privacy Notice': {
    template: 'privacy',
    parent: 'Contact',
    contents: [
      'Privacy Notice',
      'Contact form',
      'Volunteer applications',
      'Newsletter',
      'Blog comments',
      'Accounts and sign-in',
      'Addresses and cookies',
      'Your rights',
    ],
    images: {},
  },
}

const topLevelOrder = [
  'Home',
  'About',
  'Service',
  'Japan & Korean Language Center',
  'Western T Training Institute',
  'Notice',
  'Profile',
  'Gallery',
  'Document',
  'Success Stories',
  'Compliance & Ethics',
  'News & Events',
  'Contact',
]

function flatten(menus: readonly DemoMenu[], parent?: string): { menu: DemoMenu; parent?: string }[] {
  return menus.flatMap((menu) => [{ menu, parent }, ...flatten(menu.children ?? [], menu.name)])
}

const allMenus = flatten(demoMenus)
const menuNamed = (name: string): DemoMenu => {
  const found = allMenus.find((m) => m.menu.name === name)
  if (!found) throw new Error(`menu ${name} is missing`)
  return found.menu
}
const count = (menu: DemoMenu, head: string): number => menu.images.filter((i) => i.head === head).length

// Sizes are restated here rather than read from the plan, so a wrong plan cannot pass its own test.
function expectedSize(file: string): [number, number] {
  const base = path.posix.basename(file)
  if (file.startsWith('favicons/')) return [64, 64]
  if (file.startsWith('company_logos/')) return [512, 512]
  if (file.startsWith('siteSettings/homePageSlider/')) return [1600, 800]
  if (file.startsWith('siteSettings/popup/')) return [1000, 700]
  if (file.startsWith('users/') || base.startsWith('portrait-')) return [600, 600]
  if (base.startsWith('partner-logo-')) return [400, 200]
  if (base.startsWith('document-')) return [900, 1200]
  if (base.includes('-banner-')) return [1600, 600]
  return [1200, 800]
}

describe('demo content', () => {
  it('has the menu tree in the expected order', () => {
    expect(demoMenus.map((m) => m.name)).toEqual(topLevelOrder)
    expect(menuNamed('About').children?.map((m) => m.name)).toEqual([
      'Mission',
      'Message',
      'Performance',
      'Our Management Team',
      'Clients',
    ])
    expect(menuNamed('Notice').children?.map((m) => m.name)).toEqual(['Circular'])
    expect(menuNamed('Contact').children?.map((m) => m.name)).toEqual(['Privacy Notice'])
    expect(allMenus).toHaveLength(Object.keys(required).length)
  })

  it.each(Object.entries(required))('menu %s has its template, content keys and images', (name, spec) => {
    const entry = allMenus.find((m) => m.menu.name === name)
    expect(entry, `menu ${name}`).toBeDefined()
    if (!entry) return
    expect(entry.menu.template).toBe(spec.template)
    expect(entry.parent).toBe(spec.parent)
    const keys = entry.menu.contents.map((c) => c.name)
    for (const key of spec.contents) expect(keys, `${name} content key`).toContain(key)
    expect(new Set(keys).size, `${name} has duplicate content keys`).toBe(keys.length)
    for (const [head, n] of Object.entries(spec.images))
      expect(count(entry.menu, head), `${name} images "${head}"`).toBe(n)
    for (const c of entry.menu.contents)
      expect(c.value.trim().length, `${name} / ${c.name}`).toBeGreaterThan(40)
  })

  it('has at least three substantial company cards on Home, each with its own image', () => {
    const home = menuNamed('Home')
    const companies = home.contents.filter((c) => !(required.Home?.contents ?? []).includes(c.name))
    expect(companies.length).toBeGreaterThanOrEqual(3)
    for (const c of companies) {
      expect(count(home, c.name), c.name).toBe(1)
      expect((c.value.match(/<p>/g) ?? []).length, c.name).toBeGreaterThanOrEqual(2)
      expect(c.value.length, c.name).toBeGreaterThan(600)
    }
  })

  it('has clients and services with their own blocks and images', () => {
    const clients = menuNamed('Clients').contents.filter((c) => c.name !== 'Clients')
    expect(clients.length).toBeGreaterThanOrEqual(3)
    expect(clients.length).toBeLessThanOrEqual(4)
    for (const c of clients) expect(c.value).toMatch(/^<h3>.+<\/h3><p>.+<\/p>$/s)
    const service = menuNamed('Service')
    const services = service.contents.filter((c) => c.name !== 'Our Services')
    expect(services.length).toBeGreaterThanOrEqual(4)
    expect(services.length).toBeLessThanOrEqual(6)
    for (const s of services) {
      expect(s.value).toMatch(/<h3>.+<\/h3>\s*<p>/s)
      expect(count(service, s.name), s.name).toBe(1)
    }
  })

  it('writes the contact map as the original did: a Google Maps embed address alone in a paragraph', () => {
    const map = menuNamed('Contact').contents.find((c) => c.name === 'Map')?.value ?? ''
    // The original client uses value.slice(3, -4) as the iframe's src, so nothing else may surround it.
    expect(map).toMatch(/^<p>https:\/\/www\.google\.com\/maps\/embed\?pb=[^\s<>"&]+<\/p>$/)
  })

  it('uses only simple, script-free HTML', () => {
    const allowed = new Set([
      'p',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'blockquote',
    ])
    const values = [
      ...allMenus.flatMap(({ menu }) =>
        menu.contents.map((c) => ({ where: `${menu.name} / ${c.name}`, html: c.value })),
      ),
      ...demoSliders.map((s) => ({ where: `slider ${s.serial_number}`, html: s.title })),
    ]
    for (const { where, html } of values) {
      expect(html, where).not.toMatch(/<script/i)
      expect(html, where).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
      expect(html, where).not.toMatch(/javascript:/i)
      expect(html, where).not.toMatch(/lorem ipsum/i)
      for (const [, tag = ''] of html.matchAll(/<\/?([a-z0-9]+)/gi)) {
        expect(allowed.has(tag.toLowerCase()), `${where} uses <${tag}>`).toBe(true)
      }
    }
  })

  it('keeps every address, link and email fictional', () => {
    const text = JSON.stringify({
      demoMenus,
      demoSettings,
      demoSliders,
      demoEmployees,
      demoNotices,
      demoCirculars,
    })
    for (const [email = ''] of text.matchAll(/[\w.+-]+@[\w.-]+/g))
      expect(email.replace(/\.+$/, '')).toMatch(/\.example$/)
    for (const [url] of text.matchAll(/https?:\/\/[^"\s\\]+/g)) {
      const host = new URL(url.replace(/&amp;/g, '&')).hostname
      const allowedHosts = ['www.openstreetmap.org', 'www.google.com']
      if (!allowedHosts.includes(host)) expect(url, url).toMatch(/example/)
    }
  })

  it('fills settings, sliders, people, notices and circulars', () => {
    for (const [key, value] of Object.entries(demoSettings)) {
      if (key === 'email3' || key === 'phone3') continue
      expect(typeof value === 'string' && value.length > 0, key).toBe(true)
    }
    expect(demoSliders).toHaveLength(3)
    expect(demoSliders.map((s) => s.serial_number)).toEqual([1, 2, 3])
    const slugs = new Set(allMenus.map(({ menu }) => `/${slugify(menu.name)}`))
    for (const s of demoSliders) expect(slugs, `slider link ${s.link}`).toContain(s.link)
    expect(demoEmployees.length).toBeGreaterThanOrEqual(8)
    for (const e of demoEmployees) {
      expect(demoDesignations).toContain(e.designation)
      expect(demoDepartments).toContain(e.department)
      expect(e.email).toMatch(/@[a-z-]+\.example$/)
    }
    expect(new Set(demoEmployees.map((e) => e.username)).size).toBe(demoEmployees.length)
    for (const [list, folder] of [
      [demoNotices, 'notice/notice/'],
      [demoCirculars, 'circular/notice/'],
    ] as const) {
      expect(list).toHaveLength(5)
      for (const n of list) {
        expect(n.date).toMatch(/^2026-\d\d-\d\d$/)
        expect(n.body.length).toBeGreaterThanOrEqual(3)
        const stem = n.title
          .replace(/\s+/g, '_')
          .replace(/[^A-Za-z0-9_-]/g, '')
          .replace(/_+/g, '_')
        expect(n.file).toBe(`${folder}${stem}__${n.date.replaceAll('-', '')}.pdf`)
      }
    }
  })

  it('gives every referenced file a unique, well-formed name in the expected folder', () => {
    const references = [
      ...allMenus.flatMap(({ menu }) => menu.images.map((i) => i.file)),
      ...demoSliders.map((s) => s.image),
      ...demoEmployees.map((e) => e.image),
      ...demoNotices.map((n) => n.file),
      ...demoCirculars.map((c) => c.file),
      demoSettings.logo,
      demoSettings.footer_logo,
      demoSettings.favicon,
      demoSettings.slider,
      ...sampleMediaFiles(),
    ]
    expect(new Set(references).size, 'a file is referenced twice').toBe(references.length)
    const names = references.map((f) => path.posix.basename(f))
    expect(new Set(names).size, 'two files share a name').toBe(names.length)
    expect([...listDemoMediaFiles()].sort()).toEqual([...references].sort())
    const patterns = [
      /^cms\/ContentImage\/[a-z0-9-]+\.(jpg|png)$/,
      /^siteSettings\/homePageSlider\/[a-z0-9-]+\.jpg$/,
      /^siteSettings\/popup\/[a-z0-9-]+\.jpg$/,
      /^company_logos\/[a-z0-9-]+\.png$/,
      /^favicons\/[a-z0-9-]+\.png$/,
      /^users\/[a-z0-9-]+\.jpg$/,
      /^(notice|circular)\/notice\/[A-Za-z0-9_-]+__2026\d{4}\.pdf$/,
      /^sample\/[a-z0-9-]+\.jpg$/,
    ]
    for (const f of references)
      expect(
        patterns.some((p) => p.test(f)),
        f,
      ).toBe(true)
  })
})

describe('writeDemoMedia', () => {
  let dir = ''
  let first: Awaited<ReturnType<typeof writeDemoMedia>> = { written: 0, skipped: 0, files: [] }
  let elapsed = 0

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'demo-media-'))
    const started = performance.now()
    first = await writeDemoMedia(dir)
    elapsed = performance.now() - started
  }, 240_000) // about a minute on an idle two-core machine (each image at up to four widths), more when other test files run beside it

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('writes every referenced file', async () => {
    const files = listDemoMediaFiles()
    expect([first.written, first.skipped]).toEqual([files.length, 0])
    expect(first.files.map((f) => f.path).sort()).toEqual([...files].sort())
    for (const f of files) expect((await stat(path.join(dir, f))).size, f).toBeGreaterThan(500)
    console.info(`writeDemoMedia: ${files.length} files in ${(elapsed / 1000).toFixed(1)} s`)
  })

  it('writes images that decode at their stated size and format', async () => {
    for (const item of planDemoMedia()) {
      if (item.format === 'pdf') continue
      const meta = await sharp(path.join(dir, item.file)).metadata()
      const [width, height] = expectedSize(item.file)
      expect([meta.width, meta.height], item.file).toEqual([width, height])
      expect(meta.format, item.file).toBe(item.file.endsWith('.png') ? 'png' : 'jpeg')
    }
  })

  it('writes valid PDFs', async () => {
    const pdfs = listDemoMediaFiles().filter((f) => f.endsWith('.pdf'))
    expect(pdfs).toHaveLength(10)
    for (const f of pdfs) {
      const bytes = await readFile(path.join(dir, f))
      expect(bytes.subarray(0, 5).toString('latin1'), f).toBe('%PDF-')
      const doc = await PDFDocument.load(bytes)
      expect(doc.getPageCount(), f).toBeGreaterThanOrEqual(1)
      expect(doc.getTitle(), f).toBeTruthy()
    }
  })

  it('skips everything on a second run', async () => {
    const again = await writeDemoMedia(dir)
    expect([again.written, again.skipped]).toEqual([0, listDemoMediaFiles().length])
    expect(again.files).toEqual(expect.arrayContaining(first.files))
  })
})
