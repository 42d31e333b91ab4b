/**
 * Loads everything one page needs, once, through the content services (never over HTTP). A
 * section whose data cannot be loaded renders empty and the error is logged.
 */
import { desc } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { menuPath } from '../../common/menu-path.ts'
import { flattenMenuTree, type MenuNode } from '../../common/menu-tree.ts'
import { HOME_KEYS } from '../../common/template-keys.ts'
import type { Block, NavItem, PageData, SiteSettings } from '../../web/page-data.ts'
import type { Db } from '../db/client.ts'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { mediaUrl } from '../http/wire.ts'
import type { MenuRecord } from '../modules/cms/content-service.ts'
import { siteNameOf } from '../modules/cms/site-identity-service.ts'
import { generalSetting } from '../modules/cms/tables.ts'
import { givingOptions } from '../modules/giving/online-service.ts'
import { imageRefs } from './images.ts'
import type { LoadedPage, MovedPage, PageContext, SiteTime } from './page-context.ts'
import { bannerImageUrl } from './pages/home.ts'
import type { SiteReads } from './site-reads.ts'
import { matchSiteRoute } from './site-route-table.ts'

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
  giving: { online: false, presets: [], offlineInstructions: '' },
}

/** The site's settings; `onlineGiving`: a payment gateway is configured, so the form offers it. */
export async function loadSettings(db: Db, onlineGiving = false): Promise<SiteSettings> {
  const [[s], giving] = await Promise.all([
    db.select().from(generalSetting).orderBy(desc(generalSetting.id)).limit(1),
    givingOptions(db, onlineGiving),
  ])
  if (!s) return { ...emptySettings, giving }
  return {
    siteName: siteNameOf(s),
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
    giving,
  }
}

const isMoved = (loaded: LoadedPage | MovedPage | null): loaded is MovedPage =>
  loaded !== null && 'movedTo' in loaded

/**
 * The page a path asks for, by the site route table; null is the 404 page. A page asked for at an
 * address it no longer has (a renamed menu) is loaded at its current path, which `movedTo` names.
 */
async function loadBody(
  ctx: PageContext,
  path: string,
): Promise<{ page: LoadedPage | null; movedTo?: string }> {
  const load = (at: string) => {
    const match = matchSiteRoute(at)
    return match ? match.route.load(ctx, match.params) : Promise.resolve(null)
  }
  const loaded = await load(path)
  if (!isMoved(loaded)) return { page: loaded }
  // The current path names the page as it is now, so it never moves again: no loop, one step.
  const page = await load(loaded.movedTo)
  return isMoved(page) ? { page: null } : { page, movedTo: loaded.movedTo }
}

/**
 * The page for a URL: its path picks the page, and its query string reaches the loaders as
 * ctx.query (only /search reads one); PageData.path is the path alone. An address the page no
 * longer has (a renamed menu's) gives the page with status 301 and its current path. A section that fails
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
    menuWithTemplate: (template) =>
      // The oldest: reordering the menus, or adding one with the same template, changes nothing.
      flattenMenuTree(tree)
        .filter((menu) => menu.template === template)
        .reduce<MenuRecord | null>((oldest, menu) => (oldest && oldest.id < menu.id ? oldest : menu), null),
    preview,
  }
  const homeMenu = ctx.menuWithTemplate('home')
  const [homeBlocks, { page: loaded, movedTo }] = await Promise.all([
    homeMenu ? section('home menu', [] as Block[], () => ctx.blocksOf(homeMenu.id)) : Promise.resolve([]),
    loadBody(ctx, path),
  ])
  const page: LoadedPage = loaded ?? {
    body: { kind: 'not-found' },
    title: 'Oops! Page Not Found!',
    description: `The page you are looking for is not on ${site.siteName}.`,
  }
  return {
    path: movedTo ?? path,
    site,
    nav: tree.map(toNav),
    footerPartners: homeBlocks.find((b) => b.key === HOME_KEYS.partners)?.images ?? [],
    titleImage: bannerImageUrl(homeBlocks),
    ...page,
    status: movedTo ? 301 : (page.status ?? (page.body.kind === 'not-found' ? 404 : 200)),
  }
}
