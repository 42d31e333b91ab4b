/** sitemap.xml and robots.txt, generated from the published menus and PUBLIC_URL. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { menuPath } from '../../common/menu-path.ts'
import type { MenuNode, MenuRow } from '../../common/menu-tree.ts'
import type { Db } from '../db/client.ts'
import { routeSchema } from '../http/route-docs.ts'
import { publishedMenuTree } from '../modules/cms/content-service.ts'
import { fixedRoutes } from './fixed-routes.ts'

/** Fixed pages that are forms for one visitor, not content to find in a search engine. */
const NOT_LISTED = new Set(['/login', '/register', '/forgot-password', '/search', '/newsletter'])

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  )

export function registerSeoRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  const sitemap = routeSchema({
    summary: "The site's pages for search engines",
    tags: ['site'],
    answers: { 200: { description: 'sitemaps.org XML', body: z.string(), contentType: 'application/xml' } },
  })
  app.get('/sitemap.xml', { schema: sitemap }, async (_request, reply) => {
    const tree = await publishedMenuTree(db)
    const flat = (nodes: MenuNode<MenuRow & { name: string }>[]): { name: string; id: number }[] =>
      nodes.flatMap((n) => [{ name: n.menu.name, id: n.menu.id }, ...flat(n.children)])
    const paths = new Set([
      '/',
      ...flat(tree).map((m) => menuPath(m.name, m.id)),
      '/notice/',
      '/our%20Management%20team/',
      ...fixedRoutes
        .map((route) => route.path)
        .filter((p) => !p.includes(':') && !NOT_LISTED.has(p))
        .map((p) => encodeURI(p)),
    ])
    const urls = [...paths].map((p) => `<url><loc>${escapeXml(publicUrl + p)}</loc></url>`).join('')
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
      )
  })

  const robots = routeSchema({
    summary: 'What crawlers may read',
    tags: ['site'],
    answers: { 200: { description: 'robots.txt', body: z.string(), contentType: 'text/plain' } },
  })
  app.get('/robots.txt', { schema: robots }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /__page-data\nDisallow: /admin\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  )
}
