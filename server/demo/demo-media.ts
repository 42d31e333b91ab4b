import { stat } from 'node:fs/promises'
import path from 'node:path'
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { formatDate } from '../../common/dates.ts'
import type { mediaFile } from '../db/schema.ts'
import { writeAtomically } from '../lib/write-atomically.ts'
import { encodeVariant, variantNames, variantWidths } from '../media/media-store.ts'
import { mediaContentType } from '../media/media-types.ts'
import { sampleMediaFiles } from '../site/samples/sample-media.ts'
import {
  type DocumentKind,
  documentSvg,
  faviconSvg,
  orgLogoSvg,
  type PortraitHint,
  partnerLogoSvg,
  portraitSvg,
  promoSvg,
  type SceneKind,
  sceneSvg,
  type WeldingTool,
} from './demo-art.ts'
import {
  type DemoMenu,
  demoCirculars,
  demoEmployees,
  demoMenus,
  demoNotices,
  demoSettings,
  demoSliders,
} from './demo-content.ts'

export type DemoMediaKind =
  | 'scene'
  | 'banner'
  | 'slide'
  | 'popup'
  | 'partner-logo'
  | 'logo'
  | 'footer-logo'
  | 'favicon'
  | 'portrait'
  | 'document'
  | 'notice'
  | 'circular'

export interface DemoMediaItem {
  file: string
  kind: DemoMediaKind
  format: 'jpeg' | 'png' | 'pdf'
  width: number
  height: number
}

const RENDER_CONCURRENCY = 2

// ---------------------------------------------------------------------------------------------
// Which files the content refers to

function menuImages(menus: readonly DemoMenu[]): string[] {
  return menus.flatMap((m) => [...m.images.map((i) => i.file), ...menuImages(m.children ?? [])])
}

/** Every media file named in demo-content.ts, once each, in a stable order. */
export function listDemoMediaFiles(): string[] {
  const all = [
    demoSettings.logo,
    demoSettings.footer_logo,
    demoSettings.favicon,
    demoSettings.slider,
    ...demoSliders.map((s) => s.image),
    ...menuImages(demoMenus),
    ...demoEmployees.map((e) => e.image),
    ...demoNotices.map((n) => n.file),
    ...demoCirculars.map((c) => c.file),
    ...sampleMediaFiles(),
  ]
  return [...new Set(all)]
}

// ---------------------------------------------------------------------------------------------
// How each file is drawn. The picture is chosen from words in the file name, so a renamed image
// keeps a fitting illustration and an unrecognised name fails loudly instead of looking random.

const sceneWords: Record<string, SceneKind> = {
  weld: 'welding',
  welding: 'welding',
  mma: 'welding',
  mig: 'welding',
  tig: 'welding',
  workshop: 'welding',
  sparks: 'welding',
  fuji: 'fuji',
  japan: 'fuji',
  dawn: 'fuji',
  sunrise: 'fuji',
  seoul: 'seoul',
  korea: 'seoul',
  korean: 'seoul',
  campus: 'campus',
  building: 'campus',
  office: 'campus',
  classroom: 'classroom',
  class: 'classroom',
  lesson: 'classroom',
  graduation: 'graduation',
  graduates: 'graduation',
  ceremony: 'graduation',
  flight: 'airplane',
  departure: 'airplane',
  airport: 'airplane',
  horizon: 'airplane',
  handshake: 'handshake',
  mou: 'handshake',
  partners: 'handshake',
  scholarship: 'charity',
  charity: 'charity',
  community: 'charity',
  hands: 'charity',
  visa: 'passport',
  passport: 'passport',
  documents: 'passport',
}

const documentWords: Record<string, DocumentKind> = {
  licence: 'licence',
  certificate: 'certificate',
  accreditation: 'accreditation',
  registration: 'registration',
}

