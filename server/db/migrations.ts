import { readFileSync } from 'node:fs'
import path from 'node:path'
import { migrationsFolder } from '../lib/paths.ts'

/** How many migrations this build ships (drizzle-kit's journal), for /readyz. */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  return journal.entries.length
}
