/**
 * At most `limit` submissions of one form per client address in a sliding window, so a script
 * cannot fill the tables or the organisation's inbox (the idea of server/auth/login-limiter.ts).
 * Checked and counted in one step on the app's rate-limit store: shared by every process on
 * PostgreSQL, in memory on the embedded database.
 */
import type { RateLimit, RateLimitStore } from '../../http/rate-limit-store.ts'

export class SubmissionLimiter {
  constructor(
    private readonly store: RateLimitStore,
    /** The form's name, which keeps its counters apart from the other forms'. */
    private readonly form: string,
    private readonly rule: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts a submission from `ip` and answers 0, or answers the seconds to wait (nothing counted). */
  take(ip: string): Promise<number> {
    return this.store.take(`form:${this.form}:ip:${ip}`, this.rule, this.clock())
  }
}
