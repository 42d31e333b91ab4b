/**
 * The CRUD contract, for every resource with fields, driven by the declarations themselves:
 * create a valid record, read it by id, find it in the paginated list and through search/,
 * change a field, and delete it.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../server/modules/index.ts'
import type { Field } from '../../server/resources/fields.ts'
import { testAccounts } from '../support/accounts.ts'
import { multipart, type Part } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let png: Buffer
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer()
  // Give every resource something to reference.
  await t.app.inject({
    method: 'POST',
    url: '/menu_item/api/v1/menu_item/create/',
    headers: as.admin,
    payload: { title: 'Sample entry' },
  })
})
afterAll(() => t?.close())

let counter = 0
async function firstId(resource: string): Promise<number> {
  const list = await t.app.inject({ url: `/${resource}/api/v1/${resource}/all/?size=1`, headers: as.admin })
  const body = list.json()
  const key = Object.keys(body).find((k) => Array.isArray(body[k])) as string
  return body[key][0].id
}

async function sampleValue(
  name: string,
  f: Field,
): Promise<string | number | boolean | number[] | undefined> {
  const unique = `${Date.now().toString(36)}${++counter}`
  switch (f.kind) {
    case 'int':
      return 7
    case 'ref':
      return firstId(f.ref as string)
    case 'refs':
      return []
    case 'bool':
      return true
    case 'date':
      return '2026-03-01'
    case 'datetime':
      return '2026-03-01T10:30:00+06:00'
    case 'enum':
      return f.values?.[0]
    case 'email':
      return `sample-${unique}@kizuna.example`
    case 'url':
      return 'https://www.example.org/page'
    case 'html':
      return `<p>Sample ${name} ${unique}</p>`
    case 'password':
      return 'a sample password 123'
    case 'file':
      return undefined
    default:
      return `Sample ${name} ${unique}`.slice(0, f.max ?? 100)
  }
}

const writable = resources.filter((r) => r.fields)

describe.each(writable.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
  const base = `/${resource.name}/api/v1/${resource.name}/`

  it('creates, reads, lists, searches, updates and deletes a record', async () => {
    const fields = Object.entries(resource.fields ?? {})
    const parts: Part[] = []
    const values: Record<string, unknown> = {}
    for (const [name, f] of fields) {
      if (f.kind === 'file') {
        if (f.required) parts.push({ name, file: { fileName: 'sample.png', content: png } })
        continue
      }
      const value = await sampleValue(name, f)
      if (value === undefined) continue
      values[name] = value
    }
    let created: Awaited<ReturnType<typeof t.app.inject>>
    if (parts.length > 0) {
      const body = multipart([
        ...Object.entries(values).map(([name, value]) => ({
          name,
          value: Array.isArray(value) ? value.join(',') : String(value),
        })),
        ...parts,
      ])
      created = await t.app.inject({
        method: 'POST',
        url: `${base}create/`,
        payload: body.payload,
        headers: { ...as.admin, ...body.headers },
      })
    } else {
      created = await t.app.inject({
        method: 'POST',
        url: `${base}create/`,
        payload: values,
        headers: as.admin,
      })
    }
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id
    expect(id).toEqual(expect.any(Number))

    const read = await t.app.inject({ url: `${base}${id}`, headers: as.admin })
    expect(read.statusCode).toBe(200)
    expect(read.json().id).toBe(id)

    const list = (await t.app.inject({ url: `${base}all/?size=100`, headers: as.admin })).json()
    expect(list.total_elements).toBeGreaterThanOrEqual(1)
    expect(Object.keys(list)).toEqual([resource.listKey, 'page', 'size', 'total_pages', 'total_elements'])

    const searchable = fields.find(([name, f]) => f.searchable && typeof values[name] === 'string')
    if (searchable) {
      const term = String(values[searchable[0]])
        .replace(/<[^>]+>/g, '')
        .slice(-12)
      const found = (
        await t.app.inject({ url: `${base}search/?searchKey=${encodeURIComponent(term)}`, headers: as.admin })
      ).json()
      expect(found[resource.listKey].map((row: { id: number }) => row.id)).toContain(id)
      expect(found.total_elements).toBe(found[resource.listKey].length)
    }

    const textField = fields.find(([, f]) => (f.kind === 'text' || f.kind === 'html') && !f.required)
    if (textField) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `${base}update/${id}`,
        headers: as.admin,
        payload: { [textField[0]]: 'Changed' },
      })
      expect(changed.statusCode, changed.body).toBe(200)
    }

    const deleted = await t.app.inject({ method: 'DELETE', url: `${base}delete/${id}`, headers: as.admin })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await t.app.inject({ url: `${base}${id}`, headers: as.admin })).statusCode).toBe(404)
  })
})
