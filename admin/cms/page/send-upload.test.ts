import { describe, expect, it } from 'vitest'
import { uploadErrorMessage } from './send-upload.ts'

describe('uploadErrorMessage', () => {
  it("shows the API's field error of a file that is not an image", () => {
    const body = JSON.stringify({ image: ['"notes.txt" is not an image (JPEG, PNG, WebP, AVIF or GIF).'] })
    expect(uploadErrorMessage(400, body)).toBe('"notes.txt" is not an image (JPEG, PNG, WebP, AVIF or GIF).')
  })

  it('shows the detail of a file that is too large', () => {
    const body = JSON.stringify({ detail: 'A file is larger than 10 MB, the most this form accepts.' })
    expect(uploadErrorMessage(413, body)).toBe('A file is larger than 10 MB, the most this form accepts.')
  })

  it('says so when the server could not be reached or answered no JSON', () => {
    expect(uploadErrorMessage(0, '')).toMatch(/did not reach the server/)
    expect(uploadErrorMessage(502, '')).toBe('Error 502')
  })
})
