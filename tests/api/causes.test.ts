/**
 * Causes (issue 14 item 3): the original's paths and JSON keys for causes, their blocks and their
 * images; the public sees published causes and their blocks only, staff see drafts; what a cause
 * raised is the sum of its completed gifts (pledges, failed and refunded gifts do not count) with
 * the original's `process` and `contributor`; a new cause gets its sub-ledger; a cause with gifts
 * is never deleted, one without is, with its blocks and images; bad input is a 4xx naming the
 * field; block HTML is sanitised; the cause-keyed maps; who may write what.
 */
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, queryRows } from '../../server/db/client.ts'
import {
  completeDonation,
  markUnpaid,
  openDonation,
  refundDonation,
} from '../../server/modules/giving/donations.ts'
import { cause, causeContent, causeContentImage } from '../../server/modules/giving/tables.ts'
import { subLedgerAccount } from '../../server/modules/ledger/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { multipart, type Part } from '../support/multipart.ts'
import { sqlState } from '../support/sql-state.ts'
import { createTestApp } from '../support/test-app.ts'

/** The app's clock: real time, which the last test moves past a scheduled cause's moment. */
const time = { ahead: 0 }
let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let accountant: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock: () => Date.now() + time.ahead })
  as = await testAccounts(t.app, t.db)
  accountant = (await bookKeepers(t.app, t.db)).Accountant
})
afterAll(() => t?.close())

type Headers = Record<string, string>
const anonymous: Headers = {}
const get = (url: string, headers: Headers = as.admin) => t.app.inject({ url, headers })
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = as.admin,
) => t.app.inject({ method, url, headers, payload })
const base = (resource: string) => `/${resource}/api/v1/${resource}/`
const upload = (url: string, parts: Part[], headers: Headers = as.editor) => {
  const body = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  })
}
const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer()

let made = 0
/** A new cause through the API (published unless said otherwise); its presented JSON. */
async function newCause(fields: Record<string, unknown> = {}, headers: Headers = as.editor) {
  made += 1
  const response = await send(
    'POST',
    `${base('cause')}create/`,
    { name: `Test cause ${made}`, goal_amount: '10000.00', status: 'published', ...fields },
    headers,
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Record<string, unknown> & { id: number }
}

const inTx = <T>(work: (tx: Db) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Db))
const today = () => new Date().toISOString().slice(0, 10)
const cash = () => ({ method: 'cash' as const, receivedOn: today() })

/** A gift to the cause, completed in cash unless `complete` is false. */
async function gift(causeId: number, taka: number, email: string, complete = true) {
  const row = await openDonation(t.db, {
    causeId,
    amount: BigInt(taka) * 100n,
    channel: 'offline',
    donor: { firstName: 'Test', lastName: 'Donor', email },
  })
  if (complete) await inTx((tx) => completeDonation(tx, row.id, cash(), { id: null }, new Date()))
  return row
}

