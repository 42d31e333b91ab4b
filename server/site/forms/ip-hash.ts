/**
 * Forms store a keyed hash of the client's address instead of the address: staff can see that
 * several messages came from one place without the database holding where people are. The key is
 * random, made once per database and kept in app_meta.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appMeta } from '../../db/schema.ts'

const SALT_KEY = 'ip_hash_salt'
const salts = new WeakMap<Db, Promise<string>>()

async function loadSalt(db: Db): Promise<string> {
  // Two processes starting together may both insert: the first wins and both read it back.
  await db
    .insert(appMeta)
    .values({ key: SALT_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appMeta.key })
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SALT_KEY))
  if (!row) throw new Error('the ip hash salt could not be stored')
  return row.value
}

export async function ipHash(db: Db, ip: string): Promise<string> {
  let salt = salts.get(db)
  if (!salt) {
    salt = loadSalt(db)
    salts.set(db, salt)
    // A failed load must not be remembered.
    salt.catch(() => salts.delete(db))
  }
  return createHmac('sha256', await salt)
    .update(ip)
    .digest('hex')
}
