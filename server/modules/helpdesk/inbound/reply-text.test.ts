import { describe, expect, it } from 'vitest'
import { isAutoReply, stripQuotedReply } from './reply-text.ts'

const headers = (h: Record<string, string>) => (name: string) => h[name]

describe('stripQuotedReply', () => {
  it('cuts at the first quoted line', () => {
    expect(stripQuotedReply('Thanks, that works.\r\n\r\n> Dear Mitu,\r\n> we have answered')).toBe(
      'Thanks, that works.',
    )
  })
  it('cuts at an "On … wrote:" line, also wrapped over two lines', () => {
    expect(
      stripQuotedReply('Yes please.\n\nOn Sun, 16 Sep 2035 at 10:00, Kizuna <help@x.org> wrote:\n> old'),
    ).toBe('Yes please.')
    expect(
      stripQuotedReply('Yes.\nOn Sun, 16 Sep 2035 at 10:00, Kizuna\n<help@x.org> wrote:\nold text'),
    ).toBe('Yes.')
  })
  it("cuts at Outlook's separators and header block", () => {
    expect(stripQuotedReply('Fine.\n-----Original Message-----\nFrom: Kizuna')).toBe('Fine.')
    expect(stripQuotedReply('Fine.\n________________________________\nFrom: Kizuna\nSent: Sunday')).toBe(
      'Fine.',
    )
    expect(stripQuotedReply('Fine.\n\nFrom: Kizuna <help@x.org>\nSent: Sunday, 16 September\nTo: me')).toBe(
      'Fine.',
    )
    expect(stripQuotedReply('Fine.\n---------- Forwarded message ---------\nFrom: x')).toBe('Fine.')
  })
  it('keeps a "From:" line the requester wrote themselves, and text with no quote', () => {
    expect(stripQuotedReply('From: my office\nI will come on Monday.')).toBe(
      'From: my office\nI will come on Monday.',
    )
    expect(stripQuotedReply('  Just this.\n\n\n\nAnd this.')).toBe('Just this.\n\nAnd this.')
  })
})

describe('isAutoReply', () => {
  it('knows automatic messages by their headers', () => {
    expect(isAutoReply(headers({ 'auto-submitted': 'auto-replied' }))).toBe(true)
    expect(isAutoReply(headers({ 'auto-submitted': 'auto-generated' }))).toBe(true)
    expect(isAutoReply(headers({ precedence: 'bulk' }))).toBe(true)
    expect(isAutoReply(headers({ precedence: 'Junk' }))).toBe(true)
    expect(isAutoReply(headers({ precedence: 'list' }))).toBe(true)
    expect(isAutoReply(headers({ 'x-autoreply': 'yes' }))).toBe(true)
  })
  it('takes people’s mail', () => {
    expect(isAutoReply(headers({}))).toBe(false)
    expect(isAutoReply(headers({ 'auto-submitted': 'no' }))).toBe(false)
    expect(isAutoReply(headers({ precedence: 'first-class' }))).toBe(false)
  })
})