describe('paths and keys', () => {
  it('lists causes under "causes" with the envelope, the original keys and ours', async () => {
    const { statusCode, body } = await get(`${base('cause')}all/?size=5`, anonymous)
    expect(statusCode).toBe(200)
    const answer = JSON.parse(body)
    expect(Object.keys(answer)).toEqual(['causes', 'page', 'size', 'total_pages', 'total_elements'])
    expect(answer.total_elements).toBe(12)
    const first = answer.causes[0]
    expect(Object.keys(first)).toEqual([
      'id',
      'name',
      'category',
      'summary',
      'goal_amount',
      'raised_amount',
      'process',
      'contributor',
      'start_date',
      'end_date',
      'image',
      'image_alt',
      'author',
      'position',
      'status',
      'publish_at',
      'created_at',
      'updated_at',
      'created_by',
      'updated_by',
    ])
    expect(first).toMatchObject({
      id: 1,
      name: 'Japanese Course Scholarships for 40 Char Students',
      goal_amount: '1280000.00',
      image: '/media/sample/cause-scholarship-char-students-1.jpg',
      status: 'published',
    })
    expect(first.raised_amount).toMatch(/^\d+\.\d{2}$/)
    expect(first.process).toMatch(/^\d+\.\d{2}$/)
    // Audit users are for staff.
    expect(first.created_by).toBeNull()
  })

  it('answers the unpaginated list, one cause, search and export', async () => {
    const all = (await get(`${base('cause')}without_pagination/all/`, anonymous)).json()
    expect(all.causes).toHaveLength(12)
    const one = await get(`${base('cause')}3`, anonymous)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({
      id: 3,
      name: 'Flood Relief for Families in Sirajdikhan',
      category: 'Relief',
    })
    const found = (await get(`${base('cause')}search/?searchKey=relief`, anonymous)).json()
    expect(found.causes.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([3, 8]))
    const csv = await get(`${base('cause')}export/`)
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain('Flood Relief for Families in Sirajdikhan')
  })

  it('lists blocks under "cause_contents" and images under "content_images", each naming its cause', async () => {
    const blocks = (await get(`${base('cause_content')}all/?cause=3`, anonymous)).json()
    expect(blocks.cause_contents.map((b: { name: string }) => b.name)).toEqual(['description', 'uses'])
    expect(blocks.cause_contents[0].cause).toEqual({
      id: 3,
      name: 'Flood Relief for Families in Sirajdikhan',
    })
    const images = (await get(`${base('cause_content_image')}all/?cause=3`, anonymous)).json()
    expect(images.content_images).toHaveLength(1)
    expect(images.content_images[0]).toMatchObject({
      head: 'description',
      image: '/media/sample/cause-community-relief-boat.jpg',
      cause: { id: 3 },
    })
    const flat = (await get(`${base('cause_content_image')}without_pagination/all/`, anonymous)).json()
    expect(Object.keys(flat.content_images[0])).toEqual(['id', 'cause', 'head', 'image'])
  })

  it('answers the cause-keyed maps: blocks key → HTML, images head → name or names, and both', async () => {
    const blocks = await get('/cause_content/api/v1/get_all_cause_content_by_cause_id/3', anonymous)
    expect(blocks.statusCode).toBe(200)
    expect(Object.keys(blocks.json().cause_contents)).toEqual(['description', 'uses'])
    expect(blocks.json().cause_contents.uses).toContain('<li><p>Water purification tablets')
    const images = await get(
      '/cause_content_image/api/v1/get_all_cause_content_image_by_cause_id/3',
      anonymous,
    )
    // Raw stored names, as the original's raw SQL gave them: one image is a string.
    expect(images.json()).toEqual({
      content_images: { description: 'sample/cause-community-relief-boat.jpg' },
    })
    const both = (await get('/cause/api/v1/cause/get_all_content_and_image_by_cause_id/3', anonymous)).json()
    expect(Object.keys(both)).toEqual(['cause_contents', 'content_images'])
    expect(both.content_images).toEqual(images.json().content_images)
    // A cause without images: an empty map.
    expect(
      (await get('/cause_content_image/api/v1/get_all_cause_content_image_by_cause_id/2', anonymous)).json(),
    ).toEqual({ content_images: {} })
  })
})

describe('what the public sees', () => {
  it('hides a draft cause, its blocks and its images from the public; staff see them', async () => {
    const draft = await newCause({ status: 'draft' })
    expect(
      (
        await send('POST', `${base('cause_content')}create/`, {
          cause: draft.id,
          name: 'description',
          value: '<p>Not yet</p>',
        })
      ).statusCode,
    ).toBe(201)
    const publicList = (await get(`${base('cause')}without_pagination/all/`, anonymous)).json().causes
    expect(publicList.map((c: { id: number }) => c.id)).not.toContain(draft.id)
    expect((await get(`${base('cause')}${draft.id}`, anonymous)).statusCode).toBe(404)
    expect((await get(`${base('cause')}${draft.id}`, accountant)).statusCode).toBe(200)
    const blocks = (await get(`${base('cause_content')}all/?cause=${draft.id}`, anonymous)).json()
    expect(blocks.cause_contents).toEqual([])
    for (const path of [
      `/cause_content/api/v1/get_all_cause_content_by_cause_id/${draft.id}`,
      `/cause_content_image/api/v1/get_all_cause_content_image_by_cause_id/${draft.id}`,
      `/cause/api/v1/cause/get_all_content_and_image_by_cause_id/${draft.id}`,
    ]) {
      expect((await get(path, anonymous)).statusCode, path).toBe(404)
      expect((await get(path, as.editor)).statusCode, path).toBe(200)
    }
    const staff = await get(`/cause_content/api/v1/get_all_cause_content_by_cause_id/${draft.id}`, as.editor)
    expect(staff.json()).toEqual({ cause_contents: { description: '<p>Not yet</p>' } })
  })

  it('hides a cause scheduled for later until its moment', async () => {
    const later = await newCause({ publish_at: '2099-01-01T09:00:00+06:00' })
    expect((await get(`${base('cause')}${later.id}`, anonymous)).statusCode).toBe(404)
    expect((await get(`${base('cause')}${later.id}`, as.editor)).json().status).toBe('published')
  })
})

