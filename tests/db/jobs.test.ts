/**
 * The job runner (ADR 023): due jobs run once, later ones wait, failures are retried with a delay
 * and then marked failed, a run whose process died is taken over when its lease ends, and a
 * recurring job's occurrence exists once however many runners schedule it. On PostgreSQL, two
 * runners with their own connection pools (two server processes) tick at the same time over the
 * same jobs and every job runs exactly once. Time is the runners' clock, moved by the test.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Database, type Db, openDatabase, queryRows } from '../../server/db/client.ts'
import { job } from '../../server/db/schema.ts'
import { claimJob, enqueueJob, retryDelayMs } from '../../server/jobs/queue.ts'
import { type JobDefinition, JobRunner } from '../../server/jobs/runner.ts'
import { testScratchDir } from '../support/paths.ts'
import { createTestDatabase, onPostgres } from '../support/test-database.ts'

let database: Database
let url: string | undefined
let drop: () => Promise<void>
let db: Db
beforeAll(async () => {
  ;({ database, url, drop } = await createTestDatabase())
  db = database.db
  await db.execute(
    sql`create table job_probe (job_name text not null, payload jsonb, at timestamptz default now())`,
  )
})
afterAll(() => drop?.())
beforeEach(async () => {
  await db.execute(sql`delete from job`)
  await db.execute(sql`delete from job_probe`)
})

const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const T0 = Date.parse('2035-03-10T04:00:00Z')

/** A job that records each run in job_probe (through the runner's own connection). */
const probe = (name: string, extra: Partial<JobDefinition> = {}): JobDefinition => ({
  name,
  async run({ db: runDb, payload }) {
    await runDb.execute(
      sql`insert into job_probe (job_name, payload) values (${name}, ${JSON.stringify(payload)}::jsonb)`,
    )
  },
  ...extra,
})

