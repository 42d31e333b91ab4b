/**
 * The back office's first load stays under issue 5's budget: the JavaScript a browser fetches to
 * show /admin (the entry and its static imports, as the HTML shell preloads them), gzip -9, is
 * under 400 KB. Every screen is a lazy chunk, so growth here means something was imported eagerly.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../server/lib/paths.ts'

const BUDGET_KB = 400

describe('the back office bundle', () => {
  it(`loads /admin with under ${BUDGET_KB} KB of gzip JavaScript`, () => {
    const dist = path.join(projectRoot, 'dist/admin')
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as {
      js: string
      preload: string[]
    }
    const files = [manifest.js, ...manifest.preload]
    const bytes = files.reduce(
      (sum, url) =>
        sum + gzipSync(readFileSync(path.join(dist, url.replace(/^\/admin\//, ''))), { level: 9 }).length,
      0,
    )
    const kb = bytes / 1024
    console.info(`/admin first load: ${kb.toFixed(1)} KB gzip JavaScript in ${files.length} files`)
    expect(kb).toBeLessThan(BUDGET_KB)
  })
})
