/** `npm run db:migrate`: applies pending migrations (the server also does this at start). */
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.withMigrationLock((db) => database.migrate(db))
  console.log(`Migrations applied (${database.kind}).`)
} finally {
  await database.close()
}
