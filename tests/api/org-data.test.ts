/**
 * Organisation data (issue 11 §5): the reference places and countries every database gets, the
 * original's thana-by-district route, a branch's address kept true division → district → thana,
 * places that are still used refusing deletion, qualifications (and their scanned documents) for
 * staff only, and the reference seed: idempotent, one query when nothing is missing.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { REFERENCE_COUNTS, seedReference } from '../../server/modules/org/reference-seed.ts'
import {
  city,
  country,
  employee,
  qualification,
  thana,
  unionCouncil,
} from '../../server/modules/org/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { multipart } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let bangladesh: number
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  const [bd] = await t.db.select({ id: country.id }).from(country).where(eq(country.countryCode2, 'BD'))
  bangladesh = bd?.id ?? 0
})
afterAll(() => t?.close())

type Headers = Record<string, string>
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers })
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as.admin, payload })
const total = async (resource: string) =>
  (await get(`/${resource}/api/v1/${resource}/all/?size=1`)).json().total_elements

// Places of the data set, by its ids (the original's city and thana ids).
const DHAKA_DIVISION = 6
const GAZIPUR = 41
const GAZIPUR_SADAR = 320
const CHATTOGRAM = 8
const HATHAZARI = 76

describe('reference data', () => {
  it('holds the 8 divisions, 64 districts, 494 upazilas, 4,540 unions and every country', async () => {
    expect(await total('division')).toBe(8)
    expect(await total('city')).toBe(64)
    // The demo adds one metropolitan thana (Uttara West) to the data set's upazilas.
    expect(await total('thana')).toBe(494 + 1)
    expect(await total('union')).toBe(4540)
    expect(await total('country')).toBe(252)
  })

  it('names places in English and Bangla, districts with their exact position', async () => {
    const divisions = (await get('/division/api/v1/division/without_pagination/all/')).json().divisions
    expect(divisions.find((d: { id: number }) => d.id === DHAKA_DIVISION)).toMatchObject({
      name: 'Dhaka',
      bn_name: 'ঢাকা',
    })
    const cumilla = (await get('/city/api/v1/city/1')).json()
    expect(cumilla).toMatchObject({
      id: 1,
      name: 'Cumilla',
      bn_name: 'কুমিল্লা',
      division: 1,
      country: bangladesh,
      lat: '23.4682747',
      lon: '91.1788135',
      url: 'www.comilla.gov.bd',
    })
    const union = (await get('/union/api/v1/union/1')).json()
    expect(union).toMatchObject({ name: 'Subil', bn_name: 'সুবিল', thana: 1 })
    const found = (await get('/country/api/v1/country/search/?name=bangla')).json()
    expect(found.countries).toEqual([
      expect.objectContaining({
        name: 'Bangladesh',
        country_code: 'BGD',
        country_code2: 'BD',
        phone_code: '880',
      }),
    ])
  })

  it('lists a district’s thanas for cascading selects, as the original', async () => {
    const response = await get(`/thana/api/v1/thana/all_thana_by_city_id/${GAZIPUR}`)
    expect(response.statusCode).toBe(200)
    const { thanas } = response.json()
    expect(thanas.map((x: { name: string }) => x.name)).toEqual([
      'Kaliganj',
      'Kaliakair',
      'Kapasia',
      'Gazipur Sadar',
      'Sreepur',
    ])
    expect(thanas[3]).toMatchObject({
      id: GAZIPUR_SADAR,
      city: GAZIPUR,
      bn_name: 'গাজীপুর সদর',
      created_by: null,
    })
    // Cached and public, like every public read.
    expect(response.headers.etag).toBeTruthy()
    const again = await get(`/thana/api/v1/thana/all_thana_by_city_id/${GAZIPUR}`, {
      'if-none-match': String(response.headers.etag),
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers an unknown district with no thanas and a malformed id with 400', async () => {
    const unknown = await get('/thana/api/v1/thana/all_thana_by_city_id/99999')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual({ thanas: [] })
    const bad = await get('/thana/api/v1/thana/all_thana_by_city_id/undefined')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toMatch(/not a valid district id/)
  })
})

describe('a branch', () => {
  it('is created with its address and read back exactly as sent', async () => {
    const sent = {
      name: 'Tongi Workshop',
      short_desc: 'Evening welding classes.',
      full_desc: 'Two bays, twelve booths.\nOpen Saturday to Thursday.',
      is_active: true,
      street_address_one: 'Plot 9, BSCIC Industrial Estate',
      street_address_two: 'Tongi',
      country: bangladesh,
      division: DHAKA_DIVISION,
      city: GAZIPUR,
      thana: GAZIPUR_SADAR,
      postal_code: '1710',
    }
    const created = await send('POST', '/branch/api/v1/branch/create/', sent)
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id
    const read = (await get(`/branch/api/v1/branch/${id}`, as.admin)).json()
    expect(read).toMatchObject({ id, ...sent })
    const listed = (await get('/branch/api/v1/branch/all/?size=100')).json().branches
    expect(listed.find((b: { id: number }) => b.id === id)).toMatchObject(sent)

    const moved = await send('PUT', `/branch/api/v1/branch/update/${id}`, {
      division: 1,
      city: CHATTOGRAM,
      thana: HATHAZARI,
      postal_code: '4330',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ division: 1, city: CHATTOGRAM, thana: HATHAZARI, name: sent.name })
    expect((await send('DELETE', `/branch/api/v1/branch/delete/${id}`)).statusCode).toBe(200)
  })

  it('refuses a thana outside its district and a district outside its division', async () => {
    const wrongThana = await send('POST', '/branch/api/v1/branch/create/', {
      name: 'Nowhere Office',
      city: GAZIPUR,
      thana: HATHAZARI,
    })
    expect(wrongThana.statusCode).toBe(400)
    expect(wrongThana.json()).toEqual({ thana: ['Hathazari is not in the chosen district.'] })
    const wrongDistrict = await send('POST', '/branch/api/v1/branch/create/', {
      name: 'Nowhere Office',
      division: DHAKA_DIVISION,
      city: CHATTOGRAM,
    })
    expect(wrongDistrict.statusCode).toBe(400)
    expect(wrongDistrict.json()).toEqual({ city: ['Chattogram is not in the chosen division.'] })
    const missing = await send('POST', '/branch/api/v1/branch/create/', {
      name: 'Nowhere Office',
      thana: 999999,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ thana: ['Thana 999999 does not exist.'] })
  })

  it('sent with only a thana, as the original’s clients do, gets its district and division', async () => {
    const created = await send('POST', '/branch/api/v1/branch/create/', {
      name: 'Hathazari Desk',
      thana: HATHAZARI,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ thana: HATHAZARI, city: CHATTOGRAM, division: 1 })
    await send('DELETE', `/branch/api/v1/branch/delete/${created.json().id}`)
  })

  it('is public while active, hidden from the public once closed', async () => {
    const created = await send('POST', '/branch/api/v1/branch/create/', {
      name: 'Closed Desk',
      is_active: false,
    })
    const id = created.json().id
    expect((await get(`/branch/api/v1/branch/${id}`)).statusCode).toBe(404)
    expect((await get(`/branch/api/v1/branch/${id}`, as.admin)).statusCode).toBe(200)
    const names = (await get('/branch/api/v1/branch/without_pagination/all/'))
      .json()
      .branches.map((b: { name: string }) => b.name)
    expect(names).toEqual(['Chattogram Office', 'Head Office', 'Western T Training Institute'])
  })
})

describe('places in use', () => {
  it('cannot be deleted: a district with thanas, a thana an address names', async () => {
    const district = await send('DELETE', `/city/api/v1/city/delete/${GAZIPUR}`)
    expect(district.statusCode).toBe(409)
    expect(district.json().detail).toMatch(/District is still used by other records/)
    // The demo's Western T Training Institute is in Gazipur Sadar.
    const used = await send('DELETE', `/thana/api/v1/thana/delete/${GAZIPUR_SADAR}`)
    expect(used.statusCode).toBe(409)
    expect(await total('city')).toBe(64)
  })
})

describe('qualifications', () => {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )

  it('are read by staff with the permission only', async () => {
    const list = '/qualification/api/v1/qualification/all/'
    expect((await get(list)).statusCode).toBe(401)
    expect((await get(list, as.editor)).statusCode).toBe(403)
    const staff = await get(list, as.admin)
    expect(staff.statusCode).toBe(200)
    expect(staff.headers['cache-control']).toBe('private, no-store')
    expect(
      staff
        .json()
        .qualifications.map((q: { degree_name: string }) => q.degree_name)
        .sort(),
    ).toEqual(['Diploma in Welding Technology', 'MA in Japanese Studies'])
    expect((await get('/qualification/api/v1/qualification/1')).statusCode).toBe(401)
  })

  it('keep the original’s passign_year and an exact grade; scanned documents stay private', async () => {
    const [farzana] = await t.db
      .select({ id: employee.id })
      .from(employee)
      .where(eq(employee.username, 'farzana.akter'))
    const body = multipart([
      { name: 'employee', value: String(farzana?.id) },
      { name: 'degree_name', value: 'JLPT N1' },
      { name: 'passign_year', value: '2015' },
      { name: 'board', value: 'Japan Foundation' },
      { name: 'institute_name', value: 'Japan Educational Exchanges and Services' },
      { name: 'grade', value: '87.50' },
      { name: 'image_doc_one', file: { fileName: 'certificate.pdf', content: pdf } },
    ])
    const created = await t.app.inject({
      method: 'POST',
      url: '/qualification/api/v1/qualification/create/',
      payload: body.payload,
      headers: { ...as.admin, ...body.headers },
    })
    expect(created.statusCode, created.body).toBe(201)
    const q = created.json()
    expect(q).toMatchObject({
      employee: farzana?.id,
      passign_year: 2015,
      grade: '87.50',
      image_doc_two: null,
    })
    expect(q.image_doc_one).toBe(`/qualification/api/v1/qualification/${q.id}/image_doc_one`)

    expect((await get(q.image_doc_one)).statusCode).toBe(401)
    expect((await get(q.image_doc_one, as.editor)).statusCode).toBe(403)
    const file = await get(q.image_doc_one, as.admin)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['cache-control']).toBe('private, no-store')
    expect(file.rawPayload.equals(pdf)).toBe(true)
    expect(
      (await get(`/qualification/api/v1/qualification/${q.id}/image_doc_two`, as.admin)).statusCode,
    ).toBe(404)
    expect((await get(`/qualification/api/v1/qualification/${q.id}/password`, as.admin)).statusCode).toBe(404)
    // A list path without its slash is still that list, not a document.
    const slashless = await get('/qualification/api/v1/qualification/without_pagination/all', as.admin)
    expect(slashless.statusCode).toBe(301)
    const [stored] = await t.db
      .select({ path: qualification.imageDocOne })
      .from(qualification)
      .where(eq(qualification.id, q.id))
    expect(stored?.path).toMatch(/^private\/qualification\/certificate-[0-9a-f]{8}\.pdf$/)
    expect((await get(`/media/${stored?.path}`)).statusCode).toBe(404)

    const badYear = await send('PATCH', `/qualification/api/v1/qualification/update/${q.id}`, {
      passign_year: 15,
    })
    expect(badYear.json()).toEqual({ passign_year: ['Enter 1900 or more.'] })
    const badGrade = await send('PATCH', `/qualification/api/v1/qualification/update/${q.id}`, {
      grade: '4.125',
    })
    expect(badGrade.statusCode).toBe(400)
  })

  it('keep their employee from being deleted until they are', async () => {
    const [shahidul] = await t.db
      .select({ id: employee.id })
      .from(employee)
      .where(eq(employee.username, 'shahidul.islam'))
    const refused = await send('DELETE', `/employee/api/v1/employee/delete/${shahidul?.id}`)
    expect(refused.statusCode).toBe(409)
  })
})

describe('an employee’s address', () => {
  it('is kept, chosen division → district → thana, and never shown to the public', async () => {
    const [farzana] = await t.db
      .select({ id: employee.id, branchId: employee.branchId })
      .from(employee)
      .where(eq(employee.username, 'farzana.akter'))
    const id = farzana?.id
    const address = {
      street_address_one: 'Flat 4B, House 12, Road 5',
      postal_code: '1710',
      country: bangladesh,
      division: DHAKA_DIVISION,
      city: GAZIPUR,
      thana: GAZIPUR_SADAR,
    }
    const updated = await send('PATCH', `/employee/api/v1/employee/update/${id}`, address)
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ ...address, branch: farzana?.branchId })
    const staffList = (await get('/employee/api/v1/employee/all/?size=100', as.admin)).json().employees
    const forStaff = staffList.find((e: { id: number }) => e.id === id)
    expect(forStaff).toMatchObject({
      street_address_one: address.street_address_one,
      city: { id: GAZIPUR, name: 'Gazipur' },
      thana: { id: GAZIPUR_SADAR, name: 'Gazipur Sadar' },
      branch: { id: farzana?.branchId, name: 'Head Office' },
    })
    const publicList = (await get('/employee/api/v1/employee/without_paginaiton/all/')).json().employees
    const forPublic = publicList.find((e: { id: number }) => e.id === id)
    expect(forPublic).toMatchObject({
      street_address_one: null,
      postal_code: null,
      country: null,
      division: null,
      city: null,
      thana: null,
      branch: { id: farzana?.branchId, name: 'Head Office' },
    })
    const wrong = await send('PATCH', `/employee/api/v1/employee/update/${id}`, { thana: HATHAZARI })
    expect(wrong.json()).toEqual({ thana: ['Hathazari is not in the chosen district.'] })
  })
})

describe('the reference seed', () => {
  /** The database, counting the statements issued through it. */
  function counting(db: Db) {
    const calls: string[] = []
    const proxy = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (
          typeof value !== 'function' ||
          !['execute', 'select', 'insert', 'transaction'].includes(String(key))
        )
          return value
        return (...args: unknown[]) => {
          calls.push(String(key))
          return value.apply(target, args)
        }
      },
    })
    return { db: proxy, calls }
  }
  const counts = async () =>
    Promise.all(['country', 'division', 'city', 'thana', 'union'].map((r) => total(r)))

  it('asks one question and changes nothing when every row is there', async () => {
    const before = await counts()
    const { db, calls } = counting(t.db)
    await seedReference(db)
    await seedReference(db)
    expect(calls).toEqual(['execute', 'execute'])
    expect(await counts()).toEqual(before)
  })

  it('brings back a missing official row, keeps staff’s edits and additions, and leaves free ids', async () => {
    await t.db.delete(unionCouncil).where(eq(unionCouncil.id, REFERENCE_COUNTS.unions))
    await t.db.update(city).set({ name: 'Comilla' }).where(eq(city.id, 1))
    expect(await total('union')).toBe(REFERENCE_COUNTS.unions - 1)
    await seedReference(t.db)
    await seedReference(t.db)
    expect(await total('union')).toBe(REFERENCE_COUNTS.unions)
    const [cumilla] = await t.db.select({ name: city.name }).from(city).where(eq(city.id, 1))
    expect(cumilla?.name).toBe('Comilla')
    const [uttara] = await t.db
      .select({ id: thana.id })
      .from(thana)
      .where(and(eq(thana.name, 'Uttara West'), eq(thana.cityId, 47)))
    expect(uttara?.id).toBeGreaterThan(REFERENCE_COUNTS.upazilas)
    const added = await send('POST', '/thana/api/v1/thana/create/', { name: 'Panchlaish', city: CHATTOGRAM })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().id).toBeGreaterThan(uttara?.id ?? 0)
  })
})
