import { describe, expect, it } from 'vitest'
import { nextPosition, positionsAfterMove } from './picture-order.ts'

describe('moving a picture', () => {
  it('writes only the positions that change', () => {
    const pictures = [
      { id: 7, position: 0 },
      { id: 8, position: 1 },
      { id: 9, position: 2 },
    ]
    expect(positionsAfterMove(pictures, 9, -1)).toEqual([
      { id: 9, position: 1 },
      { id: 8, position: 2 },
    ])
    expect(positionsAfterMove(pictures, 7, -1)).toEqual([])
  })

  it('numbers pictures that all had the default position', () => {
    const pictures = [
      { id: 3, position: 0 },
      { id: 4, position: 0 },
    ]
    expect(positionsAfterMove(pictures, 3, 1)).toEqual([{ id: 3, position: 1 }])
  })

  it('puts a new picture after the last', () => {
    expect(nextPosition([])).toBe(0)
    expect(
      nextPosition([
        { id: 1, position: 4 },
        { id: 2, position: 1 },
      ]),
    ).toBe(5)
  })
})
