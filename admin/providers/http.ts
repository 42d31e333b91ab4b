/**
 * The one way the back office calls the server: same-origin cookies, the session's CSRF token on
 * every change, JSON or multipart bodies, and the server's errors as react-admin's HttpError, with
 * the API's field errors ({"title": ["This field is required."]}) where react-admin puts them next
 * to their inputs (body.errors).
 */
import { HttpError } from 'react-admin'

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: Record<string, unknown> | FormData
}

export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(method === 'GET' ? {} : csrfHeaders()),
  }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(url, { method, headers, body, credentials: 'same-origin' })
  const text = await response.text()
  const json = parseJson(text)
  if (!response.ok) throw toHttpError(response.status, json, text)
  return json as T
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
