import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../server/modules/index.ts'
import { hasGenericWrites } from '../../server/resources/define.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

/** A documented path as Fastify wrote the route: {id} → :id, {*} → *. */
const routeOf = (path: string) => path.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1')

describe('OpenAPI', () => {
  it('describes every resource route, with request schemas from the declarations', async () => {
    const response = await t.app.inject('/openapi.json')
    expect(response.statusCode).toBe(200)
    const doc = response.json()
    expect(doc.openapi).toBe('3.1.0')
    // Resources with routes of their own (vouchers, reports) are checked by the route-by-route test below.
    for (const r of resources.filter((resource) => resource.genericRoutes !== false)) {
      const base = `/${r.name}/api/v1/${r.name}/`
      expect(doc.paths[`${base}all/`]?.get, r.name).toBeTruthy()
      if (hasGenericWrites(r)) {
        const create = doc.paths[`${base}create/`].post
        expect(create.security).toEqual([{ bearer: [] }])
        const schema = create.requestBody.content['application/json'].schema
        expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(r.fields ?? {}).sort())
      }
    }
    expect(
      doc.paths['/notice/api/v1/notice/create/'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['title'])
    expect(doc.paths['/user/api/v1/user/login/'].post).toBeTruthy()
  })

  it('documents every route the app answers, or hides it on purpose', async () => {
    const doc = (await t.app.inject('/openapi.json')).json()
    const documented = new Set<string>()
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { summary?: string }>>,
    ))
      for (const [method, operation] of Object.entries(item))
        if (operation.summary) documented.add(`${method.toUpperCase()} ${routeOf(path)}`)
    const missing = t.app.registeredRoutes
      .filter((r) => !r.hidden && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !documented.has(route))
    expect(missing).toEqual([])
  })

  it('every documented path answers (no dead entries)', async () => {
    const doc = (await t.app.inject('/openapi.json')).json()
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(methods)) {
        const url = path.replace('{id}', '1')
        const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url })
        const unmatched = response.statusCode === 405 || response.body.includes('"No API endpoint')
        expect(unmatched, `${method} ${path}`).toBe(false)
      }
    }
  })

  // The document is an interface others build clients from: a change must be seen and committed.
  // After an intended change: npx vitest run tests/api/openapi.test.ts -u (rewrites docs/openapi.json).
  // One line per path (and per top-level key): a diff still shows which paths changed, and the file
  // stays half the size of an indented one (over 1,500 routes since the stores).
  it('matches the committed document (docs/openapi.json)', async () => {
    const doc = (await t.app.inject('/openapi.json')).json()
    await expect(linePerPath(doc)).toMatchFileSnapshot('../../docs/openapi.json')
  })

  it('serves the browsable docs from local files', async () => {
    const page = await t.app.inject('/docs/')
    expect([200, 302]).toContain(page.statusCode)
    const html = page.statusCode === 302 ? await t.app.inject(String(page.headers.location)) : page
    expect(html.body).toMatch(/swagger/i)
    expect(html.body).not.toMatch(/https?:\/\/(unpkg|cdn)/)
  })
})

/** The document as JSON with each top-level key, and each path under `paths`, on a line of its own. */
function linePerPath(doc: Record<string, unknown>): string {
  const { paths, ...head } = doc as { paths: Record<string, unknown> }
  const heads = Object.entries(head).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  )
  const lines = Object.entries(paths).map(
    ([path, item]) => `    ${JSON.stringify(path)}: ${JSON.stringify(item)}`,
  )
  return `{\n${[...heads, `  "paths": {\n${lines.join(',\n')}\n  }`].join(',\n')}\n}\n`
}
