/**
 * Issue 10 §6, PostgreSQL only: when the connection that LISTENs for changes drops, the response
 * cache is flushed and disabled, and it comes back by itself (flushed again) once the listener has
 * reconnected; changes made afterwards by another connection still clear it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/client.ts'
import { generalSetting } from '../../server/modules/cms/tables.ts'
import { createTestApp } from '../support/test-app.ts'
import { onPostgres } from '../support/test-database.ts'
import { until } from '../support/until.ts'

const MENUS_URL = '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/'
let t: Awaited<ReturnType<typeof createTestApp>>

describe.runIf(onPostgres)('issue 10: the response cache comes back when change notifications do', () => {
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  /** Whether a public GET, asked twice, is kept by the cache. */
  async function cachesAgain(): Promise<boolean> {
    expect((await t.app.inject(MENUS_URL)).statusCode).toBe(200)
    expect((await t.app.inject(MENUS_URL)).statusCode).toBe(200)
    return t.app.responseCache.size > 0
  }

  it('flushes and disables the cache when the listener is terminated, then re-enables it', async () => {
    expect(await cachesAgain()).toBe(true)
    const listeners = await queryRows<{ pid: number }>(
      t.db,
      sql`select pid from pg_stat_activity where query like 'LISTEN%' and datname = current_database()`,
    )
    expect(listeners).toHaveLength(1)
    await queryRows(t.db, sql`select pg_terminate_backend(${listeners[0]?.pid})`)

    // Flushed and disabled until the listener is back (its first retry waits 250 ms, and these
    // checks run every 10 ms before it).
    await until(() => t.app.responseCache.isEnabled === false)
    expect(t.app.responseCache.size).toBe(0)
    // Back by itself once the listener has reconnected: a repeated public GET is a cache hit again.
    await until(cachesAgain)
    expect(t.app.responseCache.isEnabled).toBe(true)

    // A change made by another connection (not through this app) is still announced and clears it.
    await t.db.update(generalSetting).set({ title: 'Kizuna, after the blip' })
    await until(() => t.app.responseCache.size === 0)
    expect((await t.app.inject(MENUS_URL)).statusCode).toBe(200)
  })
})
