import { describe, expect, it } from 'vitest'
import { LoginLimiter } from './login-limiter.ts'

describe('LoginLimiter', () => {
  it('blocks an account after the allowed failures, for the rest of the window', () => {
    const limiter = new LoginLimiter(100, 3, 60_000)
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('1.1.1.1', 'a@x.org', 1000)).toBe(0)
      limiter.failed('a@x.org', 1000)
    }
    expect(limiter.retryAfter('2.2.2.2', 'a@x.org', 1000)).toBe(60)
    expect(limiter.retryAfter('1.1.1.1', 'b@x.org', 1000)).toBe(0)
    expect(limiter.retryAfter('1.1.1.1', 'a@x.org', 61_001)).toBe(0)
  })

  it('limits attempts per address, whatever the email', () => {
    const limiter = new LoginLimiter(2, 100, 60_000)
    limiter.attempt('1.1.1.1', 0)
    limiter.attempt('1.1.1.1', 0)
    expect(limiter.retryAfter('1.1.1.1', 'new@x.org', 30_000)).toBe(30)
    expect(limiter.retryAfter('9.9.9.9', 'new@x.org', 30_000)).toBe(0)
  })

  it('forgets failures after a success', () => {
    const limiter = new LoginLimiter(100, 2, 60_000)
    limiter.failed('a@x.org')
    limiter.failed('a@x.org')
    limiter.succeeded('a@x.org')
    expect(limiter.retryAfter('1.1.1.1', 'a@x.org')).toBe(0)
  })
})
