import { describe, expect, it } from 'vitest'
import { makeCachedResponse, ResponseCache } from '../../http/response-cache.ts'
import { PublishSchedule, RETRY_MS } from './publish-schedule.ts'

/** Lets the lookups an invalidation started finish (they resolve in microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A cache and a schedule on a clock the test moves, over a list of publish dates it edits. */
function setUp(dates: number[]) {
  const time = { now: 1_000 }
  const cache = new ResponseCache(undefined, undefined, () => time.now)
  const lookups: number[] = []
  let failing = false
  const warnings: string[] = []
  const schedule = new PublishSchedule({
    cache,
    clock: () => time.now,
    nextPublishAt: async (after) => {
      lookups.push(after.getTime())
      if (failing) throw new Error('database unavailable')
      const later = dates.filter((d) => d > after.getTime())
      return later.length === 0 ? null : new Date(Math.min(...later))
    },
    log: { warn: (_obj: unknown, message?: string) => void warnings.push(String(message)) },
  })
  const page = (text: string) => cache.set('/event', makeCachedResponse(text), cache.generation)
  const served = () => cache.get('/event')?.body.toString()
  return {
    time,
    cache,
    schedule,
    lookups,
    warnings,
    page,
    served,
    fail: (value: boolean) => {
      failing = value
    },
  }
}

describe('PublishSchedule', () => {
  it('clears the cached pages at the first read once the next publish date has come', async () => {
    const t = setUp([5_000, 9_000])
    await t.schedule.start()
    t.page('before 5s')
    t.time.now = 4_999
    expect(t.served()).toBe('before 5s')
    t.time.now = 5_000
    expect(t.served()).toBeUndefined()
    await settle() // the lookup the invalidation started
    t.page('after 5s')
    t.time.now = 8_000
    expect(t.served()).toBe('after 5s')
    t.time.now = 9_500
    expect(t.served()).toBeUndefined()
    await settle()
    t.page('after 9s')
    t.time.now = 1_000_000
    expect(t.served()).toBe('after 9s')
  })

  it('looks the date up again after every change, so a newly scheduled record is seen', async () => {
    const dates: number[] = []
    const t = setUp(dates)
    await t.schedule.start()
    t.page('nothing scheduled')
    t.time.now = 50_000
    expect(t.served()).toBe('nothing scheduled')
    // Staff schedule a post for 60 s; the write (or its notification) invalidates the cache.
    dates.push(60_000)
    t.cache.invalidate()
    await settle()
    t.page('scheduled, not yet public')
    t.time.now = 59_999
    expect(t.served()).toBe('scheduled, not yet public')
    t.time.now = 60_000
    expect(t.served()).toBeUndefined()
  })

  it('folds lookups asked for while one runs into one more, after it', async () => {
    const t = setUp([])
    await t.schedule.start()
    t.lookups.length = 0
    for (let i = 0; i < 5; i++) t.cache.invalidate()
    await settle()
    expect(t.lookups).toHaveLength(2)
  })

  it('clears at once a date that came due while the lookup ran', async () => {
    const t = setUp([1_500])
    const lookup = t.schedule.start()
    t.page('cached while looking up')
    t.time.now = 2_000 // the date passes before the answer arrives
    await lookup
    expect(t.cache.size).toBe(0)
  })

  it('trusts the cache a minute at most while the lookup fails, then tries again', async () => {
    const t = setUp([10 * RETRY_MS])
    t.fail(true)
    await t.schedule.start()
    expect(t.warnings).toEqual(['the next scheduled publication could not be looked up'])
    t.page('cached during the failure')
    t.time.now = 1_000 + RETRY_MS - 1
    expect(t.served()).toBe('cached during the failure')
    t.fail(false)
    t.time.now = 1_000 + RETRY_MS
    expect(t.served()).toBeUndefined()
    await settle()
    t.page('after the retry')
    t.time.now = 10 * RETRY_MS - 1
    expect(t.served()).toBe('after the retry')
  })

  it('looks nothing up once stopped', async () => {
    const t = setUp([5_000])
    await t.schedule.start()
    await t.schedule.stop()
    t.lookups.length = 0
    t.cache.invalidate()
    await settle()
    expect(t.lookups).toEqual([])
  })
})
