import { describe, expect, it } from 'vitest'
import { checkEmbedUrl, EMBED_HOSTS } from './embed-hosts.ts'

describe('checkEmbedUrl', () => {
  it('accepts an https address on an allowed host', () => {
    expect(checkEmbedUrl(' https://www.youtube-nocookie.com/embed/abc ')).toEqual({
      ok: true,
      src: 'https://www.youtube-nocookie.com/embed/abc',
    })
  })

  it('takes the src of a pasted iframe snippet', () => {
    const snippet =
      '<iframe width="560" src="https://www.openstreetmap.org/export/embed.html?bbox=1,2&amp;layer=mapnik"></iframe>'
    expect(checkEmbedUrl(snippet)).toEqual({
      ok: true,
      src: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2&layer=mapnik',
    })
  })

  it('refuses other hosts, naming the allowed ones', () => {
    const check = checkEmbedUrl('https://evil.example/embed')
    expect(check.ok).toBe(false)
    if (!check.ok) {
      expect(check.message).toContain('evil.example cannot be embedded')
      for (const host of EMBED_HOSTS) expect(check.message).toContain(host)
    }
  })

  it('refuses look-alike hosts, http and text that is not a URL', () => {
    expect(checkEmbedUrl('https://www.youtube.com.evil.example/x').ok).toBe(false)
    expect(checkEmbedUrl('http://www.youtube.com/embed/abc')).toEqual({
      ok: false,
      message: 'Embed addresses must start with https://.',
    })
    expect(checkEmbedUrl('javascript:alert(1)').ok).toBe(false)
    expect(checkEmbedUrl('not a url').ok).toBe(false)
    expect(checkEmbedUrl('   ').ok).toBe(false)
  })
})
