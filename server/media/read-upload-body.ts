/**
 * The body of a create or update: JSON, a form, or multipart with files. Multipart fields become
 * the body (the last of repeated keys wins, as in the original); files are read into memory up to
 * the largest size the resource accepts, and a larger one is cut off with 413 as soon as it passes it.
 */
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/api-error.ts'

export interface Upload {
  fieldName: string
  fileName: string
  buffer: Buffer
}

const MAX_FILES = 20

export async function readUploadBody(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<{ body: unknown; files: Upload[] }> {
  if (!request.isMultipart()) return { body: request.body, files: [] }
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxFileBytes * MAX_FILES + 5 * 1024 * 1024) {
    throw new ApiError(
      413,
      `The upload is larger than this form accepts (${Math.round(maxFileBytes / 1024 / 1024)} MB a file).`,
    )
  }
  const body: Record<string, unknown> = {}
  const files: Upload[] = []
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxFileBytes, files: MAX_FILES, fields: 200, fieldSize: 2 * 1024 * 1024 },
    })) {
      if (part.type === 'file') {
        const file = part as MultipartFile
        const buffer = await file.toBuffer()
        if (buffer.length > 0)
          files.push({ fieldName: file.fieldname, fileName: file.filename || 'upload', buffer })
      } else {
        body[part.fieldname] = part.value
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(
        413,
        `A file is larger than ${Math.round(maxFileBytes / 1024 / 1024)} MB, the most this form accepts.`,
      )
    }
    if (code === 'FST_FILES_LIMIT') throw new ApiError(413, `Send at most ${MAX_FILES} files at a time.`)
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiError(413, 'The form has too many fields.')
    if (code?.startsWith('FST_'))
      throw new ApiError(400, `The multipart body could not be read: ${(error as Error).message}`)
    throw error
  }
  return { body, files }
}
