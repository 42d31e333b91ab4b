import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
/** A Kizuna app on a private copy of the demo database, for `inject()` tests. */
import type { FastifyInstance } from 'fastify'
import { type AppConfig, type AppOptions, buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { type Db, openDatabase } from '../../server/db/client.ts'
import type { Mailer } from '../../server/mail/mailer.ts'
import { testMediaDir, testScratchDir } from './paths.ts'
import { createTestDatabase } from './test-database.ts'

/** The app configuration of tests: the defaults, with the shared demo media. */
export const testConfig: AppConfig = {
  ...loadConfig({}),
  mediaDir: testMediaDir,
  publicUrl: 'http://kizuna.test',
}

export async function createTestApp(
  options: {
    mailerFactory?: (db: Db) => Mailer
    clock?: () => number
    config?: Partial<AppConfig>
    logger?: AppOptions['logger']
    /** Runs before `ready()`, the last moment hooks can be added (the fuzz suite records routes hit). */
    beforeReady?: (app: FastifyInstance) => void
    /** The areas served; default every area (a test adds a fixture area). */
    areas?: AppOptions['areas']
  } = {},
) {
  const { database, url, drop } = await createTestDatabase()
  // Each app gets its own copy of the media: deleting a record now deletes its files.
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'kizuna-media-'))
  cpSync(testMediaDir, mediaDir, { recursive: true })
  const config = { ...testConfig, mediaDir, ...options.config }
  const app = await buildApp({
    config,
    database,
    mailer: options.mailerFactory?.(database.db),
    clock: options.clock,
    logger: options.logger,
    areas: options.areas,
  })
  options.beforeReady?.(app)
  await app.ready()
  return {
    app,
    mediaDir,
    db: database.db,
    database,
    /** The PostgreSQL database's URL (undefined on PGlite): createAppOn builds another process's app on it. */
    url,
    async close() {
      await app.close()
      await drop()
      rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

/**
 * A second app on an existing PostgreSQL database, as another process behind a load balancer would
 * be: its own pool, caches and limiters, the same data. Closing it leaves the database.
 */
export async function createAppOn(url: string, options: { config?: Partial<AppConfig> } = {}) {
  const database = await openDatabase({ databaseUrl: url, dataDir: testScratchDir })
  const app = await buildApp({ config: { ...testConfig, ...options.config }, database })
  await app.ready()
  return {
    app,
    db: database.db,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
