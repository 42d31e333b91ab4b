import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BusinessCalendar } from './business-clock.ts'
import { CLOCKS, type Clock, type ClockChange, targetStanding, ticketStanding } from './ticket-sla.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const calendar = (holidays: string[] = []): BusinessCalendar => ({
  timeZone: 'Asia/Dhaka',
  week: [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 5 || d === 6 ? [] : [{ from: 540, to: 1020 }])),
  holidays: new Set(holidays),
})
const at = (text: string) => new Date(text)

/** Whether a minute is worked, asked of the calendar by hand (Dhaka is UTC+6 all year). */
function worked(cal: BusinessCalendar, minute: number): boolean {
  const wall = minute + 6 * 60 * MINUTE
  const day = Math.floor(wall / DAY) * DAY
  const ofDay = (wall - day) / MINUTE
  if (cal.holidays.has(new Date(day).toISOString().slice(0, 10))) return false
  return (cal.week[new Date(day).getUTCDay()] ?? []).some((s) => s.from <= ofDay && ofDay < s.to)
}

/**
 * The reference: walk minute by minute from the opening, counting worked minutes while the clock
 * runs; the deadline is the end of the minute the count reaches the target, walking on past `now`
 * as though the clock kept running when it runs at the end.
 */
function reference(
  cal: BusinessCalendar,
  changes: ClockChange[],
  targetMinutes: number,
  metAt: number | null,
  now: number,
) {
  const clockAt = (m: number): Clock => {
    let clock: Clock = 'paused'
    for (const c of changes) if (c.at.getTime() <= m) clock = c.clock
    return clock
  }
  const end = metAt !== null && metAt < now ? metAt : now
  let count = 0
  let due: number | null = null
  const first = changes[0]?.at.getTime() ?? now
  for (let m = first; m < end; m += MINUTE) {
    if (clockAt(m) === 'running' && worked(cal, m)) {
      count++
      if (count === targetMinutes && due === null) due = m + MINUTE
    }
  }
  const running = metAt === null && changes[changes.length - 1]?.clock === 'running'
  if (due === null && running) {
    let ahead = count
    for (let m = end; m < end + 20 * DAY; m += MINUTE) {
      if (worked(cal, m) && ++ahead === targetMinutes) {
        due = m + MINUTE
        break
      }
    }
  }
  return { elapsed: count, due }
}

const START = Date.UTC(2026, 11, 1)
const histories = fc
  .array(fc.record({ gap: fc.integer({ min: 1, max: 2 * 24 * 60 }), clock: fc.constantFrom(...CLOCKS) }), {
    minLength: 0,
    maxLength: 5,
  })
  .map((steps) => {
    let t = START
    const changes: ClockChange[] = [{ at: new Date(t), clock: 'running' }]
    for (const step of steps) {
      t += step.gap * MINUTE
      changes.push({ at: new Date(t), clock: step.clock })
    }
    return changes
  })

