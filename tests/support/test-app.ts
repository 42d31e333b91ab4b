/** A Kizuna app on a private copy of the demo database, for `inject()` tests. */
import { type AppConfig, buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import type { Db } from '../../server/db/client.ts'
import type { Mailer } from '../../server/mail/mailer.ts'
import { testMediaDir } from './paths.ts'
import { createTestDatabase } from './test-database.ts'

/** The app configuration of tests: the defaults, with the shared demo media. */
export const testConfig: AppConfig = {
  ...loadConfig({}),
  mediaDir: testMediaDir,
  publicUrl: 'http://kizuna.test',
}

export async function createTestApp(options: { mailerFactory?: (db: Db) => Mailer } = {}) {
  const { database, drop } = await createTestDatabase()
  const app = await buildApp({ config: testConfig, database, mailer: options.mailerFactory?.(database.db) })
  await app.ready()
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close()
      await drop()
    },
  }
}
