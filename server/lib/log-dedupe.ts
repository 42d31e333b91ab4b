/**
 * Logs an error the first time it happens, then counts its repeats and logs one summary line per
 * interval while it goes on. An outage fails every request the same way: logged one line per
 * request, a 40 s PostgreSQL outage once wrote 30 MB of logs.
 */
import { DrizzleQueryError } from 'drizzle-orm'

type Level = 'error' | 'warn'

/** The part of a pino or Fastify logger used here. */
export interface DedupeLogger {
  error(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

interface Window {
  level: Level
  msg: string
  obj: object
  repeats: number
  timer: ReturnType<typeof setTimeout>
}

/** Past this many distinct signatures at once, errors are logged as they come (no memory growth). */
const MAX_SIGNATURES = 1000

export class LogDedupe {
  private readonly windows = new Map<string, Window>()

  constructor(
    /** Writes the summaries; the first occurrence goes to the logger it was reported with. */
    private readonly log: DedupeLogger,
    private readonly intervalMs = 10_000,
  ) {}

  /** Logs `msg` unless the same `signature` was logged less than one interval ago; then counts it. */
  report(signature: string, level: Level, obj: object, msg: string, via: DedupeLogger = this.log): void {
    const open = this.windows.get(signature)
    if (open) {
      open.repeats++
      return
    }
    via[level](obj, msg)
    if (this.windows.size >= MAX_SIGNATURES) return
    const window: Window = { level, msg, obj, repeats: 0, timer: this.schedule(signature) }
    this.windows.set(signature, window)
  }

  /** Writes the pending summaries now (on shutdown) and forgets every signature. */
  flush(): void {
    for (const [signature, window] of this.windows) {
      clearTimeout(window.timer)
      this.summarise(window)
      this.windows.delete(signature)
    }
  }

  private schedule(signature: string): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => this.endInterval(signature), this.intervalMs)
    // A pending summary must not keep the process alive.
    timer.unref?.()
    return timer
  }

  /** Summarises the interval; while the error goes on, the next interval starts without a new first line. */
  private endInterval(signature: string): void {
    const window = this.windows.get(signature)
    if (!window) return
    if (window.repeats === 0) {
      this.windows.delete(signature)
      return
    }
    this.summarise(window)
    window.repeats = 0
    window.timer = this.schedule(signature)
  }

  private summarise(window: Window): void {
    if (window.repeats === 0) return
    const seconds = Math.round(this.intervalMs / 1000)
    this.log[window.level](
      { ...window.obj, repeated: window.repeats },
      `${window.msg} (repeated ${window.repeats} times in ${seconds} s)`,
    )
  }
}

/**
 * What makes two errors "the same" for the log: their kind and message, or for a failed query the
 * driver's error underneath (drizzle's own message holds the SQL and its parameters, which differ).
 */
export function errorSignature(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200)
  const root = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error
  const code = (root as { code?: unknown }).code
  return `${root.name}:${typeof code === 'string' ? code : ''}:${root.message.slice(0, 200)}`
}

/** An `onError` for errors of one kind (the database's connections): logged deduplicated. */
export function errorReporter(dedupe: LogDedupe, msg: string): (error: Error) => void {
  return (error) => dedupe.report(`${msg} ${errorSignature(error)}`, 'error', { err: error }, msg)
}
