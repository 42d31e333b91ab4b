/**
 * Slows down password guessing: at most `perIp` attempts per client address and `perAccount`
 * attempts per email in a sliding window, where a successful sign-in clears the account's count
 * and gives its address's attempt back (so in effect both count failures: an office whose staff
 * all sign in from one address is never locked out by their own sign-ins). An attempt is reserved, checked and counted in one step,
 * before the password is verified: parallel guesses cannot all pass the check before any is
 * counted. The email counts whether or not an account exists, so the limiter does not reveal which
 * emails are registered. Refused attempts are not counted, so an account is never locked for longer
 * than the window, however long the guessing goes on; and the password reset has counters of its
 * own, so the owner of a locked account can always choose a new password.
 */
import { MemoryRateLimitStore, type RateLimit, type RateLimitStore } from '../http/rate-limit-store.ts'

const WINDOW_MS = 15 * 60 * 1000

export interface LoginLimits {
  perIp: RateLimit
  perAccount: RateLimit
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: { limit: 20, windowMs: WINDOW_MS },
  perAccount: { limit: 5, windowMs: WINDOW_MS },
}

export class LoginLimiter {
  constructor(
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Reserves a sign-in attempt: 0 when it may go ahead (it is counted), else seconds to wait. */
  reserveLogin(ip: string, email: string): Promise<number> {
    return this.reserve('login', ip, email)
  }

  /**
   * A correct password: the account's failures are forgotten, and when the sign-in came from
   * `ip`, its reserved attempt there is given back.
   */
  async succeeded(email: string, ip?: string): Promise<void> {
    await this.store.clear(`login:account:${email}`)
    if (ip !== undefined) await this.store.giveBack(`login:ip:${ip}`)
  }

  /** Reserves a password-reset request, on counters separate from the sign-in's. */
  reserveReset(ip: string, email: string): Promise<number> {
    return this.reserve('reset', ip, email)
  }

  /** Reserves a sign-up (each one emails the address), on counters of its own. */
  reserveRegister(ip: string, email: string): Promise<number> {
    return this.reserve('register', ip, email)
  }

  private async reserve(kind: 'login' | 'reset' | 'register', ip: string, email: string): Promise<number> {
    const now = this.clock()
    const ipWait = await this.store.take(`${kind}:ip:${ip}`, this.limits.perIp, now)
    if (ipWait > 0) return ipWait
    return this.store.take(`${kind}:account:${email}`, this.limits.perAccount, now)
  }
}
