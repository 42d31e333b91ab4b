/**
 * Loads everything one page needs, once, through the content services (never over HTTP). A
 * section whose data cannot be loaded renders empty and the error is logged.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { menuPath } from '../../common/menu-path.ts'
import type { MenuTemplate } from '../../common/menu-templates.ts'
import type { MenuNode } from '../../common/menu-tree.ts'
import { GALLERY_IMAGE_HEADS, HOME_KEYS } from '../../common/template-keys.ts'
import type {
  Block,
  DocumentItem,
  DocumentKind,
  NavItem,
  PageData,
  SiteSettings,
  TeamMember,
} from '../../web/page-data.ts'
import type { Db } from '../db/client.ts'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { mediaUrl } from '../http/wire.ts'
import { findMenuForPreview, type MenuRecord } from '../modules/cms/content-service.ts'
import { circular, generalSetting, notice } from '../modules/cms/tables.ts'
import { matchFixedRoute } from './fixed-routes.ts'
import { imageRefs } from './images.ts'
import {
  describe,
  type LoadedPage,
  type PageContext,
  type SiteTime,
  type TemplateLoader,
} from './page-context.ts'
import { contentPage } from './pages/core.ts'
import { formTemplates } from './pages/forms.ts'
import { bannerImageUrl, homePage } from './pages/home.ts'
import type { SiteReads } from './site-reads.ts'

function toNav(node: MenuNode<MenuRecord>): NavItem {
  return {
    id: node.menu.id,
    name: node.menu.name,
    href: menuPath(node.menu.name, node.menu.id),
    children: node.children.map(toNav),
  }
}

export const emptySettings: SiteSettings = {
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

export async function loadSettings(db: Db): Promise<SiteSettings> {
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
    popupImage: s.slider
      ? ((await imageRefs(db, [{ path: s.slider, alt: `${s.siteName ?? 'Kizuna'}: announcement` }]))[0] ??
        null)
      : null,
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
  | { kind: 'fixed'; path: string }

/**
 * Which page a path asks for: "/" and "/home/{id}" are home, "/{menu name}/{id}" a menu's page,
 * and the spec's fixed paths: "/notice/", "/our Management team/", "/pdfShow/{notice|circular}/{id}",
 * and those of fixed-routes.ts. Names compare case-insensitively, percent-encoded or not.
 */
export function parseSitePath(path: string): SiteTarget | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const trimmed = decoded.replace(/\/+$/, '') || '/'
  const clean = trimmed.toLowerCase()
  if (clean === '/' || clean === '/home') return { kind: 'home', id: null }
  if (clean === '/notice' || clean === '/circular')
    return { kind: 'documents', documentKind: clean.slice(1) as DocumentKind }
  if (clean === '/our management team') return { kind: 'team' }
  const pdf = /^\/pdfshow\/(notice|circular)\/(\d{1,9})$/.exec(clean)
  if (pdf) return { kind: 'pdf', documentKind: pdf[1] as DocumentKind, id: Number(pdf[2]) }
  if (matchFixedRoute(trimmed)) return { kind: 'fixed', path: trimmed }
  const match = /^\/([^/]+)\/(\d{1,9})$/.exec(clean)
  if (!match) return null
  const [, name = '', id = '0'] = match
  if (name === 'home') return { kind: 'home', id: Number(id) }
  return { kind: 'menu', name, id: Number(id) }
}

const DOCUMENT_TITLES: Record<DocumentKind, string> = { notice: 'Important Notice', circular: 'Circular' }

async function loadDocuments(db: Db, kind: DocumentKind): Promise<DocumentItem[]> {
  const table = kind === 'notice' ? notice : circular
  const rows = await db.select().from(table).orderBy(sql`${table.date} desc nulls last`, desc(table.id))
  return rows.map((r) => ({ id: r.id, title: r.title, date: r.date, file: mediaUrl(r.file) }))
}

