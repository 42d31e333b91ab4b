/**
 * Loads everything one page needs, once, through the content services (never over HTTP). A
 * section whose data cannot be loaded renders empty and the error is logged.
 */
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { menuPath } from '../../common/menu-path.ts'
import type {
  Block,
  DocumentItem,
  DocumentKind,
  ImageRef,
  NavItem,
  PageBody,
  PageData,
  SiteSettings,
  Slide,
  TeamMember,
} from '../../web/page-data.ts'
import { mediaUrl } from '../api/wire.ts'
import {
  findPublishedMenu,
  menuContentRows,
  menuImageRows,
  publishedMenuTree,
} from '../content/content-service.ts'
import type { MenuNode } from '../content/menu-tree.ts'
import { sanitizeEditorHtml } from '../content/sanitize-html.ts'
import type { Db } from '../db/client.ts'
import { circular, designation, employee, generalSetting, homepageSlider, notice } from '../db/schema.ts'
import { sliderDisplayOrder } from '../resources/homepage-slider.ts'

type MenuRecord = Awaited<ReturnType<typeof findPublishedMenu>> & {}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

function toNav(node: MenuNode<MenuRecord>): NavItem {
  return {
    id: node.menu.id,
    name: node.menu.name,
    href: menuPath(node.menu.name, node.menu.id),
    children: node.children.map(toNav),
  }
}

/** Runs a section's load; on failure logs it and returns the fallback so the page still renders. */
async function section<T>(
  log: FastifyBaseLogger,
  name: string,
  fallback: T,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    log.error({ err: error, section: name }, 'a page section could not be loaded')
    return fallback
  }
}

async function loadBlocks(db: Db, menuId: number): Promise<Block[]> {
  const [contents, images] = await Promise.all([menuContentRows(db, menuId), menuImageRows(db, menuId)])
  const imagesByKey = new Map<string, ImageRef[]>()
  for (const image of images) {
    const list = imagesByKey.get(image.head) ?? []
    list.push({ src: mediaUrl(image.image) ?? '', alt: image.alt ?? image.head })
    imagesByKey.set(image.head, list)
  }
  const blocks: Block[] = contents.map((c) => ({
    key: c.name,
    // Sanitised on write already; again here so content written by other means is safe too.
    html: sanitizeEditorHtml(c.value),
    images: imagesByKey.get(c.name) ?? [],
  }))
  // Images without a block of their own (a gallery, partner logos) still belong to the page.
  for (const [key, list] of imagesByKey) {
    if (!blocks.some((b) => b.key === key)) blocks.push({ key, html: '', images: list })
  }
  return blocks
}

const emptySettings: SiteSettings = {
  siteName: 'Kizuna',
  title: 'Kizuna',
  email: null,
  phone: null,
  address: null,
  logo: null,
  favicon: null,
  popupImage: null,
  social: { facebook: null, twitter: null, instagram: null, linkedin: null },
}

async function loadSettings(db: Db): Promise<SiteSettings> {
  const [s] = await db.select().from(generalSetting).orderBy(desc(generalSetting.id)).limit(1)
  if (!s) return emptySettings
  return {
    siteName: s.siteName ?? s.title ?? 'Kizuna',
    title: s.title ?? s.siteName ?? 'Kizuna',
    email: s.email,
    phone: s.phone,
    address: s.address,
    logo: mediaUrl(s.logo),
    favicon: mediaUrl(s.favicon),
    popupImage: mediaUrl(s.slider),
    social: {
      facebook: s.facebookUrl,
      twitter: s.twitterUrl,
      instagram: s.instagramUrl,
      linkedin: s.linkedinUrl,
    },
  }
}

export type SiteTarget =
  | { kind: 'home'; id: number | null }
  | { kind: 'menu'; name: string; id: number }
  | { kind: 'documents'; documentKind: DocumentKind }
  | { kind: 'pdf'; documentKind: DocumentKind; id: number }
  | { kind: 'team' }

