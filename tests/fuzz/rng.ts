/**
 * A small seeded PRNG (mulberry32): the same seed gives the same sequence of requests, so a fuzz
 * failure reproduces with `FUZZ_SEED=<seed>`.
 */
export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }

  /** A whole number in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * max)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[this.int(items.length)] as T
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1)
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy
  }
}

/** FUZZ_SEED when set (a whole number), else the fixed default so CI runs are repeatable. */
export function fuzzSeed(env: Record<string, string | undefined>, fallback: number): number {
  const raw = env.FUZZ_SEED
  if (raw === undefined || raw === '') return fallback
  if (!/^\d{1,10}$/.test(raw)) throw new Error(`FUZZ_SEED must be a whole number, got "${raw}"`)
  return Number(raw) >>> 0
}
