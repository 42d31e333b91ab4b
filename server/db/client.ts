/**
 * One interface over the two engines: embedded PGlite (default, under DATA_DIR) and PostgreSQL
 * (DATABASE_URL). Everything above this file sees only `Database`.
 */
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsFolder } from '../lib/paths.ts'
import { lockDataDir } from './pglite-lock.ts'
/**
 * Queries are written with the query builder over each area's own tables; the relational query API
 * (db.query.*), which needs every table handed to the client, is not used.
 */
export type Db = PgDatabase<PgQueryResultHKT>

/** Channel of the NOTIFY sent by the kizuna_notify_change trigger (migration 0001). */
export const CHANGE_CHANNEL = 'kizuna_changes'
/** Arbitrary constant shared by every Kizuna process: the key of the migration advisory lock. */
const MIGRATION_LOCK_KEY = 4_210_517

export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  /** Runs `work` on one connection while holding the migration lock, so two processes never migrate at once. */
  withMigrationLock<T>(work: (db: Db) => Promise<T>): Promise<T>
  /** Applies pending migrations on the given connection. */
  migrate(db: Db): Promise<void>
  /**
   * Calls `listener` for every change notification. On PostgreSQL the connection that listens can
   * drop: `onLost` is called once when changes may start being missed, and `onRestored` once it
   * listens again (reconnecting by itself, with a growing delay, meanwhile).
   */
  listen(listener: (table: string) => void, onLost: () => void, onRestored: () => void): Promise<void>
  close(): Promise<void>
}

export interface OpenOptions {
  databaseUrl: string | undefined
  dataDir: string
  /** Tests pass a ready PGlite (e.g. cloned from a template) instead of a folder. */
  pglite?: PGlite
  onError?: (error: Error) => void
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onError)
    : openPglite(options.pglite, options.dataDir)
}

async function openPglite(existing: PGlite | undefined, dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pglite')
  const unlock = existing ? () => {} : lockDataDir(dir)
  let client: PGlite
  try {
    client = existing ?? (await PGlite.create(dir))
  } catch (error) {
    unlock()
    throw error
  }
  const db = drizzlePglite({ client }) as unknown as Db
  const unsubscribers: (() => Promise<void>)[] = []
  return {
    kind: 'pglite',
    db,
    // One in-process connection: nothing else can run migrations concurrently.
    withMigrationLock: (work) => work(db),
    migrate: (conn) => migratePglite(conn as Parameters<typeof migratePglite>[0], { migrationsFolder }),
    async listen(listener) {
      unsubscribers.push(await client.listen(CHANGE_CHANNEL, listener))
    },
    async close() {
      for (const unsubscribe of unsubscribers) await unsubscribe()
      if (!client.closed) await client.close()
      unlock()
    },
  }
}

/** Delays between attempts to listen again: short for a blip, at most a few seconds in an outage. */
const RELISTEN_FIRST_DELAY_MS = 250
const RELISTEN_MAX_DELAY_MS = 5000

async function openPostgres(url: string, onError?: (error: Error) => void): Promise<Database> {
  // A server that does not answer fails a request after 10 s (503) instead of holding it forever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 })
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => onError?.(error))
  await pool.query('select 1')
  const db = drizzleNodePg({ client: pool }) as unknown as Db
  let listenerClient: pg.Client | undefined
  let closing = false

  /** Connects and LISTENs; once listening, a drop ends the client and calls `lost` once. */
  async function connectListener(listener: (table: string) => void, lost: () => void): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
    let listening = false
    let dropped = false
    const drop = (error?: Error) => {
      // Before LISTEN succeeded, the failure reaches the caller as the rejection below.
      if (!listening || dropped) return
      dropped = true
      if (error) onError?.(error)
      if (listenerClient === client) listenerClient = undefined
      client.end().catch(() => {})
      if (!closing) lost()
    }
    client.on('notification', (message) => listener(message.payload ?? ''))
    client.on('error', drop)
    client.on('end', () => drop())
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANGE_CHANNEL}`)
    } catch (error) {
      client.end().catch(() => {})
      throw error
    }
    if (closing) {
      await client.end().catch(() => {})
      throw new Error('The database was closed while listening again.')
    }
    listening = true
    listenerClient = client
    return client
  }

  /**
   * Listens, and when the connection drops calls `onLost` and tries again until it listens (then
   * `onRestored`). Failed attempts are reported through `onError` (main.ts logs them deduplicated).
   */
  async function listen(listener: (table: string) => void, onLost: () => void, onRestored: () => void) {
    let delay = RELISTEN_FIRST_DELAY_MS
    const retry = () => {
      if (closing) return
      const timer = setTimeout(() => {
        if (closing) return
        connectListener(listener, lostAgain).then(
          () => {
            delay = RELISTEN_FIRST_DELAY_MS
            onRestored()
          },
          (error: Error) => {
            if (closing) return
            onError?.(error)
            delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS)
            retry()
          },
        )
      }, delay)
      timer.unref()
    }
    const lostAgain = () => {
      // Notifications sent while disconnected are lost: the caller drops its caches.
      onLost()
      retry()
    }
    // The first attempt fails the start: a server that cannot listen should not come up.
    await connectListener(listener, lostAgain)
  }

  return {
    kind: 'postgres',
    db,
    async withMigrationLock(work) {
      const conn = await pool.connect()
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        return await work(drizzleNodePg({ client: conn }) as unknown as Db)
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
        conn.release()
      }
    },
    migrate: (conn) => migrateNodePg(conn as Parameters<typeof migrateNodePg>[0], { migrationsFolder }),
    listen,
    async close() {
      // Twice is harmless (a test that cut the database, then its cleanup).
      if (closing) return
      closing = true
      await listenerClient?.end().catch(() => {})
      await pool.end()
    },
  }
}

/** Migrations recorded as applied, for /readyz. */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )
  return Number(rows[0]?.n ?? 0)
}

/** Raw SQL for the few queries the query builder cannot express; both drivers answer with `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] }
  return result.rows
}
