import { randomBytes } from 'node:crypto'
/**
 * Uploads: good images and PDFs, re-encoding and variants, and the bad ones: a PHP file named
 * .jpg, a polyglot, SVG, an oversize file, ../ names. Replaced and deleted files leave the disk.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaFile } from '../../server/db/schema.ts'
import { addMissingCopies } from '../../server/media/missing-copies.ts'
import { cmsMenu } from '../../server/modules/cms/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { multipart, type Part } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp({ config: { maxImageBytes: 600 * 1024, maxPdfBytes: 200 * 1024 } })
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f60"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer()

// The smallest whole PDF: a catalog, a page tree and one page (uploads are parsed by pdf-lib).
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const send = (method: 'POST' | 'PUT', url: string, parts: Part[], headers = as.editor) => {
  const body = multipart(parts)
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } })
}
const onDisk = (url: string) => path.join(t.mediaDir, decodeURIComponent(url.replace(/^\/media\//, '')))

describe('good uploads', () => {
  it('stores a slide image re-encoded, upright, without metadata, with WebP and AVIF copies', async () => {
    const rotated = await sharp(await photo(2000, 1000))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .jpeg()
      .toBuffer()
    const response = await send('POST', '/homepage_slider/api/v1/homepage_slider/create/', [
      { name: 'title', value: '<p>New slide</p>' },
      { name: 'serial_number', value: '9' },
      { name: 'image', file: { fileName: 'My Photo (1).JPG', content: rotated, contentType: 'image/jpeg' } },
    ])
    expect(response.statusCode).toBe(201)
    const slide = response.json()
    expect(slide.image).toMatch(/^\/media\/siteSettings\/homePageSlider\/my-photo-1-[0-9a-f]{8}\.jpg$/)
    const stored = readFileSync(onDisk(slide.image))
    const meta = await sharp(stored).metadata()
    expect([meta.width, meta.height]).toEqual([1000, 2000])
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('secret camera owner'))).toBe(false)
    const [record] = await t.db
      .select()
      .from(mediaFile)
      .where(eq(mediaFile.path, slide.image.replace('/media/', '')))
    expect(record?.variants.map((v) => v.width)).toEqual([480, 1000])
    for (const v of record?.variants ?? []) {
      expect((await sharp(readFileSync(path.join(t.mediaDir, v.webp))).metadata()).format).toBe('webp')
      expect((await sharp(readFileSync(path.join(t.mediaDir, v.avif))).metadata()).format).toBe('heif')
    }
    const served = await t.app.inject(slide.image)
    expect(served.statusCode).toBe(200)
  })

  it('gives images stored before their own width was a copy that copy, once (issue 12)', async () => {
    const response = await send('POST', '/homepage_slider/api/v1/homepage_slider/create/', [
      { name: 'title', value: '<p>Wide slide</p>' },
      { name: 'serial_number', value: '10' },
      {
        name: 'image',
        file: { fileName: 'wide.jpg', content: await photo(1600, 800), contentType: 'image/jpeg' },
      },
    ])
    expect(response.statusCode).toBe(201)
    const stored = String(response.json().image).replace('/media/', '')
    const row = async () => (await t.db.select().from(mediaFile).where(eq(mediaFile.path, stored)))[0]
    expect((await row())?.variants.map((v) => v.width)).toEqual([480, 960, 1600])
    // As stored before: no copy at its own width.
    const [own] = (await row())?.variants.filter((v) => v.width === 1600) ?? []
    for (const file of [own?.webp, own?.avif]) rmSync(path.join(t.mediaDir, String(file)))
    await t.db
      .update(mediaFile)
      .set({ variants: (await row())?.variants.filter((v) => v.width !== 1600) })
      .where(eq(mediaFile.path, stored))

    expect(await addMissingCopies(t.db, t.mediaDir)).toContain(stored)
    const variants = (await row())?.variants ?? []
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1600])
    const widest = variants.at(-1)
    expect((await sharp(readFileSync(path.join(t.mediaDir, String(widest?.webp)))).metadata()).width).toBe(
      1600,
    )
    expect(existsSync(path.join(t.mediaDir, String(widest?.avif)))).toBe(true)
    expect(await addMissingCopies(t.db, t.mediaDir)).not.toContain(stored)
  })

  it('stores a notice PDF', async () => {
    const response = await send('POST', '/notice/api/v1/notice/create/', [
      { name: 'title', value: 'Exam schedule' },
      { name: 'date', value: '2026-12-05' },
      { name: 'file', file: { fileName: 'exam schedule.pdf', content: pdf, contentType: 'application/pdf' } },
    ])
    expect(response.statusCode).toBe(201)
    expect(response.json().file).toMatch(/^\/media\/notice\/notice\/exam-schedule-[0-9a-f]{8}\.pdf$/)
    const list = (await t.app.inject('/notice/api/v1/notice/all/without_pagination/')).json().notices
    expect(list.some((n: { title: string }) => n.title === 'Exam schedule')).toBe(true)
  })

  it('creates one image record per file from the original images[0][n] form', async () => {
    const [gallery] = await t.db.select().from(cmsMenu).where(eq(cmsMenu.name, 'Gallery'))
    const response = await send('POST', '/cms_menu_content_image/api/v1/cms_menu_content_image/create/', [
      { name: 'cms_menu', value: String(gallery?.id) },
      { name: 'head', value: 'Gallery' },
      { name: 'images[0][0]', file: { fileName: 'a.png', content: await photo(300, 200, 'png') } },
      { name: 'images[0][1]', file: { fileName: 'b.png', content: await photo(300, 200, 'png') } },
    ])
    expect(response.statusCode).toBe(201)
    expect(response.json()).toHaveLength(2)
    const images = (
      await t.app.inject(
        `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${gallery?.id}`,
      )
    ).json()
    expect(images.content_images.Gallery.length).toBe(11)
    const records = (
      await t.app.inject(
        `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/${gallery?.id}`,
      )
    ).json().content_images
    // The demo's own images have copies too; these are the two just uploaded.
    const uploaded = records.filter((r: { image: string }) => /\/(a|b)-[0-9a-f]+\.png$/.test(r.image))
    expect(uploaded).toHaveLength(2)
    expect(uploaded[0].variants).toEqual([
      {
        width: 300,
        webp: expect.stringMatching(/^\/media\/cms\/ContentImage\/.+-300w\.webp$/),
        avif: expect.stringMatching(/-300w\.avif$/),
      },
    ])
  })
})

describe('bad uploads get a 4xx naming the problem', () => {
  const url = '/homepage_slider/api/v1/homepage_slider/create/'

  it('refuses a PHP script named .jpg, whatever the client says its type is', async () => {
    const response = await send('POST', url, [
      {
        name: 'image',
        file: {
          fileName: 'shell.jpg',
          content: Buffer.from('<?php system($_GET["c"]); ?>'),
          contentType: 'image/jpeg',
        },
      },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().image[0]).toMatch(/^"shell\.jpg" is not an image/)
  })

  it('strips what a polyglot hides after the image data', async () => {
    const polyglot = Buffer.concat([
      await photo(200, 100),
      Buffer.from('<?php echo "owned"; ?><script>alert(1)</script>'),
    ])
    const response = await send('POST', url, [
      { name: 'image', file: { fileName: 'poly.jpg', content: polyglot } },
    ])
    expect(response.statusCode).toBe(201)
    const stored = readFileSync(onDisk(response.json().image))
    expect(stored.includes(Buffer.from('<?php'))).toBe(false)
    expect(stored.includes(Buffer.from('<script'))).toBe(false)
  })

  it('refuses SVG, a PDF where an image belongs, and a truncated PDF', async () => {
    const svg = await send('POST', url, [
      {
        name: 'image',
        file: {
          fileName: 'logo.svg',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        },
      },
    ])
    expect(svg.json().image[0]).toMatch(/SVG files are not accepted/)
    const wrongKind = await send('POST', url, [{ name: 'image', file: { fileName: 'a.pdf', content: pdf } }])
    expect(wrongKind.json().image[0]).toMatch(/is not an image .*its content says pdf/)
    const truncated = await send('POST', '/notice/api/v1/notice/create/', [
      { name: 'title', value: 'Broken' },
      { name: 'file', file: { fileName: 'broken.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj') } },
    ])
    expect(truncated.json().file[0]).toMatch(/is not a complete PDF/)
  })

  it('cuts off an oversize upload with 413', async () => {
    const noise = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer()
    expect(noise.length).toBeGreaterThan(600 * 1024)
    const response = await send('POST', url, [
      { name: 'image', file: { fileName: 'huge.png', content: noise } },
    ])
    expect(response.statusCode).toBe(413)
    expect(response.json().detail).toMatch(/larger than/)
  })

  it('keeps ../ names inside the media folder', async () => {
    const response = await send('POST', url, [
      { name: 'image', file: { fileName: '../../../etc/passwd.png', content: await photo(100, 100, 'png') } },
    ])
    expect(response.statusCode).toBe(201)
    expect(response.json().image).toMatch(/^\/media\/siteSettings\/homePageSlider\/passwd-[0-9a-f]{8}\.png$/)
  })

  it('refuses a file for a field that takes none', async () => {
    const response = await send('POST', url, [
      { name: 'title', file: { fileName: 'x.png', content: await photo(10, 10, 'png') } },
    ])
    expect(response.json()).toEqual({ title: ['Homepage slider has no file field "title".'] })
  })

  it('refuses uploads from anyone without the permission', async () => {
    const response = await send(
      'POST',
      url,
      [{ name: 'image', file: { fileName: 'x.png', content: await photo(10, 10, 'png') } }],
      as.nobody,
    )
    expect(response.statusCode).toBe(403)
  })
})

describe('files no record uses any more are removed', () => {
  it('on replace and on delete', async () => {
    const first = await send('POST', '/homepage_slider/api/v1/homepage_slider/create/', [
      { name: 'image', file: { fileName: 'one.png', content: await photo(600, 300, 'png') } },
    ])
    const slide = first.json()
    const oldFile = onDisk(slide.image)
    expect(existsSync(oldFile)).toBe(true)
    const replaced = await send('PUT', `/homepage_slider/api/v1/homepage_slider/update/${slide.id}`, [
      { name: 'image', file: { fileName: 'two.png', content: await photo(600, 300, 'png') } },
    ])
    expect(replaced.statusCode).toBe(200)
    expect(existsSync(oldFile)).toBe(false)
    const newFile = onDisk(replaced.json().image)
    expect(existsSync(newFile)).toBe(true)
    // A string echoed back by a form keeps the current file.
    const kept = await t.app.inject({
      method: 'PATCH',
      url: `/homepage_slider/api/v1/homepage_slider/update/${slide.id}`,
      headers: as.editor,
      payload: { image: replaced.json().image },
    })
    expect(kept.json().image).toBe(replaced.json().image)
    await t.app.inject({
      method: 'DELETE',
      url: `/homepage_slider/api/v1/homepage_slider/delete/${slide.id}`,
      headers: as.editor,
    })
    expect(existsSync(newFile)).toBe(false)
  })
})
