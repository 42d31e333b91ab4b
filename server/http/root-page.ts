import type { FastifyInstance } from 'fastify'

/**
 * `/` until the server-rendered site lands (issue 4): says what runs here and links to the API's
 * entry points, so a newcomer after `npm start` sees where to look.
 */
export function registerRootPage(app: FastifyInstance): void {
  const links = [
    '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
    '/general_setting/api/v1/general_setting/all/',
    '/homepage_slider/api/v1/homepage_slider/all/',
    '/employee/api/v1/employee/without_paginaiton/all/',
    '/notice/api/v1/notice/all/without_pagination/',
    '/circular/api/v1/circular/without_pagination/all/',
    '/docs',
    '/readyz',
  ]
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kizuna</title></head><body><main><h1>Kizuna is running</h1><p>The content API serves the organisation's pages. Start here:</p><ul>${links
    .map((href) => `<li><a href="${href}">${href}</a></li>`)
    .join('')}</ul></main></body></html>`
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html))
}
