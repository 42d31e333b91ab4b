import { describe, expect, it } from 'vitest'
import {
  blockKeySuggestions,
  imageHeadSuggestions,
  renameWarning,
  templateLabel,
} from './template-key-hints.ts'

describe('blockKeySuggestions', () => {
  it("offers the template's keys the menu does not use yet", () => {
    expect(blockKeySuggestions('about', ['About'])).toEqual(['Who We Are', 'Our Vision', 'Meet the Team'])
    expect(blockKeySuggestions('mission', [])).toEqual(['Mission', 'Vision'])
  })

  it('offers nothing for a template that reads no key, or an unknown one', () => {
    expect(blockKeySuggestions('generic', [])).toEqual([])
    expect(blockKeySuggestions('retired-template', [])).toEqual([])
  })
})

describe('imageHeadSuggestions', () => {
  it("gives the template's image heads first, then the menu's block keys, once each", () => {
    expect(imageHeadSuggestions('gallery', ['Intro'])).toEqual(['Gallery', 'Intro'])
    expect(imageHeadSuggestions('about', ['About', 'Extra'])).toEqual([
      'About',
      'Who We Are',
      'Our Vision',
      'Extra',
    ])
  })
})

describe('renameWarning', () => {
  it('warns when the template reads the current key', () => {
    expect(renameWarning('about', 'About', 'About', 'About Us')).toBe(
      `The site's About template reads "About": after renaming, the page will stop showing this block in its place.`,
    )
  })

  it('says nothing for an unchanged key or a key the template does not read', () => {
    expect(renameWarning('about', 'About', 'About', 'About')).toBeNull()
    expect(renameWarning('about', 'About', 'Extra', 'Other')).toBeNull()
    expect(renameWarning('generic', 'Generic', 'About', 'Other')).toBeNull()
  })
})

describe('templateLabel', () => {
  it('reads a template name as words', () => {
    expect(templateLabel('language-center')).toBe('Language center')
    expect(templateLabel('about')).toBe('About')
  })
})
