/** Issue 10 §7: links that look like paths but lead to another host are refused. */
import { describe, expect, it } from 'vitest'
import { isSafeLink, linkHref } from './safe-link.ts'

describe('issue 10: isSafeLink', () => {
  it.each([
    'https://facebook.com/example',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG/a?b=c#d',
    '/about/2',
    // The original client's menu paths, unencoded (api-contract §2.3).
    '/japan & korean language center/9',
    '/our Management team/',
    '/',
    '/search?q=%2F%2F',
    'mailto:info@example.org',
    'tel:+8801700000000',
  ])('accepts %s', (value) => expect(isSafeLink(value)).toBe(true))

  it.each([
    '//evil.example',
    ' //evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F/evil.example',
    '/%252F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/ /evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'https://',
    'https:evil.example',
    'evil.example',
    '',
  ])('refuses %j', (value) => expect(isSafeLink(value)).toBe(false))
})

describe('linkHref', () => {
  it('encodes the spaces of a site path as a browser does, keeping & and existing escapes', () => {
    expect(linkHref('/japan & korean language center/9')).toBe('/japan%20&%20korean%20language%20center/9')
    expect(linkHref('/japan%20%26%20korean%20language%20center/9')).toBe(
      '/japan%20%26%20korean%20language%20center/9',
    )
    expect(linkHref('/search?q=%2F%2F#top')).toBe('/search?q=%2F%2F#top')
  })

  it('leaves other links as they are', () => {
    for (const link of ['https://example.org/a b', 'mailto:info@example.org', 'tel:+8801700000000'])
      expect(linkHref(link)).toBe(link)
  })
})
