import { describe, expect, it } from 'vitest'
import { pickEncoding } from './compression.ts'

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(pickEncoding('*')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
  })
})
