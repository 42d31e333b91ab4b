/**
 * Counters of rate limits (sign-in attempts, form posts) in a sliding window. `take` checks and
 * counts in one step, so requests arriving together cannot all pass the check before any is
 * counted. On the embedded database (one process) they live in memory; on PostgreSQL in the
 * rate_limit_hit table, so every process on one database shares them.
 */
import { createHash } from 'node:crypto'
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { rateLimitHit } from '../db/schema.ts'

export interface RateLimit {
  /** Most requests counted in one window. */
  limit: number
  windowMs: number
}

export interface RateLimitStore {
  /**
   * Counts one request under `key` when fewer than `limit` were counted in the window and answers
   * 0; otherwise counts nothing (so refused requests never lengthen a lock) and answers the seconds
   * until one is allowed again, at most the window.
   */
  take(key: string, rule: RateLimit, now: number): Promise<number>
  /** Forgets every request counted under `key` (a successful sign-in clears its failures). */
  clear(key: string): Promise<void>
  /** Forgets the latest request counted under `key` (a successful sign-in gives its address's attempt back). */
  giveBack(key: string): Promise<void>
}

/** Seconds until the oldest of the last `limit` hits leaves the window; at least 1. */
const secondsUntilFree = (oldest: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((oldest + windowMs - now) / 1000))

/** One process: a map of hit times. Nothing awaits between the check and the count. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly maxKeys = 50_000) {}

  async take(key: string, { limit, windowMs }: RateLimit, now: number): Promise<number> {
    const times = (this.hits.get(key) ?? []).filter((t) => now - t < windowMs)
    if (times.length >= limit) {
      this.hits.set(key, times)
      return secondsUntilFree(times[times.length - limit] ?? now, windowMs, now)
    }
    times.push(now)
    this.hits.delete(key)
    this.hits.set(key, times)
    // Bound memory under a flood of distinct keys: forget the least recently counted.
    if (this.hits.size > this.maxKeys) {
      for (const k of this.hits.keys()) {
        this.hits.delete(k)
        if (this.hits.size <= this.maxKeys * 0.8) break
      }
    }
    return 0
  }

  async clear(key: string): Promise<void> {
    this.hits.delete(key)
  }

  async giveBack(key: string): Promise<void> {
    this.hits.get(key)?.pop()
  }
}

/** A key in the table: a hash, so the table never holds an email or an address. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url')

/**
 * Several processes on one PostgreSQL database: a transaction-scoped advisory lock on the key
 * serialises the check and the count of that key across every process and connection.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private lastPrune = 0

  constructor(
    private readonly db: Db,
    private readonly pruneEveryMs = 5 * 60 * 1000,
  ) {}

  async take(key: string, { limit, windowMs }: RateLimit, now: number): Promise<number> {
    const hashed = hashKey(key)
    const wait = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${hashed}))`)
      const since = new Date(now - windowMs)
      const recent = await tx
        .select({ at: rateLimitHit.at })
        .from(rateLimitHit)
        .where(and(eq(rateLimitHit.key, hashed), gt(rateLimitHit.at, since)))
        .orderBy(desc(rateLimitHit.at))
        .limit(limit)
      if (recent.length >= limit) {
        const oldest = recent[recent.length - 1]?.at.getTime() ?? now
        return secondsUntilFree(oldest, windowMs, now)
      }
      // This key's hits that left the window go now; other keys' in the periodic prune.
      await tx.delete(rateLimitHit).where(and(eq(rateLimitHit.key, hashed), lte(rateLimitHit.at, since)))
      await tx
        .insert(rateLimitHit)
        .values({ key: hashed, at: new Date(now), expiresAt: new Date(now + windowMs) })
      return 0
    })
    if (now - this.lastPrune > this.pruneEveryMs) {
      this.lastPrune = now
      await this.prune(now)
    }
    return wait
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitHit).where(eq(rateLimitHit.key, hashKey(key)))
  }

  async giveBack(key: string): Promise<void> {
    // The table has no id: the row is named by its ctid, read and deleted in one statement.
    await this.db.execute(sql`delete from rate_limit_hit where ctid = (
      select ctid from rate_limit_hit where key = ${hashKey(key)} order by at desc limit 1)`)
  }

  /** Deletes the rows whose window has ended; a failure only delays it to the next prune. */
  async prune(now: number): Promise<void> {
    await this.db
      .delete(rateLimitHit)
      .where(lt(rateLimitHit.expiresAt, new Date(now)))
      .catch(() => {})
  }
}

/** The store for a database: shared counters on PostgreSQL, memory on the embedded database. */
export function createRateLimitStore(database: Pick<Database, 'kind' | 'db'>): RateLimitStore {
  return database.kind === 'postgres' ? new PostgresRateLimitStore(database.db) : new MemoryRateLimitStore()
}
