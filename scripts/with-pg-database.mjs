// Runs a command against a fresh PostgreSQL database, then drops it and every per-file copy made
// from it. Usage: node scripts/with-pg-database.mjs vitest run
// Server: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres, trust auth).
import { spawn } from 'node:child_process'
import pg from 'pg'

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `kizuna_test_${process.pid}`

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

async function dropAll() {
  const { rows } = await admin(`SELECT datname FROM pg_database WHERE datname LIKE '${name}%'`)
  for (const { datname } of rows) await admin(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
}

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-pg-database.mjs <command> [args…]')
  process.exit(2)
}
try {
  await admin(`CREATE DATABASE "${name}"`)
} catch (error) {
  console.error(
    `Cannot create a test database on ${adminUrl.replace(/:[^:@/]*@/, ':***@')}: ${error.message}`,
  )
  process.exit(1)
}
const url = new URL(adminUrl)
url.pathname = `/${name}`
console.log(`PostgreSQL test database: ${name}`)
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url.toString() },
  shell: process.platform === 'win32',
})
const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)))
await dropAll()
process.exit(code)
