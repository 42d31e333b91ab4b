import { describe, expect, it } from 'vitest'
import { summarize } from './summary.ts'

const long =
  'Meghsetu trains welders, caregivers and language students for work in Japan and Korea. ' +
  'Its foundation funds scholarships, safety gear and relief for families in need across the country.'

describe('summarize', () => {
  it('keeps a text that fits as it is', () => {
    expect(summarize('  A short text.  ')).toBe('A short text.')
  })

  it('cuts after the last whole sentence that fits', () => {
    expect(long.length).toBeGreaterThan(160)
    expect(summarize(long)).toBe(
      'Meghsetu trains welders, caregivers and language students for work in Japan and Korea.',
    )
  })

  it('cuts at a word with an ellipsis when no sentence fills half the room', () => {
    const words = `Short. ${'word '.repeat(40)}`
    const cut = summarize(words, 60)
    expect(cut.length).toBeLessThanOrEqual(60)
    expect(cut).toMatch(/^Short\. (word )+word…$/)
  })

  it('never breaks a word, and drops punctuation left before the ellipsis', () => {
    expect(summarize('alpha beta, gamma delta epsilon zeta', 19)).toBe('alpha beta, gamma…')
    expect(summarize('alpha beta gamma, delta', 19)).toBe('alpha beta gamma…')
  })
})
