/**
 * The link that manages a monthly gift without an account (change the amount, cancel), carried by
 * every email about the gift. It is the gift's id and an HMAC of it under a key made once per
 * database (app_meta, as the form guard's): unguessable, checked without a table, and the same in
 * every email, so a link from any month keeps working for as long as the gift exists.
 *
 * Why a signature and not auth_token rows: a token row would need issuing per email, expiring and
 * sweeping, and an expired link in last month's email would strand a donor who only wants to stop
 * giving. What the link allows is small (a new amount from next month, or stopping), it reveals
 * only the first name, amount and cause, and the donor can always ask staff. Revoking every link
 * at once is replacing the key (deleting the app_meta row); a donor with an account manages the
 * gift from their area instead.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { monthlyGiftPath } from '../../../common/giving-links.ts'
import { appKey } from '../../db/app-key.ts'
import type { Db } from '../../db/client.ts'
import type { RecurringGiftRow } from './recurring-gifts.ts'
import { recurringGift } from './tables.ts'

const KEY_NAME = 'monthly_gift_link_key'

const mac = (key: string, id: number) =>
  createHmac('sha256', key).update(`monthly-gift:${id}`).digest('base64url')

const TOKEN = /^(\d{1,10})\.([\w-]{43})$/

/** The token of gift `id`'s link. */
export async function monthlyGiftToken(db: Db, id: number): Promise<string> {
  return `${id}.${mac(await appKey(db, KEY_NAME), id)}`
}

/** The absolute address of gift `id`'s page, for emails. */
export async function monthlyGiftLink(db: Db, publicUrl: string, id: number): Promise<string> {
  return `${publicUrl}${monthlyGiftPath(await monthlyGiftToken(db, id))}`
}

/** The gift a token stands for; undefined when it is not one of ours (forged, mistyped) or gone. */
export async function giftOfToken(db: Db, token: unknown): Promise<RecurringGiftRow | undefined> {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null
  if (!match) return undefined
  const id = Number(match[1])
  const expected = Buffer.from(mac(await appKey(db, KEY_NAME), id))
  const given = Buffer.from(match[2] ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const [row] = await db.select().from(recurringGift).where(eq(recurringGift.id, id))
  return row
}
