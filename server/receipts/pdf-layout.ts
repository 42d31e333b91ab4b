/**
 * The print layout the receipts and statements share (back-office design guide, "Documents people
 * print"): A4 portrait, the organisation's letterhead on the first page and a running head on the
 * next, a footer on every page, "Page n of m" when there is more than one, and a flow that starts a
 * new page before anything would cross the footer.
 */

import {
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib'
import { formatDate } from '../../common/dates.ts'
import type { Organisation } from './document-data.ts'
import { clampLines, printable, wrapText } from './standard-font-text.ts'

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4 as [number, number]
export const MARGIN = 48
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN

export const INK = rgb(0.13, 0.14, 0.17)
export const GREY = rgb(0.42, 0.44, 0.48)
export const RULE = rgb(0.78, 0.8, 0.83)
export const ACCENT = rgb(0.1, 0.29, 0.47)
export const ALERT = rgb(0.75, 0.1, 0.15)

export interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

export interface TextStyle {
  font: PDFFont
  size: number
  color?: ReturnType<typeof rgb>
  align?: 'left' | 'center' | 'right'
}

/** Line height for a font size. */
export const leading = (size: number) => size * 1.3

/**
 * Draws lines already wrapped (wrapText) from the baseline `y` down, aligned inside [x, x + width];
 * returns the y below the last line.
 */
export function drawLines(
  page: PDFPage,
  lines: string[],
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): number {
  const { font, size, color = INK, align = 'left' } = style
  let baseline = y
  for (const line of lines) {
    const lineWidth = font.widthOfTextAtSize(line, size)
    const left =
      align === 'left' ? x : align === 'right' ? x + width - lineWidth : x + (width - lineWidth) / 2
    // An empty cell takes its line's room but draws nothing.
    if (line) page.drawText(line, { x: left, y: baseline, size, font, color })
    baseline -= leading(size)
  }
  return baseline
}

/**
 * Wraps and draws a text, at most `maxLines` lines (the organisation's settings are not checked
 * for length, and the letterhead and footer must leave the page room); returns the y below it.
 */
export function drawText(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  maxLines = 3,
): number {
  const { font, size } = style
  return drawLines(
    page,
    clampLines(wrapText(text, font, size, width), maxLines, font, size, width),
    x,
    y,
    width,
    style,
  )
}

export interface DocumentInfo {
  title: string
  subject: string
  organisation: Organisation
  /** The document's date (YYYY-MM-DD), written as its creation date: a copy printed later keeps it. */
  date: string
}

/** A new A4 document with its information dictionary, the two fonts and the logo embedded. */
export async function createDocument(info: DocumentInfo) {
  const doc = await PDFDocument.create()
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  // The information dictionary is not drawn, but readers show it: made printable like the page.
  const author = printable(info.organisation.name, fonts.regular)
  doc.setTitle(printable(info.title, fonts.regular))
  doc.setSubject(printable(info.subject, fonts.regular))
  doc.setAuthor(author)
  doc.setCreator(author)
  doc.setProducer('Kizuna')
  // Asia/Dhaka: UTC+6 all year.
  const created = new Date(`${info.date}T00:00:00+06:00`)
  doc.setCreationDate(created)
  doc.setModificationDate(created)
  const logo = info.organisation.logo ? await embedLogo(doc, info.organisation.logo) : undefined
  return { doc, fonts, logo }
}

/** PNG or JPEG, told by its signature; anything else is refused with a clear message. */
async function embedLogo(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return doc.embedPng(bytes)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return doc.embedJpg(bytes)
  throw new Error('The organisation logo is neither PNG nor JPEG.')
}

const LOGO_BOX = 56

/**
 * The letterhead at the top of a first page: logo, name, address, contacts and registration
 * numbers, then a rule. Returns the y below it.
 */
export function drawLetterhead(
  page: PDFPage,
  fonts: Fonts,
  organisation: Organisation,
  logo?: PDFImage,
): number {
  const top = PAGE_HEIGHT - MARGIN
  let x = MARGIN
  if (logo) {
    const { width, height } = logo.scaleToFit(LOGO_BOX, LOGO_BOX)
    page.drawImage(logo, { x, y: top - height, width, height })
    x += LOGO_BOX + 12
  }
  const width = PAGE_WIDTH - MARGIN - x
  let y = top - 14
  y = drawText(page, organisation.name, x, y, width, { font: fonts.bold, size: 15, color: ACCENT }, 2)
  y = drawText(page, organisation.address, x, y - 1, width, { font: fonts.regular, size: 9 })
  const contacts = [
    organisation.phone && `Phone: ${organisation.phone}`,
    organisation.email && `Email: ${organisation.email}`,
    organisation.website,
  ].filter(Boolean)
  if (contacts.length > 0)
    y = drawText(page, contacts.join(' · '), x, y, width, { font: fonts.regular, size: 9 })
  const registrations = organisation.registrations.map(({ label, value }) => `${label}: ${value}`)
  if (registrations.length > 0)
    y = drawText(page, registrations.join(' · '), x, y, width, { font: fonts.regular, size: 8, color: GREY })
  const bottom = Math.min(y, logo ? top - LOGO_BOX : y) - 2
  page.drawLine({
    start: { x: MARGIN, y: bottom },
    end: { x: PAGE_WIDTH - MARGIN, y: bottom },
    thickness: 1.2,
    color: ACCENT,
  })
  return bottom - 24
}

/** The head of a page after the first: the organisation's name and what the document is. */
function drawRunningHead(page: PDFPage, fonts: Fonts, organisation: string, title: string): number {
  const top = PAGE_HEIGHT - MARGIN
  const half = CONTENT_WIDTH / 2 - 6
  const left = drawText(
    page,
    organisation,
    MARGIN,
    top - 10,
    half,
    { font: fonts.bold, size: 9, color: ACCENT },
    2,
  )
  const right = drawText(
    page,
    title,
    PAGE_WIDTH - MARGIN - half,
    top - 10,
    half,
    { font: fonts.regular, size: 9, align: 'right' },
    2,
  )
  const bottom = Math.min(left, right) + 2
  page.drawLine({
    start: { x: MARGIN, y: bottom },
    end: { x: PAGE_WIDTH - MARGIN, y: bottom },
    thickness: 0.6,
    color: RULE,
  })
  return bottom - 20
}

const FOOTER_SIZE = 7.5
/** Room kept at the right of the footer for "Page 12 of 12". */
const PAGE_NUMBER_WIDTH = 70

export interface PageSetup {
  organisation: Organisation
  logo?: PDFImage
  /** What a page after the first says the document is ("Money receipt MR-2026-27-000042"). */
  runningTitle: string
  /** The footer's sentences, one paragraph each. */
  footer: string[]
}

/**
 * Pages in order, and where the next thing goes (`y`, a baseline going down). `ensure` starts a
 * new page when something of a given height would cross the footer.
 */
export class PageFlow {
  page!: PDFPage
  y = 0
  readonly bottom: number
  private readonly footerLines: string[]

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly setup: PageSetup,
  ) {
    const width = CONTENT_WIDTH - PAGE_NUMBER_WIDTH
    this.footerLines = setup.footer.flatMap((paragraph) =>
      clampLines(
        wrapText(paragraph, fonts.regular, FOOTER_SIZE, width),
        3,
        fonts.regular,
        FOOTER_SIZE,
        width,
      ),
    )
    this.bottom = MARGIN + this.footerLines.length * leading(FOOTER_SIZE) + 16
    this.addPage()
  }

  /** A new page with its head and footer; the flow continues below the head. */
  addPage(): void {
    const first = this.doc.getPageCount() === 0
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    const { organisation, logo, runningTitle } = this.setup
    this.y = first
      ? drawLetterhead(this.page, this.fonts, organisation, logo)
      : drawRunningHead(this.page, this.fonts, organisation.name, runningTitle)
    const ruleY = this.bottom - 8
    this.page.drawLine({
      start: { x: MARGIN, y: ruleY },
      end: { x: PAGE_WIDTH - MARGIN, y: ruleY },
      thickness: 0.6,
      color: RULE,
    })
    drawLines(this.page, this.footerLines, MARGIN, ruleY - 12, CONTENT_WIDTH - PAGE_NUMBER_WIDTH, {
      font: this.fonts.regular,
      size: FOOTER_SIZE,
      color: GREY,
    })
  }

  /** Whether `height` more fits on this page; if not, a new page is started. True if one was. */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false
    this.addPage()
    return true
  }
}

