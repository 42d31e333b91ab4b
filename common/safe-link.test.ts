/** Issue 10 §7: links that look like paths but lead to another host are refused. */
import { describe, expect, it } from 'vitest'
import { isSafeLink } from './safe-link.ts'

describe('issue 10: isSafeLink', () => {
  it.each([
    'https://facebook.com/example',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG/a?b=c#d',
    '/about/2',
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