const partnerTaglines: Record<string, string> = {
  precision: 'PRECISION WORKS',
  care: 'CARE NETWORK',
  marine: 'STEEL & MARINE',
  language: 'LANGUAGE INSTITUTE',
  agro: 'AGRO COOPERATIVE',
  construction: 'CONSTRUCTION',
}

// Portraits of the same person (team page and message page) share a seed, so they look alike.
const people: Record<string, PortraitHint> = {
  'nusrat-jahan': { hair: 'hijab', attire: 'suit', skin: 2 },
  'rafiqul-talukder': {
    hair: 'receding',
    greyHair: true,
    glasses: true,
    beard: true,
    attire: 'suit',
    skin: 3,
  },
  'tareq-hasan': { hair: 'short', beard: true, attire: 'polo', skin: 3 },
  'farzana-akter': { hair: 'long', attire: 'kameez', skin: 2 },
  'shahidul-islam': { hair: 'side-part', attire: 'kameez', beard: true, skin: 4 },
  'aya-morita': { hair: 'bun', attire: 'shirt', glasses: true, skin: 0 },
  'sabbir-rahman': { hair: 'short', attire: 'suit', glasses: true, skin: 2 },
  'imran-hossain': { hair: 'side-part', attire: 'shirt', skin: 5 },
  'moushumi-das': { hair: 'long', attire: 'suit', glasses: true, skin: 3 },
  'sadia-afrin': { hair: 'hijab', attire: 'kameez', skin: 1 },
}

function stem(file: string): string {
  return path.posix.basename(file).replace(/\.[a-z]+$/, '')
}

function words(file: string): string[] {
  return stem(file).split('-')
}

function sceneFor(file: string): SceneKind {
  for (const w of words(file)) {
    const kind = sceneWords[w]
    if (kind) return kind
  }
  throw new Error(`No illustration matches ${file}: add a scene word to its name`)
}

function toolFor(file: string): WeldingTool | undefined {
  const w = words(file)
  if (w.includes('tig')) return 'tig'
  if (w.includes('mig')) return 'mig'
  if (w.includes('mma') || w.includes('stick')) return 'stick'
  return undefined
}

function describe(file: string): DemoMediaItem {
  const base = path.posix.basename(file)
  const item = (
    kind: DemoMediaKind,
    format: DemoMediaItem['format'],
    width: number,
    height: number,
  ): DemoMediaItem => ({
    file,
    kind,
    format,
    width,
    height,
  })
  if (file === demoSettings.favicon) return item('favicon', 'png', 64, 64)
  if (file === demoSettings.footer_logo) return item('footer-logo', 'png', 512, 512)
  if (file === demoSettings.logo) return item('logo', 'png', 512, 512)
  if (file.startsWith('notice/')) return item('notice', 'pdf', 595, 842)
  if (file.startsWith('circular/')) return item('circular', 'pdf', 595, 842)
  if (file.startsWith('siteSettings/homePageSlider/')) return item('slide', 'jpeg', 1600, 800)
  if (file.startsWith('siteSettings/popup/')) return item('popup', 'jpeg', 1000, 700)
  if (file.startsWith('users/')) return item('portrait', 'jpeg', 600, 600)
  if (base.startsWith('partner-logo-')) return item('partner-logo', 'png', 400, 200)
  if (base.startsWith('portrait-')) return item('portrait', 'jpeg', 600, 600)
  if (base.startsWith('document-')) return item('document', 'jpeg', 900, 1200)
  if (words(file).includes('banner')) return item('banner', 'jpeg', 1600, 600)
  return item('scene', 'jpeg', 1200, 800)
}

/** Every file with its kind, format and pixel size (PDF sizes are A4 in points). */
export function planDemoMedia(): DemoMediaItem[] {
  return listDemoMediaFiles().map(describe)
}

// ---------------------------------------------------------------------------------------------
// Rendering

async function rasterise(svg: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer()
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
}

