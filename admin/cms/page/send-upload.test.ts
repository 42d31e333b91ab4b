import { describe, expect, it } from 'vitest'
import { toHttpError } from '../../providers/http.ts'
import { uploadErrorMessage } from './send-upload.ts'

const refusal = (status: number, body: unknown) => toHttpError(status, body, JSON.stringify(body))

describe('uploadErrorMessage', () => {
  it("shows the API's field error of a file that is not an image", () => {
    const body = { image: ['"notes.txt" is not an image (JPEG, PNG, WebP, AVIF or GIF).'] }
    expect(uploadErrorMessage(refusal(400, body))).toBe(
      '"notes.txt" is not an image (JPEG, PNG, WebP, AVIF or GIF).',
    )
  })

  it('shows the detail of a file that is too large', () => {
    const body = { detail: 'A file is larger than 10 MB, the most this form accepts.' }
    expect(uploadErrorMessage(refusal(413, body))).toBe(
      'A file is larger than 10 MB, the most this form accepts.',
    )
  })

  it('says so when the server could not be reached', () =>
    expect(uploadErrorMessage(new TypeError('Network error'))).toMatch(/did not reach the server/))
})
