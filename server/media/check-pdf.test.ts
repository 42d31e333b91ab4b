import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { testMediaDir } from '../../tests/support/paths.ts'
import { writeDemoMedia } from '../demo/demo-media.ts'
import { pdfStructureProblem } from './check-pdf.ts'

/** A real three-page PDF; without object streams its objects are plain, so it can be cut between two. */
async function realPdf(options: { useObjectStreams?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= 3; n++) {
    doc
      .addPage()
      .drawText(`Exam schedule, page ${n}: ${'Japanese N4 '.repeat(20)}`, { x: 40, y: 700, size: 9, font })
  }
  return Buffer.from(await doc.save(options))
}

const EOF = Buffer.from('\n%%EOF\n')

describe('issue 10: PDFs are checked by their structure', () => {
  let pdf: Buffer
  let plain: Buffer
  beforeAll(async () => {
    pdf = await realPdf()
    plain = await realPdf({ useObjectStreams: false })
  })

  it('accepts real PDFs: one made with pdf-lib and the demo organisation’s', async () => {
    expect(await pdfStructureProblem(pdf)).toBeNull()
    expect(await pdfStructureProblem(plain)).toBeNull()
    await writeDemoMedia(testMediaDir)
    const dir = path.join(testMediaDir, 'notice/notice')
    const demo = readdirSync(dir).find((name) => name.endsWith('.pdf'))
    expect(demo).toBeDefined()
    expect(await pdfStructureProblem(readFileSync(path.join(dir, demo as string)))).toBeNull()
  })

  it('refuses a PDF cut in half, even with %%EOF added back', async () => {
    for (const whole of [pdf, plain]) {
      const half = whole.subarray(0, Math.floor(whole.length / 2))
      expect(await pdfStructureProblem(half)).toMatch(/not a complete PDF/)
      expect(await pdfStructureProblem(Buffer.concat([half, EOF]))).toMatch(/not a complete PDF/)
    }
  })

  it('refuses a PDF cut between two objects, with %%EOF added back', async () => {
    const cut = plain.indexOf('endobj', Math.floor(plain.length / 2)) + 'endobj'.length
    const truncated = Buffer.concat([plain.subarray(0, cut), EOF])
    expect(await pdfStructureProblem(truncated)).toMatch(/not a complete PDF/)
  })

  it('refuses HTML/PDF polyglots: markup near the header, or after %%EOF', async () => {
    const header = pdf.indexOf('\n') + 1
    const early = Buffer.concat([
      pdf.subarray(0, header),
      Buffer.from('%<html><body><script>alert(document.cookie)</script></body></html>\n'),
      pdf.subarray(header),
    ])
    expect(await pdfStructureProblem(early)).toMatch(/web page markup/)
    const late = Buffer.concat([pdf, Buffer.from('<html><script>alert(1)</script></html>')])
    expect(await pdfStructureProblem(late)).toMatch(/data after its end/)
    const before = Buffer.concat([Buffer.from('<!doctype html><script>alert(1)</script>\n'), pdf])
    expect(await pdfStructureProblem(before)).toBe('is not a PDF')
  })

  it('does not take PDF syntax for markup: <</Metadata, <</Form and hex strings', async () => {
    const header = plain.indexOf('\n') + 1
    const syntax = Buffer.from('%<</Metadata 1 0 R /Subtype /Form>> <</Style 1>> <0d0a>\n')
    const withSyntax = Buffer.concat([plain.subarray(0, header), syntax, plain.subarray(header)])
    expect(await pdfStructureProblem(withSyntax)).toBeNull()
  })

  it('refuses an encrypted PDF and one without pages', async () => {
    const empty = await PDFDocument.create()
    expect(await pdfStructureProblem(Buffer.from(await empty.save({ addDefaultPage: false })))).toBe(
      'has no pages',
    )
    const encrypted = Buffer.from(
      plain
        .toString('latin1')
        .replace(
          'trailer\n<<',
          'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>',
        ),
      'latin1',
    )
    expect(encrypted.includes('/Encrypt')).toBe(true)
    expect(await pdfStructureProblem(encrypted)).toMatch(/encrypted/)
  })
})
