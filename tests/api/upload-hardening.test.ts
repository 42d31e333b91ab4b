/**
 * Issue 10 §4, uploads: animated GIFs, PDFs checked by their structure, and no file left behind by
 * a failed or interrupted upload (pending media_file rows, confirmed with the record, swept at start).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaFile } from '../../server/db/schema.ts'
import { MediaStore, sweepPendingUploads } from '../../server/media/media-store.ts'
import { volunteerApplication } from '../../server/modules/messages/tables.ts'
import { employee } from '../../server/modules/org/tables.ts'
import { prepareDatabase } from '../../server/prepare.ts'
import { signFormToken } from '../../server/site/forms/form-guard.ts'
import { testAccounts } from '../support/accounts.ts'
import { multipart, type Part } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let realPdf: Buffer
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= 3; n++) doc.addPage().drawText(`Circular, page ${n}`, { x: 50, y: 700, font })
  realPdf = Buffer.from(await doc.save())
})
afterAll(() => t?.close())

const send = (method: 'POST' | 'PUT', url: string, parts: Part[]) => {
  const body = multipart(parts)
  return t.app.inject({ method, url, payload: body.payload, headers: { ...as.admin, ...body.headers } })
}
const onDisk = (url: string) => path.join(t.mediaDir, decodeURIComponent(url.replace(/^\/media\//, '')))

/** Every file under the media folder, relative. */
function mediaFiles(dir = t.mediaDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? mediaFiles(full) : [path.relative(t.mediaDir, full)]
  })
}
const mediaRows = async () => (await t.db.select({ n: count() }).from(mediaFile))[0]?.n

const frame = (r: number, g: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b: 40 } } })
    .png()
    .toBuffer()

describe('issue 10: an animated GIF is accepted and stored as its first frame', () => {
  it('stores a real 2-frame GIF as a still one, with WebP and AVIF copies of the right shape', async () => {
    const gif = await sharp([await frame(255, 0), await frame(0, 255)], { join: { animated: true } })
      .gif()
      .toBuffer()
    expect((await sharp(gif).metadata()).pages).toBe(2)
    const response = await send('POST', '/homepage_slider/api/v1/homepage_slider/create/', [
      { name: 'image', file: { fileName: 'banner.gif', content: gif, contentType: 'image/gif' } },
    ])
    expect(response.statusCode).toBe(201)
    const stored = await sharp(readFileSync(onDisk(response.json().image))).metadata()
    expect([stored.format, stored.width, stored.height, stored.pages ?? 1]).toEqual(['gif', 800, 600, 1])
    const [row] = await t.db
      .select()
      .from(mediaFile)
      .where(eq(mediaFile.path, response.json().image.replace('/media/', '')))
    expect(row?.pending).toBe(false)
    expect(row?.variants.map((v) => v.width)).toEqual([480, 800])
    for (const copy of [row?.variants[0]?.webp, row?.variants[0]?.avif]) {
      const meta = await sharp(readFileSync(path.join(t.mediaDir, copy as string))).metadata()
      expect([meta.width, meta.height, meta.pages ?? 1], copy).toEqual([480, 360, 1])
    }
  })
})

