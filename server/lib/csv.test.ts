import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, csvLine } from './csv.ts'

describe('csvCell', () => {
  it('leaves plain text as it is and empties null', () => {
    expect(csvCell('Dhaka office')).toBe('Dhaka office')
    expect(csvCell('ঢাকা')).toBe('ঢাকা')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('')).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Sato, Mina')).toBe('"Sato, Mina"')
    expect(csvCell('the "new" office')).toBe('"the ""new"" office"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+cmd|/c calc', "'+cmd|/c calc"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindented', "'\tindented"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises the formula %j with a leading apostrophe', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('leaves plain numbers, negative ones too, as numbers', () => {
    expect(csvCell('-12.50')).toBe('-12.50')
    expect(csvCell('+3')).toBe('+3')
    expect(csvCell('42')).toBe('42')
  })
})

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['1', 'Sato, Mina', null, '=1+1'])).toBe(`1,"Sato, Mina",,'=1+1\r\n`)
  })

  it('has a byte order mark for spreadsheets to read UTF-8', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })
})
