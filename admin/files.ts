/**
 * The API gives a stored file as its /media/ URL; react-admin's file and image inputs show a
 * {src, title} value. The data provider leaves such a value out of the body (the file is kept).
 */
export function asFileValue(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value
  const name = value.split('/').at(-1) ?? value
  return { src: value, title: decodeURIComponent(name) }
}
