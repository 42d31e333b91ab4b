import { describe, expect, it } from 'vitest'
import { menuPath, originalMenuPath } from './menu-path.ts'

describe('menuPath', () => {
  it('lowercases the name and keeps the id', () => expect(menuPath('About', 4)).toBe('/about/4'))
  it('encodes spaces and & so the link is valid', () =>
    expect(menuPath('Japan & Korean Language Center', 7)).toBe('/japan%20%26%20korean%20language%20center/7'))
  it('sends Home to /', () => expect(menuPath('Home', 1)).toBe('/'))
})

describe('originalMenuPath', () => {
  it('lowercases the name and keeps its spaces and & as they are', () =>
    expect(originalMenuPath('Japan & Korean Language Center', 7)).toBe('/japan & korean language center/7'))
  it('is the encoded path once decoded', () =>
    expect(decodeURIComponent(menuPath('Our Management Team', 5))).toBe(
      originalMenuPath('Our Management Team', 5),
    ))
  it('sends Home to /', () => expect(originalMenuPath('Home', 1)).toBe('/'))
})
