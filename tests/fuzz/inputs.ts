/**
 * Malformed requests for the fuzz suite: ids, query strings, headers, bodies, content types and
 * multipart shapes, drawn from a seeded Rng. Every value is chosen so the server must answer it with
 * a 2xx, 3xx or 4xx; none of them is SQL-shaped, so an answer echoing the input back cannot look
 * like a leak.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../server/lib/paths.ts'
import type { Field } from '../../server/resources/fields.ts'
import type { Rng } from './rng.ts'

export interface FuzzRequest {
  /** Its place in the run: with the seed, enough to find it again. */
  index: number
  /** The registered route it was generated for ("GET /cms_menu/api/v1/cms_menu/:id"). */
  route: string
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  identity: 'anonymous' | 'garbage credentials' | 'administrator'
}

/** What the generator knows of the app: the administrator's token and the field lists by resource. */
export interface FuzzContext {
  adminHeaders: Record<string, string>
  /** Writable fields by resource name (the first URL segment of the generic routes). */
  fieldsOf: (resource: string) => Record<string, Field> | undefined
  /** Ids the administrator's requests must never change or delete: their own user and role. */
  protectedIds: { user: number[]; role: number[] }
  /** A few URLs that exist (menu pages, media files), so wildcards and site routes are reached too. */
  knownSitePaths: string[]
  knownMediaPaths: string[]
}

const longText = (n: number) => 'x'.repeat(n)

/** Path segments where an id (or a slug) belongs, already URL-encoded. */
export const ID_SEGMENTS: readonly string[] = [
  'undefined',
  'null',
  'NaN',
  '-1',
  '0',
  '1e99',
  '99999999999999',
  '2147483648',
  '1.5',
  '+1',
  '%201',
  '0x1F',
  '%00',
  '1%00',
  '..%2f',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%C3%28',
  '%FF',
  '%25',
  '%E6%97%A5%E6%9C%AC',
  '%F0%9F%99%82',
  '%EF%BB%BF1',
  'A'.repeat(90),
  'A'.repeat(5000),
  '1%2C2',
  '1;2',
  '%5B1%5D',
  '%7B%7D',
  '__proto__',
  'constructor',
  "1'%20OR%20'1'%3D'1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
]

/** Ids that may exist, so a route's handler (not only its id parsing) is reached. */
const PLAIN_IDS = ['1', '2', '3', '4', '5', '7', '12']

/** Wildcard tails (/media/*, /admin/*, /docs/static/*). */
const WILDCARD_TAILS: readonly string[] = [
  '..%2f..%2fpackage.json',
  '../../package.json',
  '%2e%2e/%2e%2e/etc/passwd',
  '%00',
  'a%00.png',
  'images/%FF.png',
  '%C3%28',
  longText(3000),
  '%F0%9F%99%82.jpg',
  '',
  'index.html',
  'x/y/z/',
  '.env',
  '%5C..%5C..%5Cwindows',
  'a.svg',
  'static/../../../package.json',
]

const QUERY_KEYS: readonly string[] = [
  'page',
  'size',
  'ordering',
  'searchKey',
  'cms_menu',
  'is_published',
  'title',
  'username',
  'key',
  'user',
  'resource',
  'record_id',
  'action',
  'from',
  'to',
  'path',
  'token',
  'q',
  'email',
  'phone',
  'primary_phone',
  'secondary_phone',
  'id',
  'preview',
  'utm_source',
  'fbclid',
  '__proto__',
  'constructor',
  'page%5B%5D',
  'a%5Bb%5D',
  '%00',
  '%FF',
]

/** Query values, URL-encoded. */
const QUERY_VALUES: readonly string[] = [
  '',
  '-1',
  '0',
  '1',
  '2',
  '1e99',
  '99999999999999',
  '1.5',
  'abc',
  'true',
  'false',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%C3%28',
  '%FF',
  '%',
  '%%',
  '%E6%97%A5',
  '%F0%9F%99%82',
  longText(10 * 1024),
  '-',
  '-id',
  '--id',
  'id',
  '-name',
  'name',
  'title',
  'password',
  'password_hash',
  'passwordHash',
  'constructor',
  '__proto__',
  '%5B%5D',
  '%7B%7D',
  '1%2C2',
  "'%20OR%201%3D1--",
  '2026-02-30',
  '9999-99-99',
  '2026-01-01T25%3A61',
  '+',
  '%20%20',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '%2Fabout',
  '%2F%2Fevil.example',
  'javascript%3Aalert(1)',
]

