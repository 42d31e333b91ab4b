import { describe, expect, it } from 'vitest'
import { safeMediaName } from './media-routes.ts'

describe('safeMediaName', () => {
  it.each([
    ['cms/ContentImage/a%20b.jpg', 'cms/ContentImage/a b.jpg'],
    ['notice/notice/x.pdf', 'notice/notice/x.pdf'],
  ])('keeps %s inside the media folder', (raw, name) => expect(safeMediaName(raw)).toBe(name))

  it.each([
    '../x',
    '%2e%2e/x',
    'a/%2e%2e/%2e%2e/x',
    '..%2fx',
    'a\\..\\x',
    '.env',
    'a/.git/config',
    'a//b',
    '',
    '%00',
    '%E0%A4%A',
  ])('refuses %s', (raw) => expect(safeMediaName(raw)).toBeNull())
})