async function documentsPage(ctx: PageContext, kind: DocumentKind, intro: Block[]): Promise<LoadedPage> {
  return {
    body: {
      kind: 'documents',
      documentKind: kind,
      title: DOCUMENT_TITLES[kind],
      intro,
      items: await ctx.section(kind, [] as DocumentItem[], () => loadDocuments(ctx.db, kind)),
    },
    title: `${DOCUMENT_TITLES[kind]} | ${ctx.site.siteName}`,
    description: `${DOCUMENT_TITLES[kind]}s of ${ctx.site.siteName}, with their PDF files.`,
  }
}

async function teamPage(ctx: PageContext, intro: Block[]): Promise<LoadedPage> {
  return {
    body: {
      kind: 'team',
      title: 'Our Management Team',
      intro,
      members: await ctx.section('team', [] as TeamMember[], () => ctx.team()),
    },
    title: `Our Management Team | ${ctx.site.siteName}`,
    description: `The people who lead ${ctx.site.siteName}.`,
  }
}

/** Image-grid templates: the banner title and the image key each reads (spec §2). */
function galleryTemplate(title: string, key: string): TemplateLoader {
  return async (ctx, menu, blocks) => {
    // The template's key, or every image of the menu when editors used other keys.
    const keyed = blocks.find((b) => b.key === key)?.images
    return {
      body: {
        kind: 'gallery',
        title,
        intro: blocks.filter((b) => b.html),
        images: keyed && keyed.length > 0 ? keyed : blocks.flatMap((b) => b.images),
      },
      title: `${menu.name} | ${ctx.site.siteName}`,
      description: describe(blocks.find((b) => b.html)?.html ?? `${title} of ${ctx.site.siteName}`),
    }
  }
}

/** Menus whose template is not a plain content page; any other template renders its blocks. */
const templatePages: Partial<Record<MenuTemplate, TemplateLoader>> = {
  notice: (ctx, _menu, blocks) => documentsPage(ctx, 'notice', blocks),
  circular: (ctx, _menu, blocks) => documentsPage(ctx, 'circular', blocks),
  'management-team': (ctx, _menu, blocks) => teamPage(ctx, blocks),
  gallery: galleryTemplate('Our Gallery', GALLERY_IMAGE_HEADS.gallery),
  profile: galleryTemplate('Our Profile', GALLERY_IMAGE_HEADS.profile),
  document: galleryTemplate('Our Documents', GALLERY_IMAGE_HEADS.document),
  ...formTemplates,
}

async function loadBody(ctx: PageContext, path: string, homeMenu: MenuRecord | null, preview: boolean) {
  const target = parseSitePath(path)
  // A preview (staff only, never cached: preview.ts) shows a menu's page whether published or not.
  const findMenu = preview ? findMenuForPreview : (_db: Db, id: number) => publishedMenuIn(ctx.tree, id)
  switch (target?.kind) {
    case 'home': {
      if (target.id === null) return homePage(ctx, homeMenu)
      const menu = await findMenu(ctx.db, target.id)
      return menu ? homePage(ctx, menu) : null
    }
    case 'menu': {
      const menu = await findMenu(ctx.db, target.id)
      if (!menu || menu.name.toLowerCase() !== target.name) return null
      const blocks = await ctx.section('blocks', [] as Block[], () => ctx.blocksOf(menu.id))
      const load = templatePages[menu.template as MenuTemplate] ?? contentPage
      return load(ctx, menu, blocks)
    }
    case 'documents':
      return documentsPage(ctx, target.documentKind, [])
    case 'team':
      return teamPage(ctx, [])
    case 'pdf': {
      const kind = target.documentKind
      const table = kind === 'notice' ? notice : circular
      const [row] = await ctx.db.select().from(table).where(eq(table.id, target.id))
      if (!row) return null
      return {
        body: {
          kind: 'pdf',
          documentKind: kind,
          title: DOCUMENT_TITLES[kind],
          document: { id: row.id, title: row.title, date: row.date, file: mediaUrl(row.file) },
        },
        title: `${row.title} | ${ctx.site.siteName}`,
        description: `${DOCUMENT_TITLES[kind]}: ${row.title}`,
      } satisfies LoadedPage
    }
    case 'fixed': {
      const match = matchFixedRoute(target.path)
      return match ? match.route.load(ctx, match.params) : null
    }
    default:
      return null
  }
}

