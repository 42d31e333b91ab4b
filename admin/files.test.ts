import { describe, expect, it } from 'vitest'
import { asFileValue, isOfKind } from './files.ts'

describe('asFileValue', () => {
  it("shows a stored file's URL as {src, title}", () =>
    expect(asFileValue('/media/notice/notice/Exam%20rules.pdf')).toEqual({
      src: '/media/notice/notice/Exam%20rules.pdf',
      title: 'Exam rules.pdf',
    }))
  it('leaves no file and chosen files as they are', () => {
    expect(asFileValue(null)).toBeNull()
    expect(asFileValue('')).toBe('')
    const chosen = { rawFile: 'x' }
    expect(asFileValue(chosen)).toBe(chosen)
  })
})

describe('isOfKind', () => {
  it('takes a PDF by its type or its name, and nothing else', () => {
    expect(isOfKind({ name: 'rules.pdf', type: 'application/pdf' }, 'pdf')).toBe(true)
    expect(isOfKind({ name: 'RULES.PDF', type: '' }, 'pdf')).toBe(true)
    expect(isOfKind({ name: 'notes.txt', type: 'text/plain' }, 'pdf')).toBe(false)
  })
  it('takes the images the server stores, not SVG', () => {
    expect(isOfKind({ name: 'a.webp', type: 'image/webp' }, 'image')).toBe(true)
    expect(isOfKind({ name: 'a.svg', type: 'image/svg+xml' }, 'image')).toBe(false)
    expect(isOfKind({ name: 'a.pdf', type: 'application/pdf' }, 'image')).toBe(false)
  })
})
