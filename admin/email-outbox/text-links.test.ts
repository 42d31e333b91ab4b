import { describe, expect, it } from 'vitest'
import { textWithLinks } from './text-links.ts'

describe('textWithLinks', () => {
  it('cuts the web links out of the text, without the closing punctuation', () => {
    expect(
      textWithLinks('Open https://k.example/admin/reset-password?token=kzp_1&invited=1.\nThanks'),
    ).toEqual([
      { text: 'Open ' },
      { href: 'https://k.example/admin/reset-password?token=kzp_1&invited=1' },
      { text: '.\nThanks' },
    ])
  })

  it('leaves anything but http and https as text', () => {
    expect(textWithLinks('javascript:alert(1) mailto:a@b.example')).toEqual([
      { text: 'javascript:alert(1) mailto:a@b.example' },
    ])
    expect(textWithLinks('')).toEqual([])
  })
})
