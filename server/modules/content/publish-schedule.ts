/**
 * Scheduled publishing without a restart. The response cache (which also holds the site's pages)
 * is cleared by change notifications; a post scheduled for 9:00 changes the public view at 9:00
 * with no change at all. So each process tells its cache the next moment a publish date comes due
 * (ResponseCache.expireAt): the first read at or after that moment finds the cache cleared, and no
 * page or answer from before it is served after it. The moment is looked up again after every
 * invalidation (a change notification, a write here, the moment itself passing) and at start.
 *
 * No timer: nothing to run while nobody reads, nothing late when the event loop is busy, and the
 * moment is compared with the app's clock, the one the visibility rule reads (publishing.ts).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { ResponseCache } from '../../http/response-cache.ts'

/** When the lookup fails, the cache is trusted this long before it is tried again. */
export const RETRY_MS = 60_000

export interface ScheduleDeps {
  cache: Pick<ResponseCache, 'expireAt' | 'invalidate' | 'onInvalidate'>
  clock: () => number
  /** The earliest publish date later than `after` among published records. */
  nextPublishAt: (after: Date) => Promise<Date | null>
  log: Pick<FastifyBaseLogger, 'warn'>
}

export class PublishSchedule {
  private running: Promise<void> | null = null
  private again = false
  private stopped = false

  constructor(private readonly deps: ScheduleDeps) {}

  /** Looks the next moment up now and after every invalidation of the cache. */
  start(): Promise<void> {
    this.deps.cache.onInvalidate(() => {
      void this.refresh()
    })
    return this.refresh()
  }

  /**
   * Looks up the next moment and names it to the cache. Calls while one runs are folded into one
   * more run after it, which starts after the last change and so sees it; the result of a run that
   * read older data is kept too (the earliest moment wins), which can only clear the cache early.
   */
  refresh(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.lookUp().finally(() => {
      this.running = null
      if (this.again) {
        this.again = false
        void this.refresh()
      }
    })
    return this.running
  }

  /** No lookups from now on; waits for the one running (the database is closed after this). */
  async stop(): Promise<void> {
    this.stopped = true
    this.again = false
    await this.running
  }

  private async lookUp(): Promise<void> {
    // Anything due after `from` is found, however long the query takes: a publish date passing
    // while it runs is caught below rather than missed.
    const from = this.deps.clock()
    let next: Date | null
    try {
      next = await this.deps.nextPublishAt(new Date(from))
    } catch (error) {
      this.deps.log.warn({ err: error }, 'the next scheduled publication could not be looked up')
      this.deps.cache.expireAt(from + RETRY_MS)
      return
    }
    if (this.stopped || next === null) return
    if (next.getTime() <= this.deps.clock()) this.deps.cache.invalidate()
    else this.deps.cache.expireAt(next.getTime())
  }
}