function svgFor(item: DemoMediaItem, partnerIndex: number): string {
  const { file, width, height } = item
  const seed = stem(file)
  switch (item.kind) {
    case 'favicon':
      return faviconSvg(width)
    case 'logo':
      return orgLogoSvg(width, 'light')
    case 'footer-logo':
      return orgLogoSvg(width, 'dark')
    case 'popup':
      return promoSvg(seed, width, height, 'ADMISSIONS OPEN', 'JULY 2026 INTAKE')
    case 'partner-logo': {
      const [name = 'PARTNER', ...rest] = seed.replace(/^partner-logo-/, '').split('-')
      const tagline = rest.map((w) => partnerTaglines[w] ?? w.toUpperCase()).join(' ')
      return partnerLogoSvg(partnerIndex, name.toUpperCase(), tagline, width, height)
    }
    case 'portrait': {
      const person = seed.replace(/^portrait-/, '')
      return portraitSvg(person, width, people[person])
    }
    case 'document': {
      const kind = words(file)
        .map((w) => documentWords[w])
        .find((k) => k !== undefined)
      if (!kind) throw new Error(`No document style matches ${file}`)
      return documentSvg(kind, seed, width, height)
    }
    case 'scene':
    case 'banner':
    case 'slide':
      return sceneSvg(sceneFor(file), seed, width, height, { tool: toolFor(file) })
    case 'notice':
    case 'circular':
      throw new Error(`${file} is a PDF, not an image`)
  }
}

// --- PDFs ----------------------------------------------------------------------------------

type Notice = (typeof demoNotices)[number]

const navy = rgb(0.106, 0.165, 0.29)
const red = rgb(0.784, 0.063, 0.18)
const ink = rgb(0.16, 0.17, 0.2)
const grey = rgb(0.42, 0.44, 0.48)

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (current && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(current)
      current = word
    } else {
      current = candidate
    }
  }
  if (current) lines.push(current)
  return lines
}

function drawMark(page: PDFPage, x: number, y: number, scale: number): void {
  const bands = [rgb(0.24, 0.86, 0.59), rgb(0.27, 0.78, 0.85), rgb(0.48, 0.64, 1)]
  bands.forEach((color, k) => {
    const ro = 180 - k * 34
    const ri = ro - 26
    page.drawSvgPath(`M ${-ro} 0 A ${ro} ${ro} 0 0 1 ${ro} 0 L ${ri} 0 A ${ri} ${ri} 0 0 0 ${-ri} 0 Z`, {
      x,
      y,
      scale,
      color,
    })
  })
  page.drawCircle({ x, y: y + 30 * scale, size: 52 * scale, color: red })
  page.drawSvgPath('M -190 28 Q -95 6 0 28 T 190 28', {
    x,
    y,
    scale,
    borderColor: rgb(0.62, 0.9, 1),
    borderWidth: 12 * scale,
  })
}