describe('what a cause raised', () => {
  it('is the sum of its completed gifts, with the original process and contributor', async () => {
    const c = await newCause({ goal_amount: '8000.00' })
    await gift(c.id, 1500, 'a@example.org')
    await gift(c.id, 2500, 'B@example.org')
    await gift(c.id, 500, 'b@example.org') // the same donor
    await gift(c.id, 700, 'pledge@example.org', false) // pledged, not received
    const failed = await gift(c.id, 900, 'failed@example.org', false)
    await inTx((tx) => markUnpaid(tx, failed.id, 'cancelled', 'changed their mind', new Date()))
    // The gifts are written through the services, not the API: on PostgreSQL the cached answer is
    // cleared by the database's change notification, which arrives a moment later.
    const read = async () => (await get(`${base('cause')}${c.id}`, anonymous)).json()
    const figures = async () => {
      const { raised_amount, process, contributor } = await read()
      return { raised_amount, process, contributor }
    }
    await expect
      .poll(figures, { timeout: 10_000 })
      .toEqual({ raised_amount: '4500.00', process: '56.25', contributor: 2 })
    const refunded = await gift(c.id, 1000, 'c@example.org')
    await expect
      .poll(figures, { timeout: 10_000 })
      .toEqual({ raised_amount: '5500.00', process: '68.75', contributor: 3 })
    await inTx((tx) =>
      refundDonation(
        tx,
        refunded.id,
        { reason: 'given twice', today: today(), timeZone: 'Asia/Dhaka', now: new Date() },
        { id: null },
      ),
    )
    await expect
      .poll(figures, { timeout: 10_000 })
      .toEqual({ raised_amount: '4500.00', process: '56.25', contributor: 2 })
    const listed = (await get(`${base('cause')}without_pagination/all/`, anonymous)).json().causes
    expect(listed.find((x: { id: number }) => x.id === c.id)).toMatchObject({ raised_amount: '4500.00' })
  })

  it('cannot be written: raised_amount and the sub-ledger are not fields', async () => {
    const c = await newCause()
    for (const field of ['raised_amount', 'sub_ledger_id', 'process']) {
      const response = await send('PUT', `${base('cause')}update/${c.id}`, { [field]: '99' }, as.editor)
      expect(response.statusCode, field).toBe(400)
      expect(response.json()[field], field).toEqual(['Unknown field.'])
    }
  })

  it('is 0.00 of a cause without a goal, never a division by zero', async () => {
    const c = await newCause({ goal_amount: '0' })
    expect(c).toMatchObject({ raised_amount: '0.00', process: '0.00', contributor: 0 })
  })
})

describe('the sub-ledger', () => {
  const subLedgerOf = async (id: number) => {
    const [row] = await t.db
      .select({ name: subLedgerAccount.name })
      .from(cause)
      .innerJoin(subLedgerAccount, eq(subLedgerAccount.id, cause.subLedgerId))
      .where(eq(cause.id, id))
    return row?.name
  }

  it('is made with the cause, named after it', async () => {
    const c = await newCause({ name: 'Books for Bhola' })
    expect(await subLedgerOf(c.id)).toBe('Cause: Books for Bhola')
  })

  it('has a name that fits and is the cause’s own, however long the causes’ names', async () => {
    const stem = 'ক'.repeat(120)
    const a = await newCause({ name: `${stem} one` })
    const b = await newCause({ name: `${stem} two` })
    const [nameA, nameB] = [await subLedgerOf(a.id), await subLedgerOf(b.id)]
    expect(Array.from(nameA ?? '')).toHaveLength(100)
    expect(Array.from(nameB ?? '')).toHaveLength(100)
    expect(nameA).not.toBe(nameB)
    expect(nameB).toMatch(/ \(2\)$/)
  })

  it('receives the cause’s gifts: the voucher credits the donations ledger under it', async () => {
    const c = await newCause()
    const row = await gift(c.id, 300, 'ledger@example.org')
    const [stored] = await t.db
      .select({ subLedgerId: cause.subLedgerId })
      .from(cause)
      .where(eq(cause.id, c.id))
    const [line] = await queryRows<{ sub_ledger_id: number; credit: string }>(
      t.db,
      sql`select vl.sub_ledger_id, vl.credit::text as credit from voucher_line vl
            join donation d on d.voucher_id = vl.voucher_id where d.id = ${row.id} and vl.credit > 0`,
    )
    expect(line).toEqual({ sub_ledger_id: stored?.subLedgerId, credit: '300.00' })
  })
})

