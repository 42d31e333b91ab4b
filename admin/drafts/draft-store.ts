/**
 * Unsaved text kept in the browser when a save fails (session ended, server unreachable, a conflict),
 * so it can be offered back when the record is opened again, after signing in too. One entry per
 * field of a record: `kizuna:draft:<resource>/<id>/<field>` holding the value and when it was kept.
 * Used by the generic edit form and the block editor alike (UnsavedDraft.tsx).
 */

/** What the store needs of localStorage, so that tests can give a Map. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

export interface Draft {
  value: unknown
  /** When it was kept, in milliseconds since 1970. */
  at: number
}

const PREFIX = 'kizuna:draft:'

const recordPrefix = (resource: string, id: string | number) => `${PREFIX}${resource}/${String(id)}/`

const browserStorage = (): DraftStorage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    // A browser that refuses storage (privacy settings) keeps nothing; saving still works.
    return undefined
  }
}

/**
 * Keeps these fields' values of a record. Returns false when the browser refused (storage full or
 * off), so the screen does not promise that the text is kept.
 */
export function keepDrafts(
  resource: string,
  id: string | number,
  values: Record<string, unknown>,
  now = Date.now(),
  storage = browserStorage(),
): boolean {
  if (!storage) return false
  try {
    for (const [field, value] of Object.entries(values)) {
      const draft: Draft = { value, at: now }
      storage.setItem(`${recordPrefix(resource, id)}${field}`, JSON.stringify(draft))
    }
    return true
  } catch {
    return false
  }
}

const isDraft = (value: unknown): value is Draft =>
  value !== null && typeof value === 'object' && 'value' in value && typeof (value as Draft).at === 'number'

/** The kept fields of a record, by field name; an entry that cannot be read is left out. */
export function readDrafts(
  resource: string,
  id: string | number,
  storage = browserStorage(),
): Record<string, Draft> {
  const drafts: Record<string, Draft> = {}
  for (const key of keysOf(resource, id, storage)) {
    try {
      const draft: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
      if (isDraft(draft)) drafts[key.slice(recordPrefix(resource, id).length)] = draft
    } catch {
      // Not ours or damaged: nothing to offer.
    }
  }
  return drafts
}

/** Forgets every kept field of a record: after a successful save, or when its text is discarded. */
export function dropDrafts(resource: string, id: string | number, storage = browserStorage()): void {
  for (const key of keysOf(resource, id, storage)) storage?.removeItem(key)
}

function keysOf(resource: string, id: string | number, storage: DraftStorage | undefined): string[] {
  if (!storage) return []
  const prefix = recordPrefix(resource, id)
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(prefix)) keys.push(key)
  }
  return keys
}

/**
 * The drafts worth offering: those that differ from what the record holds now (a draft equal to
 * the saved value offers nothing), or null when there are none.
 */
export function draftsToOffer(
  drafts: Record<string, Draft>,
  record: Record<string, unknown>,
): Record<string, Draft> | null {
  const differing = Object.entries(drafts).filter(
    ([field, draft]) => JSON.stringify(draft.value) !== JSON.stringify(record[field] ?? null),
  )
  return differing.length > 0 ? Object.fromEntries(differing) : null
}

/** The moment the newest of the drafts was kept. */
export const newestAt = (drafts: Record<string, Draft>): number =>
  Math.max(...Object.values(drafts).map((d) => d.at))
