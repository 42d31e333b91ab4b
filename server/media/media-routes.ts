/**
 * GET /media/*: uploaded files. Small files (the images of every page) are kept in memory, so a
 * page's images cost no disk access; each is checked against the disk again after a few seconds,
 * and any data change clears them. Large files (big PDFs) stream from disk through @fastify/static.
 * Names never leave the media folder: "..", backslashes, NUL and dot-files are refused.
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { routeSchema } from '../http/route-docs.ts'
import { parseByteRange } from './byte-range.ts'
import { type MediaServing, mediaServing } from './media-types.ts'

const MAX_CACHED_FILE = 1024 * 1024
const MAX_CACHED_BYTES = 64 * 1024 * 1024
const RECHECK_MS = 5000
// Stored names are never reused for other content, so browsers and CDNs may keep files for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

interface CachedFile {
  body: Buffer
  etag: string
  lastModified: string
  mtimeMs: number
  serving: MediaServing
  checkedAt: number
}

export class MediaCache {
  private readonly files = new Map<string, CachedFile>()
  private bytes = 0

  get(name: string): CachedFile | undefined {
    return this.files.get(name)
  }

  set(name: string, file: CachedFile): void {
    this.delete(name)
    if (file.body.length > MAX_CACHED_FILE) return
    for (const oldest of this.files.keys()) {
      if (this.bytes + file.body.length <= MAX_CACHED_BYTES) break
      this.delete(oldest)
    }
    this.files.set(name, file)
    this.bytes += file.body.length
  }

  delete(name: string): void {
    const file = this.files.get(name)
    if (!file) return
    this.bytes -= file.body.length
    this.files.delete(name)
  }

  clear(): void {
    this.files.clear()
    this.bytes = 0
  }
}

/** The stored name inside the media folder, or null when the request tries to leave it. */
export function safeMediaName(raw: string): string | null {
  let name: string
  try {
    name = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (name === '' || name.includes('\0') || name.includes('\\')) return null
  const segments = name.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null
  return segments.join('/')
}

export async function registerMediaRoutes(
  app: FastifyInstance,
  mediaDir: string,
  cache: MediaCache,
): Promise<void> {
  // Only for reply.sendFile() of large files; our route below does the serving.
  await app.register(fastifyStatic, { root: mediaDir, serve: false, maxAge: '365d', immutable: true })

  const notFound = (reply: FastifyReply) => reply.code(404).send({ detail: 'File not found.' })

  async function load(name: string): Promise<CachedFile | 'large' | null> {
    const cached = cache.get(name)
    const now = Date.now()
    if (cached && now - cached.checkedAt < RECHECK_MS) return cached
    const file = path.join(mediaDir, name)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) {
      cache.delete(name)
      return null
    }
    if (info.size > MAX_CACHED_FILE) return 'large'
    if (cached && cached.mtimeMs === info.mtimeMs && cached.body.length === info.size) {
      cached.checkedAt = now
      return cached
    }
    const body = await readFile(file)
    const entry: CachedFile = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
      lastModified: info.mtime.toUTCString(),
      mtimeMs: info.mtimeMs,
      serving: mediaServing(name),
      checkedAt: now,
    }
    cache.set(name, entry)
    return entry
  }

  const schema = routeSchema({
    summary: 'An uploaded file or one of its image variants, by the /media/ URL the API gave',
    description:
      'Images and PDFs are shown inline; other types are sent as downloads. Supports Range, ETag and Last-Modified.',
    tags: ['media'],
    answers: { 200: 'The file', 206: 'Part of the file (Range)', 304: 'Not modified', 404: 'No such file' },
  })
  app.get('/media/*', { schema }, async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const rawPath = request.url.slice('/media/'.length).split('?')[0] ?? ''
    const name = safeMediaName(rawPath)
    // private/ holds files for staff only (volunteers' CVs), served by the API after a permission check.
    if (!name || name.startsWith('private/')) return notFound(reply)
    const file = await load(name)
    if (!file) return notFound(reply)
    const serving = file === 'large' ? mediaServing(name) : file.serving
    reply.header('x-content-type-options', 'nosniff')
    if (!serving.inline) {
      // Never rendered on the site's origin: downloaded, and sandboxed should a browser open it.
      reply.header('content-disposition', 'attachment').header('content-security-policy', 'sandbox')
    }
    reply.header('content-type', serving.contentType)
    // Our type, not the one @fastify/static would guess from the name (text/html for a .html).
    if (file === 'large') return reply.sendFile(name, { contentType: false })

    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', file.etag)
      .header('last-modified', file.lastModified)
      .header('accept-ranges', 'bytes')
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()

    const range = parseByteRange(request.headers.range, file.body.length)
    if (range.kind === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.body.length}`).send()
    }
    if (range.kind === 'range') {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.body.length}`)
        .send(file.body.subarray(range.start, range.end + 1))
    }
    return reply.send(file.body)
  })
}
