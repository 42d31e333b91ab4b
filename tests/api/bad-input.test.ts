/**
 * Issue 10 §4: bad input is a 4xx naming the problem, never a 500. NUL characters (PostgreSQL
 * refuses U+0000 in text) anywhere a client can put them, invalid UTF-8 in query strings, and JSON
 * bodies that are not objects.
 */
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generalSetting, notice } from '../../server/modules/cms/tables.ts'
import { resources } from '../../server/modules/index.ts'
import { hasGenericWrites } from '../../server/resources/define.ts'
import { testAccounts } from '../support/accounts.ts'
import { multipart } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

const NUL = '\u0000'
let ipCounter = 0
const nextIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const json = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: string, auth = true) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...(auth ? as.admin : {}), 'content-type': 'application/json' },
    remoteAddress: nextIp(),
  })

describe('issue 10: a NUL character is a 400 naming the field', () => {
  it('in searchKey and the other query parameters of the API', async () => {
    const search = await t.app.inject('/notice/api/v1/notice/search/?searchKey=exam%00schedule')
    expect(search.statusCode).toBe(400)
    expect(search.json()).toEqual({ detail: 'searchKey contains a NUL character, which is not allowed.' })
    const filter = await t.app.inject(
      '/cms_menu_content/api/v1/cms_menu_content/search/?searchKey=a&cms_menu=1%00',
    )
    expect(filter.statusCode).toBe(400)
    expect(filter.json().detail).toBe('cms_menu contains a NUL character, which is not allowed.')
    const name = await t.app.inject('/notice/api/v1/notice/search/?searchKey=a&x%00y=1')
    expect(name.statusCode).toBe(400)
    expect(name.json().detail).toMatch(/^The name of query parameter "x\\0y" contains a NUL character/)
  })

  it('in a JSON value or key of a create, an update and the auth routes', async () => {
    const create = await json('POST', '/notice/api/v1/notice/create/', JSON.stringify({ title: `a${NUL}b` }))
    expect(create.statusCode).toBe(400)
    expect(create.json()).toEqual({ title: ['This field contains a NUL character, which is not allowed.'] })
    const key = await json('POST', '/notice/api/v1/notice/create/', JSON.stringify({ [`ti${NUL}tle`]: 'x' }))
    expect(key.statusCode).toBe(400)
    expect(key.json()).toEqual({
      'ti\\0tle': ["This field's name contains a NUL character, which is not allowed."],
    })
    const nested = await json(
      'PATCH',
      '/cms_menu/api/v1/cms_menu/update/1',
      JSON.stringify({ name: 'About', extra: [{ deep: `x${NUL}` }] }),
    )
    expect(nested.statusCode).toBe(400)
    expect(Object.keys(nested.json())).toEqual(['extra'])
    const login = await json(
      'POST',
      '/user/api/v1/user/login/',
      JSON.stringify({ email: `admin${NUL}@kizuna.example`, password: 'x' }),
      false,
    )
    expect(login.statusCode).toBe(400)
    expect(login.json()).toEqual({ email: ['This field contains a NUL character, which is not allowed.'] })
    const reset = await json(
      'POST',
      '/user/api/v1/user/reset_password/',
      JSON.stringify({ email: `${NUL}` }),
      false,
    )
    expect(reset.statusCode).toBe(400)
    expect(reset.json()).toHaveProperty('email')
  })

  it('in a form-encoded body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/login/',
      payload: 'email=admin%00%40kizuna.example&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ email: ['This field contains a NUL character, which is not allowed.'] })
  })

  it('in a multipart field and in an uploaded file name', async () => {
    const field = multipart([{ name: 'title', value: `Exam${NUL}` }])
    const fieldResponse = await t.app.inject({
      method: 'POST',
      url: '/notice/api/v1/notice/create/',
      payload: field.payload,
      headers: { ...as.admin, ...field.headers },
    })
    expect(fieldResponse.statusCode).toBe(400)
    expect(fieldResponse.json()).toEqual({
      title: ['This field contains a NUL character, which is not allowed.'],
    })
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const file = multipart([{ name: 'image', file: { fileName: `photo${NUL}.png`, content: png } }])
    const fileResponse = await t.app.inject({
      method: 'POST',
      url: '/homepage_slider/api/v1/homepage_slider/create/',
      payload: file.payload,
      headers: { ...as.admin, ...file.headers },
    })
    expect(fileResponse.statusCode).toBe(400)
    expect(fileResponse.json()).toEqual({
      image: ['The file name contains a NUL character, which is not allowed.'],
    })
  })

  it('in a field or the CV file name of the public volunteer form', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    )
    const apply = (firstName: string, fileName: string) => {
      const body = multipart([
        { name: 'firstName', value: firstName },
        { name: 'email', value: 'tanvir@example.com' },
        { name: 'subject', value: 'Teaching' },
        { name: 'about', value: 'Two years of N5 classes.' },
        { name: 'cv', file: { fileName, content: pdf } },
      ])
      return t.app.inject({
        method: 'POST',
        url: '/volunteer',
        payload: body.payload,
        headers: body.headers,
        remoteAddress: nextIp(),
      })
    }
    const field = await apply(`Tan${NUL}vir`, 'cv.pdf')
    expect(field.statusCode).toBe(400)
    expect(Object.keys(field.json().errors)).toEqual(['firstName'])
    const name = await apply('Tanvir', `cv${NUL}.pdf`)
    expect(name.statusCode).toBe(400)
    expect(Object.keys(name.json().errors)).toEqual(['cv'])
  })

  it('in /search?q= the visitor gets the search page saying so, with 400', async () => {
    const response = await t.app.inject({ url: '/search?q=exam%00', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('The search contains a NUL character')
    expect(response.body).not.toContain(NUL)
  })

  it('invalid UTF-8 in a percent-encoded query string is never a 500', async () => {
    for (const bad of ['%C3%28', '%FF', '%E2%82', '%', '%zz']) {
      const api = await t.app.inject(`/notice/api/v1/notice/search/?searchKey=${bad}`)
      expect(api.statusCode, `searchKey=${bad}`).toBeLessThan(500)
      const site = await t.app.inject(`/search?q=${bad}`)
      expect(site.statusCode, `q=${bad}`).toBeLessThan(500)
    }
  })
})

