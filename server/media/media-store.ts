/**
 * Stores uploads under MEDIA_DIR. The type is read from the content and must be one the field
 * accepts; images are decoded and re-encoded by sharp (which also drops anything hidden after the
 * image data), turned upright, stripped of metadata, and given WebP and AVIF copies 480, 960 and
 * 1600 px wide and at its own width (variantWidths; an animated GIF keeps its first frame only). PDFs are checked by their structure
 * (check-pdf.ts). Names are cleaned and never overwrite another file. A file that no record
 * references any more is removed with its copies.
 *
 * Every upload's media_file row is inserted, marked pending, before its bytes are written; the
 * write that uses the file clears the mark in its own transaction (confirm). Any error in between
 * removes the files at once; a process killed in between leaves a pending row, and the start-up
 * sweep (sweepPendingUploads, from server/prepare.ts) removes its files after PENDING_GRACE_MS.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, lt } from 'drizzle-orm'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import type { Db } from '../db/client.ts'
import { mediaFile } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { NUL_MESSAGE, ValidationError } from '../http/validation.ts'
import { pdfStructureProblem } from './check-pdf.ts'
import { type DetectedType, detectType, IMAGE_TYPES } from './detect-type.ts'
import { imageQueue } from './image-queue.ts'
import { mediaContentType } from './media-types.ts'

export const VARIANT_WIDTHS = [480, 960, 1600] as const

export interface ImageVariant {
  width: number
  webp: string
  avif: string
}

const LARGEST_VARIANT = Math.max(...VARIANT_WIDTHS)

/**
 * The widths of an image's copies: its own width (up to the largest, 1600), so a wide screen is
 * never given an enlarged copy, and the standard widths well below it (at most 80 % of it: a
 * 500 px image needs no 480 px copy).
 */
export function variantWidths(width: number): number[] {
  const own = Math.min(width, LARGEST_VARIANT)
  return [...VARIANT_WIDTHS.filter((w) => w <= own * 0.8), own]
}

/** Stored names of the copies, beside the image: "x-1a2b.jpg" → "x-1a2b-480w.webp". */
export const variantNames = (base: string, width: number) => ({
  webp: `${base}-${width}w.webp`,
  avif: `${base}-${width}w.avif`,
})

/**
 * One width's WebP and AVIF copies. `effort` trades AVIF encoding time for size: uploads use 2;
 * the demo seed, drawing 150 images at first start on small machines, uses 0.
 */
export async function encodeVariant(image: Sharp, width: number, effort = 2) {
  const resized = image.clone().resize({ width, withoutEnlargement: true })
  const [webp, avif] = await Promise.all([
    resized.clone().webp({ quality: 78 }).toBuffer(),
    resized.clone().avif({ quality: 50, effort }).toBuffer(),
  ])
  return { webp, avif }
}

const MAX_PIXELS = 40_000_000 // 40 megapixels: larger images are refused, not decoded
const EXTENSIONS: Record<DetectedType, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
  pdf: 'pdf',
  svg: 'svg',
}

export interface UploadLimits {
  maxImageBytes: number
  maxPdfBytes: number
}

export interface StoredFile {
  path: string
  kind: 'image' | 'pdf'
  width: number | null
  height: number | null
  variants: ImageVariant[]
}

/** "Résumé (final).JPG" → "resume-final": lowercase ASCII letters, digits and dashes, at most 60. */
export function cleanBaseName(fileName: string): string {
  const base = path.basename(fileName.replace(/\\/g, '/')).replace(/\.[^.]*$/, '')
  const clean = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return clean || 'file'
}

export class MediaStore {
  constructor(
    private readonly db: Db,
    private readonly mediaDir: string,
    readonly limits: UploadLimits,
  ) {}

