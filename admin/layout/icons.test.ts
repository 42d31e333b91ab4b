import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../../common/resource-schema.ts'
import { ICONS, iconOf } from './icons.ts'

describe('icons', () => {
  it('has an icon for every name a declaration may give', () => {
    expect(Object.keys(ICONS).sort()).toEqual([...ICON_NAMES].sort())
    for (const name of ICON_NAMES) expect(iconOf(name), name).toBeTruthy()
  })

  it('has none for a name it does not know', () => {
    expect(iconOf('Rocket')).toBeUndefined()
    expect(iconOf('toString')).toBeUndefined()
    expect(iconOf(undefined)).toBeUndefined()
  })
})
