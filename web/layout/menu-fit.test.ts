import { describe, expect, it } from 'vitest'
import { itemsThatFit } from './menu-fit.ts'

describe('itemsThatFit', () => {
  it('shows every item when they all fit, with no room kept for More', () => {
    expect(itemsThatFit([100, 100, 100], 80, 300)).toBe(3)
    expect(itemsThatFit([], 80, 0)).toBe(0)
  })

  it('keeps room for More once some do not fit, and keeps the order', () => {
    // 100 + 100 + 80 fits in 300; the third item would not.
    expect(itemsThatFit([100, 100, 100], 80, 299)).toBe(2)
    // A short item after a long one still goes under More: the menu keeps its order.
    expect(itemsThatFit([100, 250, 20], 80, 300)).toBe(1)
  })

  it('lets sub-pixel widths that round to the line pass', () => {
    expect(itemsThatFit([100.3, 100.3], 80, 200.4)).toBe(2)
  })

  it('shows none beside More when even the first does not fit', () => {
    expect(itemsThatFit([300, 100], 80, 200)).toBe(0)
  })
})
