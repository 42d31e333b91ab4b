import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv.ts'

describe('parseCsv', () => {
  it('reads quoted and bare fields, with or without a final line break', () => {
    expect(parseCsv('"1","Dhaka","ঢাকা"\n2,Rangpur,\n')).toEqual([
      ['1', 'Dhaka', 'ঢাকা'],
      ['2', 'Rangpur', ''],
    ])
    expect(parseCsv('a,b')).toEqual([['a', 'b']])
  })

  it('keeps commas, doubled quotes and line breaks inside quotes as text', () => {
    expect(parseCsv('"a, b","say ""hi""","two\nlines"\r\nc,d,e\r\n')).toEqual([
      ['a, b', 'say "hi"', 'two\nlines'],
      ['c', 'd', 'e'],
    ])
  })

  it('refuses a file cut off inside a quoted field', () => {
    expect(() => parseCsv('"1","Dha')).toThrow(/quoted field/)
  })
})
