/**
 * Two processes starting together against one new PostgreSQL database must both come up, with the
 * schema migrated once and the demo loaded once (the advisory lock in Database.withMigrationLock).
 */
import { count } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/client.ts'
import { demoMenus } from '../../server/demo/demo-content.ts'
import { cmsMenu, generalSetting } from '../../server/modules/cms/tables.ts'
import { prepareDatabase } from '../../server/prepare.ts'
import { testMediaDir, testScratchDir } from '../support/paths.ts'
import { testConfig } from '../support/test-app.ts'
import { adminUrl, dropDatabase, onPostgres } from '../support/test-database.ts'

const templateUrl = process.env.TEST_DATABASE_URL ?? ''
const name = `${templateUrl ? new URL(templateUrl).pathname.slice(1) : 'x'}_concurrent_${process.pid}`

afterAll(async () => {
  if (onPostgres) await dropDatabase(templateUrl, name)
})

const countMenus = (menus: typeof demoMenus): number =>
  menus.reduce((sum, m) => sum + 1 + countMenus(m.children ?? []), 0)

describe.skipIf(!onPostgres)('two instances starting at once on PostgreSQL', () => {
  it('both become ready; migrations and demo content happen once', async () => {
    const admin = new pg.Client({ connectionString: adminUrl(templateUrl) })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(templateUrl)
    url.pathname = `/${name}`

    const start = async () => {
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: testScratchDir })
      await prepareDatabase(database, {
        seedDemo: true,
        mediaDir: testMediaDir,
        log: { info: () => {}, warn: () => {} },
      })
      const app = await buildApp({ config: { ...testConfig, timeZone: 'UTC' }, database })
      return { app, database }
    }
    const instances = await Promise.all([start(), start()])
    try {
      for (const { app } of instances) {
        const ready = await app.inject('/readyz')
        expect(ready.statusCode).toBe(200)
      }
      const db = instances[0].database.db
      const [menus] = await db.select({ n: count() }).from(cmsMenu)
      const [settings] = await db.select({ n: count() }).from(generalSetting)
      expect(menus?.n).toBe(countMenus(demoMenus))
      expect(settings?.n).toBe(1)
    } finally {
      for (const { app, database } of instances) {
        await app.close()
        await database.close()
      }
    }
  })
})
