/**
 * Forms store a keyed hash of the client's address instead of the address: staff can see that
 * several messages came from one place without the database holding where people are. The key is
 * random, made once per database and kept in app_meta.
 */
import { createHmac } from 'node:crypto'
import { appKey } from '../../db/app-key.ts'
import type { Db } from '../../db/client.ts'

export async function ipHash(db: Db, ip: string): Promise<string> {
  return createHmac('sha256', await appKey(db, 'ip_hash_salt'))
    .update(ip)
    .digest('hex')
}
