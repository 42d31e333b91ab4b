import { describe, expect, it } from 'vitest'
import { contactRules, newsletterRules, volunteerRules } from './form-rules.ts'

describe('the public forms’ email field', () => {
  it.each([
    ['contact', contactRules.email],
    ['newsletter', newsletterRules.email],
    ['volunteer', volunteerRules.email],
  ])('%s: asks for a missing email, and says a malformed one is not valid', (_form, rule) => {
    expect(rule('', {})).toBe('Please enter your email')
    expect(rule('   ', {})).toBe('Please enter your email')
    for (const malformed of ['farhana@', 'farhana@example', 'farhana example.com', 'a@b@example.com']) {
      expect(rule(malformed, {}), malformed).toBe('Please enter a valid email')
    }
    expect(rule('farhana.begum@example.com', {})).toBeNull()
  })
})
