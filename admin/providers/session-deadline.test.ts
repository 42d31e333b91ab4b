import { describe, expect, it, vi } from 'vitest'
import {
  noteSessionDeadline,
  sessionDeadline,
  sessionWarning,
  subscribeSessionDeadline,
  WARN_BEFORE_MS,
  warningText,
} from './session-deadline.ts'

const MINUTE = 60_000
const now = Date.parse('2026-06-01T10:00:00Z')
const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null

describe('the session deadline the server announces', () => {
  it('is kept from the answers that carry it, and listeners hear of a change only', () => {
    const listener = vi.fn()
    const stop = subscribeSessionDeadline(listener)
    const announced = {
      'x-session-expires-at': '2026-06-01T12:00:00.000Z',
      'x-session-max-expires-at': '2026-06-01T20:00:00.000Z',
    }
    noteSessionDeadline(headers(announced))
    noteSessionDeadline(headers(announced))
    noteSessionDeadline(headers({}))
    expect(sessionDeadline()).toEqual({
      expiresAt: Date.parse('2026-06-01T12:00:00Z'),
      maxExpiresAt: Date.parse('2026-06-01T20:00:00Z'),
    })
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('the warning before the session ends', () => {
  const deadline = (left: number, max = left + 60 * MINUTE) => ({
    expiresAt: now + left,
    maxExpiresAt: now + max,
  })

  it('stays hidden until the last five minutes, and once the session has ended', () => {
    expect(WARN_BEFORE_MS).toBe(5 * MINUTE)
    expect(sessionWarning(null, now)).toBeNull()
    expect(sessionWarning(deadline(5 * MINUTE + 1000), now)).toBeNull()
    expect(sessionWarning(deadline(0), now)).toBeNull()
  })

  it('offers to stay signed in, counting whole minutes up', () => {
    const warning = sessionWarning(deadline(5 * MINUTE), now)
    expect(warning).toEqual({ minutesLeft: 5, canExtend: true })
    expect(warningText(warning ?? { minutesLeft: 0, canExtend: true })).toBe(
      'You will be signed out in 5 minutes. Stay signed in?',
    )
    expect(sessionWarning(deadline(10_000), now)?.minutesLeft).toBe(1)
    expect(warningText({ minutesLeft: 1, canExtend: true })).toBe(
      'You will be signed out in 1 minute. Stay signed in?',
    )
  })

  it('says to save the work when the session reached its longest allowed time', () => {
    const warning = sessionWarning(deadline(3 * MINUTE, 3 * MINUTE), now)
    expect(warning).toEqual({ minutesLeft: 3, canExtend: false })
    expect(warningText({ minutesLeft: 3, canExtend: false })).toMatch(
      /^You will be signed out in 3 minutes: .* Save your work, then sign in again\.$/,
    )
  })
})
