import { describe, expect, it } from 'vitest'
import {
  type DraftStorage,
  draftsToOffer,
  dropDrafts,
  keepDrafts,
  newestAt,
  readDrafts,
} from './draft-store.ts'

/** localStorage's interface over a Map. */
function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    get length() {
      return entries.size
    },
    key: (i) => [...entries.keys()][i] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}

describe('the draft store', () => {
  it('keeps each field of a record under its own key and reads them back', () => {
    const storage = memoryStorage()
    expect(keepDrafts('notice', 7, { title: 'New title', description: '<p>Text</p>' }, 1000, storage)).toBe(
      true,
    )
    expect([...storage.entries.keys()].sort()).toEqual([
      'kizuna:draft:notice/7/description',
      'kizuna:draft:notice/7/title',
    ])
    expect(readDrafts('notice', 7, storage)).toEqual({
      title: { value: 'New title', at: 1000 },
      description: { value: '<p>Text</p>', at: 1000 },
    })
  })

  it('keeps records apart: another id or resource reads nothing', () => {
    const storage = memoryStorage()
    keepDrafts('notice', 7, { title: 'A' }, 1, storage)
    expect(readDrafts('notice', 70, storage)).toEqual({})
    expect(readDrafts('circular', 7, storage)).toEqual({})
  })

  it('forgets a record after a successful save, leaving the others', () => {
    const storage = memoryStorage()
    keepDrafts('notice', 7, { title: 'A', description: 'B' }, 1, storage)
    keepDrafts('notice', 8, { title: 'C' }, 1, storage)
    dropDrafts('notice', 7, storage)
    expect(readDrafts('notice', 7, storage)).toEqual({})
    expect(readDrafts('notice', 8, storage)).toEqual({ title: { value: 'C', at: 1 } })
  })

  it('says so when the browser refuses to keep it, and skips damaged entries', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(keepDrafts('notice', 7, { title: 'A' }, 1, full)).toBe(false)
    expect(keepDrafts('notice', 7, { title: 'A' }, 1, undefined)).toBe(false)
    const storage = memoryStorage()
    storage.setItem('kizuna:draft:notice/7/title', '{not json')
    storage.setItem('kizuna:draft:notice/7/body', '"just a string"')
    expect(readDrafts('notice', 7, storage)).toEqual({})
  })

  it('offers only drafts that differ from the record as it is now, with the newest time', () => {
    const drafts = { title: { value: 'Saved', at: 5 }, description: { value: 'Mine', at: 9 } }
    expect(draftsToOffer(drafts, { title: 'Saved', description: 'Theirs' })).toEqual({
      description: { value: 'Mine', at: 9 },
    })
    expect(draftsToOffer({ title: { value: 'Saved', at: 5 } }, { title: 'Saved' })).toBeNull()
    expect(newestAt(drafts)).toBe(9)
  })
})