describe('a ticket against its targets', () => {
  it('pauses while waiting for the requester and counts working hours only', () => {
    // Opened Thursday 3 December 11:00; waiting for the requester from 12:00 to Sunday 10:00.
    const changes: ClockChange[] = [
      { at: at('2026-12-03T11:00:00+06:00'), clock: 'running' },
      { at: at('2026-12-03T12:00:00+06:00'), clock: 'paused' },
      { at: at('2026-12-06T10:00:00+06:00'), clock: 'running' },
    ]
    const standing = targetStanding(calendar(), changes, 8 * 60, null, at('2026-12-06T11:00:00+06:00'))
    expect(standing.state).toBe('running')
    expect(standing.elapsedMs / MINUTE).toBe(120)
    // Six working hours left from Sunday 11:00: Sunday 17:00.
    expect(standing.dueAt?.toISOString()).toBe(at('2026-12-06T17:00:00+06:00').toISOString())
    const paused = targetStanding(
      calendar(),
      changes.slice(0, 2),
      8 * 60,
      null,
      at('2026-12-06T11:00:00+06:00'),
    )
    expect(paused).toMatchObject({ state: 'paused', dueAt: null })
  })

  it('is breached once the working time runs out, and met late if answered after', () => {
    const changes: ClockChange[] = [{ at: at('2026-12-06T09:00:00+06:00'), clock: 'running' }]
    const late = targetStanding(calendar(), changes, 60, null, at('2026-12-06T10:30:00+06:00'))
    expect(late.state).toBe('breached')
    expect(late.dueAt?.toISOString()).toBe(at('2026-12-06T10:00:00+06:00').toISOString())
    expect(
      targetStanding(
        calendar(),
        changes,
        60,
        at('2026-12-06T10:30:00+06:00'),
        at('2026-12-07T10:00:00+06:00'),
      ).state,
    ).toBe('met_late')
    expect(
      targetStanding(
        calendar(),
        changes,
        60,
        at('2026-12-06T09:59:00+06:00'),
        at('2026-12-07T10:00:00+06:00'),
      ).state,
    ).toBe('met')
  })

  it('a ticket resolved and reopened goes on from where its clock stopped', () => {
    const changes: ClockChange[] = [
      { at: at('2026-12-06T09:00:00+06:00'), clock: 'running' },
      { at: at('2026-12-06T10:00:00+06:00'), clock: 'stopped' },
      { at: at('2026-12-07T09:00:00+06:00'), clock: 'running' },
    ]
    const now = at('2026-12-07T09:30:00+06:00')
    const { resolution } = ticketStanding(
      calendar(),
      { changes, firstRespondedAt: null, responseMinutes: 60, resolutionMinutes: 180 },
      now,
    )
    expect(resolution.state).toBe('running')
    expect(resolution.elapsedMs / MINUTE).toBe(90)
    // 90 of 180 minutes worked: the other 90 from 09:30 end at 11:00.
    expect(resolution.dueAt?.toISOString()).toBe(at('2026-12-07T11:00:00+06:00').toISOString())
    const closed = ticketStanding(
      calendar(),
      { changes: changes.slice(0, 2), firstRespondedAt: null, responseMinutes: 60, resolutionMinutes: 180 },
      now,
    )
    expect(closed.resolution.state).toBe('met')
    expect(closed.response.state).toBe('met')
  })

  it('agrees with a minute-by-minute walk over weekends, holidays and pauses', () => {
    fc.assert(
      fc.property(
        histories,
        fc.integer({ min: 1, max: 24 * 60 }),
        fc.integer({ min: 0, max: 4 * 24 * 60 }),
        fc.option(fc.integer({ min: 0, max: 8 * 24 * 60 }), { nil: null }),
        fc.boolean(),
        (changes, target, nowAfter, metAfter, holiday) => {
          const cal = calendar(holiday ? ['2026-12-02', '2026-12-16'] : [])
          // Now is after the last change: the history is what has happened.
          const now = (changes[changes.length - 1]?.at.getTime() ?? START) + nowAfter * MINUTE
          const metAt = metAfter === null ? null : START + metAfter * MINUTE
          const expected = reference(cal, changes, target, metAt, now)
          const standing = targetStanding(
            cal,
            changes,
            target,
            metAt === null ? null : new Date(metAt),
            new Date(now),
          )
          expect(standing.elapsedMs / MINUTE).toBe(expected.elapsed)
          if (metAt !== null) {
            expect(standing.state).toBe(expected.elapsed > target ? 'met_late' : 'met')
            return
          }
          const breached = expected.due !== null && expected.due <= now
          expect(standing.state === 'breached').toBe(breached)
          if (breached || standing.state === 'running')
            expect(standing.dueAt?.getTime() ?? null).toBe(expected.due)
          if (standing.state === 'paused') expect(standing.dueAt).toBeNull()
        },
      ),
      { numRuns: 60 },
    )
  })
})