/** The query keys a route reads, so most fuzzed values land where they are parsed. */
function keysRead(url: string): readonly string[] {
  if (url.endsWith('/search/'))
    return ['searchKey', 'title', 'username', 'key', 'page', 'size', 'ordering', 'cms_menu']
  if (/\/all\/$|without_pagination/.test(url))
    return [
      'page',
      'size',
      'ordering',
      'cms_menu',
      'is_published',
      'user',
      'resource',
      'record_id',
      'action',
      'from',
      'to',
    ]
  const check = /\/check_(\w+?)(_when_update)?\/$/.exec(url)
  if (check) return [check[1] as string, 'id']
  if (url === '/__page-data') return ['path', 'preview']
  if (url === '/setup') return ['token']
  if (url.startsWith('/:') || url === '/') return ['q', 'page', 'preview', 'utm_source', 'fbclid']
  return []
}

/** Bytes no text should hold, mixed into otherwise ordinary values. */
const CORRUPTIONS = ['%00', '%FF', '%C3%28', '%ED%A0%80']

function queryValue(rng: Rng): string {
  const value = rng.pick(QUERY_VALUES)
  if (!rng.chance(0.25)) return value
  const corruption = rng.pick(CORRUPTIONS)
  return rng.chance(0.5) ? `${value}${corruption}` : `${corruption}${value}`
}

function queryString(rng: Rng, url: string): string {
  if (rng.chance(0.1)) return rng.pick(['?', '?&&&', '?=', '?=&=', '?page', '?%', '?a=%%', '?&page=1&'])
  const parts: string[] = []
  const n = 1 + rng.int(4)
  const read = keysRead(url)
  for (let i = 0; i < n; i++) {
    const key = read.length > 0 && rng.chance(0.7) ? rng.pick(read) : rng.pick(QUERY_KEYS)
    if (rng.chance(0.08)) {
      parts.push(key)
      continue
    }
    parts.push(`${key}=${queryValue(rng)}`)
    // The same key twice arrives as an array.
    if (rng.chance(0.25)) parts.push(`${key}=${queryValue(rng)}`)
  }
  return `?${parts.join('&')}`
}

