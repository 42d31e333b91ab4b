import { createHash } from 'node:crypto'

export interface CachedResponse {
  body: Buffer
  etag: string
  contentType: string
  /** The HTTP status to answer with; 200 when absent (the site also caches its 404 page). */
  status?: number
  /** Where a redirect (the site's 301 for a renamed menu's old path) points. */
  location?: string
}

/**
 * Serialized answers of public GET endpoints, keyed by URL. Any database change clears it: the
 * kizuna_changes trigger notifies every process, and writers in this process call invalidate() too.
 * A generation number stops an answer computed from data read before a change from being stored
 * after it. Data can also change with time alone (a post scheduled for 9:00 is public from then):
 * expireAt() names that moment, and the first read at or after it finds the cache cleared, so no
 * answer from before it is ever served after it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>()
  private readonly listeners: (() => void)[] = []
  private currentGeneration = 0
  private enabled = true
  private bytes = 0
  private staleAt = Number.POSITIVE_INFINITY

  /**
   * Bounded by count and by bytes: keys are URLs with their query strings, so a client varying the
   * query could otherwise fill memory. `clock` is the app's (tests move it).
   */
  constructor(
    private readonly maxEntries = 1000,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly clock: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.currentGeneration
  }

  /** False while change notifications cannot be received (nothing is stored then). */
  get isEnabled(): boolean {
    return this.enabled
  }

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  get(key: string): CachedResponse | undefined {
    this.expireIfDue()
    return this.entries.get(key)
  }

  /** Invalidates if the moment named by expireAt has come. */
  expireIfDue(): void {
    if (this.staleAt !== Number.POSITIVE_INFINITY && this.clock() >= this.staleAt) this.invalidate()
  }

  /**
   * The answers cached from now on are stale from `at` (ms): the earliest moment given since the
   * last invalidation wins. Whoever sets it is told of every invalidation (onInvalidate) to name
   * the next one.
   */
  expireAt(at: number): void {
    this.staleAt = Math.min(this.staleAt, at)
  }

  /** Runs `listener` after every invalidation: a change, a notification, or an expiry passing. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener)
  }

  /** Stores `entry` unless the data changed since `generation` was read. */
  set(key: string, entry: CachedResponse, generation: number): void {
    if (!this.enabled || generation !== this.currentGeneration) return
    if (entry.body.length > this.maxBytes / 4) return
    this.delete(key)
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.bytes + entry.body.length <= this.maxBytes) break
      this.delete(oldest)
    }
    this.entries.set(key, entry)
    this.bytes += entry.body.length
  }

  invalidate(): void {
    this.currentGeneration++
    this.entries.clear()
    this.bytes = 0
    this.staleAt = Number.POSITIVE_INFINITY
    for (const listener of this.listeners) listener()
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.body.length
    this.entries.delete(key)
  }

  /** While change notifications cannot be received, nothing may be cached. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled
    this.invalidate()
  }
}

export function makeCachedResponse(
  body: string,
  contentType = 'application/json; charset=utf-8',
): CachedResponse {
  const buffer = Buffer.from(body)
  const etag = `W/"${createHash('sha1').update(buffer).digest('base64url').slice(0, 27)}"`
  return { body: buffer, etag, contentType }
}
