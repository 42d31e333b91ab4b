/**
 * What every public form checks once its fields are valid: the guard (honeypot and minimum fill
 * time, form-guard.ts), then the per-address limit. Counted only after the guard passes, so a
 * script's refused posts never use up a person's allowance.
 */
import type { FastifyRequest } from 'fastify'
import { guardProblem } from './form-guard.ts'
import { type FormDeps, type Outcome, refused } from './respond.ts'
import type { SubmissionLimiter } from './submission-limiter.ts'

/** The refusal to answer, or null when the submission may be stored. */
export async function admitSubmission(
  deps: FormDeps,
  request: FastifyRequest,
  limiter: SubmissionLimiter,
  form: {
    /** The posted fields, where the guard's fields are. */
    body: unknown
    /** What the page shows again when the submission is refused. */
    values: Record<string, string>
    /** The sentence of a 429, given the minutes to wait. */
    tooMany: (minutes: number) => string
  },
): Promise<Outcome | null> {
  const guard = await guardProblem(deps.db, form.body, {
    now: deps.clock(),
    minFillMs: deps.minFillMs,
    request,
  })
  if (guard) return refused(400, guard, form.values)
  const wait = await limiter.take(request.ip)
  if (wait > 0)
    return refused(429, form.tooMany(Math.ceil(wait / 60)), form.values, {}, { 'retry-after': String(wait) })
  return null
}
