import { DrizzleQueryError } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorSignature, LogDedupe } from './log-dedupe.ts'

function recorder() {
  const lines: { level: string; obj: object; msg: string }[] = []
  return {
    lines,
    error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
  }
}

describe('issue 10: repeated identical errors are logged once per interval with a count', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('logs the first, counts the rest, and summarises each interval while it goes on', () => {
    const log = recorder()
    const dedupe = new LogDedupe(log, 10_000)
    for (let i = 0; i < 200; i++) dedupe.report('db down', 'error', { n: i }, 'database unavailable')
    expect(log.lines).toEqual([{ level: 'error', obj: { n: 0 }, msg: 'database unavailable' }])
    vi.advanceTimersByTime(10_000)
    expect(log.lines[1]).toEqual({
      level: 'error',
      obj: { n: 0, repeated: 199 },
      msg: 'database unavailable (repeated 199 times in 10 s)',
    })
    for (let i = 0; i < 5; i++) dedupe.report('db down', 'error', {}, 'database unavailable')
    vi.advanceTimersByTime(10_000)
    expect(log.lines).toHaveLength(3)
    expect(log.lines[2]?.msg).toBe('database unavailable (repeated 5 times in 10 s)')
    // A quiet interval ends the window: the next occurrence is logged at once.
    vi.advanceTimersByTime(10_000)
    dedupe.report('db down', 'error', {}, 'database unavailable')
    expect(log.lines).toHaveLength(4)
    expect(log.lines[3]?.msg).toBe('database unavailable')
  })

  it('keeps different errors apart and writes pending counts on flush', () => {
    const log = recorder()
    const dedupe = new LogDedupe(log, 10_000)
    dedupe.report('a', 'error', {}, 'A')
    dedupe.report('b', 'warn', {}, 'B')
    dedupe.report('a', 'error', {}, 'A')
    dedupe.flush()
    expect(log.lines.map((l) => l.msg)).toEqual(['A', 'B', 'A (repeated 1 times in 10 s)'])
  })

  it('gives failed queries the signature of the driver error, not of their SQL', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const one = new DrizzleQueryError('select * from a where id = $1', [1], refused)
    const two = new DrizzleQueryError('select * from b', [], refused)
    expect(errorSignature(one)).toBe(errorSignature(two))
    expect(errorSignature(new Error('x'))).not.toBe(errorSignature(new Error('y')))
  })
})
