/**
 * One file sent with XMLHttpRequest, because fetch cannot report upload progress. It sends the
 * session's CSRF token as every other change does (providers/http.ts) and turns a refusal into
 * the message to show on that file.
 */
import { csrfHeaders, parseJson, toHttpError } from '../../providers/http.ts'

/** The message of a refused upload: the API's field error (wrong type) or its detail (too large). */
export function uploadErrorMessage(status: number, responseText: string): string {
  if (status === 0) return 'The upload did not reach the server: check the connection and try again.'
  const error = toHttpError(status, parseJson(responseText), responseText)
  const fieldErrors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {}
  const messages = Object.values(fieldErrors).filter((m): m is string => typeof m === 'string')
  return messages.length > 0 ? messages.join(' ') : error.message
}

export function sendUpload(
  url: string,
  form: FormData,
  onProgress: (loaded: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('accept', 'application/json')
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded))
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(parseJson(xhr.responseText))
      else reject(new Error(uploadErrorMessage(xhr.status, xhr.responseText)))
    })
    xhr.addEventListener('error', () => reject(new Error(uploadErrorMessage(0, ''))))
    xhr.send(form)
  })
}
