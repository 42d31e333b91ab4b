/** sitemap.xml and robots.txt, generated from the site route table, the published menus and PUBLIC_URL. */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { menuPath } from '../../common/menu-path.ts'
import type { MenuNode, MenuRow } from '../../common/menu-tree.ts'
import type { Db } from '../db/client.ts'
import { routeSchema } from '../http/route-docs.ts'
import { publishedMenuTree } from '../modules/cms/content-service.ts'
import { listedPaths } from './site-route-table.ts'

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
    const paths = new Set([...listedPaths, ...flat(tree).map((m) => menuPath(m.name, m.id))])
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
