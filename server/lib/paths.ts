import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The repository root, found by walking up to Kizuna's package.json. The same code runs from
 * server/*.ts (tests, tsx) and from the bundled dist/server.js, so paths cannot be relative to a file.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'kizuna') return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the Kizuna project root (package.json named "kizuna")')
    dir = parent
  }
}

export const projectRoot = findProjectRoot()
export const migrationsFolder = path.join(projectRoot, 'server/db/migrations')