/**
 * Which page a path asks for: "/" and "/home/{id}" are home, "/{menu name}/{id}" a menu's page,
 * and the spec's fixed paths: "/notice/", "/our Management team/", "/pdfShow/{notice|circular}/{id}".
 * Names compare case-insensitively, percent-encoded or not.
 */
export function parseSitePath(path: string): SiteTarget | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const clean = (decoded.replace(/\/+$/, '') || '/').toLowerCase()
  if (clean === '/' || clean === '/home') return { kind: 'home', id: null }
  if (clean === '/notice' || clean === '/circular')
    return { kind: 'documents', documentKind: clean.slice(1) as DocumentKind }
  if (clean === '/our management team') return { kind: 'team' }
  const pdf = /^\/pdfshow\/(notice|circular)\/(\d{1,9})$/.exec(clean)
  if (pdf) return { kind: 'pdf', documentKind: pdf[1] as DocumentKind, id: Number(pdf[2]) }
  const match = /^\/([^/]+)\/(\d{1,9})$/.exec(clean)
  if (!match) return null
  const [, name = '', id = '0'] = match
  if (name === 'home') return { kind: 'home', id: Number(id) }
  return { kind: 'menu', name, id: Number(id) }
}

const DOCUMENT_TITLES: Record<DocumentKind, string> = { notice: 'Important Notice', circular: 'Circular' }

/** Image-grid templates: the banner title and the image key each reads (spec §2). */
const GALLERIES = {
  gallery: { title: 'Our Gallery', key: 'Gallery' },
  profile: { title: 'Our Profile', key: 'Profile' },
  document: { title: 'Our Documents', key: 'OUR DOCUMENT' },
} as const

async function loadDocuments(db: Db, kind: DocumentKind): Promise<DocumentItem[]> {
  const table = kind === 'notice' ? notice : circular
  const rows = await db.select().from(table).orderBy(sql`${table.date} desc nulls last`, desc(table.id))
  return rows.map((r) => ({ id: r.id, title: r.title, date: r.date, file: mediaUrl(r.file) }))
}

async function loadTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .select({ employee, designationName: designation.name })
    .from(employee)
    .leftJoin(designation, eq(designation.id, employee.designationId))
    .orderBy(asc(employee.displayOrder), asc(employee.firstName), asc(employee.id))
  return rows.map(({ employee: e, designationName }) => ({
    id: e.id,
    name: `${e.firstName} ${e.lastName}`.trim(),
    designation: designationName,
    image: mediaUrl(e.image),
  }))
}

