/**
 * How a requester without an account reaches their ticket, and how their emailed replies find it.
 * Both carry the ticket's id and an HMAC of it under a key made once per database (app_meta, as
 * the monthly-gift link): unguessable, checked without a table, valid as long as the ticket lives.
 *
 * - The page link (/help/ticket?token=…): the full 43-character signature.
 * - The reply token, in the Reply-To address (help+t123.k7Qx9Lm2aB3d@…) and in the subject
 *   ([ref:t123.k7Qx9Lm2aB3d]): 12 characters of a second signature (72 bits), short enough to
 *   survive mail clients that rewrite long subjects, and useless for opening the page.
 *
 * A ticket number alone (T-000123) is never enough: anyone could write it into a subject.
 * Revoking every link at once is replacing the key (deleting its app_meta row).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { appKey } from '../../db/app-key.ts'
import type { Db } from '../../db/client.ts'

const KEY_NAME = 'ticket_link_key'
export const TICKET_PAGE_PATH = '/help/ticket'

const mac = (key: string, purpose: string, id: number) =>
  createHmac('sha256', key).update(`ticket-${purpose}:${id}`).digest('base64url')

const PAGE_TOKEN = /^(\d{1,10})\.([\w-]{43})$/
/** t123.k7Qx9Lm2aB3d, in an address (before the @) or a subject. */
export const REPLY_TOKEN = /(?<![\w-])t(\d{1,10})\.([\w-]{12})(?![\w-])/

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export async function ticketPageToken(db: Db, id: number): Promise<string> {
  return `${id}.${mac(await appKey(db, KEY_NAME), 'page', id)}`
}

/** The absolute address of the requester's page of ticket `id`, for emails. */
export async function ticketPageLink(db: Db, publicUrl: string, id: number): Promise<string> {
  return `${publicUrl}${TICKET_PAGE_PATH}?${new URLSearchParams({ token: await ticketPageToken(db, id) })}`
}

/** The ticket id a page token stands for, or undefined when it is not one of ours. */
export async function ticketOfPageToken(db: Db, token: unknown): Promise<number | undefined> {
  const match = typeof token === 'string' ? PAGE_TOKEN.exec(token) : null
  if (!match) return undefined
  const id = Number(match[1])
  return same(mac(await appKey(db, KEY_NAME), 'page', id), match[2] ?? '') ? id : undefined
}

export async function replyToken(db: Db, id: number): Promise<string> {
  return `t${id}.${mac(await appKey(db, KEY_NAME), 'reply', id).slice(0, 12)}`
}

/** The reply address: the help desk's address with the token after a plus (help+t123.…@org). */
export function replyAddress(helpdeskAddress: string, token: string): string {
  const at = helpdeskAddress.lastIndexOf('@')
  return at < 0 ? helpdeskAddress : `${helpdeskAddress.slice(0, at)}+${token}${helpdeskAddress.slice(at)}`
}

/** The ticket a reply belongs to, read from any of the texts (recipients, subject); undefined when none is ours. */
export async function ticketOfReply(db: Db, texts: readonly string[]): Promise<number | undefined> {
  const key = await appKey(db, KEY_NAME)
  for (const text of texts) {
    for (const match of text.matchAll(new RegExp(REPLY_TOKEN, 'g'))) {
      const id = Number(match[1])
      if (same(mac(key, 'reply', id).slice(0, 12), match[2] ?? '')) return id
    }
  }
  return undefined
}
