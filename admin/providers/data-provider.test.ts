import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { createDataProvider, exportHref, fromEnvelope, listUrl, writeBody } from './data-provider.ts'
import type { RequestOptions } from './http.ts'

/** A data provider whose requests are recorded and answered with `answer`. */
function recording(answer: unknown = {}) {
  const calls: { url: string; options: RequestOptions }[] = []
  const provider = createDataProvider(async <T>(url: string, options: RequestOptions = {}) => {
    calls.push({ url, options })
    return (typeof answer === 'function' ? answer(url) : answer) as T
  })
  return { provider, calls }
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams)

describe('listUrl', () => {
  it('maps pagination and sort onto all/?page=&size=&ordering=', () => {
    const url = listUrl('notice', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'date', order: 'DESC' },
      filter: {},
    })
    expect(url.startsWith('/notice/api/v1/notice/all/?')).toBe(true)
    expect(query(url)).toEqual({ page: '3', size: '25', ordering: '-date' })
    expect(query(listUrl('notice', { sort: { field: 'title', order: 'ASC' } })).ordering).toBe('title')
  })

  it('sends the text filter to search/?searchKey= and other filters as they are', () => {
    const url = listUrl('audit_log', { filter: { q: '  holiday ', resource: 'notice', user: 2, action: '' } })
    expect(url.startsWith('/audit_log/api/v1/audit_log/search/?')).toBe(true)
    expect(query(url)).toEqual({ page: '1', size: '10', searchKey: 'holiday', resource: 'notice', user: '2' })
    // page and size first: the order of an address the server's cache keys by stays as it was.
    expect(url).toMatch(/\?page=1&size=10&/)
    expect(listUrl('notice', { filter: { q: ' ' } })).toMatch(/\/all\/\?/)
  })

  it('asks for at most 100 rows, as the API clamps', () =>
    expect(query(listUrl('notice', { pagination: { page: 1, perPage: 500 } })).size).toBe('100'))
})

describe('exportHref', () => {
  it('asks the export for the list as it stands: filters, search and order, without pages', () => {
    const url = exportHref('/branch/api/v1/branch/export/', {
      filter: { q: ' dhaka ', division: 3, opened_from: '2026-01-01', kind: '' },
      sort: { field: 'name', order: 'DESC' },
    })
    expect(url.startsWith('/branch/api/v1/branch/export/?')).toBe(true)
    expect(query(url)).toEqual({
      ordering: '-name',
      division: '3',
      opened_from: '2026-01-01',
      searchKey: 'dhaka',
    })
  })

  it('is the bare export URL for an unfiltered, unsorted list', () =>
    expect(
      exportHref('/branch/api/v1/branch/export/', { filter: {}, sort: { field: '', order: 'ASC' } }),
    ).toBe('/branch/api/v1/branch/export/'))
})

describe('fromEnvelope', () => {
  it('finds the list under its own key and the total', () =>
    expect(
      fromEnvelope({ menus: [{ id: 1 }], page: 1, size: 10, total_pages: 3, total_elements: 21 }),
    ).toEqual({ data: [{ id: 1 }], total: 21 }))
  it('refuses an answer without a list', () => expect(() => fromEnvelope({ detail: 'x' })).toThrow())
})

describe('writeBody', () => {
  const pdf = new File(['%PDF-1.4'], 'rules.pdf', { type: 'application/pdf' })

  it('sends JSON when no file was chosen, leaving out a file input showing the current file', () =>
    expect(writeBody({ title: 'A', file: { src: '/media/a.pdf', title: 'a.pdf' }, note: null })).toEqual({
      title: 'A',
      note: null,
    }))

  it('sends only the changed fields on update', () =>
    expect(
      writeBody(
        { id: 4, title: 'New', date: '2026-01-02', created_at: 'x', file: '/media/a.pdf' },
        { id: 4, title: 'Old', date: '2026-01-02', created_at: 'x', file: '/media/a.pdf' },
      ),
    ).toEqual({ title: 'New' }))

  it('sends multipart with the file when one was chosen; a cleared value is ""', () => {
    const body = writeBody({ title: 'Rules', note: null, show_on_homepage: true, file: { rawFile: pdf } })
    expect(body).toBeInstanceOf(FormData)
    const form = body as FormData
    expect(form.get('title')).toBe('Rules')
    expect(form.get('note')).toBe('')
    expect(form.get('show_on_homepage')).toBe('true')
    expect((form.get('file') as File).name).toBe('rules.pdf')
  })
})

