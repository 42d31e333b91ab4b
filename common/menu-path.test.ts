import { describe, expect, it } from 'vitest'
import { menuPath } from './menu-path.ts'

describe('menuPath', () => {
  it('lowercases the name and keeps the id', () => expect(menuPath('About', 4)).toBe('/about/4'))
  it('encodes spaces and & so the link is valid', () =>
    expect(menuPath('Japan & Korean Language Center', 7)).toBe('/japan%20%26%20korean%20language%20center/7'))
  it('sends Home to /', () => expect(menuPath('Home', 1)).toBe('/'))
})
