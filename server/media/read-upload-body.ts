/**
 * The body of a create or update: JSON, a form, or multipart with files. Multipart fields become
 * the body (the last of repeated keys wins, as in the original); files are read into memory up to
 * the largest size the resource accepts.
 *
 * A hostile body must not fill the memory (issue 10 §3): the bytes are counted as they arrive,
 * chunked or not, and the whole body may hold at most `maxFiles` files of `maxFileBytes` plus
 * FIELD_ALLOWANCE for the fields. At the first byte over a limit the request stops being read, the
 * answer is 413 and the connection is closed, so the rest is never read at all. A body busboy
 * cannot parse (no boundary, cut short, a part without a name or without form-data headers) is a
 * 400 saying so, never a 500.
 */
import type { IncomingMessage } from 'node:http'
import type { MultipartFile, MultipartValue } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/api-error.ts'

export interface Upload {
  fieldName: string
  fileName: string
  buffer: Buffer
}

/**
 * What one route's multipart body may hold. `maxFiles` is the number of file fields the form
 * has (or MAX_BULK_FILES for a bulk upload).
 */
export interface BodyLimits {
  maxFileBytes: number
  maxFiles: number
}

/** Files one bulk upload may carry (one record each). */
export const MAX_BULK_FILES = 20
/**
 * The largest form has about 20 fields; rich-text blocks are sent as JSON by the back office and
 * JSON bodies stop at Fastify's 1 MB bodyLimit, so a multipart field may hold as much and no more.
 */
export const MAX_FIELDS = 50
export const MAX_FIELD_BYTES = 1024 * 1024
/** All the fields together and the parts' headers, beside the files: one full field and the rest. */
export const FIELD_ALLOWANCE = 2 * 1024 * 1024

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024)
/** A 413 for a body over a limit: `part` says whether files or fields were too large. */
export class BodyTooLargeError extends ApiError {
  constructor(
    readonly part: 'files' | 'fields',
    detail: string,
    headers: Record<string, string> = {},
  ) {
    super(413, detail, headers)
  }
}

/** Once the body is cut off it cannot be read further: close the connection after the answer. */
const CLOSE = { connection: 'close' }

/** The most bytes a multipart body may have on a route with these limits. */
export const multipartLimit = (limits: BodyLimits) => limits.maxFiles * limits.maxFileBytes + FIELD_ALLOWANCE

export async function readUploadBody(
  request: FastifyRequest,
  limits: BodyLimits,
): Promise<{ body: unknown; files: Upload[] }> {
  if (!request.isMultipart()) return { body: request.body, files: [] }
  const { maxFileBytes, maxFiles } = limits
  const cap = multipartLimit(limits)
  const tooLarge = () =>
    new BodyTooLargeError(
      'files',
      `The upload is larger than this form accepts (${megabytes(maxFileBytes)} MB a file, ${maxFiles} file${maxFiles === 1 ? '' : 's'} at most).`,
      CLOSE,
    )
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > cap) throw tooLarge()

  const iterator = request
    .parts({
      limits: {
        fileSize: maxFileBytes,
        // At least one: with a files limit of 0, busboy skips a file part without a word and never
        // reports a body cut short inside it, so the request would wait for ever (found by the fuzz).
        files: Math.max(1, maxFiles),
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + Math.max(1, maxFiles),
      },
    })
    [Symbol.asyncIterator]()
  // The first next() pipes the request into busboy; the counter listens after it so that no
  // chunk can flow before busboy is attached.
  const first = iterator.next()
  const counter = countBytes(request.raw, cap, tooLarge)
  const body: Record<string, unknown> = {}
  const files: Upload[] = []
  let parts = 0
  try {
    for (let step = await counter.race(first); !step.done; step = await counter.race(iterator.next())) {
      const part = step.value
      parts += 1
      if (!part.fieldname)
        throw new ApiError(
          400,
          'The multipart body has a part without a name (Content-Disposition: form-data; name="…").',
        )
      if (part.type === 'file' && maxFiles === 0)
        throw new ApiError(400, `This form takes no files; "${part.fieldname}" was sent as a file.`)
      if (part.type === 'file') {
        const file = part as MultipartFile
        const buffer = await counter.race(readFile(file, maxFileBytes))
        if (buffer.length > 0)
          files.push({ fieldName: file.fieldname, fileName: file.filename || 'upload', buffer })
      } else {
        const field = part as MultipartValue
        if (field.valueTruncated)
          throw new BodyTooLargeError(
            'fields',
            `The field "${field.fieldname}" is larger than ${megabytes(MAX_FIELD_BYTES)} MB, the most a form field may hold.`,
          )
        if (field.fieldnameTruncated)
          throw new ApiError(400, 'A multipart field name is longer than 100 characters.')
        body[part.fieldname] = field.value
      }
    }
  } catch (error) {
    counter.stop()
    const failure = asApiError(error, limits)
    // Whatever the client still sends is never read: the connection closes after the answer.
    if (!request.raw.complete) Object.assign(failure.headers, CLOSE)
    throw failure
  } finally {
    counter.detach()
  }
  // busboy skips, without a word, parts that have no "Content-Disposition: form-data" header:
  // every boundary but the closing one must have given a part.
  if (counter.delimiters() !== parts + 1)
    throw new ApiError(
      400,
      'The multipart body could not be read: a part has no "Content-Disposition: form-data; name=…" header.',
    )
  return { body, files }
}

