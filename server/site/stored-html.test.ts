import { expect, it } from 'vitest'
import { sanitizeEditorHtml } from '../resources/sanitize-html.ts'
import { sanitizeStoredHtml } from './stored-html.ts'

it('answers what the sanitiser does, the first time and from the memo', () => {
  const html = '<p onclick="x()">Hi<script>alert(1)</script></p>'
  expect(sanitizeStoredHtml(html)).toBe(sanitizeEditorHtml(html))
  expect(sanitizeStoredHtml(html)).toBe(sanitizeEditorHtml(html))
  for (let i = 0; i < 2500; i++) sanitizeStoredHtml(`<b>${i}</b><img src=x onerror=y>`)
  expect(sanitizeStoredHtml(html)).toBe(sanitizeEditorHtml(html))
})
