import { describe, expect, it } from 'vitest'
import { checkLinkAddress } from './link-address.ts'

describe('checkLinkAddress', () => {
  it('accepts web addresses, site paths, mail and phone links', () => {
    for (const href of [
      'https://example.org/a?b=1',
      'http://example.org',
      '/about/3',
      'mailto:a@b.jp',
      'tel:+81 3-1234',
    ])
      expect(checkLinkAddress(` ${href} `)).toEqual({ ok: true, href })
  })

  it('refuses script and data links, protocol-relative ones, bare words and nothing', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'example', ''])
      expect(checkLinkAddress(href).ok).toBe(false)
  })
})
