/**
 * Issue 10 §5, lost updates are detected: every record read carries a strong ETag naming the row's
 * version; an update or delete sending If-Match with an old version gets 409 naming who changed the
 * record and when; without If-Match writes behave as before.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'
import { onPostgres } from '../support/test-database.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

type Headers = Record<string, string>
const base = (resource: string) => `/${resource}/api/v1/${resource}/`
const read = (resource: string, id: number, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `${base(resource)}${id}`, headers })
const update = (resource: string, id: number, payload: object, headers: Headers = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `${base(resource)}update/${id}`,
    headers: { ...as.admin, ...headers },
    payload,
  })
const remove = (resource: string, id: number, headers: Headers = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: `${base(resource)}delete/${id}`,
    headers: { ...as.admin, ...headers },
  })

async function firstId(resource: string): Promise<number> {
  const list = await t.app.inject({ method: 'GET', url: `${base(resource)}all/?size=1`, headers: as.admin })
  const rows = Object.values(list.json() as Record<string, unknown>).find(Array.isArray) as { id: number }[]
  if (!rows?.[0]) throw new Error(`no ${resource} in the demo`)
  return rows[0].id
}

async function newNotice(title = 'Versioned notice'): Promise<{ id: number; etag: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: `${base('notice')}create/`,
    headers: as.admin,
    payload: { title },
  })
  expect(created.statusCode).toBe(201)
  return { id: created.json().id, etag: String(created.headers.etag) }
}

/** The row version an ETag names: what If-Match is compared on. */
const versionOf = (etag: string) => /^"(\d+)/.exec(etag)?.[1]

const STRONG_ETAG = /^"\d+-[A-Za-z0-9_-]+"$/

describe('issue 10: every record read gives a version', () => {
  it.each([
    ['notice', { title: 'Changed title' }],
    ['employee', { first_name: 'Changed' }],
    ['cms_menu_content', { name: 'Changed block' }],
    ['general_setting', { title: 'Changed setting' }],
  ])('%s/{id} answers a strong ETag that changes with an update', async (resource, change) => {
    const id = await firstId(resource)
    const first = await read(resource, id, as.admin)
    expect(first.statusCode).toBe(200)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(STRONG_ETAG)
    expect((await read(resource, id, as.admin)).headers.etag).toBe(etag)
    expect((await read(resource, id, { ...as.admin, 'if-none-match': etag })).statusCode).toBe(304)

    const updated = await update(resource, id, change, { 'if-match': etag })
    expect(updated.statusCode).toBe(200)
    const next = String(updated.headers.etag)
    expect(next).toMatch(STRONG_ETAG)
    expect(versionOf(next)).not.toBe(versionOf(etag))
    expect((await read(resource, id, as.admin)).headers.etag).toBe(next)
  })

  it('the answer of a create carries the new record ETag', async () => {
    const { id, etag } = await newNotice()
    expect(etag).toMatch(STRONG_ETAG)
    expect((await read('notice', id, as.admin)).headers.etag).toBe(etag)
  })
})

describe('issue 10: an update or delete with an old version gets 409', () => {
  it('update with an old ETag: 409 naming who changed the record and when; record unchanged', async () => {
    const { id, etag: old } = await newNotice('Before')
    const first = await update('notice', id, { title: 'First edit' }, { 'if-match': old })
    expect(first.statusCode).toBe(200)

    const late = await update('notice', id, { title: 'Second edit' }, { 'if-match': old })
    expect(late.statusCode).toBe(409)
    const body = late.json()
    expect(body.detail).toContain(testAdmin.email)
    expect(body.detail).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    expect(body).toMatchObject({
      changed_by: testAdmin.email,
      current_version: versionOf(String(first.headers.etag)),
    })
    expect(body.changed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}[+-]\d{2}:\d{2}$/)
    expect((await read('notice', id, as.admin)).json().title).toBe('First edit')
  })

  it('delete with an old ETag: 409 and the record is still there; with the current one it goes', async () => {
    const { id, etag: old } = await newNotice()
    const edited = await update('notice', id, { title: 'Edited' })
    const refused = await remove('notice', id, { 'if-match': old })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().changed_by).toBe(testAdmin.email)
    expect((await read('notice', id, as.admin)).statusCode).toBe(200)
    expect((await remove('notice', id, { 'if-match': String(edited.headers.etag) })).statusCode).toBe(200)
    expect((await read('notice', id, as.admin)).statusCode).toBe(404)
  })

  it('If-Match: * matches any existing record, and a list matches if any of its tags does', async () => {
    const { id, etag } = await newNotice()
    expect((await update('notice', id, { title: 'Star' }, { 'if-match': '*' })).statusCode).toBe(200)
    const current = String((await read('notice', id, as.admin)).headers.etag)
    const listed = await update('notice', id, { title: 'Listed' }, { 'if-match': `${etag}, ${current}` })
    expect(listed.statusCode).toBe(200)
    expect((await update('notice', id, { title: 'Weak' }, { 'if-match': `W/${current}` })).statusCode).toBe(
      409,
    )
  })

  it.each(['abc', '"unterminated', '"a" "b"', ', ,', 'W/abc'])(
    'a malformed If-Match (%s) is a 400 naming the header',
    async (header) => {
      const { id } = await newNotice()
      const answer = await update('notice', id, { title: 'Nope' }, { 'if-match': header })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().detail).toMatch(/If-Match/)
      expect((await remove('notice', id, { 'if-match': header })).statusCode).toBe(400)
      expect((await read('notice', id, as.admin)).json().title).toBe('Versioned notice')
    },
  )

  it('without If-Match writes work as before', async () => {
    const { id } = await newNotice()
    await update('notice', id, { title: 'Someone else' })
    const answer = await update('notice', id, { title: 'Last writer wins' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().title).toBe('Last writer wins')
    expect((await remove('notice', id)).statusCode).toBe(200)
  })
})