describe('issue 10: a JSON body that is not an object is a 400', () => {
  const bodies = ['null', '[]', '[{"title": "x"}]', '42', '"text"', 'true']

  // Every resource with writes, three routes each, every body: the requests of one resource go
  // together, and the whole walk has more time than one test usually needs (it grows with the areas).
  it('on every create and update route, and nothing is created', { timeout: 180_000 }, async () => {
    const [before] = await t.db.select({ n: count() }).from(notice)
    for (const resource of resources.filter(hasGenericWrites)) {
      const base = `/${resource.name}/api/v1/${resource.name}/`
      const calls = bodies.flatMap((body) =>
        (
          [
            ['POST', `${base}create/`],
            ['PUT', `${base}update/1`],
            ['PATCH', `${base}update/1`],
          ] as const
        ).map(async ([method, url]) => {
          const response = await json(method, url, body)
          expect(response.statusCode, `${method} ${url} ${body}`).toBe(400)
          expect(response.json().detail, `${method} ${url} ${body}`).toMatch(/^Send a JSON object/)
        }),
      )
      await Promise.all(calls)
    }
    const [after] = await t.db.select({ n: count() }).from(notice)
    expect(after?.n).toBe(before?.n)
  })

  it('a null body no longer adds an empty site settings row that blanks the header and footer', async () => {
    const [before] = await t.db.select({ n: count() }).from(generalSetting)
    const response = await json('POST', '/general_setting/api/v1/general_setting/create/', 'null')
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe(
      'Send a JSON object of fields, such as {"name": "value"}; this body is null.',
    )
    const [after] = await t.db.select({ n: count() }).from(generalSetting)
    expect(after?.n).toBe(before?.n)
    const home = await t.app.inject('/')
    expect(home.body).toContain('Meghsetu Group')
  })

  it('on the auth, delete-many and order routes', async () => {
    for (const url of [
      '/user/api/v1/user/login/',
      '/user/api/v1/user/refresh/',
      '/user/api/v1/user/passwordchange/',
      '/user/api/v1/user/reset_password/',
      '/user/api/v1/user/reset_password_confirm/',
      '/user/api/v1/user/setup/',
      '/notice/api/v1/notice/delete_multiple/',
    ]) {
      for (const body of bodies) {
        const response = await json('POST', url, body)
        expect(response.statusCode, `${url} ${body}`).toBe(400)
        expect(response.json().detail, `${url} ${body}`).toMatch(/^Send a JSON object/)
      }
    }
    for (const url of [
      '/cms_menu/api/v1/cms_menu/move/1',
      '/cms_menu_content/api/v1/cms_menu_content/reorder/',
      '/cms_menu_content_image/api/v1/cms_menu_content_image/reorder/',
    ]) {
      for (const body of bodies) {
        const response = await json('PUT', url, body)
        expect(response.statusCode, `${url} ${body}`).toBe(400)
        expect(response.json().detail, `${url} ${body}`).toMatch(/^Send a JSON object/)
      }
    }
  })
})
