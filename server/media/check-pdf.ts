/**
 * Whether an upload really is a whole PDF, read by its structure (pdf-lib), not by its first and
 * last bytes: a file cut short (even with "%%EOF" added back) or an HTML page dressed as a PDF is
 * refused. Uploads are already size-limited (MAX_PDF_BYTES), so parsing is bounded by that size;
 * pdf-lib yields to the event loop every 100 objects while it parses.
 *
 * Refused besides broken files: PDFs that carry web-page markup where browsers sniff (the first
 * 1024 bytes) or anything after their final %%EOF (where a polyglot hides its HTML), and
 * encrypted PDFs: their objects cannot be read to be checked, and a visitor may not be able to
 * open them.
 */
import { PDFArray, PDFDict, PDFDocument, type PDFObject, PDFRef, PDFStream } from 'pdf-lib'

/** Where browsers and PDF readers look for a signature, and so where a polyglot puts its markup. */
const SNIFF_BYTES = 1024
/**
 * An HTML opening tag. PDF syntax has no such thing: a dictionary is "<<", a key after it starts
 * with "/" (so "<</Metadata" does not match), and a hex string holds only hex digits.
 */
const MARKUP =
  /<(!doctype|html|head|body|script|iframe|frame|svg|img|object|embed|meta|style|link|form)[\s/>]/i

/** What is wrong with the bytes as a PDF, in words for the uploader; null for a sound PDF. */
export async function pdfStructureProblem(bytes: Buffer): Promise<string | null> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return 'is not a PDF'
  if (MARKUP.test(bytes.subarray(0, SNIFF_BYTES).toString('latin1')))
    return 'carries web page markup, which a PDF does not need'
  const end = bytes.lastIndexOf('%%EOF')
  if (end < 0) return 'is not a complete PDF: its end (%%EOF) is missing'
  if (!/^[\s\0]*$/.test(bytes.subarray(end + 5).toString('latin1')))
    return 'has data after its end (%%EOF), which a PDF does not need'
  let doc: PDFDocument
  try {
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false })
  } catch (error) {
    // pdf-lib's EncryptedPDFError is compiled to ES5: instanceof cannot see it, its message can.
    if (/is encrypted/.test((error as Error).message))
      return 'is encrypted or password-protected; upload a copy without protection'
    return 'is not a complete PDF: its structure could not be read'
  }
  try {
    if (doc.getPageCount() < 1) return 'has no pages'
    const missing = firstMissingReference(doc)
    if (missing) return `is not a complete PDF: object ${missing} is missing`
  } catch {
    return 'is not a complete PDF: its pages could not be read'
  }
  return null
}

/**
 * Follows every reference from the document's root and information dictionary; a file cut short
 * between two objects parses, but some reference then points at nothing. Each object is visited
 * once, so the walk is bounded by the number of objects in the (size-limited) file.
 */
function firstMissingReference(doc: PDFDocument): string | null {
  const { context } = doc
  const seen = new Set<string>()
  const pending: PDFObject[] = []
  const { Root, Info } = context.trailerInfo
  if (Root) pending.push(Root)
  if (Info) pending.push(Info)
  while (pending.length > 0) {
    const object = pending.pop()
    if (object instanceof PDFRef) {
      const key = object.toString()
      if (seen.has(key)) continue
      seen.add(key)
      const target = context.lookup(object)
      if (target === undefined) return key
      pending.push(target)
    } else if (object instanceof PDFDict) {
      pending.push(...object.values())
    } else if (object instanceof PDFStream) {
      pending.push(...object.dict.values())
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray())
    }
  }
  return null
}
