/** A Kizuna app on a private copy of the demo database, for `inject()` tests. */
import { buildApp } from '../../server/app.ts'
import { testMediaDir } from './paths.ts'
import { createTestDatabase } from './test-database.ts'

export async function createTestApp() {
  const { database, drop } = await createTestDatabase()
  const app = await buildApp({ config: { mediaDir: testMediaDir, timeZone: 'Asia/Dhaka' }, database })
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
