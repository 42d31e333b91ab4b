/**
 * The pages of the CMS-backed site itself: home ("/", "/home", "/home/{id}"), each menu's page
 * ("/{menu name}/{id}", drawn by its template; a name the menu no longer has moves to its
 * current one), the notices and circulars ("/notice/",
 * "/circular/"), the management team ("/our Management team/") and a document's PDF
 * ("/pdfShow/{notice|circular}/{id}"). Notices, circulars and the team are read through their
 * areas' services, which the API's lists use too, so both list the same records in one order.
 */
import { menuPath } from '../../../common/menu-path.ts'
import type { MenuTemplate } from '../../../common/menu-templates.ts'
import { findInMenuTree } from '../../../common/menu-tree.ts'
import { GALLERY_IMAGE_HEADS } from '../../../common/template-keys.ts'
import type { Block, DocumentItem, DocumentKind, TeamMember } from '../../../web/page-data.ts'
import { mediaUrl } from '../../http/wire.ts'
import { findMenuForPreview } from '../../modules/cms/content-service.ts'
import { publicDocument, publicDocuments } from '../../modules/cms/document-service.ts'
import {
  describe,
  type LoadedPage,
  type MovedPage,
  type PageContext,
  readContext,
  type SiteRoute,
  type TemplateLoader,
} from '../page-context.ts'
import { contentPage } from './core.ts'
import { formTemplates } from './forms.ts'
import { homePage } from './home.ts'

const DOCUMENT_TITLES: Record<DocumentKind, string> = { notice: 'Important Notice', circular: 'Circular' }

const documentItem = (r: { id: number; title: string; date: string | null; file: string | null }) => ({
  id: r.id,
  title: r.title,
  date: r.date,
  file: mediaUrl(r.file),
})

async function loadDocuments(ctx: PageContext, kind: DocumentKind): Promise<DocumentItem[]> {
  return (await publicDocuments(readContext(ctx), kind)).map(documentItem)
}

async function documentsPage(ctx: PageContext, kind: DocumentKind, intro: Block[]): Promise<LoadedPage> {
  return {
    body: {
      kind: 'documents',
      documentKind: kind,
      title: DOCUMENT_TITLES[kind],
      intro,
      items: await ctx.section(kind, [] as DocumentItem[], () => loadDocuments(ctx, kind)),
    },
    title: `${DOCUMENT_TITLES[kind]} | ${ctx.site.siteName}`,
    description: `${DOCUMENT_TITLES[kind]}s of ${ctx.site.siteName}, with their PDF files.`,
  }
}

async function pdfPage(ctx: PageContext, kind: DocumentKind, id: number): Promise<LoadedPage | null> {
  const row = await publicDocument(readContext(ctx), kind, id)
  if (!row) return null
  return {
    body: { kind: 'pdf', documentKind: kind, title: DOCUMENT_TITLES[kind], document: documentItem(row) },
    title: `${row.title} | ${ctx.site.siteName}`,
    description: `${DOCUMENT_TITLES[kind]}: ${row.title}`,
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

/**
 * Image-grid templates: the banner title and the image key each reads (spec §2). Photos fill
 * equal tiles; documents (scans of licences and certificates) are shown whole.
 */
function galleryTemplate(title: string, key: string, fit: 'fill' | 'whole' = 'fill'): TemplateLoader {
  return async (ctx, menu, blocks) => {
    // The template's key, or every image of the menu when editors used other keys.
    const keyed = blocks.find((b) => b.key === key)?.images
    return {
      body: {
        kind: 'gallery',
        title,
        fit,
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
  document: galleryTemplate('Our Documents', GALLERY_IMAGE_HEADS.document, 'whole'),
  ...formTemplates,
}

/** A preview (staff only, never cached: preview.ts) shows a menu's page whether published or not. */
const findMenu = (ctx: PageContext, id: number) =>
  // The public may see the menus of the published tree (content-service.ts publicMenus), loaded already.
  ctx.preview
    ? findMenuForPreview(ctx.db, id)
    : Promise.resolve(findInMenuTree(ctx.tree, (menu) => menu.id === id))

async function menuPage(ctx: PageContext, name: string, id: number): Promise<LoadedPage | MovedPage | null> {
  const menu = await findMenu(ctx, id)
  if (!menu) return null
  // The id names the page; a name it no longer has is an old link to a renamed menu.
  if (menu.name.toLowerCase() !== name.toLowerCase()) return { movedTo: menuPath(menu.name, menu.id) }
  const blocks = await ctx.section('blocks', [] as Block[], () => ctx.blocksOf(menu.id))
  const load = templatePages[menu.template as MenuTemplate] ?? contentPage
  return load(ctx, menu, blocks)
}

/** The CMS's own pages at fixed paths, matched before every other route. */
export const cmsRoutes: SiteRoute[] = [
  { path: '/', load: (ctx) => homePage(ctx, ctx.menuWithTemplate('home')) },
  { path: '/home', listed: false, load: (ctx) => homePage(ctx, ctx.menuWithTemplate('home')) },
  {
    path: '/home/:id',
    async load(ctx, params) {
      const menu = await findMenu(ctx, Number(params.id))
      return menu ? homePage(ctx, menu) : null
    },
  },
  { path: '/notice/', load: (ctx) => documentsPage(ctx, 'notice', []) },
  // Not in sitemap.xml (as before): a menu with the circular template is, at its own path.
  { path: '/circular/', listed: false, load: (ctx) => documentsPage(ctx, 'circular', []) },
  { path: '/our Management team/', load: (ctx) => teamPage(ctx, []) },
  {
    path: '/pdfShow/:kind(notice|circular)/:id',
    load: (ctx, params) => pdfPage(ctx, params.kind as DocumentKind, Number(params.id)),
  },
]

/** Any menu's page: matched after every other route, so a fixed path is never read as a menu. */
export const menuRoute: SiteRoute = {
  path: '/:menu/:id',
  load: (ctx, params) => menuPage(ctx, params.menu ?? '', Number(params.id)),
}
