/**
 * The API gives a stored file as its /media/ URL; react-admin's file and image inputs show a
 * {src, title} value. The data provider leaves such a value out of the body (the file is kept).
 */
export function asFileValue(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value
  const name = value.split('/').at(-1) ?? value
  return { src: value, title: decodeURIComponent(name) }
}

/** What each kind of file field takes, as the browser's picker filters and as checked on choosing. */
export const UPLOADS = {
  pdf: {
    accept: { 'application/pdf': ['.pdf'] },
    wrongKind: 'Choose a PDF file.',
  },
  image: {
    accept: { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/avif': [], 'image/gif': [] },
    wrongKind: 'Choose an image: JPEG, PNG, WebP, AVIF or GIF.',
  },
} as const

export type UploadKind = keyof typeof UPLOADS

/** Whether a chosen file is of the kind the field takes, by its type or, for a PDF, its name. */
export function isOfKind(file: { name: string; type: string }, kind: UploadKind): boolean {
  const accept: Record<string, readonly string[]> = UPLOADS[kind].accept
  const extensions = Object.values(accept).flat()
  return file.type in accept || extensions.some((extension) => file.name.toLowerCase().endsWith(extension))
}
