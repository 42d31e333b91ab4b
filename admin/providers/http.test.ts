import { afterEach, describe, expect, it, vi } from 'vitest'
import { isSignedOutWrite, requestJson, sendWithProgress, toHttpError, type XhrLike } from './http.ts'

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

  it('says a change refused for an ended session was not saved, and marks it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"detail":"Sign in."}', { status: 401 })),
    )
    const failure = await requestJson('/notice/api/v1/notice/update/1', { method: 'PATCH', body: {} }).catch(
      (error: unknown) => error,
    )
    expect(isSignedOutWrite(failure)).toBe(true)
    expect((failure as Error).message).toMatch(/signed out, so this was not saved/)
    // A read refused the same way is an ordinary 401: react-admin signs out.
    const read = await requestJson('/notice/api/v1/notice/1').catch((error: unknown) => error)
    expect(isSignedOutWrite(read)).toBe(false)
  })

  it('says a change that never reached the server was not saved', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(requestJson('/notice/api/v1/notice/create/', { method: 'POST', body: {} })).rejects.toThrow(
      'The server could not be reached (Failed to fetch). This was not saved: check the connection and try again.',
    )
  })

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

  it("issue 10: sends If-Match when asked and reports the answer's ETag", async () => {
    const fetch = vi.fn(async () => new Response('{"id":4}', { status: 200, headers: { etag: '"812-abc"' } }))
    vi.stubGlobal('fetch', fetch)
    const etags: (string | null)[] = []
    await requestJson('/a', {
      method: 'PATCH',
      body: { x: 1 },
      ifMatch: '"811-xyz"',
      onEtag: (e) => etags.push(e),
    })
    const [[, init]] = fetch.mock.calls as unknown as [[string, RequestInit]]
    expect(init.headers).toMatchObject({ 'if-match': '"811-xyz"' })
    expect(etags).toEqual(['"812-abc"'])
  })

  it('issue 10: a 409 of a stale version rejects with the detail naming who changed the record', async () => {
    const detail =
      'Notice 4 was changed by ann@example.org at 2026-03-05 14:22:09 (UTC+06:00) since you read it.'
    stubFetch(409, JSON.stringify({ detail, changed_by: 'ann@example.org', current_version: '812' }))
    const etags: unknown[] = []
    await expect(
      requestJson('/a', { method: 'PATCH', body: {}, ifMatch: '"811-x"', onEtag: (e) => etags.push(e) }),
    ).rejects.toMatchObject({ status: 409, message: detail, body: { changed_by: 'ann@example.org' } })
    expect(etags).toEqual([])
  })

  it('rejects with the mapped error', async () => {
    stubFetch(400, '{"title":["This field is required."]}')
    await expect(requestJson('/a', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      body: { errors: { title: 'This field is required.' } },
    })
  })
})

/** An XMLHttpRequest stand-in: records what was sent; the test drives its events. */
class FakeXhr implements XhrLike {
  status = 0
  responseText = ''
  upload: XhrLike['upload'] = { onprogress: null }
  onload: XhrLike['onload'] = null
  onerror: XhrLike['onerror'] = null
  onabort: XhrLike['onabort'] = null
  opened: [string, string] | undefined
  headers: Record<string, string> = {}
  sent: unknown
  open(method: string, url: string | URL) {
    this.opened = [method, String(url)]
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.sent = body
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent)
  }
  answer(status: number, text: string) {
    this.status = status
    this.responseText = text
    this.onload?.({} as ProgressEvent)
  }
}

describe('sendWithProgress', () => {
  const form = () => {
    const body = new FormData()
    body.append('title', 'Exam rules')
    return body
  }

  it('sends the body with its headers and reports the share sent, ending at 1', async () => {
    const xhr = new FakeXhr()
    const reports: number[] = []
    const body = form()
    const answer = sendWithProgress(
      '/notice/api/v1/notice/create/',
      { method: 'POST', headers: { 'x-csrf-token': 'tok' }, body },
      (fraction) => reports.push(fraction),
      () => xhr,
    )
    expect(xhr.opened).toEqual(['POST', '/notice/api/v1/notice/create/'])
    expect(xhr.headers).toEqual({ 'x-csrf-token': 'tok' })
    expect(xhr.sent).toBe(body)
    xhr.progress(25, 100)
    xhr.progress(0, 0, false)
    xhr.progress(100, 100)
    xhr.answer(201, '{"id":1}')
    expect(await answer).toEqual({ status: 201, ok: true, text: '{"id":1}', etag: null })
    expect(reports).toEqual([0.25, 1, 1])
  })

  it('answers errors like fetch: a status is an answer, a network failure a TypeError', async () => {
    const refused = new FakeXhr()
    const pending = sendWithProgress(
      '/a',
      { method: 'POST', headers: {}, body: form() },
      () => {},
      () => refused,
    )
    refused.answer(400, '{"file":["Not a PDF."]}')
    expect(await pending).toMatchObject({ status: 400, ok: false })

    const broken = new FakeXhr()
    const failing = sendWithProgress(
      '/a',
      { method: 'POST', headers: {}, body: form() },
      () => {},
      () => broken,
    )
    broken.onerror?.({} as ProgressEvent)
    await expect(failing).rejects.toBeInstanceOf(TypeError)
  })

  it('is what requestJson uses for a multipart body that wants progress, with the API errors mapped', async () => {
    const created: FakeXhr[] = []
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeXhr {
        constructor() {
          super()
          created.push(this)
        }
      },
    )
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const reports: number[] = []
    const pending = requestJson('/a', {
      method: 'POST',
      body: form(),
      onUploadProgress: (f) => reports.push(f),
    })
    const [xhr] = created as [FakeXhr]
    xhr.progress(50, 100)
    xhr.answer(400, '{"file":["Not a PDF."]}')
    await expect(pending).rejects.toMatchObject({ status: 400, body: { errors: { file: 'Not a PDF.' } } })
    expect(reports).toEqual([0.5, 1])
    expect(fetch).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