/** A file part into memory; at the first byte over the limit it is a 413 at once. */
function readFile(part: MultipartFile, maxFileBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk))
    part.file.once('limit', () => {
      chunks.length = 0
      reject(
        new BodyTooLargeError(
          'files',
          `A file is larger than ${megabytes(maxFileBytes)} MB, the most this form accepts.`,
        ),
      )
    })
    part.file.once('end', () => resolve(Buffer.concat(chunks)))
    part.file.once('error', reject)
  })
}

/** The parser's own errors: its limits are 413s, anything else a 400 naming the problem. */
function asApiError(error: unknown, limits: BodyLimits): ApiError {
  if (error instanceof ApiError) return error
  const code = (error as { code?: string }).code
  const message = error instanceof Error ? error.message : String(error)
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new BodyTooLargeError(
      'files',
      `A file is larger than ${megabytes(limits.maxFileBytes)} MB, the most this form accepts.`,
    )
  if (code === 'FST_FILES_LIMIT')
    return new BodyTooLargeError(
      'files',
      `Send at most ${limits.maxFiles} file${limits.maxFiles === 1 ? '' : 's'} at a time.`,
    )
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new BodyTooLargeError('fields', `The form has too many fields: send at most ${MAX_FIELDS} fields.`)
  if (/boundary not found/i.test(message))
    return new ApiError(400, 'The multipart body could not be read: its Content-Type has no boundary=….')
  return new ApiError(400, `The multipart body could not be read: ${message.replace(/\.$/, '')}.`)
}

/**
 * Counts the request's bytes as they arrive. Past `cap` it stops reading (unpipes busboy and
 * pauses the socket) and every pending `race` rejects with the 413. It also counts the multipart
 * delimiters seen, to find the parts busboy skipped.
 */
function countBytes(raw: IncomingMessage, cap: number, tooLarge: () => BodyTooLargeError) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(raw.headers['content-type'] ?? ''))
  const delimiter = Buffer.from(`\r\n--${boundary?.[1] ?? boundary?.[2] ?? ''}`)
  // The first delimiter may open the body without a line break before it.
  let carry = Buffer.from('\r\n')
  let delimiters = 0
  let received = 0
  let fail: (error: ApiError) => void = () => {}
  const exceeded = new Promise<never>((_, reject) => {
    fail = reject
  })
  exceeded.catch(() => {})
  const stop = () => {
    clearTimeout(endTimer)
    raw.off('data', onData)
    raw.unpipe()
    raw.pause()
  }
  function onData(chunk: Buffer) {
    received += chunk.length
    if (received > cap) {
      stop()
      fail(tooLarge())
      return
    }
    const scan = Buffer.concat([carry, chunk])
    for (let at = scan.indexOf(delimiter); at !== -1; at = scan.indexOf(delimiter, at + delimiter.length))
      delimiters += 1
    carry = scan.subarray(Math.max(0, scan.length - delimiter.length + 1))
  }
  raw.on('data', onData)
  // A body cut short inside a file part: busboy ends the parts without ending that file's stream,
  // so the file would be awaited for ever (found by the fuzz suite). Once the whole body has
  // arrived, busboy finishes within a tick; a part still open a second later never will.
  let endTimer: NodeJS.Timeout | undefined
  const onEnd = () => {
    endTimer = setTimeout(
      () => fail(new ApiError(400, 'The multipart body could not be read: it ended inside a part.')),
      1000,
    )
    endTimer.unref()
  }
  if (raw.complete) onEnd()
  else raw.once('end', onEnd)
  return {
    race: <T>(promise: Promise<T>) => Promise.race([promise, exceeded]),
    stop,
    detach: () => {
      raw.off('data', onData)
      raw.off('end', onEnd)
      clearTimeout(endTimer)
    },
    delimiters: () => delimiters,
  }
}
