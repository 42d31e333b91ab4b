import { describe, expect, it } from 'vitest'
import { diffRows, shorten } from './changes-diff.ts'

describe('diffRows', () => {
  it('gives one row per changed field with its before and after as text', () =>
    expect(
      diffRows({
        title: { before: 'Old', after: 'New' },
        show_on_homepage: { before: false, after: true },
        position: { before: 2, after: null },
        permissions: { before: null, after: [1, 2] },
        password: { before: '[hidden]', after: '[changed]' },
      }),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'show_on_homepage', before: 'false', after: 'true' },
      { field: 'position', before: '2', after: '' },
      { field: 'permissions', before: '', after: '[1,2]' },
      { field: 'password', before: '[hidden]', after: '[changed]' },
    ]))

  it('shows a value that is not before/after as the new value, and nothing for no changes', () => {
    expect(diffRows({ note: 'x' })).toEqual([{ field: 'note', before: '', after: 'x' }])
    expect(diffRows({})).toEqual([])
    expect(diffRows(null)).toEqual([])
    expect(diffRows([1])).toEqual([])
  })
})

describe('shorten', () => {
  it('keeps short values and cuts long ones at a word', () => {
    expect(shorten('<p>Short</p>')).toEqual({ text: '<p>Short</p>', cut: false })
    const long = `<p>${'word '.repeat(60)}</p>`
    const short = shorten(long, 40)
    expect(short.cut).toBe(true)
    expect(short.text).toBe('<p>word word word word word word word…')
    expect(shorten('x'.repeat(50), 40).text).toBe(`${'x'.repeat(40)}…`)
  })
})