async function renderPdf(notice: Notice, series: 'Notice' | 'Circular', index: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const issued = new Date(`${notice.date}T09:00:00Z`)
  const [year = '', month = '', day = ''] = notice.date.split('-')
  const reference = `MSG/${series === 'Notice' ? 'NTC' : 'CIR'}/${year}/${month}${day}-${String(index + 1).padStart(2, '0')}`
  doc.setTitle(notice.title)
  doc.setAuthor(demoSettings.site_name)
  doc.setSubject(`${series} ${reference}`)
  doc.setCreator(demoSettings.site_name)
  doc.setProducer('Meghsetu Group document office')
  doc.setCreationDate(issued)
  doc.setModificationDate(issued)

  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique)
  const [pageWidth, pageHeight] = PageSizes.A4
  const margin = 56
  const textWidth = pageWidth - margin * 2

  const newPage = (first: boolean): PDFPage => {
    const page = doc.addPage(PageSizes.A4)
    const band = first ? 96 : 40
    page.drawRectangle({ x: 0, y: pageHeight - band, width: pageWidth, height: band, color: navy })
    page.drawRectangle({ x: 0, y: pageHeight - band - 4, width: pageWidth, height: 4, color: red })
    if (first) {
      drawMark(page, margin + 26, pageHeight - 62, 0.13)
      page.drawText('MEGHSETU GROUP', {
        x: margin + 64,
        y: pageHeight - 46,
        size: 20,
        font: bold,
        color: rgb(1, 1, 1),
      })
      page.drawText('Japanese & Korean Language  |  Welding Skills  |  HR & Visa Services  |  Foundation', {
        x: margin + 64,
        y: pageHeight - 64,
        size: 8,
        font: regular,
        color: rgb(0.85, 0.88, 0.95),
      })
      page.drawText(demoSettings.address, {
        x: margin + 64,
        y: pageHeight - 78,
        size: 7.5,
        font: regular,
        color: rgb(0.85, 0.88, 0.95),
      })
    } else {
      page.drawText(`MEGHSETU GROUP  |  ${series} ${reference}`, {
        x: margin,
        y: pageHeight - 25,
        size: 9,
        font: bold,
        color: rgb(1, 1, 1),
      })
    }
    page.drawLine({
      start: { x: margin, y: 48 },
      end: { x: pageWidth - margin, y: 48 },
      thickness: 0.5,
      color: grey,
    })
    page.drawText(`${demoSettings.site_address}   |   ${demoSettings.email}   |   ${demoSettings.phone}`, {
      x: margin,
      y: 34,
      size: 7.5,
      font: regular,
      color: grey,
    })
    return page
  }

  let page = newPage(true)
  let y = pageHeight - 130
  page.drawText(`Ref: ${reference}`, { x: margin, y, size: 9.5, font: regular, color: ink })
  const dateText = `Date: ${formatDate(notice.date)}`
  page.drawText(dateText, {
    x: pageWidth - margin - regular.widthOfTextAtSize(dateText, 9.5),
    y,
    size: 9.5,
    font: regular,
    color: ink,
  })
  y -= 34
  const label = series.toUpperCase()
  const labelWidth = bold.widthOfTextAtSize(label, 10) + 20
  page.drawRectangle({ x: (pageWidth - labelWidth) / 2, y: y - 5, width: labelWidth, height: 19, color: red })
  page.drawText(label, { x: (pageWidth - labelWidth) / 2 + 10, y, size: 10, font: bold, color: rgb(1, 1, 1) })
  y -= 30
  for (const line of wrap(notice.title, bold, 15, textWidth)) {
    page.drawText(line, {
      x: (pageWidth - bold.widthOfTextAtSize(line, 15)) / 2,
      y,
      size: 15,
      font: bold,
      color: navy,
    })
    y -= 20
  }
  y -= 12

  const size = 10.5
  const leading = 15.5
  for (const paragraph of notice.body) {
    for (const line of wrap(paragraph, regular, size, textWidth)) {
      if (y < 90) {
        page = newPage(false)
        y = pageHeight - 80
      }
      page.drawText(line, { x: margin, y, size, font: regular, color: ink })
      y -= leading
    }
    y -= 8
  }

  const signatory =
    series === 'Notice'
      ? { name: 'Nusrat Jahan', role: 'Managing Director, Meghsetu Group' }
      : { name: 'Moushumi Das', role: 'Coordinator, HR & Visa Services' }
  if (y < 170) {
    page = newPage(false)
    y = pageHeight - 90
  }
  y -= 40
  page.drawSvgPath('M 0 0 C 10 -18 22 6 34 -8 C 44 -20 52 4 64 -4 C 76 -14 84 6 98 -2 M 8 8 Q 60 2 110 6', {
    x: margin + 4,
    y: y + 14,
    borderColor: rgb(0.11, 0.24, 0.48),
    borderWidth: 1.2,
  })
  page.drawLine({ start: { x: margin, y }, end: { x: margin + 170, y }, thickness: 0.8, color: ink })
  page.drawText(signatory.name, { x: margin, y: y - 15, size: 10.5, font: bold, color: ink })
  page.drawText(signatory.role, { x: margin, y: y - 29, size: 9, font: italic, color: grey })

  const pages = doc.getPages()
  pages.forEach((p, i) => {
    const text = `Page ${i + 1} of ${pages.length}`
    p.drawText(text, {
      x: pageWidth - margin - regular.widthOfTextAtSize(text, 7.5),
      y: 34,
      size: 7.5,
      font: regular,
      color: grey,
    })
  })
  return doc.save()
}

