/**
 * The one way the back office calls the server: same-origin cookies, the session's CSRF token on
 * every change, JSON or multipart bodies, and the server's errors as react-admin's HttpError, with
 * the API's field errors ({"title": ["This field is required."]}) where react-admin puts them next
 * to their inputs (body.errors).
 */
import { HttpError } from 'react-admin'
import { noteSessionDeadline } from './session-deadline.ts'

const CSRF_KEY = 'kizuna:csrf'
const CSRF_HEADER = 'x-csrf-token'
const CSRF_COOKIE = 'kizuna_csrf'

/**
 * The session's CSRF token: kept for the tab from the sign-in answer. A tab opened later shares the
 * session cookie but not sessionStorage, so it reads the token from the cookie the server sets for
 * exactly this purpose.
 */
export function csrfToken(): string | null {
  const kept = globalThis.sessionStorage?.getItem(CSRF_KEY)
  if (kept) return kept
  const cookie = globalThis.document?.cookie.split('; ').find((c) => c.startsWith(`${CSRF_COOKIE}=`))
  return cookie ? decodeURIComponent(cookie.slice(CSRF_COOKIE.length + 1)) : null
}

/** The header that carries the CSRF token on a change (XMLHttpRequest uploads send it too). */
export function csrfHeaders(): Record<string, string> {
  const token = csrfToken()
  return token ? { [CSRF_HEADER]: token } : {}
}

export function keepCsrfToken(token: string | null): void {
  if (token) globalThis.sessionStorage?.setItem(CSRF_KEY, token)
  else globalThis.sessionStorage?.removeItem(CSRF_KEY)
}

/** Called as a multipart body goes up, with the share sent so far (0 to 1). */
export type UploadProgress = (fraction: number) => void

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: Record<string, unknown> | FormData
  /** With a FormData body: report how much of it has been sent. */
  onUploadProgress?: UploadProgress
  /** Sent as If-Match: the write succeeds only if the record is still at this version (ETag). */
  ifMatch?: string
  /** Told the ETag of a successful answer (null when it has none): the record's version. */
  onEtag?: (etag: string | null) => void
}

interface RawAnswer {
  status: number
  ok: boolean
  text: string
  etag: string | null
}

/** What sendWithProgress needs of an XMLHttpRequest, so that tests can give a fake one. */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'status' | 'responseText'
> & {
  /** Optional so that a stand-in without headers still works; a real XMLHttpRequest has it. */
  getResponseHeader?: XMLHttpRequest['getResponseHeader']
  upload: { onprogress: ((event: ProgressEvent) => void) | null }
  onload: ((event: ProgressEvent) => void) | null
  onerror: ((event: ProgressEvent) => void) | null
  onabort: ((event: ProgressEvent) => void) | null
}

/**
 * fetch cannot report how much of a request body has been sent, XMLHttpRequest can: multipart
 * bodies (PDFs, photos) that want progress go this way. The last report is always 1, so a bar
 * ends full even when the browser sent no progress events for a small file.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData },
  onProgress: UploadProgress,
  createXhr: () => XhrLike = () => new XMLHttpRequest(),
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr()
    // Same-origin, so the session cookie goes along as with fetch's credentials: 'same-origin'.
    xhr.open(init.method, url)
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1))
    }
    xhr.onload = () => {
      onProgress(1)
      noteSessionDeadline((name) => xhr.getResponseHeader?.(name))
      resolve({
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        text: xhr.responseText,
        etag: xhr.getResponseHeader?.('etag') ?? null,
      })
    }
    // Like fetch, a network failure rejects with a TypeError.
    xhr.onerror = () => reject(new TypeError('Network error: the upload did not reach the server.'))
    xhr.onabort = () => reject(new TypeError('The upload was cancelled.'))
    xhr.send(init.body)
  })
}

async function sendWithFetch(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
): Promise<RawAnswer> {
  const response = await fetch(url, { ...init, credentials: 'same-origin' })
  noteSessionDeadline((name) => response.headers.get(name))
  return {
    status: response.status,
    ok: response.ok,
    text: await response.text(),
    etag: response.headers.get('etag'),
  }
}

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  options: RequestOptions,
): Promise<RawAnswer> {
  if (options.body instanceof FormData && options.onUploadProgress)
    return sendWithProgress(url, { method, headers, body: options.body }, options.onUploadProgress)
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  return sendWithFetch(url, { method, headers, body })
}

export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(method === 'GET' ? {} : csrfHeaders()),
    ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
  }
  let answer: RawAnswer
  try {
    answer = await send(url, method, headers, options)
  } catch (failure) {
    throw unreachable(method, failure)
  }
  const json = parseJson(answer.text)
  if (!answer.ok && answer.status === 401 && method !== 'GET') throw signedOutWrite(json)
  if (!answer.ok) throw toHttpError(answer.status, json, answer.text)
  options.onEtag?.(answer.etag)
  return json as T
}

/**
 * A change refused because the session ended. It is marked, so that the auth provider leaves the
 * screen in place (react-admin would sign out and report the save as done, losing the text) and the
 * screen says it was not saved.
 */
export function signedOutWrite(json: unknown): HttpError {
  const body = json !== null && typeof json === 'object' ? json : {}
  return new HttpError('You were signed out, so this was not saved. Sign in again to save it.', 401, {
    ...body,
    signedOut: true,
  })
}

/** Whether a change failed because the session had ended (signedOutWrite). */
export function isSignedOutWrite(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401 && error.body?.signedOut === true
}

/** fetch rejects when the server cannot be reached: say so in words, and that a change was not made. */
function unreachable(method: string, failure: unknown): HttpError {
  const what = method === 'GET' ? 'Nothing could be loaded' : 'This was not saved'
  const reason = failure instanceof Error ? ` (${failure.message})` : ''
  return new HttpError(
    `The server could not be reached${reason}. ${what}: check the connection and try again.`,
    0,
  )
}

export function parseJson(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  value !== null &&
  typeof value === 'object' &&
  !('detail' in value) &&
  Object.values(value).length > 0 &&
  Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))

/**
 * {"detail": "…"} gives the message; a 400 of field errors becomes body.errors, one string per
 * field (react-admin shows a string under the input); a 409 naming a field puts its detail there too.
 */
export function toHttpError(status: number, json: unknown, text = ''): HttpError {
  if (status === 400 && isFieldErrors(json)) {
    const errors: Record<string, string> = {}
    for (const [name, messages] of Object.entries(json)) errors[name] = messages.join(' ')
    const general = errors.non_field_errors
    return new HttpError(general ?? 'Please check the fields marked.', status, {
      errors: general ? { ...errors, root: { serverError: general } } : errors,
    })
  }
  const body = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {}
  const detail = typeof body.detail === 'string' ? body.detail : text.slice(0, 200) || `Error ${status}`
  if (typeof body.field === 'string')
    return new HttpError(detail, status, { ...body, errors: { [body.field]: detail } })
  return new HttpError(detail, status, body)
}
