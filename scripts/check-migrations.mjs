// Fails when the committed migrations differ from what `drizzle-kit generate` would write for the
// current schema: a table or column changed in TypeScript without its migration (or the other way
// round) would otherwise reach production as a schema the code does not expect.
// Generates into a copy of the migrations folder, so the working tree is never touched.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const committed = path.join(root, 'server/db/migrations')
const scratch = mkdtempSync(path.join(tmpdir(), 'kizuna-drift-'))
try {
  const out = path.join(scratch, 'migrations')
  cpSync(committed, out, { recursive: true })
  const config = path.join(scratch, 'drizzle.config.ts')
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(root, 'drizzle.config.ts'))}\n` +
      // drizzle-kit reads `out` relative to the working directory.
      `export default { ...base, out: ${JSON.stringify(path.relative(root, out))} }\n`,
  )
  const before = new Set(readdirSync(out))
  // drizzle-kit exits 0 on some failures (an unreadable snapshot): read what it says as well.
  const said = execFileSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const added = readdirSync(out).filter((name) => !before.has(name) && name.endsWith('.sql'))
  if (added.length > 0) {
    console.error('The schema and the committed migrations differ. drizzle-kit would add:\n')
    for (const name of added) console.error(`--- ${name}\n${readFileSync(path.join(out, name), 'utf8')}`)
    console.error('Write the migration (npm run db:generate, then review it) or fix the schema.')
    process.exit(1)
  }
  if (!/No schema changes/.test(said)) {
    console.error(`drizzle-kit did not confirm the schema is unchanged:\n${said}`)
    process.exit(1)
  }
  console.log('Migrations match the schema.')
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