export async function loadPageData(db: Db, path: string, log: FastifyBaseLogger): Promise<PageData> {
  const [site, tree] = await Promise.all([
    section(log, 'settings', emptySettings, () => loadSettings(db)),
    section(log, 'menu', [] as MenuNode<MenuRecord>[], () => publishedMenuTree(db)),
  ])
  const nav = tree.map(toNav)
  // The footer needs the Home menu's partner logos and the home page needs its blocks: load once.
  const blockLoads = new Map<number, Promise<Block[]>>()
  const blocksOf = (menuId: number) => {
    let pending = blockLoads.get(menuId)
    if (!pending) {
      pending = loadBlocks(db, menuId)
      blockLoads.set(menuId, pending)
    }
    return pending
  }
  const homeMenu = tree.find((n) => n.menu.name === 'Home')?.menu ?? null
  const footerPartners = homeMenu
    ? await section(
        log,
        'partners',
        [] as ImageRef[],
        async () => (await blocksOf(homeMenu.id)).find((b) => b.key === 'Partner')?.images ?? [],
      )
    : []
  const base = { path, site, nav, footerPartners }
  const target = parseSitePath(path)

  let body: PageBody = { kind: 'not-found' }
  let title = 'Oops! Page Not Found!'
  let description = `The page you are looking for is not on ${site.siteName}.`
  if (target?.kind === 'home') {
    const menu = target.id === null ? homeMenu : await findPublishedMenu(db, target.id)
    if (menu || target.id === null) {
      const [blocks, slides] = await Promise.all([
        menu ? section(log, 'home blocks', [] as Block[], () => blocksOf(menu.id)) : Promise.resolve([]),
        section(log, 'slides', [] as Slide[], async () =>
          (
            await db
              .select()
              .from(homepageSlider)
              .orderBy(...sliderDisplayOrder)
          ).map((s) => ({
            id: s.id,
            title: s.title ? sanitizeEditorHtml(s.title) : null,
            subtitle: s.subtitle,
            link: s.link,
            details: s.details,
            image: mediaUrl(s.image),
          })),
        ),
      ])
      body = { kind: 'home', menuId: menu?.id ?? null, blocks, slides }
      title = site.title
      description = textOf(blocks.find((b) => b.key === 'About')?.html ?? site.title).slice(0, 160)
    }
  } else if (target?.kind === 'menu') {
    const menu = await findPublishedMenu(db, target.id)
    if (menu && menu.name.toLowerCase() === target.name) {
      const blocks = await section(log, 'blocks', [] as Block[], () => blocksOf(menu.id))
      if (menu.template === 'notice' || menu.template === 'circular') {
        const kind = menu.template
        body = {
          kind: 'documents',
          documentKind: kind,
          title: DOCUMENT_TITLES[kind],
          intro: blocks,
          items: await section(log, kind, [] as DocumentItem[], () => loadDocuments(db, kind)),
        }
      } else if (menu.template in GALLERIES) {
        const gallery = GALLERIES[menu.template as keyof typeof GALLERIES]
        // The template's key, or every image of the menu when editors used other keys.
        const keyed = blocks.find((b) => b.key === gallery.key)?.images
        body = {
          kind: 'gallery',
          title: gallery.title,
          intro: blocks.filter((b) => b.html),
          images: keyed && keyed.length > 0 ? keyed : blocks.flatMap((b) => b.images),
        }
      } else if (menu.template === 'management-team') {
        body = {
          kind: 'team',
          title: 'Our Management Team',
          intro: blocks,
          members: await section(log, 'team', [] as TeamMember[], () => loadTeam(db)),
        }
      } else {
        body = { kind: 'content', menuId: menu.id, template: menu.template, title: menu.name, blocks }
      }
      title = `${menu.name} | ${site.siteName}`
      description = textOf(blocks.find((b) => b.html)?.html ?? menu.name).slice(0, 160)
    }
  } else if (target?.kind === 'documents') {
    const kind = target.documentKind
    body = {
      kind: 'documents',
      documentKind: kind,
      title: DOCUMENT_TITLES[kind],
      intro: [],
      items: await section(log, kind, [] as DocumentItem[], () => loadDocuments(db, kind)),
    }
    title = `${DOCUMENT_TITLES[kind]} | ${site.siteName}`
    description = `${DOCUMENT_TITLES[kind]}s of ${site.siteName}, with their PDF files.`
  } else if (target?.kind === 'team') {
    body = {
      kind: 'team',
      title: 'Our Management Team',
      intro: [],
      members: await section(log, 'team', [] as TeamMember[], () => loadTeam(db)),
    }
    title = `Our Management Team | ${site.siteName}`
    description = `The people who lead ${site.siteName}.`
  } else if (target?.kind === 'pdf') {
    const kind = target.documentKind
    const table = kind === 'notice' ? notice : circular
    const [row] = await db.select().from(table).where(eq(table.id, target.id))
    if (row) {
      body = {
        kind: 'pdf',
        documentKind: kind,
        title: DOCUMENT_TITLES[kind],
        document: { id: row.id, title: row.title, date: row.date, file: mediaUrl(row.file) },
      }
      title = `${row.title} | ${site.siteName}`
      description = `${DOCUMENT_TITLES[kind]}: ${row.title}`
    }
  }
  return { ...base, status: body.kind === 'not-found' ? 404 : 200, title, description, body }
}
