/**
 * The layers of the code base, as imports may cross them (docs/architecture.md, ADR 016). Lower
 * layers never import higher ones, so a change to an area never ripples into the platform, and
 * browser bundles never pull in server code. Read from the source files' import statements.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** A file's layer: the first matching prefix. */
const LAYERS: [layer: string, prefix: string][] = [
  ['common', 'common/'],
  ['web', 'web/'],
  ['admin-app', 'admin/'],
  ['lib', 'server/lib/'],
  ['db', 'server/db/'],
  ['jobs', 'server/jobs/'],
  ['http', 'server/http/'],
  ['mail', 'server/mail/'],
  ['media', 'server/media/'],
  ['resources', 'server/resources/'],
  ['auth', 'server/auth/'],
  ['api', 'server/api/'],
  ['payments', 'server/payments/'],
  ['receipts', 'server/receipts/'],
  ['modules', 'server/modules/'],
  ['site', 'server/site/'],
  ['demo', 'server/demo/'],
  ['admin-routes', 'server/admin/'],
  ['cli', 'server/cli/'],
  ['server-root', 'server/'],
]

const platform = ['common', 'lib', 'db', 'jobs', 'http', 'mail', 'media', 'resources', 'auth', 'api']

/** What each layer may import (besides itself). */
const MAY_IMPORT: Record<string, string[]> = {
  common: [],
  web: ['common'],
  'admin-app': ['common'],
  /** Leaf utilities (paths, log helpers, password hashing): nothing of the server below them. */
  lib: ['common'],
  db: ['common', 'lib'],
  /** The job runner and queue (ADR 023): jobs themselves live with what they do (mail, the areas). */
  jobs: ['common', 'lib', 'db'],
  http: ['common', 'lib', 'db'],
  mail: ['common', 'lib', 'db', 'jobs', 'http'],
  media: ['common', 'lib', 'db', 'http'],
  resources: ['common', 'lib', 'db', 'http', 'media'],
  auth: ['common', 'lib', 'db', 'http', 'mail', 'resources'],
  api: ['common', 'lib', 'db', 'http', 'media', 'resources', 'auth'],
  /** Payment gateways (ADR 022): no database, no HTTP server, only money and the gateways' APIs. */
  payments: ['common', 'lib'],
  /** Receipt and statement PDFs drawn from plain data: no database, the areas load what they print. */
  receipts: ['common', 'lib'],
  modules: [...platform, 'payments', 'receipts'],
  site: [...platform, 'modules', 'web'],
  'admin-routes': ['common', 'lib', 'db', 'http', 'media', 'auth'],
  /** The demo organisation: one fixture across every area, loaded at the first start. */
  demo: [...platform, 'modules', 'site'],
  cli: [...platform, 'modules', 'demo', 'server-root'],
  /** The composition root also builds the payment gateway from the configuration. */
  'server-root': [...platform, 'payments', 'modules', 'site', 'admin-routes', 'demo'],
}

function layerOf(file: string): string | undefined {
  return LAYERS.find(([, prefix]) => file.startsWith(prefix))?.[0]
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  return [...text.matchAll(IMPORT)].map((m) =>
    path.relative(root, path.resolve(root, path.dirname(file), (m[1] ?? m[2]) as string)),
  )
}

/** server/modules/<area>/… → <area>; the files beside the areas (area.ts, index.ts) belong to none. */
const areaOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1]

/**
 * An area uses another area through its public files only: index.ts, its services, and (for
 * foreign keys, from its own tables.ts; for the demo's records, from its demo/) its tables.
 */
function crossAreaAllowed(from: string, to: string): boolean {
  // An area's demo records belong to one demo organisation: they may point at another area's rows.
  if (/^server\/modules\/[^/]+\/demo\//.test(from) && path.basename(to) === 'tables.ts') return true
  const name = path.basename(to)
  if (name === 'index.ts' || /service\.ts$/.test(name)) return true
  return name === 'tables.ts' && path.basename(from) === 'tables.ts'
}

function violations(): string[] {
  const files = ['common', 'web', 'admin', 'server'].flatMap(sourceFiles)
  const found: string[] = []
  for (const file of files) {
    const from = layerOf(file)
    if (!from) continue
    for (const target of importsOf(file)) {
      const to = layerOf(target)
      if (!to) {
        found.push(`${file} imports ${target}, outside the layered folders`)
        continue
      }
      if (to === from) {
        const [a, b] = [areaOf(file), areaOf(target)]
        if (from === 'modules' && a && b && a !== b && !crossAreaAllowed(file, target))
          found.push(`${file} reaches into area ${b}: ${target} (use its index.ts or a service)`)
        continue
      }
      // The area contract (server/modules/area.ts) and the area list are the modules layer's edge.
      if (!MAY_IMPORT[from]?.includes(to)) found.push(`${file} (${from}) imports ${target} (${to})`)
    }
  }
  return found
}

describe('layers', () => {
  it('no file imports a layer above its own', () => {
    expect(violations()).toEqual([])
  })

  it('notices a back-arrow (the check itself works)', () => {
    expect(MAY_IMPORT.db).not.toContain('auth')
    expect(layerOf('server/db/client.ts')).toBe('db')
    expect(layerOf('server/modules/cms/index.ts')).toBe('modules')
    expect(crossAreaAllowed('server/modules/org/tables.ts', 'server/modules/cms/tables.ts')).toBe(true)
    expect(crossAreaAllowed('server/modules/org/named-lookup.ts', 'server/modules/cms/tables.ts')).toBe(false)
  })
})
