import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { menuTemplates } from './menu-templates.ts'
import { HOME_KEYS, TEMPLATE_KEYS } from './template-keys.ts'

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The files that pick blocks or images by key for the public pages. */
const readers = [
  ...readdirSync(path.join(root, 'web/pages/templates'))
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `web/pages/templates/${f}`),
  'server/site/pages/home.ts',
  'server/site/pages/forms.ts',
  'server/site/page-data.ts',
]

describe('the keys each template reads', () => {
  it('declares every menu template', () => {
    expect(Object.keys(TEMPLATE_KEYS).sort()).toEqual([...menuTemplates].sort())
  })

  it('lists each key once per template', () => {
    for (const { blocks, imageHeads } of Object.values(TEMPLATE_KEYS)) {
      expect(new Set(blocks).size).toBe(blocks.length)
      expect(new Set(imageHeads).size).toBe(imageHeads.length)
    }
  })

  it('is where the public pages take their key names from: none of them spells a key itself', () => {
    // A literal key in a reader (blockOf(blocks, 'About'), b.key === 'Map', a template loader's
    // image head) would be a key this list does not know of.
    const literalKey = /(blockOf\(blocks, |byKey\(|\.key === |\.key !== |galleryTemplate\('[^']*', )'[^']+'/
    for (const file of readers) expect(literalKey.exec(read(file))?.[0], file).toBeUndefined()
  })

  it('keeps the home page sections the server lays out', () => {
    expect(read('server/site/pages/home.ts')).toContain('Object.values(HOME_KEYS)')
    expect(TEMPLATE_KEYS.home.blocks).toEqual(Object.values(HOME_KEYS))
  })
})
