/**
 * Slows down password guessing: at most `perIp` attempts per client address and `perAccount`
 * failed attempts per email in a sliding window. The email counts whether or not an account
 * exists, so the limiter does not reveal which emails are registered. Kept in memory: with several
 * processes each counts on its own, which multiplies the allowance by the process count.
 */
export class LoginLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly perIp = 20,
    private readonly perAccount = 5,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  /** Seconds to wait before another attempt, or 0 when one is allowed now. */
  retryAfter(ip: string, email: string, now = Date.now()): number {
    const ipWait = this.wait(`ip:${ip}`, this.perIp, now)
    const accountWait = this.wait(`account:${email}`, this.perAccount, now)
    return Math.max(ipWait, accountWait)
  }

  attempt(ip: string, now = Date.now()): void {
    this.record(`ip:${ip}`, now)
  }

  failed(email: string, now = Date.now()): void {
    this.record(`account:${email}`, now)
  }

  succeeded(email: string): void {
    this.hits.delete(`account:${email}`)
  }

  private wait(key: string, limit: number, now: number): number {
    const times = this.recent(key, now)
    if (times.length < limit) return 0
    const oldest = times[times.length - limit] ?? now
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000))
  }

  private record(key: string, now: number): void {
    const times = this.recent(key, now)
    times.push(now)
    this.hits.set(key, times)
    // Bound memory under a flood of distinct keys.
    if (this.hits.size > 50_000) {
      for (const k of this.hits.keys()) {
        this.hits.delete(k)
        if (this.hits.size <= 40_000) break
      }
    }
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
  }
}
