/**
 * Per-process copies of what every page reads (settings, the menu tree, each menu's blocks, the
 * management team), kept until the next database change. They follow the response cache's
 * generation (server/http/response-cache.ts), which every change notification advances:
 * - every invalidation drops them all;
 * - a value read while a change happened is handed to its callers but never kept, since it may
 *   hold data from before the change (the generation is compared before and after the read);
 * - while change notifications cannot be received, nothing is kept;
 * - callers asking for the same missing key at once share one read;
 * - a failed read is not kept: the next caller tries again;
 * - values are frozen, as every page render shares them.
 */

/** What UntilChange follows: ResponseCache is one. */
export interface ChangeSource {
  readonly generation: number
  /** False while change notifications cannot be received. */
  readonly isEnabled: boolean
  /** Runs the invalidations that are due by the clock (scheduled publications) before a read. */
  expireIfDue(): void
  onInvalidate(listener: () => void): void
}

export class UntilChange<K, V> {
  private readonly values = new Map<K, V>()
  private readonly pending = new Map<K, Promise<V>>()

  constructor(private readonly changes: ChangeSource) {
    changes.onInvalidate(() => {
      this.values.clear()
      // Reads in flight finish for their callers, but whoever asks from now on reads anew.
      this.pending.clear()
    })
  }

  get size(): number {
    return this.values.size
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    this.changes.expireIfDue()
    if (this.values.has(key)) return Promise.resolve(this.values.get(key) as V)
    if (!this.changes.isEnabled) return load().then(deepFreeze)
    const shared = this.pending.get(key)
    if (shared) return shared
    const generation = this.changes.generation
    const promise = load().then(
      (value) => {
        const frozen = deepFreeze(value)
        if (this.pending.get(key) === promise) this.pending.delete(key)
        if (this.changes.isEnabled && this.changes.generation === generation) this.values.set(key, frozen)
        return frozen
      },
      (error: unknown) => {
        if (this.pending.get(key) === promise) this.pending.delete(key)
        throw error
      },
    )
    this.pending.set(key, promise)
    return promise
  }
}

/** Freezes a plain value (objects, arrays) all the way down; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const inner of Object.values(value)) deepFreeze(inner)
  return value
}
