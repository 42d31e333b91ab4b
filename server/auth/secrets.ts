import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random secret for a token or link: 256 bits, URL-safe. */
export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`
}

/** Only hashes of secrets are stored; a plain SHA-256 suffices for 256-bit random values. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
