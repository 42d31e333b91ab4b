/**
 * Runs once per test run: renders the demo media into a shared folder and builds a migrated,
 * seeded template database that every test file clones (a PGlite data-dir dump, or with
 * TEST_DATABASE_URL a PostgreSQL database used as CREATE DATABASE … TEMPLATE).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../../server/db/client.ts'
import { writeDemoMedia } from '../../server/demo/demo-media.ts'
import { prepareDatabase } from '../../server/prepare.ts'
import { pgliteTemplateFile, testAdmin, testMediaDir, testScratchDir } from './paths.ts'

const quiet = { info: () => {}, warn: () => {} }

export default async function setup(): Promise<void> {
  mkdirSync(testScratchDir, { recursive: true })
  await writeDemoMedia(testMediaDir)
  const databaseUrl = process.env.TEST_DATABASE_URL
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl, dataDir: testScratchDir })
    try {
      await prepareDatabase(database, {
        seedDemo: true,
        mediaDir: testMediaDir,
        log: quiet,
        admin: testAdmin,
      })
    } finally {
      await database.close()
    }
    return
  }
  const pglite = new PGlite()
  const database = await openDatabase({ databaseUrl: undefined, dataDir: testScratchDir, pglite })
  await prepareDatabase(database, { seedDemo: true, mediaDir: testMediaDir, log: quiet, admin: testAdmin })
  const dump = await pglite.dumpDataDir('none')
  writeFileSync(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()))
  await database.close()
}
