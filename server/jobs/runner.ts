/**
 * The job runner of a server process (ADR 023). Every `pollMs` it schedules the latest occurrence
 * of each recurring job (a keyed insert: one row whichever process gets there first) and runs the
 * due jobs it knows, one at a time, until none is left. Several processes may run it on one
 * PostgreSQL database: a job runs in exactly one of them (claimJob), and again elsewhere only if
 * its process dies and its lease ends. A failed run is retried with a growing delay.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { claimJob, enqueueJob, failJob, finishJob } from './queue.ts'
import { latestOccurrence, occurrenceKey, type Recurrence } from './schedule.ts'

export interface JobContext {
  db: Db
  /** The app's clock at the start of the run. */
  now: Date
  payload: unknown
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}

export interface JobDefinition {
  /** Unique, dotted by area: "mail.retry", "jobs.purge". */
  name: string
  /** Set for a job that runs on its own schedule; one-off runs are queued with enqueueJob. */
  recurrence?: Recurrence
  /** Attempts before a run is marked failed; default 5. */
  maxAttempts?: number
  /** How long a run may take before another process may take it over; default 10 minutes. */
  leaseMs?: number
  run(context: JobContext): Promise<void>
}

export interface JobRunnerOptions {
  db: Db
  jobs: readonly JobDefinition[]
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  timeZone: string
  clock?: () => number
  pollMs?: number
  /** Names this process in the jobs table (locked_by). */
  worker?: string
}

const DEFAULT_LEASE_MS = 10 * 60_000

export class JobRunner {
  private readonly byName: Map<string, JobDefinition>
  private readonly clock: () => number
  readonly worker: string
  private timer: ReturnType<typeof setTimeout> | undefined
  private running: Promise<number> | undefined
  private stopping = false

  constructor(private readonly options: JobRunnerOptions) {
    this.byName = new Map(options.jobs.map((j) => [j.name, j]))
    if (this.byName.size !== options.jobs.length) throw new Error('Two jobs share a name.')
    this.clock = options.clock ?? Date.now
    this.worker = options.worker ?? `pid-${process.pid}-${randomUUID().slice(0, 8)}`
  }

  /** Schedules what is due and runs it; resolves with the number of runs. Never throws. */
  tick(): Promise<number> {
    // One tick at a time: a timer firing during a long run waits for it.
    this.running ??= this.runDue().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  private async runDue(): Promise<number> {
    const { db, log } = this.options
    try {
      await this.scheduleRecurring()
    } catch (error) {
      log.warn({ err: error }, 'recurring jobs could not be scheduled; the next tick tries again')
    }
    let runs = 0
    for (;;) {
      const now = new Date(this.clock())
      let claimed: Awaited<ReturnType<typeof claimJob>>
      try {
        claimed = await claimJob(db, [...this.byName.keys()], this.worker, now, this.leaseOf())
      } catch (error) {
        log.warn({ err: error }, 'no job could be claimed; the next tick tries again')
        return runs
      }
      if (!claimed) return runs
      runs++
      const definition = this.byName.get(claimed.name) as JobDefinition
      try {
        await definition.run({ db, now, payload: claimed.payload, log })
        await finishJob(db, claimed, this.worker, new Date(this.clock()))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const outcome = await failJob(db, claimed, this.worker, new Date(this.clock()), message).catch(
          () => 'retry' as const,
        )
        log[outcome === 'failed' ? 'error' : 'warn'](
          { job: claimed.name, id: claimed.id, attempt: claimed.attempts, err: message },
          outcome === 'failed' ? 'job failed for good' : 'job failed; it will be retried',
        )
      }
      // A shutdown waits for the run in progress, not for every job still due.
      if (this.stopping) return runs
    }
  }

  /** The longest lease among the jobs: a claim does not know yet which job it gets. */
  private leaseOf(): number {
    return Math.max(DEFAULT_LEASE_MS, ...[...this.byName.values()].map((j) => j.leaseMs ?? 0))
  }

  private async scheduleRecurring(): Promise<void> {
    const now = this.clock()
    for (const definition of this.byName.values()) {
      if (!definition.recurrence) continue
      const occurrence = latestOccurrence(definition.recurrence, now, this.options.timeZone)
      await enqueueJob(this.options.db, definition.name, null, {
        runAt: new Date(occurrence),
        key: occurrenceKey(definition.name, occurrence),
        maxAttempts: definition.maxAttempts,
      })
    }
  }

  /** Ticks now and then every pollMs (default 30 s) until stop(). */
  start(): void {
    this.stopping = false
    const next = () => {
      if (this.stopping) return
      this.timer = setTimeout(() => void this.tick().then(next), this.options.pollMs ?? 30_000)
      this.timer.unref()
    }
    void this.tick().then(next)
  }

  /** Stops polling and waits for the run in progress to end (a shutdown loses no half-run job). */
  async stop(): Promise<void> {
    this.stopping = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    await this.running
  }
}
