/** The menu-keyed endpoints the public site reads (api-contract §2.2-§2.7). */
import { desc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { MenuNode } from '../../../common/menu-tree.ts'
import { presentFor } from '../../api/legacy/audience.ts'
import { type ApiDeps, getJson } from '../../api/legacy/json-route.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { OrderedJsonObject } from '../../http/wire.ts'
import { contentEntries, imageEntries } from '../../resources/keyed-maps.ts'
import { cmsMenuContentImageResource, presentContentImages } from './cms-menu-content-image.ts'
import {
  findPublishedMenu,
  type MenuRecord,
  menuContentRows,
  menuImageRows,
  publishedMenuTree,
} from './content-service.ts'
import { homepageSliderResource, presentSliders } from './homepage-slider.ts'
import { homepageSlider } from './tables.ts'

interface NestedMenu {
  id: number
  name: string
  parent: number | null
  children: NestedMenu[]
}

function presentNested(node: MenuNode<MenuRecord>): NestedMenu {
  return {
    id: node.menu.id,
    name: node.menu.name,
    parent: node.menu.parentId,
    children: node.children.map(presentNested),
  }
}

export function registerContentRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps
  const ctx = { db, timeZone: deps.timeZone }

  /** A public menu-keyed read: by a menu's id (404 when it is not published) or without one. */
  const docs = (tag: string, summary: string, byMenu = true) =>
    routeSchema({
      summary,
      tags: [tag],
      params: byMenu ? idParams : undefined,
      answers: byMenu ? { 200: 'OK', 400: ERROR_ANSWERS[400], 404: 'No such published menu' } : { 200: 'OK' },
    })

  async function publishedMenuOr404(rawId: string | undefined) {
    const id = parseId(rawId ?? '', 'Menu')
    const menu = await findPublishedMenu(db, id)
    if (!menu) throw new ApiError(404, `Menu ${id} does not exist or is not published.`)
    return menu
  }

  const contentMap = async (menuId: number) =>
    new OrderedJsonObject(contentEntries(await menuContentRows(db, menuId)))
  const imageMap = async (menuId: number) =>
    new OrderedJsonObject(imageEntries(await menuImageRows(db, menuId)))

  getJson(
    app,
    deps,
    '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
    async () => ({ menus: (await publishedMenuTree(db)).map(presentNested) }),
    { schema: docs('cms_menu', 'The published menus as a tree (the site navigation)', false) },
  )

  // Key → HTML of the menu's blocks. An empty menu gives {} (the original: 204 with a body).
  getJson(
    app,
    deps,
    '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/:id',
    async (request) => {
      const menu = await publishedMenuOr404(request.params.id)
      return { menu_contents: await contentMap(menu.id) }
    },
    { schema: docs('cms_menu_content', "A published menu's blocks: key → HTML, in editor order") },
  )

  // Head → raw stored name (one image) or list of names (two or more). No images gives {} (the original: null).
  getJson(
    app,
    deps,
    '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/:id',
    async (request) => {
      const menu = await publishedMenuOr404(request.params.id)
      return { content_images: await imageMap(menu.id) }
    },
    {
      schema: docs(
        'cms_menu_content_image',
        "A published menu's images: head → stored name (one) or list of names (several)",
      ),
    },
  )

  // Full image records. No images gives [] (the original: 400). Audit users for staff only.
  getJson(
    app,
    deps,
    '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/:id',
    async (request, audience) => {
      const menu = await publishedMenuOr404(request.params.id)
      const images = await presentContentImages(await menuImageRows(db, menu.id), ctx)
      return { content_images: images.map((i) => presentFor(cmsMenuContentImageResource, audience, i)) }
    },
    {
      staffReads: cmsMenuContentImageResource.name,
      schema: docs('cms_menu_content_image', "A published menu's image records, in editor order"),
    },
  )

  // Both maps at once. The original always sent content_images: [] (a bug) and menu_contents: [] when empty.
  getJson(
    app,
    deps,
    '/cms_menu/api/v1/cms_menu/get_all_menu_content_and_image_by_cms_menu_id/:id',
    async (request) => {
      const menu = await publishedMenuOr404(request.params.id)
      const [menuContents, contentImages] = await Promise.all([contentMap(menu.id), imageMap(menu.id)])
      return { menu_contents: menuContents, content_images: contentImages }
    },
    { schema: docs('cms_menu', "A published menu's block and image maps at once") },
  )

  // The newest slide, as the original's first(); it took any method, we answer GET and HEAD.
  getJson(
    app,
    deps,
    '/homepage_slider/api/v1/first_homepage_slider/',
    async (_request, audience) => {
      const rows = await db.select().from(homepageSlider).orderBy(desc(homepageSlider.id)).limit(1)
      if (rows.length === 0) throw new ApiError(404, 'No slider found.')
      const [slider] = await presentSliders(rows, ctx)
      return { homepage_slider: slider && presentFor(homepageSliderResource, audience, slider) }
    },
    {
      staffReads: homepageSliderResource.name,
      schema: routeSchema({
        summary: 'The newest home page slide',
        tags: ['homepage_slider'],
        answers: { 200: '{"homepage_slider": {…}}', 404: 'No slide yet' },
      }),
    },
  )
}
