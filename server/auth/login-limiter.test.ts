import { describe, expect, it } from 'vitest'
import { MemoryRateLimitStore } from '../http/rate-limit-store.ts'
import { LoginLimiter } from './login-limiter.ts'

const limiter = (perIp: number, perAccount: number, clock: () => number) =>
  new LoginLimiter(
    new MemoryRateLimitStore(),
    { perIp: { limit: perIp, windowMs: 60_000 }, perAccount: { limit: perAccount, windowMs: 60_000 } },
    clock,
  )

describe('LoginLimiter', () => {
  it('blocks an account after the allowed attempts, for the rest of the window', async () => {
    let now = 1000
    const l = limiter(100, 3, () => now)
    for (let i = 0; i < 3; i++) expect(await l.reserveLogin('1.1.1.1', 'a@x.org')).toBe(0)
    expect(await l.reserveLogin('2.2.2.2', 'a@x.org')).toBe(60)
    expect(await l.reserveLogin('1.1.1.1', 'b@x.org')).toBe(0)
    now = 61_001
    expect(await l.reserveLogin('1.1.1.1', 'a@x.org')).toBe(0)
  })

  it('limits attempts per address, whatever the email', async () => {
    let now = 0
    const l = limiter(2, 100, () => now)
    expect(await l.reserveLogin('1.1.1.1', 'one@x.org')).toBe(0)
    expect(await l.reserveLogin('1.1.1.1', 'two@x.org')).toBe(0)
    now = 30_000
    expect(await l.reserveLogin('1.1.1.1', 'new@x.org')).toBe(30)
    expect(await l.reserveLogin('9.9.9.9', 'new@x.org')).toBe(0)
  })

  it('forgets failures after a success', async () => {
    const l = limiter(100, 2, () => 0)
    await l.reserveLogin('1.1.1.1', 'a@x.org')
    await l.reserveLogin('1.1.1.1', 'a@x.org')
    await l.succeeded('a@x.org')
    expect(await l.reserveLogin('1.1.1.1', 'a@x.org')).toBe(0)
  })

  it('gives a successful sign-in’s attempt back to its address, so one office’s staff never lock it', async () => {
    const l = limiter(3, 100, () => 0)
    for (let i = 0; i < 10; i++) {
      expect(await l.reserveLogin('1.1.1.1', `staff${i}@x.org`)).toBe(0)
      await l.succeeded(`staff${i}@x.org`, '1.1.1.1')
    }
    for (let i = 0; i < 3; i++) expect(await l.reserveLogin('1.1.1.1', 'guess@x.org')).toBe(0)
    expect(await l.reserveLogin('1.1.1.1', 'guess@x.org')).toBeGreaterThan(0)
  })

  it('issue 10: counts refused attempts never, so a lock ends with the window', async () => {
    let now = 0
    const l = limiter(1000, 2, () => now)
    await l.reserveLogin('1.1.1.1', 'a@x.org')
    await l.reserveLogin('1.1.1.1', 'a@x.org')
    for (now = 1000; now < 60_000; now += 1000)
      expect(await l.reserveLogin('1.1.1.1', 'a@x.org')).toBeGreaterThan(0)
    now = 60_000
    expect(await l.reserveLogin('1.1.1.1', 'a@x.org')).toBe(0)
  })

  it('issue 10: keeps the reset counters apart from the sign-in ones', async () => {
    const l = limiter(2, 2, () => 0)
    await l.reserveLogin('1.1.1.1', 'a@x.org')
    await l.reserveLogin('1.1.1.1', 'a@x.org')
    expect(await l.reserveLogin('1.1.1.1', 'a@x.org')).toBeGreaterThan(0)
    expect(await l.reserveReset('1.1.1.1', 'a@x.org')).toBe(0)
  })
})