const GARBAGE_AUTHORIZATION: readonly string[] = [
  'Bearer garbage',
  'Bearer ',
  'Bearer',
  `Bearer ${longText(8000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
  'bearer %00',
  'Token 123',
  'Bearer a b c',
]

const GARBAGE_COOKIES: readonly string[] = [
  'kizuna_session=garbage',
  'kizuna_session=garbage; kizuna_csrf=garbage',
  'kizuna_session=%00',
  `kizuna_session=${longText(4000)}`,
  'kizuna_session=; kizuna_session=x',
  '=; ; ;=',
]

/** Headers besides identity that routes read: caching, ranges, encodings, CSRF, forwarding. */
function extraHeaders(rng: Rng): Record<string, string> {
  const headers: Record<string, string> = {}
  if (rng.chance(0.15)) headers['if-none-match'] = rng.pick(['*', '"x"', 'W/"1"', longText(2000), ''])
  if (rng.chance(0.1)) headers['if-match'] = rng.pick(['*', '"x"', 'W/"1"', 'garbage'])
  if (rng.chance(0.15))
    headers.range = rng.pick([
      'bytes=0-0',
      'bytes=99999999999-',
      'bytes=-0',
      'bytes=5-1',
      'bytes=0-1,2-3,4-5',
      'bytes=abc',
      'items=0-1',
      `bytes=${'0-1,'.repeat(500)}0-1`,
      'bytes=-99999999999999999999',
    ])
  if (rng.chance(0.15))
    headers['accept-encoding'] = rng.pick([
      'gzip;q=abc',
      'br, gzip, deflate, zstd',
      '*;q=0',
      'identity;q=0',
      'x',
    ])
  if (rng.chance(0.1)) headers.accept = rng.pick(['text/html', 'application/xml', '*/*;q=x', ''])
  if (rng.chance(0.1)) headers['x-csrf-token'] = rng.pick(['garbage', '', longText(500)])
  if (rng.chance(0.1)) headers['x-forwarded-for'] = rng.pick(['garbage', '1.2.3.4, 5.6.7.8', '::1', ''])
  if (rng.chance(0.1)) headers.origin = rng.pick(['https://evil.example', 'null', ''])
  if (rng.chance(0.05)) headers['accept-language'] = rng.pick(['xx', '*', longText(1000)])
  return headers
}

// --- bodies -------------------------------------------------------------------------------------

interface Body {
  payload?: string | Buffer
  contentType?: string
}

/** Values of the wrong type or out of range, per field kind. */
function wrongValue(rng: Rng, field: Field | undefined): unknown {
  const common: unknown[] = [
    null,
    {},
    [],
    [1, 2],
    { a: { b: { c: 1 } } },
    true,
    -1,
    1e99,
    '',
    'a\u0000b',
    longText(20_000),
    '\ud83d\ude42',
  ]
  const byKind: Record<string, unknown[]> = {
    text: [123, 'x'.repeat(300), '  ', '<script>alert(1)</script>'],
    html: [123, '<img src=x onerror=alert(1)>', '<p>'.repeat(2000)],
    email: ['not-an-email', 'a@b', 'a\u0000@b.example', `${longText(300)}@example.com`],
    url: [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      `https://${longText(2000)}.example`,
      'data:text/html,x',
    ],
    int: ['abc', 1.5, '12', 2_147_483_648, '1e3', Number.MAX_SAFE_INTEGER],
    bool: ['yes', 2, 'true', 'false', 0],
    date: ['2026-02-30', '99999-01-01', 'yesterday', 123, '2026-13-01', '0000-00-00'],
    enum: ['nope', 7, 'TEMPLATE'],
    ref: [0, 99_999_999_999, 'x', '1', 2_147_483_647],
    refs: ['x', [0], [1e99], [{ a: 1 }], ['1'], [1, 1, 1], Array.from({ length: 600 }, (_, i) => i + 1)],
    password: ['short', longText(500), 123],
    file: ['file.png', 123, { name: 'x.png' }],
  }
  return rng.pick([...common, ...(byKind[field?.kind ?? 'text'] ?? [])])
}

/** A value the field would accept, so one wrong field among right ones reaches deeper checks. */
function rightValue(field: Field): unknown {
  switch (field.kind) {
    case 'int':
      return 1
    case 'bool':
      return true
    case 'date':
      return '2026-01-15'
    case 'enum':
      return field.values?.[0] ?? 'x'
    case 'ref':
      return 1
    case 'refs':
      return [1]
    case 'email':
      return 'fuzz@example.com'
    case 'url':
      return 'https://example.com/page'
    case 'password':
      return 'fuzz password 12345'
    case 'html':
      return '<p>Fuzz</p>'
    default:
      return 'Fuzz'
  }
}

/** Keys the non-resource routes read (sign-in, passwords, forms, order routes, setup). */
const OTHER_KEYS: Record<string, Field> = {
  email: { kind: 'email' } as Field,
  password: { kind: 'password' } as Field,
  old_password: { kind: 'password' } as Field,
  new_password: { kind: 'password' } as Field,
  refresh: { kind: 'text' } as Field,
  token: { kind: 'text' } as Field,
  first_name: { kind: 'text' } as Field,
  name: { kind: 'text' } as Field,
  message: { kind: 'text' } as Field,
  phone: { kind: 'text' } as Field,
  parent: { kind: 'ref' } as Field,
  position: { kind: 'int' } as Field,
  cms_menu: { kind: 'ref' } as Field,
  ids: { kind: 'refs' } as Field,
  website: { kind: 'text' } as Field,
}

function jsonObject(rng: Rng, fields: Record<string, Field>): Record<string, unknown> {
  const names = Object.keys(fields)
  const body: Record<string, unknown> = {}
  const mostlyRight = rng.chance(0.4)
  for (const name of names) {
    const field = fields[name] as Field
    if (mostlyRight) body[name] = field.kind === 'file' ? undefined : rightValue(field)
    else if (rng.chance(0.5)) body[name] = wrongValue(rng, field)
  }
  const wrongOnes = mostlyRight ? 1 + rng.int(2) : 0
  for (let i = 0; i < wrongOnes && names.length > 0; i++) {
    const name = rng.pick(names)
    const right = rightValue(fields[name] as Field)
    // A right value with a NUL or a lone surrogate in it, or a wrong one.
    body[name] =
      typeof right === 'string' && rng.chance(0.3)
        ? `${right}${rng.pick(['\u0000', '\ud800', '\u0000\u0000'])}`
        : wrongValue(rng, fields[name])
  }
  if (rng.chance(0.3))
    body[rng.pick(['bogus', 'id', 'created_by', '__proto__', 'constructor', 'password_hash'])] = 1
  return body
}

