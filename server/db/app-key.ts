/**
 * Random keys made once per database and kept in app_meta (the form guard's token key, the ip
 * hash's salt, the newsletter links' key): every process of one database signs and checks alike,
 * and a new database never accepts another's signatures.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from './client.ts'
import { appMeta } from './schema.ts'

const loaded = new WeakMap<Db, Map<string, Promise<string>>>()

async function loadKey(db: Db, name: string): Promise<string> {
  // Two processes starting together may both insert: the first wins and both read it back.
  await db
    .insert(appMeta)
    .values({ key: name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appMeta.key })
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name))
  if (!row) throw new Error(`the key ${name} could not be stored`)
  return row.value
}

/** The database's key of this name, read once per process. */
export function appKey(db: Db, name: string): Promise<string> {
  let keys = loaded.get(db)
  if (!keys) {
    keys = new Map()
    loaded.set(db, keys)
  }
  let key = keys.get(name)
  if (!key) {
    key = loadKey(db, name)
    keys.set(name, key)
    // A failed load must not be remembered.
    key.catch(() => keys.delete(name))
  }
  return key
}
