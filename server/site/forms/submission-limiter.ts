/**
 * At most `limit` submissions of one form per client address in a sliding window, so a script
 * cannot fill the tables or the organisation's inbox (the idea of server/auth/login-limiter.ts).
 * In memory: with several processes each counts on its own.
 */
export class SubmissionLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds to wait before the next submission from this address, or 0 when one is allowed. */
  retryAfter(ip: string, now = Date.now()): number {
    const times = this.recent(ip, now)
    if (times.length < this.limit) return 0
    const oldest = times[times.length - this.limit] ?? now
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000))
  }

  record(ip: string, now = Date.now()): void {
    const times = this.recent(ip, now)
    times.push(now)
    this.hits.set(ip, times)
    // Bound memory under a flood of distinct addresses: forget the oldest.
    if (this.hits.size > 20_000) {
      for (const key of this.hits.keys()) {
        this.hits.delete(key)
        if (this.hits.size <= 15_000) break
      }
    }
  }

  private recent(ip: string, now: number): number[] {
    return (this.hits.get(ip) ?? []).filter((t) => now - t < this.windowMs)
  }
}
