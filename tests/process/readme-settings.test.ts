/**
 * Every environment variable the server reads is in the README's Configuration table: those of
 * config.ts's schema, and any `process.env.X` / `env.X` / `env['X']` elsewhere under server/.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../server/lib/paths.ts'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Variables read in a file: env.X, process.env.X, env['X'], and config.ts's schema keys. */
function variablesRead(source: string, isConfig: boolean): string[] {
  const found = new Set<string>()
  for (const match of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g))
    found.add(match[1] ?? match[2] ?? '')
  if (isConfig) {
    const schema = source.slice(source.indexOf('const envSchema'), source.indexOf('export interface Config'))
    for (const match of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*): /gm)) found.add(match[1] ?? '')
  }
  return [...found]
}

function readmeConfiguration(): string {
  const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8')
  const start = readme.indexOf('## Configuration')
  return readme.slice(start, readme.indexOf('\n## ', start + 1))
}

describe('the README', () => {
  it('finds what the scan looks for', () => {
    expect(variablesRead("if (process.env.LOG_LEVEL === 'x' || env['NODE_ENV']) env.PORT", false)).toEqual([
      'LOG_LEVEL',
      'NODE_ENV',
      'PORT',
    ])
  })

  it('lists every environment variable the server reads', () => {
    const serverDir = path.join(projectRoot, 'server')
    const read = new Set<string>()
    for (const file of sourceFiles(serverDir)) {
      const isConfig = file === path.join(serverDir, 'config.ts')
      for (const name of variablesRead(readFileSync(file, 'utf8'), isConfig)) read.add(name)
    }
    // The scan must see the schema, or it proves nothing.
    expect(read).toContain('PUBLIC_URL')
    expect(read).toContain('SESSION_IDLE_MINUTES')
    const table = readmeConfiguration()
    const missing = [...read].filter((name) => !table.includes(`\`${name}\``)).sort()
    expect(missing, 'add these to the Configuration table of README.md').toEqual([])
  })
})
