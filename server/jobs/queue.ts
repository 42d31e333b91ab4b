/**
 * The jobs table as a queue (ADR 023): enqueue, claim the next due job, finish it. The claim is one
 * UPDATE of the first due row taken with FOR UPDATE SKIP LOCKED, so two processes polling at once
 * never claim the same row and neither waits for the other. Times come from the caller (the app's
 * clock), so tests move time instead of sleeping.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/client.ts'
import { job } from '../db/schema.ts'

export interface ClaimedJob {
  id: number
  name: string
  payload: unknown
  attempts: number
  maxAttempts: number
}

export interface EnqueueOptions {
  runAt: Date
  /** A row with this key already queued, running or done makes this a no-op. */
  key?: string
  maxAttempts?: number
}

/** Queues a run of the job `name`; false when a row with the same key exists. */
export async function enqueueJob(db: Db, name: string, payload: unknown, options: EnqueueOptions) {
  const rows = await db
    .insert(job)
    .values({
      name,
      payload: payload ?? null,
      runAt: options.runAt,
      key: options.key ?? null,
      maxAttempts: options.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: job.key })
    .returning({ id: job.id })
  return rows.length > 0
}

/**
 * Claims the next job due at `now` among `names` (the jobs this process can run): queued and due,
 * or running with its lease ended (its process died). The lease is how long it may run before
 * another process may take it over.
 */
export async function claimJob(
  db: Db,
  names: readonly string[],
  worker: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  if (names.length === 0) return undefined
  const known = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )
  const [row] = await queryRows<{
    id: number
    name: string
    payload: unknown
    attempts: number
    max_attempts: number
  }>(
    db,
    sql`update job set status = 'running', attempts = attempts + 1, locked_by = ${worker},
          locked_until = ${new Date(now.getTime() + leaseMs)}::timestamptz
        where id = (
          select id from job
          where name in (${known}) and run_at <= ${now}::timestamptz
            and (status = 'queued' or (status = 'running' and locked_until < ${now}::timestamptz))
          order by run_at, id
          limit 1
          for update skip locked)
        returning id, name, payload, attempts, max_attempts`,
  )
  return row && { ...row, id: Number(row.id), maxAttempts: row.max_attempts }
}

/** Marks a claimed job done, if this worker still holds it (its lease may have been taken over). */
export async function finishJob(db: Db, claimed: ClaimedJob, worker: string, now: Date): Promise<void> {
  await db
    .update(job)
    .set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(and(eq(job.id, claimed.id), eq(job.lockedBy, worker)))
}

/** The wait before another attempt: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000

/** Records a failed attempt: queued again after a delay, or failed for good after the last attempt. */
export async function failJob(
  db: Db,
  claimed: ClaimedJob,
  worker: string,
  now: Date,
  error: string,
): Promise<'retry' | 'failed'> {
  const outcome = claimed.attempts >= claimed.maxAttempts ? 'failed' : 'retry'
  await db
    .update(job)
    .set({
      status: outcome === 'failed' ? 'failed' : 'queued',
      runAt: outcome === 'failed' ? undefined : new Date(now.getTime() + retryDelayMs(claimed.attempts)),
      finishedAt: outcome === 'failed' ? now : null,
      lockedBy: null,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
    })
    .where(and(eq(job.id, claimed.id), eq(job.lockedBy, worker)))
  return outcome
}

/** Deletes finished runs older than `before`: the table keeps a month of history, not forever. */
export async function purgeFinishedJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(job)
    .where(and(sql`${job.status} in ('done', 'failed')`, lt(job.finishedAt, before)))
    .returning({ id: job.id })
  return rows.length
}
