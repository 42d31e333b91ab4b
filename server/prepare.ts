/**
 * Brings a database up to date at start: migrations, then, on a database's very first start, the
 * demo content. Both run under the migration lock, so two processes starting together against
 * one PostgreSQL neither migrate nor seed twice.
 */
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { ensureFirstAdmin } from './auth/bootstrap.ts'
import { syncNavigation } from './auth/navigation.ts'
import { syncPermissions } from './auth/permissions.ts'
import type { Database, Db } from './db/client.ts'
import { appMeta } from './db/schema.ts'
import { writeDemoMedia } from './demo/demo-media.ts'
import { markDemoLoaded, seedDemoContent } from './demo/seed.ts'
import { MediaStore, sweepPendingUploads } from './media/media-store.ts'
import type { Area } from './modules/area.ts'
import { cmsMenu } from './modules/cms/tables.ts'
import { areas as allAreas, registryOf } from './modules/index.ts'
import { CrudService } from './resources/crud-service.ts'
import type { Registry } from './resources/registry.ts'

const INITIALIZED = 'initialized_at'

export interface PrepareOptions {
  seedDemo: boolean
  mediaDir: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  /** The first administrator to create when there is no user (ADMIN_EMAIL, ADMIN_PASSWORD). */
  admin?: { email: string; password: string }
  publicUrl?: string
  /** The areas whose permissions, navigation and seeds to install; default every area. */
  areas?: readonly Area[]
}

export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  const areas = options.areas ?? allAreas
  const registry = registryOf(areas)
  await database.withMigrationLock(async (db) => {
    await database.migrate(db)
    await syncPermissions(db, registry.resources)
    await syncNavigation(db, registry.resources)
    await sweepAbandonedUploads(db, registry, options)
    for (const area of areas) await area.seedReference?.(db)
    await ensureFirstAdmin(db, { admin: options.admin, publicUrl: options.publicUrl ?? '', log: options.log })
    // Seed once in a database's life: an organisation that later deletes its menus must not get the demo back.
    if (await isInitialized(db)) return
    if (options.seedDemo && (await isEmpty(db))) {
      options.log.info('New database: loading the demo organisation')
      const media = await writeDemoMedia(options.mediaDir)
      await seedDemoContent(db, media.files)
      for (const area of areas) await area.seedDemo?.(db, media.files)
      await markDemoLoaded(db)
      options.log.info({ mediaWritten: media.written }, 'Demo organisation loaded')
    }
    await markInitialized(db)
  })
}

/**
 * Files of uploads whose write never committed (the process was killed mid-request, or a cleanup
 * failed) are still marked pending: remove those older than the grace period.
 */
async function sweepAbandonedUploads(db: Db, registry: Registry, options: PrepareOptions): Promise<void> {
  const media = new MediaStore(db, options.mediaDir, { maxImageBytes: 0, maxPdfBytes: 0 })
  const records = new CrudService(db, registry, () => {}, media)
  const removed = await sweepPendingUploads(db, options.mediaDir, { isReferenced: records.isReferenced })
  if (removed.length > 0) options.log.warn({ removed }, 'Removed files of uploads that never completed')
}

async function isInitialized(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, INITIALIZED))
  return rows.length > 0
}

async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: cmsMenu.id }).from(cmsMenu).limit(1)
  return rows.length === 0
}

export async function markInitialized(db: Db): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: INITIALIZED, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appMeta.key })
}