const JSON_TEXTS: readonly string[] = [
  'null',
  '[]',
  '[1,2]',
  '42',
  '"text"',
  'true',
  '{}',
  '{"a":',
  '{a:1}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\u0000"}',
  '{"a":"\\u0000"}',
  '\ufeff{"a":1}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `"${longText(200_000)}"`,
  '{"ids":[1e99]}',
  '{"ids":"1,2"}',
  '{"ids":[]}',
  '{"ids":[-1,0,"1",null]}',
  '{"parent":"x","position":-1}',
  '{"cms_menu":1,"ids":[99999999999]}',
  '{"email":null,"password":null}',
  '{"email":["a@b.example"],"password":{"x":1}}',
  '{"refresh":123}',
  '{"token":"","new_password":"short"}',
]

const FORM_TEXTS: readonly string[] = [
  'a=1&a=2',
  'name=%00',
  '%FF=%C3%28',
  'ids=1&ids=2',
  'email=a%40b.example&password=x',
  '=&=&&',
  `name=${longText(50_000)}`,
  '%',
  'name=Fuzz&email=fuzz%40example.com&message=hello%00world',
  '__proto__[polluted]=1',
]

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>')
/** A 1×1 GIF with two frames and a loop extension: an animated GIF. */
const GIF_FRAME = '21f904000a000000' + '2c000000000100010000' + '0202440100'
const ANIMATED_GIF = Buffer.from(
  `47494638396101000100800000000000ffffff21ff0b4e45545343415045322e300301000000${GIF_FRAME}${GIF_FRAME}3b`,
  'hex',
)

/** Files as uploads arrive: mislabelled, polyglot, truncated, empty. */
function fuzzFile(rng: Rng): { fileName: string; contentType: string; content: Buffer } {
  return rng.pick([
    { fileName: 'photo.png', contentType: 'image/png', content: HTML },
    { fileName: 'photo.png', contentType: 'image/png', content: Buffer.concat([PNG_SIGNATURE, HTML]) },
    { fileName: 'anim.gif', contentType: 'image/gif', content: ANIMATED_GIF },
    {
      fileName: 'doc.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4\n<html></html>\n%%EOF'),
    },
    { fileName: 'doc.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7\n1 0 obj\n<<') },
    { fileName: 'empty.png', contentType: 'image/png', content: Buffer.alloc(0) },
    { fileName: 'x\u0000.png', contentType: 'image/png', content: PNG_SIGNATURE },
    { fileName: '../../etc/passwd', contentType: 'text/plain', content: Buffer.from('root:x:0:0') },
    { fileName: 'a.svg', contentType: 'image/svg+xml', content: Buffer.from('<svg onload="alert(1)"/>') },
    { fileName: `${longText(1000)}.png`, contentType: 'image/png', content: PNG_SIGNATURE },
    { fileName: 'noext', contentType: '', content: Buffer.from([0xff, 0xd8, 0xff]) },
  ])
}

