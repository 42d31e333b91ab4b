/**
 * SSLCommerz's callback signature (`verify_sign`, `verify_key`), as its official PHP library
 * checks it: the fields named in `verify_key`, plus `store_passwd` = MD5(store password), sorted by
 * name, written `name=value` joined with `&`, and MD5 of that. Only SSLCommerz and we know the
 * password, so a callback whose signature matches came from SSLCommerz with those values.
 * The stand-in gateway in the tests signs with the same function.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

/** The signature of `fields` over the names in `keys` (names missing from `fields` are skipped). */
export function signFields(
  fields: Record<string, string>,
  keys: readonly string[],
  storePassword: string,
): string {
  const signed: [string, string][] = keys
    .filter((key) => Object.hasOwn(fields, key) && key !== 'store_passwd')
    .map((key) => [key, fields[key] as string])
  signed.push(['store_passwd', md5(storePassword)])
  // Byte order, as PHP's ksort compares non-numeric string keys.
  signed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return md5(signed.map(([key, value]) => `${key}=${value}`).join('&'))
}

/**
 * Whether the callback is signed by SSLCommerz and the signature covers `required` (the fields we
 * act on: a signature over fewer fields would leave those free to change).
 */
export function hasValidSignature(
  fields: Record<string, string>,
  storePassword: string,
  required: readonly string[],
): boolean {
  const sign = fields.verify_sign
  const keyList = fields.verify_key
  if (!sign || !keyList) return false
  const keys = keyList.split(',')
  if (!required.every((name) => keys.includes(name) && Object.hasOwn(fields, name))) return false
  const expected = Buffer.from(signFields(fields, keys, storePassword))
  const given = Buffer.from(sign.toLowerCase())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
