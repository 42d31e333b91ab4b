/**
 * One image sent with its own progress (providers/http.ts sends multipart bodies that ask for
 * progress through XMLHttpRequest, with the session's CSRF token), and a refusal turned into the
 * message to show on that file.
 */
import { requestJson, type UploadProgress } from '../../providers/http.ts'

/** Where a page's image is created: the page screen's drop zone and the editor's picker upload here. */
export const CONTENT_IMAGE_CREATE_URL = '/cms_menu_content_image/api/v1/cms_menu_content_image/create/'

/** The form of one image for a page (its menu) under a head. */
export function contentImageForm(menuId: number, head: string, file: File): FormData {
  const form = new FormData()
  form.append('cms_menu', String(menuId))
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
