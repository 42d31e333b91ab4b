/**
 * `npm run db:seed` loads the demo organisation into an empty database;
 * `npm run db:seed -- --reset` first deletes everything the demo fills (menus, pages, images,
 * settings, staff and branches, notices, circulars, events, projects, services, testimonials, the
 * blog, causes, gifts, members and dues, and the books with their chart and settings; accounts are
 * kept) and then loads it, with each area's demo records. It refuses, changing nothing, when the
 * database holds money that is not the demo's (server/demo/reset.ts says why).
 */
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { writeDemoMedia } from '../demo/demo-media.ts'
import { DemoResetRefused, reloadDemo } from '../demo/reset.ts'
import { markDemoLoaded, seedDemoContent } from '../demo/seed.ts'
import { cmsMenu } from '../modules/cms/tables.ts'
import { areas } from '../modules/index.ts'
import { markInitialized } from '../prepare.ts'

const reset = process.argv.includes('--reset')
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.withMigrationLock(async (db) => {
    await database.migrate(db)
    if (!reset && (await db.select({ id: cmsMenu.id }).from(cmsMenu).limit(1)).length > 0) {
      console.error(
        'The database already has content. Use `npm run db:seed -- --reset` to replace it with the demo.',
      )
      process.exitCode = 1
      return
    }
    const media = await writeDemoMedia(config.mediaDir)
    if (reset) {
      try {
        await reloadDemo(db, media.files)
      } catch (error) {
        if (!(error instanceof DemoResetRefused)) throw error
        console.error(error.message)
        process.exitCode = 1
        return
      }
    } else {
      // The reference data (places, the chart, the settings) the areas' demos build on, as a first start makes it.
      for (const area of areas) await area.seedReference?.(db)
      await seedDemoContent(db, media.files)
      for (const area of areas) await area.seedDemo?.(db, media.files)
      await markDemoLoaded(db)
    }
    await markInitialized(db)
    console.log(
      `Demo organisation loaded (${database.kind}); ${media.written} media files written to ${config.mediaDir}.`,
    )
  })
} finally {
  await database.close()
}
