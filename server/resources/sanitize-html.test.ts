import { describe, expect, it } from 'vitest'
import { xssPayloads } from '../../tests/fixtures/xss-payloads.ts'
import { sanitizeEditorHtml } from './sanitize-html.ts'

/** What must never survive: anything that can run script or load active content. */
function dangers(html: string): string[] {
  const found: string[] = []
  const tags = html.match(/<[a-z][^>]*>/gi) ?? []
  for (const tag of tags) {
    if (
      /^<(script|svg|math|object|embed|applet|form|input|button|select|textarea|meta|link|base|style|body|frameset|template|video|audio|details|marquee)\b/i.test(
        tag,
      )
    )
      found.push(tag)
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(tag)
    if (
      /(href|src|srcset|action|formaction|background|data|cite|srcdoc)\s*=\s*["']?\s*(javascript|vbscript|data):/i.test(
        tag,
      )
    )
      found.push(tag)
    if (/\ssrcdoc\s*=/i.test(tag)) found.push(tag)
    if (/expression\(|url\(|behavior\s*:|position\s*:\s*fixed/i.test(tag)) found.push(tag)
    if (
      /^<iframe/i.test(tag) &&
      !/src="https:\/\/(www\.openstreetmap\.org|www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com|www\.google\.com|maps\.google\.com)\//.test(
        tag,
      )
    )
      found.push(tag)
    if (/href="\/\//.test(tag)) found.push(tag)
  }
  return found
}

describe('sanitizeEditorHtml', () => {
  it(`neutralises every payload of the XSS corpus (${xssPayloads.length})`, () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100)
    const survivors = xssPayloads
      .map((payload) => ({ payload, output: sanitizeEditorHtml(payload) }))
      .filter(({ output }) => dangers(output).length > 0)
    expect(survivors).toEqual([])
  })

  it('the danger check itself catches unsanitised payloads', () => {
    const caught = xssPayloads.filter((p) => dangers(p).length > 0)
    expect(caught.length).toBeGreaterThan(xssPayloads.length * 0.8)
  })

  it('keeps what editors need', () => {
    const html =
      '<h2>Courses</h2><p style="text-align: center; color: #336699">Intro with <strong>bold</strong>, <em>italic</em> and <a href="https://www.example.org/x" target="_blank">a link</a>.</p>' +
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quote</blockquote>' +
      '<table><thead><tr><th scope="col">Year</th></tr></thead><tbody><tr><td colspan="2">2025</td></tr></tbody></table>' +
      '<img src="https://www.example.org/a.jpg" alt="Classroom" width="600">' +
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" title="Map" width="100%" height="400"></iframe>'
    const out = sanitizeEditorHtml(html)
    for (const kept of [
      '<h2>Courses</h2>',
      'text-align:center',
      '<strong>bold</strong>',
      '<ul><li>One</li></ul>',
      '<ol start="3">',
      '<blockquote>Quote</blockquote>',
      '<th scope="col">',
      '<td colspan="2">',
      'alt="Classroom"',
      'src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4"',
    ]) {
      expect(out).toContain(kept)
    }
    expect(out).toContain('rel="noopener noreferrer"')
  })

  it('keeps text of removed tags escaped, never as markup', () => {
    expect(sanitizeEditorHtml('<p>2 &lt; 3 and <x-unknown>kept text</x-unknown></p>')).toBe(
      '<p>2 &lt; 3 and kept text</p>',
    )
  })
})