function multipartBody(rng: Rng, fields: Record<string, Field> | undefined): Body {
  const boundary = `fuzz${rng.int(1e9)}`
  const fileFields = Object.entries(fields ?? {})
    .filter(([, f]) => f.kind === 'file')
    .map(([name]) => name)
  const textFields = Object.keys(fields ?? OTHER_KEYS).filter((n) => !fileFields.includes(n))
  const chunks: Buffer[] = []
  const textPart = (name: string, value: string | Buffer) =>
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    )
  const parts = rng.int(5)
  for (let i = 0; i < parts; i++) {
    const name =
      textFields.length > 0 && rng.chance(0.8) ? rng.pick(textFields) : rng.pick(['bogus', 'a\u0000b', ''])
    textPart(
      name,
      rng.pick(['1', 'Fuzz', 'a\u0000b', Buffer.from([0xff, 0xfe, 0xc3, 0x28]), longText(5000), '']),
    )
  }
  if (rng.chance(0.7)) {
    const file = fuzzFile(rng)
    const name =
      fileFields.length > 0 && rng.chance(0.8) ? rng.pick(fileFields) : rng.pick(['cv', 'image', 'file', 'x'])
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  const shape = rng.pick([
    'complete',
    'complete',
    'no boundary',
    'truncated',
    'wrong boundary',
    'no disposition',
    'no closing',
  ] as const)
  if (shape === 'no disposition')
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nx\r\n`))
  if (shape !== 'no closing' && shape !== 'truncated') chunks.push(Buffer.from(`--${boundary}--\r\n`))
  let payload = Buffer.concat(chunks)
  if (shape === 'truncated')
    payload = payload.subarray(0, Math.max(1, Math.floor(payload.length * rng.next())))
  const contentType =
    shape === 'no boundary'
      ? rng.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="'])
      : shape === 'wrong boundary'
        ? 'multipart/form-data; boundary=somethingelse'
        : `multipart/form-data; boundary=${boundary}`
  return { payload, contentType }
}

function body(rng: Rng, fields: Record<string, Field> | undefined): Body {
  const known = fields ?? OTHER_KEYS
  switch (
    rng.pick([
      'json',
      'json',
      'json text',
      'json text',
      'form',
      'multipart',
      'multipart',
      'mismatch',
      'none',
    ] as const)
  ) {
    case 'json':
      return { payload: JSON.stringify(jsonObject(rng, known)), contentType: 'application/json' }
    case 'json text':
      return {
        payload: rng.pick(JSON_TEXTS),
        contentType: rng.pick(['application/json', 'application/json; charset=utf-8']),
      }
    case 'form':
      return { payload: rng.pick(FORM_TEXTS), contentType: 'application/x-www-form-urlencoded' }
    case 'multipart':
      return multipartBody(rng, fields)
    case 'mismatch':
      return rng.pick([
        { payload: JSON.stringify(jsonObject(rng, known)), contentType: 'application/x-www-form-urlencoded' },
        { payload: rng.pick(FORM_TEXTS), contentType: 'application/json' },
        { payload: JSON.stringify(jsonObject(rng, known)), contentType: 'text/plain' },
        { payload: JSON.stringify(jsonObject(rng, known)), contentType: undefined },
        { payload: '<a>1</a>', contentType: 'application/xml' },
        { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
        { payload: '{"a":1}', contentType: 'application/json; charset=""' },
        { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), contentType: 'application/json' },
        { payload: HTML, contentType: 'image/png' },
        { payload: '{"a":1}', contentType: ';;;' },
      ])
    default:
      return {}
  }
}

// --- requests ------------------------------------------------------------------------------------

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Odd shapes of a path that does not match the route any more, for the not-found handler and the site. */
function mangledPath(rng: Rng, path: string): string {
  return rng.pick([
    `${path}%00`,
    `${path}%FF`,
    `${path}%`,
    `${path};jsessionid=1`,
    `/${path}`,
    `${path}//`,
    path.replace(/\//g, '/./'),
    `${path}/..%2f..%2f`,
    path.toUpperCase(),
  ])
}

/**
 * A file the built bundle really has under a static prefix (/assets/, /admin/assets/): its routes
 * exist only after `npm run build`, and a missing file goes to the not-found handler, not the route.
 */
const builtFiles = new Map<string, string | undefined>()
function builtFile(prefix: string): string {
  if (!builtFiles.has(prefix)) {
    const dir = path.join(projectRoot, 'dist', prefix === '/admin/assets/' ? 'admin' : 'public', 'assets')
    builtFiles.set(
      prefix,
      existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith('.js')) : undefined,
    )
  }
  return builtFiles.get(prefix) ?? 'x.js'
}

