import { describe, expect, it } from 'vitest'
import { nameOf, percentText, periodText, rateText, statusWords, stockMoment } from './report-words.ts'

describe('the stores reports’ words', () => {
  it('gives a margin as a percentage, or a dash without revenue', () => {
    expect(percentText('60.00')).toBe('60.00%')
    expect(percentText('-12.50')).toBe('-12.50%')
    expect(percentText(null)).toBe('–')
  })

  it('names a summary period: a month by its name, a day as every date is shown', () => {
    expect(periodText('2026-05')).toBe('May 2026')
    expect(periodText('2026-12')).toBe('December 2026')
    expect(periodText('2026-05-21')).toBe('21 May 2026')
  })

  it('puts a status slug into words', () => {
    expect(statusWords('on_the_way')).toBe('On the way')
    expect(statusWords('delivered')).toBe('Delivered')
  })

  it('says which moment the stock is of', () => {
    expect(stockMoment(undefined)).toBe('Stock now')
    expect(stockMoment('2026-01-03')).toBe('Stock at the end of 3 Jan 2026')
  })

  it('reads the name of a nested reference, and nothing for none', () => {
    expect(nameOf({ id: 3, name: 'Nilkhet Book House' })).toBe('Nilkhet Book House')
    expect(nameOf(null)).toBe('')
    expect(nameOf('draft')).toBe('draft')
  })

  it('groups an average cost as amounts are, keeping its four decimals', () => {
    expect(rateText('120.0000')).toBe('120.0000')
    expect(rateText('125000.5000')).toBe('1,25,000.5000')
    expect(rateText('-1250.1234')).toBe('-1,250.1234')
  })
})
