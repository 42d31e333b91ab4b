/**
 * Compressed copies of cached answers. Pages and JSON are compressed once, when first asked for in
 * that encoding, and kept with the cached entry: a cached page costs no compression per request.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedResponse } from './response-cache.ts'

export type Encoding = 'br' | 'gzip'

/** Below this size compression saves less than its headers and time cost. */
const MIN_BYTES = 1024

const copies = new WeakMap<CachedResponse, Partial<Record<Encoding, Buffer>>>()

/** The best encoding the client accepts: brotli, then gzip (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return null
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // Quality 5: near gzip -9 speed with most of brotli's gain.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 })
}

/** A cached entry's body in the best encoding `acceptEncoding` allows (null: as stored). */
export function encodedBody(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: Encoding | null } {
  const encoding = entry.body.length >= MIN_BYTES ? pickEncoding(acceptEncoding) : null
  if (!encoding) return { body: entry.body, encoding }
  let byEncoding = copies.get(entry)
  if (!byEncoding) {
    byEncoding = {}
    copies.set(entry, byEncoding)
  }
  const body = byEncoding[encoding] ?? compress(entry.body, encoding)
  byEncoding[encoding] = body
  return { body, encoding }
}

/** Sends a cached entry's body in the best encoding the request accepts. */
export function sendBody(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding'])
  reply.type(entry.contentType)
  return (encoding ? reply.header('content-encoding', encoding) : reply).send(body)
}