describe('createDataProvider', () => {
  it('reads one record and a list', async () => {
    const { provider, calls } = recording((url: string) =>
      url.includes('/all/') ? { notices: [{ id: 7 }], total_elements: 1 } : { id: 7, title: 'T' },
    )
    expect(await provider.getOne('notice', { id: 7 })).toEqual({ data: { id: 7, title: 'T' } })
    expect(
      await provider.getList('notice', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).toEqual({ data: [{ id: 7 }], total: 1 })
    expect(calls.map((c) => c.url)).toEqual([
      '/notice/api/v1/notice/7',
      '/notice/api/v1/notice/all/?page=1&size=10&ordering=id',
    ])
  })

  it('reads many records one by one, once per id', async () => {
    const { provider, calls } = recording((url: string) => ({ id: Number(url.split('/').at(-1)) }))
    expect(await provider.getMany('notice', { ids: [1, 2, 1] })).toEqual({ data: [{ id: 1 }, { id: 2 }] })
    expect(calls).toHaveLength(2)
  })

  it('passes a reference as a filter of all/', async () => {
    const { provider, calls } = recording({ audit_logs: [], total_elements: 0 })
    await provider.getManyReference('audit_log', {
      target: 'record_id',
      id: 5,
      filter: { resource: 'notice' },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
    })
    expect(query(calls[0]?.url ?? '')).toEqual({
      page: '1',
      size: '5',
      ordering: '-id',
      resource: 'notice',
      record_id: '5',
    })
  })

  it('creates, updates with PATCH, deletes one and many', async () => {
    const { provider, calls } = recording({ id: 9, title: 'T' })
    await provider.create('notice', { data: { title: 'T' } })
    await provider.update('notice', {
      id: 9,
      data: { id: 9, title: 'U' },
      previousData: { id: 9, title: 'T' },
    })
    expect(await provider.delete('notice', { id: 9, previousData: { id: 9, title: 'U' } })).toEqual({
      data: { id: 9, title: 'U' },
    })
    expect(await provider.deleteMany('notice', { ids: [3, 4] })).toEqual({ data: [3, 4] })
    expect(calls.map((c) => [c.options.method, c.url, c.options.body])).toEqual([
      ['POST', '/notice/api/v1/notice/create/', { title: 'T' }],
      ['PATCH', '/notice/api/v1/notice/update/9', { title: 'U' }],
      ['DELETE', '/notice/api/v1/notice/delete/9', undefined],
      ['DELETE', '/notice/api/v1/notice/delete_multiple/', { ids: [3, 4] }],
    ])
  })

  it("passes a form's upload progress reporter from meta to the request", async () => {
    const { provider, calls } = recording({ id: 9 })
    const onUploadProgress = () => {}
    await provider.create('notice', { data: { title: 'T' }, meta: { onUploadProgress } })
    await provider.update('notice', {
      id: 9,
      data: { title: 'U' },
      previousData: { id: 9 },
      meta: { onUploadProgress },
    })
    await provider.create('notice', { data: { title: 'V' } })
    expect(calls.map((c) => c.options.onUploadProgress)).toEqual([
      onUploadProgress,
      onUploadProgress,
      undefined,
    ])
  })
})

describe('ordering', () => {
  it('moves a menu with PUT move/{id} {parent, position}', async () => {
    const { provider, calls } = recording({ id: 7, parent: 3, position: 1 })
    await provider.moveMenu(7, 3, 0)
    expect(calls).toEqual([
      {
        url: '/cms_menu/api/v1/cms_menu/move/7',
        options: { method: 'PUT', body: { parent: 3, position: 0 } },
      },
    ])
  })

  it('reorders a menu’s blocks with PUT reorder/ {cms_menu, ids}', async () => {
    const { provider, calls } = recording({ detail: 'Order saved' })
    expect(await provider.reorder('cms_menu_content', { field: 'cms_menu', id: 4 }, [9, 8])).toEqual({
      data: [9, 8],
    })
    expect(calls).toEqual([
      {
        url: '/cms_menu_content/api/v1/cms_menu_content/reorder/',
        options: { method: 'PUT', body: { cms_menu: 4, ids: [9, 8] } },
      },
    ])
  })
})

/**
 * A data provider over a fake server that versions each record: answers carry the record's ETag
 * (through onEtag), and a write with a stale If-Match is refused as the API refuses it.
 */
function versioned() {
  const records = new Map<number, { id: number; title: string; version: number }>([
    [7, { id: 7, title: 'T', version: 1 }],
  ])
  const calls: { url: string; options: RequestOptions }[] = []
  const tag = (version: number) => `"${version}-h"`
  const provider = createDataProvider(async <T>(url: string, options: RequestOptions = {}) => {
    calls.push({ url, options })
    const id = Number(url.split('/').at(-1))
    if (url.endsWith('/create/')) {
      const created = { id: 8, title: String((options.body as Record<string, unknown>).title), version: 1 }
      records.set(8, created)
      options.onEtag?.(tag(1))
      return { id: 8, title: created.title } as T
    }
    if (url.endsWith('/reorder/')) return { detail: 'Order saved' } as T
    const record = records.get(id)
    if (!record) throw new HttpError('Not found', 404)
    if (options.ifMatch && options.ifMatch !== tag(record.version)) {
      throw new HttpError(
        `Notice ${id} was changed by ann@example.org at 2026-03-05 14:22:09 (UTC+06:00).`,
        409,
        {
          changed_by: 'ann@example.org',
        },
      )
    }
    if (options.method === 'PATCH') {
      record.title = String((options.body as Record<string, unknown>).title)
      record.version++
    }
    if (options.method === 'DELETE') records.delete(id)
    else options.onEtag?.(tag(record.version))
    return { id, title: record.title } as T
  })
  /** Someone else changes record 7. */
  const changeElsewhere = () => {
    const record = records.get(7)
    if (record) record.version++
  }
  return { provider, calls, changeElsewhere }
}

describe('issue 10: the data provider sends If-Match with the version it read', () => {
  it('sends the ETag of getOne on update, then the ETag of that answer on the next update', async () => {
    const { provider, calls } = versioned()
    await provider.getOne('notice', { id: 7 })
    await provider.update('notice', { id: 7, data: { title: 'U' }, previousData: { id: 7, title: 'T' } })
    await provider.update('notice', { id: 7, data: { title: 'V' }, previousData: { id: 7, title: 'U' } })
    await provider.delete('notice', { id: 7, previousData: { id: 7 } })
    expect(calls.map((c) => [c.options.method ?? 'GET', c.options.ifMatch])).toEqual([
      ['GET', undefined],
      ['PATCH', '"1-h"'],
      ['PATCH', '"2-h"'],
      ['DELETE', '"3-h"'],
    ])
  })

  it('remembers the ETag of a created record', async () => {
    const { provider, calls } = versioned()
    await provider.create('notice', { data: { title: 'New' } })
    await provider.update('notice', {
      id: 8,
      data: { title: 'Newer' },
      previousData: { id: 8, title: 'New' },
    })
    expect(calls[1]?.options.ifMatch).toBe('"1-h"')
  })

  it("after someone else's change, update and delete fail with the server's detail as the message", async () => {
    const { provider, changeElsewhere } = versioned()
    await provider.getOne('notice', { id: 7 })
    changeElsewhere()
    await expect(
      provider.update('notice', { id: 7, data: { title: 'Mine' }, previousData: { id: 7, title: 'T' } }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('changed by ann@example.org') })
    await expect(provider.delete('notice', { id: 7, previousData: { id: 7 } })).rejects.toMatchObject({
      status: 409,
    })
    // Reading it again takes the new version: the next write goes through.
    await provider.getOne('notice', { id: 7 })
    await expect(
      provider.update('notice', { id: 7, data: { title: 'Mine' }, previousData: { id: 7, title: 'T' } }),
    ).resolves.toMatchObject({ data: { title: 'Mine' } })
  })

  it('writes a record it never read without If-Match, and forgets versions a move or reorder made stale', async () => {
    const { provider, calls } = versioned()
    await provider.update('notice', { id: 7, data: { title: 'U' }, previousData: { id: 7, title: 'T' } })
    expect(calls[0]?.options.ifMatch).toBeUndefined()
    await provider.getOne('cms_menu_content', { id: 7 })
    await provider.reorder('cms_menu_content', { field: 'cms_menu', id: 1 }, [7])
    await provider.update('cms_menu_content', { id: 7, data: { title: 'W' }, previousData: { id: 7 } })
    expect(calls.at(-1)?.options.ifMatch).toBeUndefined()
  })
})
