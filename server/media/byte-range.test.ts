import { describe, expect, it } from 'vitest'
import { parseByteRange } from './byte-range.ts'

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-4', { kind: 'range', start: 0, end: 4 }],
    ['bytes=5-', { kind: 'range', start: 5, end: 99 }],
    ['bytes=-10', { kind: 'range', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'range', start: 0, end: 99 }],
    ['bytes=90-500', { kind: 'range', start: 90, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'none' }],
    ['items=0-4', { kind: 'none' }],
    [undefined, { kind: 'none' }],
  ])('%s of 100 bytes', (header, expected) => expect(parseByteRange(header, 100)).toEqual(expected))
})
