/**
 * What keeps scripts off the public forms besides the per-address limit: a honeypot field people
 * never see, and a minimum fill time read from a signed "form started at" token. The token is the
 * time and an HMAC of it under a key made once per database (app-key.ts), so a script can
 * neither forge an earlier time nor keep one token for ever.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  FORM_TOKEN_URL,
  HONEYPOT_FIELD,
  STARTED_FIELD,
  STARTED_PLACEHOLDER,
} from '../../../web/components/form-guard-fields.ts'
import { appKey } from '../../db/app-key.ts'
import type { Db } from '../../db/client.ts'
import { routeSchema } from '../../http/route-docs.ts'

const KEY_NAME = 'form_token_key'
/** A token older than this is refused: a script cannot keep one for ever. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Clocks of several processes differ a little; a token from further ahead was not made here. */
const CLOCK_SKEW_MS = 5_000

/** Holds the signed time of a visitor's first page, for forms posted without JavaScript. */
export const FORM_STARTED_COOKIE = 'kizuna_form_started'
const COOKIE_MAX_AGE_S = FORM_TOKEN_MAX_AGE_MS / 1000
/** How many genuine cookies a process remembers before it starts over (about 100 kB). */
const MAX_REMEMBERED_COOKIES = 1000

export const GUARD_MESSAGES = {
  honeypot:
    'This form could not be sent because a hidden field was filled in, as automatic form fillers do. Please fill in the form yourself and send it again.',
  missing: 'This form could not be checked. Please reload the page and send it again.',
  /** Without JavaScript the refusal page itself sets the cookie, so sending again is enough. */
  sendAgain: 'This form could not be checked, so nothing was sent. Please send it again.',
  tooQuick: 'This form was sent too quickly. Please wait a moment and send it again.',
  expired: 'This form was open for too long. Please send it again.',
} as const

const keyOf = (db: Db) => appKey(db, KEY_NAME)

const mac = (key: string, at: number) =>
  createHmac('sha256', key).update(`form-started:${at}`).digest('base64url')

/** A token saying the form was started at `at` (ms since the epoch). Tests sign earlier times. */
export async function signFormToken(db: Db, at: number): Promise<string> {
  const time = Math.floor(at)
  return `${time}.${mac(await keyOf(db), time)}`
}

const recent = new WeakMap<Db, { at: number; token: string }>()

/**
 * A token for now, signed at most once per 100 ms: every page without the cookie sets it, and an
 * HMAC per cached page is a measurable share of its cost. A token up to 100 ms old only makes the
 * minimum fill time that much shorter.
 */
function currentTokenUnder(db: Db, key: string, now: number): string {
  const last = recent.get(db)
  if (last && now >= last.at && now - last.at < 100) return last.token
  const time = Math.floor(now)
  const token = `${time}.${mac(key, time)}`
  recent.set(db, { at: time, token })
  return token
}

/** The time a token was signed for, or null when it is not one of ours or comes from the future. */
async function tokenTime(db: Db, token: unknown, now: number): Promise<number | null> {
  return typeof token === 'string' && TOKEN.test(token) ? timeUnder(await keyOf(db), token, now) : null
}

const TOKEN = /^(\d{1,15})\.([\w-]{43})$/

