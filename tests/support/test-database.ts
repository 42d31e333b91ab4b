/** A private copy of the seeded template database for one test file. */
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { pgliteTemplateFile, testScratchDir } from './paths.ts'

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let counter = 0

/** The server's maintenance database, from which databases are created and dropped. */
export function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  url.pathname = '/postgres'
  return url.toString()
}

export async function createTestDatabase(): Promise<{
  database: Database
  url: string | undefined
  drop: () => Promise<void>
}> {
  const templateUrl = process.env.TEST_DATABASE_URL
  if (!templateUrl) {
    const loadDataDir = new Blob([readFileSync(pgliteTemplateFile)])
    const pglite = await PGlite.create({ loadDataDir })
    const database = await openDatabase({ databaseUrl: undefined, dataDir: testScratchDir, pglite })
    return { database, url: undefined, drop: () => database.close() }
  }
  const template = new URL(templateUrl).pathname.slice(1)
  const name = `${template}_f${process.pid}_${++counter}`
  const admin = new pg.Client({ connectionString: adminUrl(templateUrl) })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: testScratchDir })
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close()
      await dropDatabase(templateUrl, name)
    },
  }
}

export async function dropDatabase(anyUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(anyUrl) })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}
