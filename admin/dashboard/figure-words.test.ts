import { describe, expect, it } from 'vitest'
import { changeText, monthText, takaText, valueText } from './figure-words.ts'

const base = { key: 'k', label: 'L', section: 'stores', link: { href: '/', api: '/', opens: 'x' } } as const

describe('the dashboard’s words', () => {
  it('writes amounts in lakh and crore grouping, exactly', () => {
    expect(takaText('125000.00')).toBe('Tk 1,25,000.00')
    expect(takaText('12345678.90')).toBe('Tk 1,23,45,678.90')
    expect(takaText('-300.05')).toBe('-Tk 300.05')
    expect(takaText('0.10')).toBe('Tk 0.10')
  })

  it('names months', () => {
    expect(monthText('2035-09')).toBe('Sep 2035')
    expect(monthText('2036-01', true)).toBe('January 2036')
  })

  it('shows a count or an amount', () => {
    expect(valueText({ ...base, kind: 'count', count: 125000 })).toBe('1,25,000')
    expect(valueText({ ...base, kind: 'amount', amount: '1750.50', count: 2 })).toBe('Tk 1,750.50')
  })

  it('says a change as the audit log names its action', () => {
    const entry = {
      id: 1,
      user_email: 'admin@kizuna.example',
      resource: 'customerorder',
      resource_label: 'Customer order',
      record_id: 4,
      record_exists: true,
      action: 'create',
      created_at: '2035-09-15T12:00:00.000000+06:00',
    }
    expect(changeText(entry)).toBe('admin@kizuna.example: Created Customer order #4')
    expect(changeText({ ...entry, action: 'sign_in', resource: 'user', resource_label: 'User' })).toBe(
      'admin@kizuna.example: Signed in',
    )
    expect(changeText({ ...entry, user_email: null, action: 'delete', record_id: null })).toBe(
      'The system: Deleted Customer order',
    )
  })
})
