/** Content types of the files Kizuna stores: images and PDFs (uploads are limited to these). */
const types: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

export function mediaContentType(fileName: string): string {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()
  return types[ext] ?? 'application/octet-stream'
}

/** The types a browser may show inline from /media: raster images and PDFs, which run no script. */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/x-icon',
  'application/pdf',
])

export interface MediaServing {
  contentType: string
  /** False: sent as a sandboxed attachment (SVG, HTML, text, anything unknown). */
  inline: boolean
}

/**
 * How /media sends a stored file. Uploads are only ever images and PDFs, but a file placed in the
 * folder by hand or by an older version may be an SVG or a web page, which would run script on the
 * site's origin if shown: those are downloads, typed as bytes.
 */
export function mediaServing(fileName: string): MediaServing {
  const contentType = mediaContentType(fileName)
  return INLINE_TYPES.has(contentType)
    ? { contentType, inline: true }
    : { contentType: 'application/octet-stream', inline: false }
}
