/**
 * The text lines a PDF made with pdf-lib's standard fonts shows, page by page, read back from its
 * (Flate-compressed) content streams: pdf-lib writes each drawText as `/Font size Tf … 1 0 0 1 x y
 * Tm <hex> Tj`, the hex in WinAnsi. Enough for the PDFs the server draws itself
 * (server/receipts/); not a general PDF text extractor.
 */
import {
  decodePDFRawStream,
  PageSizes,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  StandardFonts,
} from 'pdf-lib'

/** WinAnsi's 0x80–0x9F differ from Latin-1: the ones the documents may print. */
const WIN_ANSI: Record<number, string> = {
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
}

function decodeHex(hex: string): string {
  let text = ''
  for (let i = 0; i < hex.length; i += 2) {
    const code = Number.parseInt(hex.slice(i, i + 2), 16)
    text += WIN_ANSI[code] ?? String.fromCharCode(code)
  }
  return text
}

export interface DrawnLine {
  text: string
  x: number
  y: number
  size: number
  bold: boolean
}

const DRAWN = /\/(\S+) ([\d.]+) Tf[^<]*?1 0 0 1 (\S+) (\S+) Tm\s*<([0-9A-Fa-f]*)> Tj/g

export async function pdfPages(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: DrawnLine[][] }> {
  const doc = await PDFDocument.load(bytes)
  const pages = doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'))
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
    return refs.flatMap((ref) => {
      const stream = doc.context.lookup(ref as PDFRef)
      if (!(stream instanceof PDFRawStream)) throw new Error('Unexpected content stream')
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
      return [...source.matchAll(DRAWN)].map(([, font = '', size, x, y, hex = '']) => ({
        text: decodeHex(hex),
        x: Number(x),
        y: Number(y),
        size: Number(size),
        bold: font.startsWith('Helvetica-Bold'),
      }))
    })
  })
  return { doc, pages }
}

/**
 * The lines drawn outside the page less `margin` on any side, measured with the standard fonts'
 * metrics: what "never overflows the page" means.
 */
export async function linesOutside(pages: DrawnLine[][], margin: number): Promise<DrawnLine[]> {
  const scratch = await PDFDocument.create()
  const regular = await scratch.embedFont(StandardFonts.Helvetica)
  const bold = await scratch.embedFont(StandardFonts.HelveticaBold)
  const [width, height] = PageSizes.A4 as [number, number]
  const slack = 0.01
  return pages.flat().filter((line) => {
    const right = line.x + (line.bold ? bold : regular).widthOfTextAtSize(line.text, line.size)
    return (
      line.x < margin - slack ||
      right > width - margin + slack ||
      line.y < margin - slack ||
      line.y > height - margin + slack
    )
  })
}
