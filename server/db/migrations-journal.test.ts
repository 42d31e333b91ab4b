/**
 * Drizzle applies a migration only if its journal `when` is later than the last one applied, so a
 * migration merged from a branch with an older `when` would silently never run on a database that
 * already has the newer ones. The journal must list the files in order, with rising times.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '../lib/paths.ts'

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[]
}

describe('the migrations journal', () => {
  it('numbers its entries in order, each later than the one before', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index)
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true)
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0)
    })
  })

  it('lists exactly the SQL files of the folder', () => {
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'))
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`))
  })
})