// ---------------------------------------------------------------------------------------------
// Writing

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

async function renderItem(item: DemoMediaItem, partnerIndex: number): Promise<Uint8Array> {
  if (item.kind === 'notice' || item.kind === 'circular') {
    const list = item.kind === 'notice' ? demoNotices : demoCirculars
    const index = list.findIndex((n) => n.file === item.file)
    const notice = list[index]
    if (!notice) throw new Error(`No ${item.kind} refers to ${item.file}`)
    return renderPdf(notice, item.kind === 'notice' ? 'Notice' : 'Circular', index)
  }
  if (item.format === 'pdf') throw new Error(`Unexpected PDF ${item.file}`)
  return rasterise(svgFor(item, partnerIndex), item.format)
}

async function inPool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++]
      if (item !== undefined) await task(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Kinds drawn large enough to be shown at several widths: they get the resized copies uploads get. */
const RESIZED_KINDS: ReadonlySet<DemoMediaKind> = new Set([
  'scene',
  'banner',
  'slide',
  'popup',
  'portrait',
  'document',
])

/** A media_file row for a demo file, so pages know its size and copies as for an upload. */
export type DemoMediaFile = typeof mediaFile.$inferInsert

/**
 * Writes every file referenced by the demo content under mediaDir, with the WebP and AVIF copies
 * that uploads get (server/media/media-store.ts). Files that already exist are left alone, so the
 * call is cheap to repeat and never overwrites an upload made in the back office. Returns the
 * media_file rows describing them, for the seed.
 */
export async function writeDemoMedia(
  mediaDir: string,
): Promise<{ written: number; skipped: number; files: DemoMediaFile[] }> {
  const plan = planDemoMedia()
  const partnerOrder = plan.filter((p) => p.kind === 'partner-logo').map((p) => p.file)
  let written = 0
  let skipped = 0
  const files: DemoMediaFile[] = []
  await inPool(plan, RENDER_CONCURRENCY, async (item) => {
    const target = path.join(mediaDir, ...item.file.split('/'))
    if (await exists(target)) {
      skipped++
    } else {
      await writeAtomically(target, await renderItem(item, partnerOrder.indexOf(item.file)))
      written++
    }
    files.push(await describeFile(mediaDir, item, target))
  })
  return { written, skipped, files }
}

async function describeFile(mediaDir: string, item: DemoMediaItem, target: string): Promise<DemoMediaFile> {
  const isImage = item.format !== 'pdf'
  const variants: DemoMediaFile['variants'] = []
  if (RESIZED_KINDS.has(item.kind)) {
    const base = item.file.replace(/\.[a-z]+$/, '')
    for (const width of variantWidths(item.width)) {
      const names = variantNames(base, width)
      const webp = path.join(mediaDir, ...names.webp.split('/'))
      const avif = path.join(mediaDir, ...names.avif.split('/'))
      if (!(await exists(webp)) || !(await exists(avif))) {
        const encoded = await encodeVariant(sharp(target), width, 0)
        await writeAtomically(webp, encoded.webp)
        await writeAtomically(avif, encoded.avif)
      }
      variants.push({ width, ...names })
    }
  }
  return {
    path: item.file,
    kind: isImage ? 'image' : 'pdf',
    contentType: mediaContentType(item.file),
    bytes: (await stat(target)).size,
    width: isImage ? item.width : null,
    height: isImage ? item.height : null,
    variants,
  }
}
