import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestJson, toHttpError } from './http.ts'

describe('toHttpError', () => {
  it('puts the API field errors next to their fields, one message each', () => {
    const error = toHttpError(400, { title: ['This field is required.'], date: ['Bad.', 'Really bad.'] })
    expect(error.status).toBe(400)
    expect(error.message).toBe('Please check the fields marked.')
    expect(error.body).toEqual({ errors: { title: 'This field is required.', date: 'Bad. Really bad.' } })
  })

  it('shows errors about no one field above the form', () => {
    const error = toHttpError(400, { non_field_errors: ['Dates overlap.'] })
    expect(error.message).toBe('Dates overlap.')
    expect(error.body.errors.root).toEqual({ serverError: 'Dates overlap.' })
  })

  it('uses the detail of other errors as the message', () => {
    const error = toHttpError(403, { detail: 'You do not have permission (notice.create).' })
    expect([error.status, error.message]).toEqual([403, 'You do not have permission (notice.create).'])
  })

  it('puts a conflict on the field it names', () =>
    expect(toHttpError(409, { detail: 'Taken.', field: 'name' }).body.errors).toEqual({ name: 'Taken.' }))

  it('falls back to the text of an answer that is not JSON', () => {
    expect(toHttpError(502, null, 'Bad gateway').message).toBe('Bad gateway')
    expect(toHttpError(500, null).message).toBe('Error 500')
  })
})

describe('requestJson', () => {
  afterEach(() => vi.unstubAllGlobals())

  function stubFetch(status: number, body: string) {
    const fetch = vi.fn(async () => new Response(body, { status }))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('sends the CSRF token and JSON on changes, not on reads', async () => {
    vi.stubGlobal('sessionStorage', { getItem: () => 'tok', setItem() {}, removeItem() {} })
    const fetch = stubFetch(200, '{"ok":true}')
    expect(await requestJson('/a', { method: 'POST', body: { x: 1 } })).toEqual({ ok: true })
    await requestJson('/b')
    const [post, get] = fetch.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]]
    expect(post[1]).toMatchObject({
      method: 'POST',
      body: '{"x":1}',
      credentials: 'same-origin',
      headers: { 'x-csrf-token': 'tok', 'content-type': 'application/json' },
    })
    expect(get[1].headers).not.toHaveProperty('x-csrf-token')
  })

  it('rejects with the mapped error', async () => {
    stubFetch(400, '{"title":["This field is required."]}')
    await expect(requestJson('/a', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      body: { errors: { title: 'This field is required.' } },
    })
  })
})