function fillPath(rng: Rng, url: string, plain: boolean, ctx: FuzzContext): string {
  if (url === '*') return rng.pick(['/', '/cms_menu/api/v1/cms_menu/all/', '/about', '/%00', '/media/x.png'])
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        if (url.startsWith('/media/') && ctx.knownMediaPaths.length > 0 && (plain || rng.chance(0.3)))
          return rng.pick(ctx.knownMediaPaths)
        // A file that exists: a missing one is handed to the not-found handler, not the route.
        if (plain) {
          if (url.startsWith('/docs/static/')) return 'swagger-ui.css'
          return url.startsWith('/assets/') || url.startsWith('/admin/assets/')
            ? builtFile(url.slice(0, -1))
            : 'x.js'
        }
        return rng.pick(WILDCARD_TAILS)
      }
      if (!segment.startsWith(':')) return segment
      if (segment === ':id') return plain || rng.chance(0.25) ? rng.pick(PLAIN_IDS) : rng.pick(ID_SEGMENTS)
      // The site's /:first/:second/:third: real page slugs, or anything.
      return plain || rng.chance(0.3)
        ? rng.pick(['about', 'news', 'contact', 'volunteer', 'x'])
        : rng.pick(ID_SEGMENTS)
    })
    .join('/')
}

/** The generic routes' resource: "/employee/api/v1/…" → "employee". */
export function resourceNameOf(url: string): string | undefined {
  return /^\/(\w+)\/api\/v1\//.exec(url)?.[1]
}

/**
 * One request for a route. `plain` asks for a well-formed URL (valid-looking ids, no mangling) so
 * the route itself is reached at least once, whatever else is malformed.
 */
export function fuzzRequest(
  rng: Rng,
  index: number,
  route: { method: string; url: string },
  plain: boolean,
  ctx: FuzzContext,
): FuzzRequest {
  const { method } = route
  const resource = resourceNameOf(route.url)
  let path = fillPath(rng, route.url, plain, ctx)
  if (route.url === '/' && !plain && rng.chance(0.3))
    path = rng.pick(ctx.knownSitePaths.length > 0 ? ctx.knownSitePaths : ['/'])
  if (!plain && rng.chance(0.08)) path = mangledPath(rng, path)
  const query = rng.chance(plain ? 0.5 : 0.7) ? queryString(rng, route.url) : ''

  const isWrite = BODY_METHODS.has(method)
  const identity = rng.pick(
    isWrite
      ? (['administrator', 'administrator', 'anonymous', 'garbage credentials'] as const)
      : (['administrator', 'anonymous', 'anonymous', 'garbage credentials'] as const),
  )
  const headers: Record<string, string> = { ...extraHeaders(rng) }
  // Signing the administrator out would leave the rest of the run anonymous.
  const signsOut = route.url.endsWith('/logout/')
  if (identity === 'administrator' && !signsOut) Object.assign(headers, ctx.adminHeaders)
  if (identity === 'garbage credentials' || (identity === 'administrator' && signsOut)) {
    if (rng.chance(0.7)) headers.authorization = rng.pick(GARBAGE_AUTHORIZATION)
    else headers.cookie = rng.pick(GARBAGE_COOKIES)
  }
  if (method === 'OPTIONS') {
    headers.origin ??= 'https://evil.example'
    headers['access-control-request-method'] = rng.pick(['PUT', 'DELETE', 'GET', 'TRACE', '', 'x'])
    if (rng.chance(0.5)) headers['access-control-request-headers'] = rng.pick(['authorization', 'x-evil', ''])
  }

  let payload: string | Buffer | undefined
  if (isWrite || rng.chance(0.05)) {
    const b = body(rng, resource ? ctx.fieldsOf(resource) : undefined)
    payload = b.payload
    if (b.contentType !== undefined) headers['content-type'] = b.contentType
  }
  if (identity === 'administrator' && isWrite) {
    const protect =
      resource === 'user' ? ctx.protectedIds.user : resource === 'role' ? ctx.protectedIds.role : []
    path = protectIds(path, protect)
    if (typeof payload === 'string') payload = protectIdsInJson(payload, protect)
  }
  return { index, route: `${method} ${route.url}`, method, url: path + query, headers, payload, identity }
}

/** The administrator's own user and role are replaced by an id that does not exist. */
function protectIds(path: string, ids: number[]): string {
  const segments = path.split('/')
  return segments.map((s) => (ids.includes(Number(s)) ? '999999' : s)).join('/')
}

function protectIdsInJson(payload: string, ids: number[]): string {
  if (ids.length === 0) return payload
  return payload.replace(/-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi, (n) => (ids.includes(Number(n)) ? '999999' : n))
}