describe('issue 10: If-Match on a menu move (optional there)', () => {
  it('a move with an old ETag is a 409; without one it works as before and answers the new ETag', async () => {
    const id = await firstId('cms_menu')
    const menu = await read('cms_menu', id, as.admin)
    const old = String(menu.headers.etag)
    await update('cms_menu', id, { name: 'Renamed for the move' })
    const move = (headers: Headers) =>
      t.app.inject({
        method: 'PUT',
        url: `${base('cms_menu')}move/${id}`,
        headers: { ...as.admin, ...headers },
        payload: { parent: menu.json().parent, position: 0 },
      })
    const refused = await move({ 'if-match': old })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().changed_by).toBe(testAdmin.email)
    const moved = await move({})
    expect(moved.statusCode).toBe(200)
    expect(String(moved.headers.etag)).toMatch(STRONG_ETAG)
    expect((await move({ 'if-match': String(moved.headers.etag) })).statusCode).toBe(200)
  })
})

describe.skipIf(!onPostgres)('issue 10: conditional writes racing on PostgreSQL', () => {
  it('10 parallel updates sending the same If-Match: exactly one wins, nine get 409', async () => {
    const { id, etag } = await newNotice('Race')
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        update('notice', id, { title: `Writer ${i}` }, { 'if-match': etag }),
      ),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([200, ...Array(9).fill(409)])
    const winner = answers.find((a) => a.statusCode === 200)
    expect((await read('notice', id, as.admin)).json().title).toBe(winner?.json().title)
  })
})

describe('issue 10: no acknowledged conditional write is silently overwritten', () => {
  type Op = { kind: 'read'; client: number } | { kind: 'write'; client: number; parallel: boolean }
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('read' as const), client: fc.nat(2) }),
    fc.record({ kind: fc.constant('write' as const), client: fc.nat(2), parallel: fc.boolean() }),
  )

  it('for random interleavings of reads and conditional writes, the successes form one chain', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 12 }), async (ops) => {
        const { id, etag } = await newNotice(`Property ${++run}`)
        const seen: string[] = [etag, etag, etag] // each client's last read ETag
        const wins: { base: string; next: string; title: string }[] = []
        let serial = 0
        // Writes marked parallel are sent together with the writes that follow them.
        let batch: Promise<void>[] = []
        const flush = async () => {
          await Promise.all(batch)
          batch = []
        }
        for (const o of ops) {
          if (o.kind === 'read') {
            await flush()
            seen[o.client] = String((await read('notice', id, as.admin)).headers.etag)
            continue
          }
          const base = seen[o.client] as string
          const title = `w${++serial}`
          batch.push(
            update('notice', id, { title }, { 'if-match': base }).then((answer) => {
              expect([200, 409]).toContain(answer.statusCode)
              if (answer.statusCode !== 200) return
              const next = String(answer.headers.etag)
              wins.push({ base: versionOf(base) as string, next: versionOf(next) as string, title })
              seen[o.client] = next
            }),
          )
          if (!o.parallel) await flush()
        }
        await flush()
        // One chain: each success is based on the version the previous success made, so following
        // the chain from the created version passes every success once (a fork would be a lost write).
        const byBase = new Map(wins.map((w) => [w.base, w]))
        expect(byBase.size).toBe(wins.length)
        let version = versionOf(etag) as string
        let steps = 0
        let last = `Property ${run}`
        for (let step = byBase.get(version); step; step = byBase.get(version)) {
          version = step.next
          last = step.title
          steps++
        }
        expect(steps).toBe(wins.length)
        expect((await read('notice', id, as.admin)).json().title).toBe(last)
      }),
      { numRuns: 12, seed: 105 },
    )
  })
})
