import { describe, expect, it } from 'vitest'
import { statementSubject } from './statement-subject.ts'

const ledgers = [
  { id: 4, name: 'Cash' },
  { id: 7, name: 'Dutch-Bangla Bank A/C' },
]
const subLedgers = [{ id: 7, name: 'Flood relief' }]

describe('a ledger statement’s heading', () => {
  it('names the ledger chosen, from its record', () => {
    expect(statementSubject({ ledger: '7' }, ledgers, subLedgers)).toBe('Dutch-Bangla Bank A/C')
  })

  it('names the sub-ledger too, and a sub-ledger alone', () => {
    expect(statementSubject({ ledger: '4', sub_ledger: '7' }, ledgers, subLedgers)).toBe(
      'Cash · Sub-ledger: Flood relief',
    )
    expect(statementSubject({ sub_ledger: '7' }, ledgers, subLedgers)).toBe('Sub-ledger: Flood relief')
  })

  it('names nothing while nothing is chosen or the records are not read yet', () => {
    expect(statementSubject({}, ledgers, subLedgers)).toBeUndefined()
    expect(statementSubject({ ledger: '7' }, [], [])).toBeUndefined()
  })
})
