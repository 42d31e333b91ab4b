/**
 * One image sent with its own progress (providers/http.ts sends multipart bodies that ask for
 * progress through XMLHttpRequest, with the session's CSRF token), and a refusal turned into the
 * message to show on that file.
 */
import { requestJson, type UploadProgress } from '../../providers/http.ts'
import type { OwnerKind } from './owner.ts'

/** Where an owner's image is created: the screen's drop zone and the editor's picker upload here. */
export const imageCreateUrl = (kind: OwnerKind) => `/${kind.images}/api/v1/${kind.images}/create/`

/** The form of one image for a page (its menu) or a cause under a head. */
export function contentImageForm(kind: OwnerKind, ownerId: number, head: string, file: File): FormData {
  const form = new FormData()
  form.append(kind.field, String(ownerId))
  form.append('head', head)
  form.append('image', file, file.name)
  return form
}

/** The message of a refused upload: the API's field error (wrong type) or its detail (too large). */
export function uploadErrorMessage(error: unknown): string {
  // As with fetch, a network failure is a TypeError.
  if (error instanceof TypeError)
    return 'The upload did not reach the server: check the connection and try again.'
  const fieldErrors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors ?? {}
  const messages = Object.values(fieldErrors).filter((m): m is string => typeof m === 'string')
  if (messages.length > 0) return messages.join(' ')
  return error instanceof Error ? error.message : String(error)
}

export async function sendUpload(url: string, form: FormData, onProgress: UploadProgress): Promise<unknown> {
  try {
    return await requestJson(url, { method: 'POST', body: form, onUploadProgress: onProgress })
  } catch (error) {
    throw new Error(uploadErrorMessage(error))
  }
}
