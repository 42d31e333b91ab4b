import { describe, expect, it } from 'vitest'
import { CAUSE_PAGE_KEYS, TEMPLATE_KEYS } from '../../../common/template-keys.ts'
import { causeOwner, menuOwner } from './owner.ts'
import {
  blockKeySuggestions,
  imageHeadSuggestions,
  renameWarning,
  templateLabel,
} from './template-key-hints.ts'

describe('blockKeySuggestions', () => {
  it('offers the keys the site reads that the owner does not use yet', () => {
    expect(blockKeySuggestions(TEMPLATE_KEYS.about, ['About'])).toEqual([
      'Who We Are',
      'Our Vision',
      'Meet the Team',
    ])
    expect(blockKeySuggestions(TEMPLATE_KEYS.mission, [])).toEqual(['Mission', 'Vision'])
    expect(blockKeySuggestions(CAUSE_PAGE_KEYS, ['description'])).toEqual(['uses'])
  })

  it('offers nothing for a template that reads no key, or an unknown one', () => {
    expect(blockKeySuggestions(TEMPLATE_KEYS.generic, [])).toEqual([])
    expect(blockKeySuggestions(menuOwner({ id: 1, template: 'retired-template' }).keys, [])).toEqual([])
  })
})

describe('imageHeadSuggestions', () => {
  it("gives the site's image heads first, then the owner's block keys, once each", () => {
    expect(imageHeadSuggestions(TEMPLATE_KEYS.gallery, ['Intro'])).toEqual(['Gallery', 'Intro'])
    expect(imageHeadSuggestions(TEMPLATE_KEYS.about, ['About', 'Extra'])).toEqual([
      'About',
      'Who We Are',
      'Our Vision',
      'Extra',
    ])
  })
})

describe('renameWarning', () => {
  it('warns when the site reads the current key', () => {
    const about = menuOwner({ id: 1, template: 'about' })
    expect(renameWarning(about.keys, about.readBy, 'About', 'About Us')).toBe(
      `The site's About template reads "About": after renaming, the page will stop showing this block in its place.`,
    )
    const cause = causeOwner(3)
    expect(renameWarning(cause.keys, cause.readBy, 'uses', 'spending')).toBe(
      `The cause's page reads "uses": after renaming, the page will stop showing this block in its place.`,
    )
  })

  it('says nothing for an unchanged key or a key the site does not read', () => {
    const keys = TEMPLATE_KEYS.about
    expect(renameWarning(keys, 'The site', 'About', 'About')).toBeNull()
    expect(renameWarning(keys, 'The site', 'Extra', 'Other')).toBeNull()
    expect(renameWarning(TEMPLATE_KEYS.generic, 'The site', 'About', 'Other')).toBeNull()
  })
})

describe('templateLabel', () => {
  it('reads a template name as words', () => {
    expect(templateLabel('language-center')).toBe('Language center')
    expect(templateLabel('about')).toBe('About')
  })
})