/** A menu the public may see (content-service.ts publicMenus), from the tree already loaded. */
function publishedMenuIn(nodes: MenuNode<MenuRecord>[], id: number): Promise<MenuRecord | null> {
  const walk = (list: MenuNode<MenuRecord>[]): MenuRecord | null => {
    for (const node of list) {
      if (node.menu.id === id) return node.menu
      const found = walk(node.children)
      if (found) return found
    }
    return null
  }
  return Promise.resolve(walk(nodes))
}

function findMenuNamed(nodes: MenuNode<MenuRecord>[], name: string): MenuRecord | null {
  for (const node of nodes) {
    if (node.menu.name.toLowerCase() === name) return node.menu
    const found = findMenuNamed(node.children, name)
    if (found) return found
  }
  return null
}

/**
 * The page for a URL: its path picks the page, and its query string reaches the loaders as
 * ctx.query (only /search reads one); PageData.path is the path alone. A section that fails
 * renders empty; its name is added to `options.failures` so the caller can tell a degraded page
 * (served from an earlier copy when there is one) from a whole one. `preview` renders menus that
 * are not published too: only for staff, and the caller must not cache the result.
 */
export async function loadPageData(
  db: Db,
  url: string,
  log: FastifyBaseLogger,
  options: { reads: SiteReads; publicUrl: string; time: SiteTime; failures?: string[]; preview?: boolean },
): Promise<PageData> {
  const { reads, publicUrl, time, failures = [], preview = false } = options
  const queryAt = url.indexOf('?')
  const path = queryAt < 0 ? url : url.slice(0, queryAt)
  const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1))
  const section = async <T>(name: string, fallback: T, load: () => Promise<T>): Promise<T> => {
    try {
      return await load()
    } catch (error) {
      // An outage fails every section of every page: the page cache serves the last good copy
      // and logs it, once per interval (page-cache.ts), rather than a line per section here.
      if (!isDatabaseUnavailable(error))
        log.error({ err: error, section: name }, 'a page section could not be loaded')
      failures.push(name)
      return fallback
    }
  }
  const [site, tree] = await Promise.all([
    section('settings', emptySettings, () => reads.settings()),
    section('menu', [] as MenuNode<MenuRecord>[], () => reads.menuTree()),
  ])
  // The footer needs the Home menu's partner logos and the home page needs its blocks: load once.
  const blockLoads = new Map<number, Promise<Block[]>>()
  const ctx: PageContext = {
    db,
    log,
    site,
    publicUrl,
    now: new Date(time.clock()),
    timeZone: time.timeZone,
    tree,
    query,
    section,
    blocksOf(menuId) {
      let pending = blockLoads.get(menuId)
      if (!pending) {
        pending = reads.blocks(menuId)
        blockLoads.set(menuId, pending)
      }
      return pending
    },
    team: () => reads.team(),
    menuNamed: (name) => findMenuNamed(tree, name.toLowerCase()),
  }
  const homeMenu = tree.find((n) => n.menu.name === 'Home')?.menu ?? null
  const [homeBlocks, loaded] = await Promise.all([
    homeMenu ? section('home menu', [] as Block[], () => ctx.blocksOf(homeMenu.id)) : Promise.resolve([]),
    loadBody(ctx, path, homeMenu, preview),
  ])
  const page: LoadedPage = loaded ?? {
    body: { kind: 'not-found' },
    title: 'Oops! Page Not Found!',
    description: `The page you are looking for is not on ${site.siteName}.`,
  }
  return {
    path,
    site,
    nav: tree.map(toNav),
    footerPartners: homeBlocks.find((b) => b.key === HOME_KEYS.partners)?.images ?? [],
    titleImage: bannerImageUrl(homeBlocks),
    ...page,
    status: page.status ?? (page.body.kind === 'not-found' ? 404 : 200),
  }
}