/** "Page n of m" at the right of each footer, once every page exists; nothing on a single page. */
export function numberPages(flow: PageFlow): void {
  const pages = flow.doc.getPages()
  if (pages.length < 2) return
  pages.forEach((page, index) => {
    drawLines(
      page,
      [`Page ${index + 1} of ${pages.length}`],
      PAGE_WIDTH - MARGIN - PAGE_NUMBER_WIDTH,
      flow.bottom - 20,
      PAGE_NUMBER_WIDTH,
      { font: flow.fonts.regular, size: FOOTER_SIZE, color: GREY, align: 'right' },
    )
  })
}

/**
 * A document's heading under the letterhead: its title, "DUPLICATE COPY" on a copy printed again,
 * and its number (left) and date (right) on one line. The flow ends below it.
 */
export function drawHeading(
  flow: PageFlow,
  heading: { title: string; duplicate?: boolean; number: string; date: string },
): void {
  const { fonts } = flow
  flow.y = drawLines(flow.page, [heading.title], MARGIN, flow.y, CONTENT_WIDTH, {
    font: fonts.bold,
    size: 16,
    color: ACCENT,
    align: 'center',
  })
  if (heading.duplicate) {
    flow.y = drawLines(flow.page, ['DUPLICATE COPY'], MARGIN, flow.y, CONTENT_WIDTH, {
      font: fonts.bold,
      size: 10,
      color: ALERT,
      align: 'center',
    })
  }
  flow.y -= 8
  const half = CONTENT_WIDTH / 2
  const afterNumber = drawText(flow.page, heading.number, MARGIN, flow.y, half, {
    font: fonts.bold,
    size: 10,
  })
  const afterDate = drawText(flow.page, `Date: ${formatDate(heading.date)}`, MARGIN + half, flow.y, half, {
    font: fonts.bold,
    size: 10,
    align: 'right',
  })
  flow.y = Math.min(afterNumber, afterDate) - 4
}
