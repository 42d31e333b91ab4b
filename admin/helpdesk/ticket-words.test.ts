import { describe, expect, it } from 'vitest'
import {
  type SlaStanding,
  slaChip,
  stretchFromTimes,
  stretchText,
  ticketSlaStanding,
  workingTimeLeft,
} from './ticket-words.ts'

const standing = (state: SlaStanding['state'], elapsed: number, target = 240): SlaStanding => ({
  state,
  due_at: null,
  elapsed_minutes: elapsed,
  target_minutes: target,
})

describe('slaChip', () => {
  it('words a breach by how long ago, in working time, in red', () => {
    expect(slaChip(standing('breached', 360))).toEqual({ label: 'Breached 2 h ago', colour: 'error' })
  })
  it('words a running target by the working time left', () => {
    expect(slaChip(standing('running', 40))).toEqual({ label: 'Due in 3 h 20 min', colour: 'info' })
    expect(slaChip(standing('running', 200)).colour).toBe('warning')
  })
  it('says paused, met and met late plainly', () => {
    expect(slaChip(standing('paused', 10)).label).toBe('Paused')
    expect(slaChip(standing('met', 10))).toEqual({ label: 'Met', colour: 'success' })
    expect(slaChip(standing('met_late', 300)).label).toBe('Met late')
  })
})

describe('ticketSlaStanding', () => {
  it('shows the response until it is met, then the resolution; a breach first', () => {
    const response = standing('running', 10)
    const resolution = standing('running', 10, 960)
    expect(ticketSlaStanding({ response, resolution })).toBe(response)
    expect(ticketSlaStanding({ response: standing('met', 5), resolution })).toBe(resolution)
    const late = standing('breached', 300)
    expect(ticketSlaStanding({ response: late, resolution })).toBe(late)
    expect(ticketSlaStanding(null)).toBeUndefined()
  })
})

describe('working time words', () => {
  it('says what is left or over', () => {
    expect(workingTimeLeft(standing('running', 40))).toBe('3 h 20 min left')
    expect(workingTimeLeft(standing('breached', 300))).toBe('1 h over')
  })
})

describe('stretches of working hours', () => {
  it('writes minutes as times', () => {
    expect(stretchText(540, 1020)).toBe('09:00–17:00')
    expect(stretchText(0, 1440)).toBe('00:00–24:00')
  })
  it('reads times as minutes, an empty end being midnight', () => {
    expect(stretchFromTimes('09:00', '17:00')).toEqual({ start_minute: 540, end_minute: 1020 })
    expect(stretchFromTimes('18:00', '')).toEqual({ start_minute: 1080, end_minute: 1440 })
  })
  it('refuses what is not a stretch', () => {
    expect(stretchFromTimes('', '17:00')).toMatch(/start/)
    expect(stretchFromTimes('09:00', '9')).toMatch(/end/)
    expect(stretchFromTimes('17:00', '09:00')).toBe('The end must be later than the start.')
  })
})