describe('issue 10: PDFs are checked by their structure', () => {
  const notice = (content: Buffer) =>
    send('POST', '/notice/api/v1/notice/create/', [
      { name: 'title', value: 'Exam schedule' },
      { name: 'file', file: { fileName: 'schedule.pdf', content, contentType: 'application/pdf' } },
    ])

  it('accepts a real PDF made with pdf-lib and the demo’s', async () => {
    expect((await notice(realPdf)).statusCode).toBe(201)
    const dir = path.join(t.mediaDir, 'notice/notice')
    const demo = readdirSync(dir).find((name) => name.endsWith('.pdf')) as string
    expect((await notice(readFileSync(path.join(dir, demo)))).statusCode).toBe(201)
  })

  it('refuses a PDF cut in half with %%EOF appended, and polyglots, naming the field', async () => {
    const before = mediaFiles().length
    const half = Buffer.concat([realPdf.subarray(0, realPdf.length / 2), Buffer.from('\n%%EOF\n')])
    const truncated = await notice(half)
    expect(truncated.statusCode).toBe(400)
    expect(truncated.json().file[0]).toMatch(/^"schedule\.pdf" is not a complete PDF/)
    const header = realPdf.indexOf('\n') + 1
    const early = Buffer.concat([
      realPdf.subarray(0, header),
      Buffer.from('%<html><script>alert(1)</script></html>\n'),
      realPdf.subarray(header),
    ])
    expect((await notice(early)).json().file[0]).toMatch(/carries web page markup/)
    const late = Buffer.concat([realPdf, Buffer.from('<html><script>alert(1)</script></html>')])
    expect((await notice(late)).json().file[0]).toMatch(/has data after its end/)
    expect(mediaFiles().length).toBe(before)
  })

  it('refuses the same on the public volunteer form, and takes a real CV', async () => {
    const fields = {
      firstName: 'Tanvir',
      email: 'tanvir@example.com',
      subject: 'Japanese teaching',
      about: 'I taught N5 classes for two years.',
    }
    // The public form's guard (issue 10 §2): an empty honeypot and a start time a minute old.
    const guard = { website: '', form_started: await signFormToken(t.db, Date.now() - 60_000) }
    const apply = (content: Buffer, remoteAddress: string) => {
      const parts: Part[] = Object.entries({ ...fields, ...guard }).map(([name, value]) => ({ name, value }))
      parts.push({ name: 'cv', file: { fileName: 'cv.pdf', content } })
      const body = multipart(parts)
      return t.app.inject({
        method: 'POST',
        url: '/volunteer',
        payload: body.payload,
        headers: body.headers,
        remoteAddress,
      })
    }
    const polyglot = Buffer.concat([realPdf, Buffer.from('\n<!doctype html><script>alert(1)</script>')])
    const refused = await apply(polyglot, '10.66.0.1')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toHaveProperty('cv')
    const half = Buffer.concat([realPdf.subarray(0, realPdf.length / 2), Buffer.from('\n%%EOF\n')])
    expect((await apply(half, '10.66.0.2')).statusCode).toBe(400)
    const accepted = await apply(realPdf, '10.66.0.3')
    expect(accepted.statusCode).toBe(201)
    const [row] = await t.db
      .select()
      .from(volunteerApplication)
      .where(eq(volunteerApplication.email, fields.email))
    const [file] = await t.db
      .select()
      .from(mediaFile)
      .where(eq(mediaFile.path, row?.cv as string))
    expect(file?.pending).toBe(false)
  })
})

