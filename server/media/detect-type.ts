/**
 * What a file really is, from its first bytes. The name and the client's Content-Type are never
 * trusted: a PHP script named photo.jpg is not an image.
 */
export type DetectedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'pdf' | 'svg'

export const IMAGE_TYPES: readonly DetectedType[] = ['jpeg', 'png', 'gif', 'webp', 'avif']

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1')

export function detectType(bytes: Buffer): DetectedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png'
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  // ISO base media file: a "ftyp" box whose brands include avif or avis.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64)
    const brands = ascii(bytes, 8, boxSize)
    if (/avif|avis/.test(brands)) return 'avif'
  }
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf'
  const head = ascii(bytes, 0, 512)
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg'
  return null
}