/** tokenTime under a key already loaded. */
function timeUnder(key: string, token: unknown, now: number): number | null {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null
  if (!match) return null
  const at = Number(match[1])
  const expected = Buffer.from(mac(key, at))
  const given = Buffer.from(match[2] ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return at > now + CLOCK_SKEW_MS ? null : at
}

/** Whether a request is a browser's form post made without JavaScript (it asks for the page back). */
export function isNoScriptPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? ''
  return (
    (request.headers.accept ?? '').includes('text/html') &&
    (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'))
  )
}

export interface GuardOptions {
  now: number
  minFillMs: number
  /**
   * The request, when it may fall back on the cookie: a post without JavaScript carries the
   * placeholder (cached pages are never rewritten), and its start time is in the cookie instead.
   */
  request?: FastifyRequest
}

/** Why the form looks sent by a script (a sentence for the person), or null when it passes. */
export async function guardProblem(
  db: Db,
  body: unknown,
  { now, minFillMs, request }: GuardOptions,
): Promise<string | null> {
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const honeypot = fields[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== '') return GUARD_MESSAGES.honeypot
  const field = fields[STARTED_FIELD]
  const noScript =
    request !== undefined &&
    (field === undefined || field === '' || field === STARTED_PLACEHOLDER) &&
    isNoScriptPost(request)
  const at = await tokenTime(db, noScript ? request.cookies[FORM_STARTED_COOKIE] : field, now)
  if (at === null) return noScript ? GUARD_MESSAGES.sendAgain : GUARD_MESSAGES.missing
  if (now - at < minFillMs) return GUARD_MESSAGES.tooQuick
  if (now - at > FORM_TOKEN_MAX_AGE_MS) return GUARD_MESSAGES.expired
  return null
}

/** The token route for the forms' script (forms posted without JavaScript use installFormCookie's cookie). */
export function registerFormGuard(
  app: FastifyInstance,
  { db, clock, minFillMs }: { db: Db; clock: () => number; minFillMs: number },
): void {
  const schema = routeSchema({
    summary: "A signed token of the moment a visitor opened a form, sent back with the form's post",
    tags: ['site forms'],
    answers: { 200: '{"token": "…", "min_fill_seconds": 3}' },
  })
  app.get(FORM_TOKEN_URL, { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { token: await signFormToken(db, clock()), min_fill_seconds: minFillMs / 1000 }
  })
}

/** A cache-control value for an answer that sets a cookie: a shared cache must not give it to others. */
export const privateCacheControl = (value: string) => value.replace(/\bpublic\b/, 'private')

/** What the page cache needs of the form cookie to send a cached page itself (page-cache.ts). */
export interface FormCookie {
  /**
   * The Set-Cookie line an HTML answer to `request` adds, or null when the request has a valid
   * cookie; undefined until the key is loaded (such an answer goes through the onSend hook, which
   * waits for it).
   */
  lineFor(request: FastifyRequest): string | null | undefined
}

/**
 * The cookie for forms posted without JavaScript, installed on the root as the pages are outside
 * the forms' scope. Pages are sent byte for byte from the page cache (compressed once): the time a
 * visitor first saw the site travels beside them, set on an HTML answer when the request has no
 * valid cookie yet, so repeat views send none. An answer that sets it is made private: a shared
 * cache must not give one visitor's cookie to others. A cached page sent by the page cache itself
 * skips the onSend hook and asks `lineFor` instead.
 */
export function installFormCookie(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: () => number },
): FormCookie {
  // Runs on every answer, so it is synchronous once the key is known: a cached page then costs no
  // promise here. Until the key is loaded (the first pages), or while loading it fails, it waits.
  let key: string | null = null
  // The Set-Cookie line of the current token, serialized once per token and scheme: the token
  // changes at most every 100 ms, and every page a cookieless client (a crawler) asks for sets it.
  let line: { token: string; secure: boolean; value: string } | null = null
  const cookieLine = (token: string, secure: boolean) => {
    if (line?.token !== token || line.secure !== secure) {
      const options = {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: COOKIE_MAX_AGE_S,
      } as const
      line = { token, secure, value: fastifyCookie.serialize(FORM_STARTED_COOKIE, token, options) }
    }
    return line.value
  }
  // Cookies already found genuine under the key, with their times: a returning visitor sends the
  // same cookie with every page, and checking its HMAC each time would cost more than the page.
  // The key never changes in a process; the age check below still runs on every request.
  const genuine = new Map<string, number>()
  const hasValidCookie = (request: FastifyRequest, loaded: string, now: number) => {
    const cookie = request.cookies[FORM_STARTED_COOKIE]
    let at = cookie === undefined ? null : (genuine.get(cookie) ?? null)
    if (at === null && cookie !== undefined) {
      at = timeUnder(loaded, cookie, now)
      if (at !== null) {
        if (genuine.size >= MAX_REMEMBERED_COOKIES) genuine.clear()
        genuine.set(cookie, at)
      }
    }
    return at !== null && now - at <= FORM_TOKEN_MAX_AGE_MS
  }
  const lineUnder = (request: FastifyRequest, loaded: string) => {
    const now = clock()
    if (hasValidCookie(request, loaded, now)) return null
    return cookieLine(currentTokenUnder(db, loaded, now), request.protocol === 'https')
  }
  const setCookie = (reply: FastifyReply, value: string | null) => {
    if (value === null) return
    // Fastify appends a set-cookie header to those already set (@fastify/cookie's hook ran first).
    reply.header('set-cookie', value)
    // The page cache sets cache-control before sending (page-cache.ts), so it is here to change.
    const cacheControl = reply.getHeader('cache-control')
    if (typeof cacheControl === 'string') reply.header('cache-control', privateCacheControl(cacheControl))
  }
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type')
    if (typeof type !== 'string' || !type.startsWith('text/html')) return done(null, payload)
    if (key !== null) {
      setCookie(reply, lineUnder(request, key))
      return done(null, payload)
    }
    keyOf(db).then(
      (loaded) => {
        key = loaded
        setCookie(reply, lineUnder(request, loaded))
        done(null, payload)
      },
      (error) => {
        // The key is read from the database once; while it fails, pages (a last good copy, the
        // 503 page) still go out, without a cookie.
        request.log.warn({ err: error }, 'the form cookie could not be signed')
        done(null, payload)
      },
    )
  })
  return { lineFor: (request) => (key === null ? undefined : lineUnder(request, key)) }
}