describe('issue 10: a failed or interrupted upload leaves no file behind', () => {
  const png = () =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()

  it('when the record insert fails: a bad reference or a unique conflict', async () => {
    const files = mediaFiles().sort()
    const rows = await mediaRows()
    const badReference = await send('POST', '/cms_menu_content_image/api/v1/cms_menu_content_image/create/', [
      { name: 'cms_menu', value: '999999' },
      { name: 'image', file: { fileName: 'orphan.png', content: await png() } },
    ])
    expect(badReference.statusCode).toBe(400)
    const first = await send('POST', '/employee/api/v1/employee/create/', [
      { name: 'first_name', value: 'Aiko' },
      { name: 'email', value: 'aiko@example.com' },
    ])
    expect(first.statusCode).toBe(201)
    const conflict = await send('POST', '/employee/api/v1/employee/create/', [
      { name: 'first_name', value: 'Aiko' },
      { name: 'email', value: 'aiko@example.com' },
      { name: 'image', file: { fileName: 'aiko.png', content: await png() } },
    ])
    expect(conflict.statusCode).toBe(409)
    expect(mediaFiles().sort()).toEqual(files)
    expect(await mediaRows()).toBe(rows)
  })

  it('when the second file of a request is refused after the first was stored', async () => {
    const files = mediaFiles().sort()
    const rows = await mediaRows()
    const response = await send('PUT', '/general_setting/api/v1/general_setting/update/1', [
      { name: 'logo', file: { fileName: 'logo.png', content: await png() } },
      { name: 'favicon', file: { fileName: 'icon\u0000.png', content: await png() } },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      favicon: ['The file name contains a NUL character, which is not allowed.'],
    })
    expect(mediaFiles().sort()).toEqual(files)
    expect(await mediaRows()).toBe(rows)
  })

  it('a stored upload stays pending until its record commits, and the sweep removes it if never', async () => {
    // As if the process were killed between storing the file and committing the record.
    const store = new MediaStore(t.db, t.mediaDir, { maxImageBytes: 5e6, maxPdfBytes: 5e6 })
    const saved = await store.save(
      'image',
      { buffer: await png(), fileName: 'killed.png' },
      ['image'],
      'test',
    )
    const [row] = await t.db.select().from(mediaFile).where(eq(mediaFile.path, saved.path))
    expect(row?.pending).toBe(true)
    expect(saved.variants.map((v) => v.width)).toEqual([480, 600])
    expect(mediaFiles()).toContain(saved.path)
    // Younger than the grace period: possibly another process's upload in flight, so kept.
    expect(await sweepPendingUploads(t.db, t.mediaDir)).toEqual([])
    expect(await sweepPendingUploads(t.db, t.mediaDir, { graceMs: 0 })).toEqual([saved.path])
    expect(mediaFiles().filter((f) => f.startsWith('test/killed-'))).toEqual([])
    expect(await t.db.select().from(mediaFile).where(eq(mediaFile.path, saved.path))).toEqual([])
  })

  it('the sweep deletes pending files older than the grace period, with their copies, and nothing else', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000)
    const put = (file: string) => {
      mkdirSync(path.dirname(path.join(t.mediaDir, file)), { recursive: true })
      writeFileSync(path.join(t.mediaDir, file), 'x')
    }
    // Abandoned an hour ago, before its copies were even listed in the row.
    for (const file of [
      'sweep/old-0a0a0a0a.png',
      'sweep/old-0a0a0a0a-480w.webp',
      'sweep/old-0a0a0a0a-480w.avif',
    ])
      put(file)
    // In flight: pending, but fresh.
    put('sweep/fresh-1b1b1b1b.png')
    // Confirmed an hour ago, with a name that merely starts like the abandoned one.
    for (const file of ['sweep/old-0a0a0a0a-2.png', 'sweep/kept-2c2c2c2c.pdf']) put(file)
    await t.db.insert(mediaFile).values([
      {
        path: 'sweep/old-0a0a0a0a.png',
        kind: 'image',
        contentType: 'image/png',
        bytes: 1,
        pending: true,
        createdAt: hourAgo,
      },
      { path: 'sweep/fresh-1b1b1b1b.png', kind: 'image', contentType: 'image/png', bytes: 1, pending: true },
      {
        path: 'sweep/old-0a0a0a0a-2.png',
        kind: 'image',
        contentType: 'image/png',
        bytes: 1,
        createdAt: hourAgo,
      },
      {
        path: 'sweep/kept-2c2c2c2c.pdf',
        kind: 'pdf',
        contentType: 'application/pdf',
        bytes: 1,
        createdAt: hourAgo,
      },
    ])
    // Pending, but a record uses it (a caller that forgot to confirm): kept, and confirmed.
    put('sweep/used-3d3d3d3d.png')
    await t.db.insert(mediaFile).values({
      path: 'sweep/used-3d3d3d3d.png',
      kind: 'image',
      contentType: 'image/png',
      bytes: 1,
      pending: true,
      createdAt: hourAgo,
    })
    const [someone] = await t.db.select().from(employee).limit(1)
    await t.db
      .update(employee)
      .set({ image: 'sweep/used-3d3d3d3d.png' })
      .where(eq(employee.id, someone?.id as number))
    // At start, as main.ts does.
    await prepareDatabase(t.database, {
      seedDemo: false,
      mediaDir: t.mediaDir,
      log: { info: () => {}, warn: () => {} },
    })
    expect(
      mediaFiles()
        .filter((f) => f.startsWith('sweep/'))
        .sort(),
    ).toEqual([
      'sweep/fresh-1b1b1b1b.png',
      'sweep/kept-2c2c2c2c.pdf',
      'sweep/old-0a0a0a0a-2.png',
      'sweep/used-3d3d3d3d.png',
    ])
    const left = await t.db.select({ path: mediaFile.path, pending: mediaFile.pending }).from(mediaFile)
    expect(
      left.filter((r) => r.path.startsWith('sweep/')).sort((a, b) => a.path.localeCompare(b.path)),
    ).toEqual([
      { path: 'sweep/fresh-1b1b1b1b.png', pending: true },
      { path: 'sweep/kept-2c2c2c2c.pdf', pending: false },
      { path: 'sweep/old-0a0a0a0a-2.png', pending: false },
      { path: 'sweep/used-3d3d3d3d.png', pending: false },
    ])
  })
})
