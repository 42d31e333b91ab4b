import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detectType } from './detect-type.ts'

const image = (format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer()

describe('detectType', () => {
  it.each(['jpeg', 'png', 'gif', 'webp', 'avif'] as const)('recognises a real %s', async (format) => {
    expect(detectType(await image(format))).toBe(format)
  })

  it('recognises PDF and SVG', () => {
    expect(detectType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf')
    expect(
      detectType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toBe('svg')
  })

  it.each([
    ['a PHP script', '<?php system($_GET["c"]); ?>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['text', 'just some text'],
    ['empty', ''],
  ])('finds nothing in %s, whatever its name', (_label, content) => {
    expect(detectType(Buffer.from(content))).toBeNull()
  })
})
