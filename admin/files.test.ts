import { describe, expect, it } from 'vitest'
import { asFileValue } from './files.ts'

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