  /**
   * A stored image as PNG or JPEG bytes, for documents drawn with pdf-lib (the receipts' logo),
   * which embeds no other format; undefined when the file is missing, outside the media folder
   * or not an image.
   */
  async imageForPdf(relative: string): Promise<Uint8Array | undefined> {
    const absolute = path.resolve(this.mediaDir, relative.replace(/^\/?media\//, ''))
    if (!absolute.startsWith(path.resolve(this.mediaDir) + path.sep)) return undefined
    try {
      const bytes = await readFile(absolute)
      const format = (await sharp(bytes).metadata()).format
      if (format === 'png' || format === 'jpeg') return bytes
      return await sharp(bytes).png().toBuffer()
    } catch {
      return undefined
    }
  }

  /** Checks, converts and stores one upload for a field; throws a 4xx naming the field. */
  async save(
    fieldName: string,
    upload: { buffer: Buffer; fileName: string },
    accept: readonly ('image' | 'pdf')[],
    dir: string,
  ): Promise<StoredFile> {
    // The name is kept in media_file.original_name, and PostgreSQL refuses NUL in text.
    if (upload.fileName.includes('\u0000'))
      throw new ValidationError({ [fieldName]: [`The file name ${NUL_MESSAGE}`] })
    const type = detectType(upload.buffer)
    const wanted = accept
      .map((a) => (a === 'image' ? 'an image (JPEG, PNG, WebP, AVIF or GIF)' : 'a PDF'))
      .join(' or ')
    if (type === 'svg')
      throw new ValidationError({
        [fieldName]: ['SVG files are not accepted: they can carry scripts. Upload a PNG or WebP.'],
      })
    const kind = type === 'pdf' ? 'pdf' : type && IMAGE_TYPES.includes(type) ? 'image' : null
    if (!type || !kind || !accept.includes(kind)) {
      throw new ValidationError({
        [fieldName]: [`"${upload.fileName}" is not ${wanted}; its content says ${type ?? 'something else'}.`],
      })
    }
    const limit = kind === 'pdf' ? this.limits.maxPdfBytes : this.limits.maxImageBytes
    if (upload.buffer.length > limit) {
      throw new ApiError(
        413,
        `"${upload.fileName}" is larger than ${Math.round(limit / 1024 / 1024)} MB.`,
        {},
        { field: fieldName },
      )
    }
    const base = `${dir.replace(/^\/+|\/+$/g, '')}/${cleanBaseName(upload.fileName)}-${randomBytes(4).toString('hex')}`
    const relative = `${base}.${EXTENSIONS[type]}`
    // Marked pending before any byte is written: until the record that uses the file commits (and
    // clears the mark, see confirm), a crash leaves a row the start-up sweep finds, not an orphan.
    await this.db.insert(mediaFile).values({
      path: relative,
      kind,
      contentType: mediaContentType(relative),
      bytes: 0,
      originalName: upload.fileName.slice(0, 255),
      pending: true,
    })
    try {
      const stored =
        kind === 'pdf'
          ? await this.savePdf(fieldName, upload, base)
          : await imageQueue.run(() => this.saveImage(fieldName, upload, type, base))
      await this.db
        .update(mediaFile)
        .set({ bytes: stored.bytes, width: stored.width, height: stored.height, variants: stored.variants })
        .where(eq(mediaFile.path, relative))
      return {
        path: stored.path,
        kind,
        width: stored.width,
        height: stored.height,
        variants: stored.variants,
      }
    } catch (error) {
      await discardFile(this.db, this.mediaDir, relative)
      throw error
    }
  }

  /**
   * Clears the pending mark of stored files, inside the transaction (`tx`) of the write that uses
   * them: the record and its files commit together, or the files stay pending and are swept.
   */
  async confirm(tx: Db, paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return
    await tx
      .update(mediaFile)
      .set({ pending: false })
      .where(inArray(mediaFile.path, [...paths]))
  }

  private async write(relative: string, data: Buffer): Promise<void> {
    const file = path.join(this.mediaDir, relative)
    await mkdir(path.dirname(file), { recursive: true })
    // 'wx': never replace an existing file, even if a random name ever repeated.
    await writeFile(file, data, { flag: 'wx' })
  }

  private async savePdf(fieldName: string, upload: { buffer: Buffer; fileName: string }, base: string) {
    const problem = await pdfStructureProblem(upload.buffer)
    if (problem) throw new ValidationError({ [fieldName]: [`"${upload.fileName}" ${problem}.`] })
    const relative = `${base}.pdf`
    await this.write(relative, upload.buffer)
    return { path: relative, bytes: upload.buffer.length, width: null, height: null, variants: [] }
  }

  private async saveImage(
    fieldName: string,
    upload: { buffer: Buffer; fileName: string },
    type: DetectedType,
    base: string,
  ) {
    let image: Sharp
    let info: OutputInfo
    let data: Buffer
    try {
      image = sharp(upload.buffer, {
        failOn: 'error',
        limitInputPixels: MAX_PIXELS,
        // An animated GIF is stored as its first frame, and so are its copies: AVIF cannot be
        // animated, and decoding every frame stacked them into one tall, broken copy.
        pages: 1,
      }).rotate()
      const output =
        type === 'jpeg'
          ? image.clone().jpeg({ quality: 82, mozjpeg: true })
          : type === 'png'
            ? image.clone().png({ compressionLevel: 9 })
            : type === 'webp'
              ? image.clone().webp({ quality: 82 })
              : type === 'avif'
                ? image.clone().avif({ quality: 55, effort: 2 })
                : image.clone().gif()
      ;({ data, info } = await output.toBuffer({ resolveWithObject: true }))
    } catch (error) {
      throw new ValidationError({
        [fieldName]: [`"${upload.fileName}" could not be read as an image: ${(error as Error).message}.`],
      })
    }
    const relative = `${base}.${EXTENSIONS[type]}`
    await this.write(relative, data)
    const variants: ImageVariant[] = []
    for (const width of variantWidths(info.width)) {
      const names = variantNames(base, width)
      const encoded = await encodeVariant(image, width)
      await this.write(names.webp, encoded.webp)
      await this.write(names.avif, encoded.avif)
      variants.push({ width, ...names })
    }
    return {
      path: relative,
      bytes: data.length,
      width: info.width,
      height: info.pageHeight ?? info.height,
      variants,
    }
  }

  /** Variants of stored images, by path, for presenters that expose srcset data. */
  async variantsOf(paths: readonly string[]): Promise<Map<string, StoredFile['variants']>> {
    const wanted = [...new Set(paths.filter(Boolean))]
    if (wanted.length === 0) return new Map()
    const rows = await this.db
      .select({ path: mediaFile.path, variants: mediaFile.variants })
      .from(mediaFile)
      .where(inArray(mediaFile.path, wanted))
    return new Map(rows.map((r) => [r.path, r.variants]))
  }

  /** Removes the files (and their copies) that `isReferenced` says no record uses any more. */
  async releaseUnreferenced(
    paths: readonly string[],
    isReferenced: (path: string) => Promise<boolean>,
  ): Promise<string[]> {
    const removed: string[] = []
    for (const stored of new Set(paths.filter(Boolean))) {
      if (await isReferenced(stored)) continue
      const [row] = await this.db.select().from(mediaFile).where(eq(mediaFile.path, stored))
      const files = [stored, ...(row?.variants ?? []).flatMap((v) => [v.webp, v.avif])]
      for (const file of files) {
        const absolute = path.join(this.mediaDir, file)
        if (absolute.startsWith(this.mediaDir + path.sep)) await rm(absolute, { force: true })
      }
      await this.db.delete(mediaFile).where(eq(mediaFile.path, stored))
      removed.push(stored)
    }
    return removed
  }
}

/** How long an upload may stay pending before the sweep takes it for abandoned: far longer than a request lasts. */
export const PENDING_GRACE_MS = 10 * 60 * 1000

/**
 * Removes a stored file, every copy beside it ("<name>-<width>w.webp|avif", found on disk, since a
 * crash may come before the row lists them) and its media_file row.
 */
export async function discardFile(db: Db, mediaDir: string, relative: string): Promise<void> {
  const absolute = path.join(mediaDir, relative)
  if (!absolute.startsWith(mediaDir + path.sep)) return
  const folder = path.dirname(absolute)
  const stem = path.basename(relative).replace(/\.[^.]*$/, '')
  const copy = new RegExp(`^${stem.replace(/[^a-z0-9]/g, '\\$&')}-\\d+w\\.(webp|avif)$`)
  const siblings = await readdir(folder).catch(() => [] as string[])
  for (const name of [path.basename(relative), ...siblings.filter((n) => copy.test(n))])
    await rm(path.join(folder, name), { force: true })
  await db.delete(mediaFile).where(eq(mediaFile.path, relative))
}

/**
 * Start-up: deletes the files (with their copies and rows) of uploads still pending after the grace
 * period, i.e. of writes that never committed. Younger ones may belong to another process's upload
 * in flight and are kept; confirmed files are never touched. `isReferenced` is a last guard: a
 * pending file some record does use is confirmed instead of deleted.
 */
export async function sweepPendingUploads(
  db: Db,
  mediaDir: string,
  options: { graceMs?: number; isReferenced?: (path: string) => Promise<boolean> } = {},
): Promise<string[]> {
  const cutoff = new Date(Date.now() - (options.graceMs ?? PENDING_GRACE_MS))
  const stale = await db
    .select({ path: mediaFile.path })
    .from(mediaFile)
    .where(and(eq(mediaFile.pending, true), lt(mediaFile.createdAt, cutoff)))
  const removed: string[] = []
  for (const { path: relative } of stale) {
    if (await options.isReferenced?.(relative)) {
      await db.update(mediaFile).set({ pending: false }).where(eq(mediaFile.path, relative))
      continue
    }
    await discardFile(db, mediaDir, relative)
    removed.push(relative)
  }
  return removed
}
