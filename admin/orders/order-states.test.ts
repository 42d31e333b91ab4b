import { describe, expect, it } from 'vitest'
import { actionsFor, cancelExplanation, ORDER_STATUSES, STATUS_NAMES, statusName } from './order-states.ts'

const everything = () => true

describe('the actions an order page offers', () => {
  it('follows the order from pending to delivered as the server allows', () => {
    expect(actionsFor('pending', everything, false)).toEqual(['confirm', 'cancel'])
    expect(actionsFor('confirmed', everything, false)).toEqual([
      'packaging',
      'on_the_way',
      'deliver',
      'cancel',
    ])
    expect(actionsFor('packaging', everything, false)).toEqual(['on_the_way', 'deliver', 'cancel'])
    expect(actionsFor('on_the_way', everything, false)).toEqual(['deliver', 'cancel'])
  })

  it('offers a return only while delivered goods are still out, and nothing once cancelled', () => {
    expect(actionsFor('delivered', everything, true)).toEqual(['return', 'cancel'])
    expect(actionsFor('delivered', everything, false)).toEqual(['cancel'])
    expect(actionsFor('cancelled', everything, true)).toEqual([])
    expect(actionsFor('no-such-status', everything, true)).toEqual([])
  })

  it('leaves out what the role may not do: the Auditor only reads', () => {
    expect(actionsFor('confirmed', () => false, true)).toEqual([])
    expect(actionsFor('confirmed', (p) => p === 'update', false)).toEqual(['packaging', 'on_the_way'])
    expect(actionsFor('delivered', (p) => p === 'return', true)).toEqual(['return'])
  })

  it('names every status, and an unknown one as it came', () => {
    expect(ORDER_STATUSES.map((s) => STATUS_NAMES[s])).toEqual([
      'Pending',
      'Confirmed',
      'Packaging',
      'On the way',
      'Delivered',
      'Cancelled',
    ])
    expect(statusName('on_the_way')).toBe('On the way')
    expect(statusName('lost')).toBe('lost')
  })
})

describe('what the cancel dialog says', () => {
  it('says a delivered order’s goods come back and its sale is booked back', () => {
    expect(cancelExplanation('delivered', 'SI-2026-27-000004')).toMatch(
      /comes back into stock .* booked back/,
    )
  })

  it('says a confirmed order’s reservation is released and its invoice keeps its number', () => {
    expect(cancelExplanation('on_the_way', 'SI-2026-27-000004')).toBe(
      'The stock held aside for it is released. Invoice SI-2026-27-000004 keeps its number, marked cancelled. Nothing was booked, so nothing is reversed.',
    )
  })

  it('says a pending order had nothing to undo', () => {
    expect(cancelExplanation('pending', null)).toMatch(/Nothing was reserved or booked/)
  })
})