const runs = async (name?: string) => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_probe where ${name === undefined ? sql`true` : sql`job_name = ${name}`}`,
  )
  return row?.n ?? 0
}

function runnerOn(onDb: Db, jobs: JobDefinition[], clock: { now: number }, worker?: string) {
  return new JobRunner({ db: onDb, jobs, log: quiet, timeZone: 'Asia/Dhaka', clock: () => clock.now, worker })
}

describe('the job runner', () => {
  it('runs a queued job once when it is due, not before', async () => {
    const clock = { now: T0 }
    const runner = runnerOn(db, [probe('test.once')], clock)
    await enqueueJob(db, 'test.once', { donation: 7 }, { runAt: new Date(T0 + 60_000) })
    expect(await runner.tick()).toBe(0)
    clock.now += 60_000
    expect(await runner.tick()).toBe(1)
    expect(await runner.tick()).toBe(0)
    const [probeRow] = await queryRows<{ payload: unknown }>(db, sql`select payload from job_probe`)
    expect(probeRow?.payload).toEqual({ donation: 7 })
    const [row] = await db.select().from(job)
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null })
  })

  it('queues a keyed job once', async () => {
    const at = { runAt: new Date(T0), key: 'reconcile:donation-12' }
    expect(await enqueueJob(db, 'test.once', null, at)).toBe(true)
    expect(await enqueueJob(db, 'test.once', null, at)).toBe(false)
    expect(await db.select().from(job)).toHaveLength(1)
  })

  it('leaves jobs of other processes’ kinds alone', async () => {
    const clock = { now: T0 }
    await enqueueJob(db, 'test.unknown', null, { runAt: new Date(T0) })
    expect(await runnerOn(db, [probe('test.once')], clock).tick()).toBe(0)
    const [row] = await db.select().from(job)
    expect(row?.status).toBe('queued')
  })

  it('retries a failing job with a growing delay, then marks it failed with the error', async () => {
    const clock = { now: T0 }
    let calls = 0
    const flaky: JobDefinition = {
      name: 'test.flaky',
      maxAttempts: 3,
      async run() {
        calls++
        throw new Error(`gateway down (${calls})`)
      },
    }
    const runner = runnerOn(db, [flaky], clock)
    await enqueueJob(db, 'test.flaky', null, { runAt: new Date(T0), maxAttempts: 3 })
    expect(await runner.tick()).toBe(1)
    expect(await runner.tick(), 'not again before the delay').toBe(0)
    clock.now += retryDelayMs(1)
    expect(await runner.tick()).toBe(1)
    clock.now += retryDelayMs(2)
    expect(await runner.tick()).toBe(1)
    clock.now += 24 * 3_600_000
    expect(await runner.tick(), 'failed for good').toBe(0)
    expect(calls).toBe(3)
    const [row] = await db.select().from(job)
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'gateway down (3)' })
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2))
    expect(retryDelayMs(20)).toBe(3_600_000)
  })

  it('takes over a run whose process died once its lease has ended', async () => {
    const clock = { now: T0 }
    await enqueueJob(db, 'test.once', null, { runAt: new Date(T0) })
    // Another process claimed it and died: no finish, no failure.
    const lost = await claimJob(db, ['test.once'], 'dead-process', new Date(T0), 60_000)
    expect(lost).toBeDefined()
    const runner = runnerOn(db, [probe('test.once')], clock)
    expect(await runner.tick(), 'its lease still holds').toBe(0)
    clock.now += 60_001
    expect(await runner.tick()).toBe(1)
    const [row] = await db.select().from(job)
    expect(row).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('schedules each occurrence of a recurring job once, whoever schedules it, and runs it once', async () => {
    const clock = { now: T0 }
    const every10 = () => probe('test.recurring', { recurrence: { everyMinutes: 10 } })
    const first = runnerOn(db, [every10()], clock, 'one')
    const second = runnerOn(db, [every10()], clock, 'two')
    await first.tick()
    await second.tick()
    expect(await runs('test.recurring')).toBe(1)
    clock.now += 5 * 60_000
    await second.tick()
    expect(await runs('test.recurring'), 'the same occurrence').toBe(1)
    clock.now += 5 * 60_000
    await second.tick()
    await first.tick()
    expect(await runs('test.recurring'), 'the next occurrence').toBe(2)
    // Down for a day: one catch-up run, not 144.
    clock.now += 24 * 3_600_000
    await first.tick()
    expect(await runs('test.recurring')).toBe(3)
  })

  it('stop waits for the run in progress', async () => {
    const clock = { now: T0 }
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let finished = false
    const slow: JobDefinition = {
      name: 'test.slow',
      async run() {
        await gate
        finished = true
      },
    }
    await enqueueJob(db, 'test.slow', null, { runAt: new Date(T0) })
    const runner = new JobRunner({
      db,
      jobs: [slow],
      log: quiet,
      timeZone: 'UTC',
      clock: () => clock.now,
      pollMs: 60_000,
    })
    runner.start()
    await new Promise((resolve) => setImmediate(resolve))
    const stopped = runner.stop()
    setTimeout(release, 20)
    await stopped
    expect(finished).toBe(true)
    const [row] = await db.select().from(job)
    expect(row?.status).toBe('done')
  })

  it.skipIf(!onPostgres)('two processes ticking at once run every job exactly once', async () => {
    const pools = await Promise.all(
      [1, 2].map(() => openDatabase({ databaseUrl: url, dataDir: testScratchDir })),
    )
    try {
      const clock = { now: T0 }
      const jobs = [probe('test.once'), probe('test.recurring', { recurrence: { everyMinutes: 1 } })]
      const runners = pools.map((p, i) => runnerOn(p.db, jobs, clock, `process-${i}`))
      for (let i = 0; i < 60; i++) await enqueueJob(db, 'test.once', { i }, { runAt: new Date(T0) })
      for (let minute = 0; minute < 5; minute++) {
        await Promise.all(runners.flatMap((r) => [r.tick(), r.tick()]))
        clock.now += 60_000
      }
      const [row] = await queryRows<{ n: number; distinct_payloads: number }>(
        db,
        sql`select count(*)::int as n, count(distinct payload)::int as distinct_payloads from job_probe where job_name = 'test.once'`,
      )
      expect(row).toEqual({ n: 60, distinct_payloads: 60 })
      expect(await runs('test.recurring'), 'one run per minute').toBe(5)
      const [open] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from job where status <> 'done'`,
      )
      expect(open?.n).toBe(0)
    } finally {
      await Promise.all(pools.map((p) => p.close()))
    }
  })
})