describe('deleting', () => {
  it('is refused in words while the cause has gifts', async () => {
    const c = await newCause({ name: 'Cause with a gift' })
    await gift(c.id, 100, 'kept@example.org', false)
    const response = await send('DELETE', `${base('cause')}delete/${c.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe(
      'The cause "Cause with a gift" has 1 gift: the books keep them, so it cannot be deleted. Set its status to draft to take it off the site.',
    )
    expect((await get(`${base('cause')}${c.id}`)).statusCode).toBe(200)
  })

  it('takes a cause without gifts away with its blocks and images', async () => {
    const c = await newCause()
    await send('POST', `${base('cause_content')}create/`, {
      cause: c.id,
      name: 'description',
      value: '<p>x</p>',
    })
    const image = await upload(`${base('cause_content_image')}create/`, [
      { name: 'cause', value: String(c.id) },
      { name: 'head', value: 'description' },
      { name: 'image', file: { fileName: 'gone.png', content: await png() } },
    ])
    expect(image.statusCode, image.body).toBe(201)
    const response = await send('DELETE', `${base('cause')}delete/${c.id}`, undefined, as.editor)
    expect(response.statusCode, response.body).toBe(200)
    expect(await t.db.select().from(causeContent).where(eq(causeContent.causeId, c.id))).toEqual([])
    expect(await t.db.select().from(causeContentImage).where(eq(causeContentImage.causeId, c.id))).toEqual([])
  })
})

describe('bad input', () => {
  it.each([
    [{ goal_amount: 'lots' }, 'goal_amount'],
    [{ goal_amount: '-5' }, 'goal_amount'],
    [{ goal_amount: '1.234' }, 'goal_amount'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(256) }, 'name'],
    [{ start_date: '2026-13-01' }, 'start_date'],
    [{ start_date: '2026-05-10', end_date: '2026-05-01' }, 'end_date'],
    [{ status: 'live' }, 'status'],
    [{ author: 999999 }, 'author'],
    [{ position: 'first' }, 'position'],
  ])('%j is a 400 naming %s', async (fields, field) => {
    made += 1
    const response = await send('POST', `${base('cause')}create/`, {
      name: `Bad cause ${made}`,
      goal_amount: '100',
      ...fields,
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(Object.keys(response.json())).toContain(field)
  })

  it('refuses an end date before the start date on update too, and a taken name with 409', async () => {
    const c = await newCause({ start_date: '2026-05-10' })
    const early = await send('PUT', `${base('cause')}update/${c.id}`, { end_date: '2026-05-09' })
    expect(early.statusCode).toBe(400)
    expect(early.json().end_date[0]).toMatch(/on or after the start date/)
    const taken = await send('POST', `${base('cause')}create/`, { name: c.name, goal_amount: '1' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().field).toBe('name')
  })

  it('refuses a block of an unknown cause, a second block of the same key, and a non-image', async () => {
    const c = await newCause()
    const unknown = await send('POST', `${base('cause_content')}create/`, {
      cause: 999999,
      name: 'x',
      value: '',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().cause[0]).toMatch(/does not exist/)
    const first = await send('POST', `${base('cause_content')}create/`, {
      cause: c.id,
      name: 'uses',
      value: '',
    })
    expect(first.statusCode).toBe(201)
    const twice = await send('POST', `${base('cause_content')}create/`, {
      cause: c.id,
      name: 'uses',
      value: '',
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().name).toEqual(['This cause already has a block "uses".'])
    const other = await send('POST', `${base('cause_content')}create/`, {
      cause: c.id,
      name: 'more',
      value: '',
    })
    const renamed = await send('PUT', `${base('cause_content')}update/${other.json().id}`, { name: 'uses' })
    expect(renamed.statusCode).toBe(400)
    const notImage = await upload(`${base('cause_content_image')}create/`, [
      { name: 'cause', value: String(c.id) },
      { name: 'head', value: 'uses' },
      { name: 'image', file: { fileName: 'x.png', content: Buffer.from('<?php echo 1; ?>') } },
    ])
    expect(notImage.statusCode).toBe(400)
  })

  it('answers blocks of one key sent at once with one 201 and 400 or 409 naming the key, never a 500', async () => {
    const c = await newCause()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        send('POST', `${base('cause_content')}create/`, { cause: c.id, name: 'at once', value: '' }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1)
    for (const a of answers.filter((a) => a.statusCode !== 201)) {
      if (a.statusCode === 409) expect(a.json().field, a.body).toBe('name')
      else expect([a.statusCode, Object.keys(a.json())], a.body).toEqual([400, ['name']])
    }
    const blocks = await t.db.select().from(causeContent).where(eq(causeContent.causeId, c.id))
    expect(blocks.filter((b) => b.name === 'at once')).toHaveLength(1)
  })

  it('is refused by the database too: a second block of a key, a second cause on one sub-ledger (0018)', async () => {
    const c = await newCause()
    await t.db.insert(causeContent).values({ causeId: c.id, name: 'once', value: '' })
    expect(
      await sqlState(() => t.db.insert(causeContent).values({ causeId: c.id, name: 'once', value: '' })),
    ).toBe('23505')
    const [own] = await t.db.select({ subLedgerId: cause.subLedgerId }).from(cause).where(eq(cause.id, c.id))
    expect(own?.subLedgerId).toEqual(expect.any(Number))
    made += 1
    expect(
      await sqlState(() =>
        t.db.insert(cause).values({ name: `Test cause ${made}`, subLedgerId: own?.subLedgerId as number }),
      ),
    ).toBe('23505')
  })

  it.each([
    '/cause_content/api/v1/get_all_cause_content_by_cause_id/undefined',
    '/cause_content_image/api/v1/get_all_cause_content_image_by_cause_id/abc',
    '/cause/api/v1/cause/get_all_content_and_image_by_cause_id/x1',
  ])('%s is a 400, never a 500', async (path) => {
    expect((await get(path, anonymous)).statusCode).toBe(400)
  })

  it('answers 404 for a cause that does not exist', async () => {
    expect(
      (await get('/cause_content/api/v1/get_all_cause_content_by_cause_id/999999', anonymous)).statusCode,
    ).toBe(404)
  })
})

describe('blocks and images', () => {
  it('sanitises block HTML as a page’s blocks are', async () => {
    const c = await newCause()
    const response = await send('POST', `${base('cause_content')}create/`, {
      cause: c.id,
      name: 'description',
      value: '<p onclick="steal()">Hello <script>alert(1)</script><img src="x" onerror="steal()"></p>',
    })
    expect(response.statusCode).toBe(201)
    const stored = response.json().value as string
    expect(stored).toContain('Hello')
    expect(stored).not.toMatch(/script|onclick|onerror/)
  })

  it('uploads several images at once with their resized copies, and renames heads with their block', async () => {
    const c = await newCause()
    const block = await send('POST', `${base('cause_content')}create/`, {
      cause: c.id,
      name: 'story',
      value: '',
    })
    const response = await upload(`${base('cause_content_image')}create/`, [
      { name: 'cause', value: String(c.id) },
      { name: 'head', value: 'story' },
      { name: 'images[0][0]', file: { fileName: 'a.png', content: await png() } },
      { name: 'images[0][1]', file: { fileName: 'b.png', content: await png() } },
    ])
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toHaveLength(2)
    const listed = (await get(`${base('cause_content_image')}all/?cause=${c.id}`)).json().content_images
    expect(listed[0].image).toMatch(/^\/media\/donation\/CauseContentImage\/a-[0-9a-f]+\.png$/)
    expect(listed[0].variants).toEqual([expect.objectContaining({ width: 320 })])
    const map = await get(`/cause_content_image/api/v1/get_all_cause_content_image_by_cause_id/${c.id}`)
    expect(map.json().content_images.story).toHaveLength(2)
    await send('PUT', `${base('cause_content')}update/${block.json().id}`, { name: 'our story' })
    const renamed = await get(`/cause_content_image/api/v1/get_all_cause_content_image_by_cause_id/${c.id}`)
    expect(Object.keys(renamed.json().content_images)).toEqual(['our story'])
  })

  it('puts a cause’s blocks in a new order in one call', async () => {
    const c = await newCause()
    const ids: number[] = []
    for (const name of ['one', 'two', 'three']) {
      ids.push(
        (await send('POST', `${base('cause_content')}create/`, { cause: c.id, name, value: '' })).json().id,
      )
    }
    const order = [ids[2], ids[0], ids[1]]
    const saved = await send(
      'PUT',
      `${base('cause_content')}reorder/`,
      { cause: c.id, ids: order },
      as.editor,
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const map = await get(`/cause_content/api/v1/get_all_cause_content_by_cause_id/${c.id}`, anonymous)
    expect(Object.keys(map.json().cause_contents)).toEqual(['three', 'one', 'two'])
    const partial = await send('PUT', `${base('cause_content')}reorder/`, { cause: c.id, ids: [ids[0]] })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().ids[0]).toMatch(/every one of the cause's 3/)
  })
})

describe('who may do what', () => {
  it('lets the Editor write causes, blocks and images, and the Accountant only read causes', async () => {
    const c = await newCause({}, as.editor)
    expect(
      (await send('PUT', `${base('cause')}update/${c.id}`, { category: 'Relief' }, as.editor)).statusCode,
    ).toBe(200)
    expect(
      (await get(`${base('cause')}without_pagination/all/`, accountant)).json().causes.length,
    ).toBeGreaterThan(12)
    for (const [method, url, payload] of [
      ['POST', `${base('cause')}create/`, { name: 'By the Accountant', goal_amount: '1' }],
      ['PUT', `${base('cause')}update/${c.id}`, { category: 'x' }],
      ['DELETE', `${base('cause')}delete/${c.id}`, undefined],
      ['POST', `${base('cause_content')}create/`, { cause: c.id, name: 'x', value: '' }],
    ] as const) {
      expect((await send(method, url, payload, accountant)).statusCode, url).toBe(403)
      expect((await send(method, url, payload, as.nobody)).statusCode, url).toBe(403)
      expect((await send(method, url, payload, anonymous)).statusCode, url).toBe(401)
    }
  })

  it('offers causes in the back office’s Giving group; blocks and images are edited from the cause', async () => {
    const schema = (await get('/api/v1/admin/schema', as.editor)).json()
    const byName = new Map(schema.resources.map((r: { name: string }) => [r.name, r]))
    expect(byName.get('cause')).toMatchObject({ nav: { group: 'giving' }, can: { create: true } })
    expect(byName.get('cause_content')).toMatchObject({ can: { create: true } })
    expect((byName.get('cause_content') as { nav?: unknown }).nav).toBeUndefined()
    expect((byName.get('cause_content_image') as { nav?: unknown }).nav).toBeUndefined()
    const accountantSchema = (await get('/api/v1/admin/schema', accountant)).json()
    expect(accountantSchema.resources.find((r: { name: string }) => r.name === 'cause')).toMatchObject({
      can: { create: false, update: false, delete: false },
    })
  })
})

// Last: it moves the app's clock past the staff's sessions.
describe('a scheduled cause', () => {
  it('appears on its page and in the lists when its moment comes, with nothing else changed', async () => {
    const HOUR = 60 * 60 * 1000
    const at = new Date(Date.now() + HOUR).toISOString()
    const later = await newCause({ name: `Scheduled cause ${made}`, publish_at: at })
    const page = `/cause-single/${later.id}`
    // Read (and cached) before the moment: not public.
    expect((await get(page, anonymous)).statusCode).toBe(404)
    expect((await get('/cause', anonymous)).body).not.toContain(String(later.name))
    expect((await get(`${base('cause')}${later.id}`, anonymous)).statusCode).toBe(404)
    time.ahead = 2 * HOUR
    expect((await get(page, anonymous)).statusCode).toBe(200)
    expect((await get('/cause', anonymous)).body).toContain(String(later.name))
    expect((await get(`${base('cause')}${later.id}`, anonymous)).statusCode).toBe(200)
  })
})
