/**
 * Every table the public reads announces its changes (0001_change_notifications.sql): without the
 * trigger, a change made by another process or in psql would leave every process's caches serving
 * the old data until restart. A new public resource whose migration forgot the trigger fails here.
 */
import { getTableName, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client.ts'
import { resources } from '../../server/modules/index.ts'
import { createTestDatabase } from '../support/test-database.ts'

let database: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
})
afterAll(() => drop?.())

async function tablesWithTrigger(): Promise<Set<string>> {
  const result = await database.db.execute(sql`
    select distinct c.relname as name
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'kizuna_notify_change' and not t.tgisinternal`)
  const rows = (result as unknown as { rows: { name: string }[] }).rows
  return new Set(rows.map((row) => row.name))
}

describe('change notifications', () => {
  it('every public resource table has the change-notification trigger', async () => {
    const triggered = await tablesWithTrigger()
    const publicTables = resources.filter((r) => !r.private).map((r) => getTableName(r.table))
    expect(publicTables.length).toBeGreaterThan(5)
    expect(publicTables.filter((table) => !triggered.has(table))).toEqual([])
  })

  it('notices a table without one (the check itself works)', async () => {
    await database.db.execute(sql`create table trigger_probe (id int)`)
    expect((await tablesWithTrigger()).has('trigger_probe')).toBe(false)
  })
})
