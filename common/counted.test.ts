import { describe, expect, it } from 'vitest'
import { counted } from './counted.ts'

describe('counted', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(counted(1, 'minute')).toBe('1 minute')
    expect(counted(15, 'minute')).toBe('15 minutes')
    expect(counted(0, 'user')).toBe('0 users')
  })

  it('takes an irregular plural', () => expect(counted(2, 'person', 'people')).toBe('2 people'))
})
