import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { VARIANT_WIDTHS, variantWidths } from './media-store.ts'

describe('variantWidths', () => {
  it('offers an image at its own width, up to 1600 px (issue 12: a 1600 px upload was capped at 960)', () => {
    expect(variantWidths(1600)).toEqual([480, 960, 1600])
    expect(variantWidths(2400)).toEqual([480, 960, 1600])
    expect(variantWidths(1200)).toEqual([480, 960, 1200])
    expect(variantWidths(1000)).toEqual([480, 1000])
    expect(variantWidths(500)).toEqual([500])
    expect(variantWidths(300)).toEqual([300])
  })

  it('always ends with the widest copy the image allows, in ascending order without repeats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (width) => {
        const widths = variantWidths(width)
        expect(widths.at(-1)).toBe(Math.min(width, Math.max(...VARIANT_WIDTHS)))
        expect(widths.every((w, i) => i === 0 || w > (widths[i - 1] as number))).toBe(true)
        expect(widths.every((w) => w <= width)).toBe(true)
      }),
    )
  })
})
