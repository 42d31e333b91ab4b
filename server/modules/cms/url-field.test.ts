/**
 * Issue 10 §7: URL fields (social links, slider links, menu links) refuse protocol-relative and
 * backslash forms besides javascript: and data:, so no stored link leads off the site while
 * looking like a path.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { field, inputSchemas } from '../../resources/fields.ts'
import { menuItemResource } from '../accounts/menu-item.ts'
import { homepageSliderResource } from './homepage-slider.ts'

const schema = inputSchemas({ link: field.url('link') }).create

/** The stored value, or undefined when the field refuses it. */
function accepted(value: string): string | null | undefined {
  const result = schema.safeParse({ link: value })
  return result.success ? (result.data.link as string | null) : undefined
}

describe('issue 10: URL fields', () => {
  it.each([
    'https://facebook.com/example',
    ' https://facebook.com/example ',
    'http://example.org/a',
    '/about/2',
    // The original client's menu paths, as its slider links are written (api-contract §2.3).
    '/japan & korean language center/9',
    '/our Management team/',
    'mailto:info@example.org',
    'tel:+8801700000000',
  ])('accept %j', (value) => expect(accepted(value)).toBe(value.trim()))

  it.each([
    '//evil.example',
    ' //evil.example',
    '\t//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%2F/evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https:evil.example',
  ])('refuse %j with a message', (value) => {
    const result = schema.safeParse({ link: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/https:\/\//)
  })

  it('the slider link and the back office menu address are URL fields', () => {
    expect(homepageSliderResource.fields?.link?.kind).toBe('url')
    expect(menuItemResource.fields?.url?.kind).toBe('url')
  })

  it('no accepted value resolves to another origin unless it starts with http(s)://, mailto: or tel:', () => {
    const base = 'https://kizuna.test/about/2'
    const piece = fc.constantFrom(
      ...['/', '\\', '//', '%5C', '%5c', '%2F', '%2f', '%25', '%09', '\t', '\n', '\r', ' ', '\u00a0'],
      ...['\u0000', ':', '@', '.', '..', '?', '#', 'http', 'https', 'mailto', 'tel', 'javascript'],
      ...['evil.example', 'a'],
    )
    const candidates = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.string({ maxLength: 20 }),
      fc.webUrl().map((url) => url.replace(/^https?:/, '')),
    )
    fc.assert(
      fc.property(candidates, (value) => {
        const stored = accepted(value)
        if (!stored || /^(https?:\/\/|mailto:|tel:)/i.test(stored)) return
        expect(new URL(stored, base).origin).toBe('https://kizuna.test')
      }),
      { numRuns: 3000, seed: 107 },
    )
  })
})
