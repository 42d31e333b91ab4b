import { createHash } from 'node:crypto'

export interface CachedResponse {
  body: Buffer
  etag: string
  contentType: string
}

/**
 * Serialized answers of public GET endpoints, keyed by URL. Any database change clears it: the
 * kizuna_changes trigger notifies every process, and writers in this process call invalidate() too.
 * A generation number stops an answer computed from data read before a change from being stored
 * after it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>()
  private currentGeneration = 0
  private enabled = true

  constructor(private readonly maxEntries = 1000) {}

  get generation(): number {
    return this.currentGeneration
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key)
  }

  /** Stores `entry` unless the data changed since `generation` was read. */
  set(key: string, entry: CachedResponse, generation: number): void {
    if (!this.enabled || generation !== this.currentGeneration) return
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, entry)
  }

  invalidate(): void {
    this.currentGeneration++
    this.entries.clear()
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
