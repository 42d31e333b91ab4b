/**
 * Issue 10 §8: the 500s the fuzz suite (tests/fuzz/) found outside the other parts of the issue,
 * each pinned by the smallest request that showed it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema.ts'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('issue 10: a query key sent twice reads its last value', () => {
  it('check_email and the other checks answer instead of throwing on an array', async () => {
    for (const name of ['email', 'username', 'primary_phone', 'secondary_phone']) {
      const twice = await get(
        `/user/api/v1/user/check_${name}/?${name}=a&${name}=admin%40kizuna.example`,
        as.admin,
      )
      expect(twice.statusCode, name).toBe(200)
    }
    const email = await get('/user/api/v1/user/check_email/?email=x&email=admin%40kizuna.example', as.admin)
    expect(email.json()).toEqual({ exists: true })
  })

  it('/__page-data takes the last path', async () => {
    const response = await get('/__page-data?path=/nowhere&path=/')
    expect(response.statusCode).toBe(200)
    expect((await get('/__page-data?path=2&path=name')).statusCode).toBe(400)
  })

  it('/setup shows its form with the last token', async () => {
    const other = await createTestApp()
    try {
      await other.db.delete(users)
      const page = await other.app.inject('/setup?token=a&token=b%22')
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('value="b&#34;"')
    } finally {
      await other.close()
    }
  })
})

describe('issue 10: ids beyond the database integer range are refused, not sent to the database', () => {
  it('check_*_when_update needs an id in range', async () => {
    for (const id of ['1e99', '99999999999', '2147483648']) {
      const response = await get(
        `/user/api/v1/user/check_email_when_update/?email=a%40b.example&id=${id}`,
        as.admin,
      )
      expect(response.statusCode, id).toBe(400)
      expect(response.json().detail).toMatch(/id/)
    }
  })

  it('delete_multiple answers 400 naming ids', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/employee/api/v1/employee/delete_multiple/',
      headers: as.admin,
      payload: { ids: [99_999_999_999] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toHaveProperty('ids')
  })

  it('move and reorder answer 400 naming the field', async () => {
    const move = await t.app.inject({
      method: 'PUT',
      url: '/cms_menu/api/v1/cms_menu/move/1',
      headers: as.admin,
      payload: { parent: 99_999_999_999, position: 0 },
    })
    expect(move.statusCode).toBe(400)
    expect(move.json()).toHaveProperty('parent')
    for (const payload of [
      { cms_menu: 99_999_999_999, ids: [1] },
      { cms_menu: 1, ids: [99_999_999_999] },
    ]) {
      const reorder = await t.app.inject({
        method: 'PUT',
        url: '/cms_menu_content/api/v1/cms_menu_content/reorder/',
        headers: as.admin,
        payload,
      })
      expect(reorder.statusCode, JSON.stringify(payload)).toBe(400)
    }
  })
})

describe('issue 10: unknown fields named like Object.prototype members are reported, not thrown on', () => {
  it('a JSON body with "constructor" or "toString" gets "Unknown field."', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/department/api/v1/department/create/',
      headers: as.admin,
      payload: { name: 'Fuzz', constructor: 1, toString: 2 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ constructor: ['Unknown field.'], toString: ['Unknown field.'] })
  })

  it('a form body with "__proto__" gets "Unknown field." too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/department/api/v1/department/create/',
      headers: { ...as.admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Fuzz&__proto__=1',
    })
    expect(response.statusCode).toBe(400)
    expect(JSON.parse(response.body)).toEqual(JSON.parse('{"__proto__":["Unknown field."]}'))
  })
})
