/**
 * What the block screens tell editors about keys: the keys the site reads of the owner (a menu's
 * template, a cause's page), offered when adding or renaming a block or choosing an image head,
 * and the warning before a rename would take a block out of the place the site gives it.
 */
import type { TemplateKeys } from '../../../common/template-keys.ts'

/** The keys the site reads that the owner has no block for yet (another block may not take a used key). */
export function blockKeySuggestions(keys: TemplateKeys, usedKeys: readonly string[]): string[] {
  return keys.blocks.filter((key) => !usedKeys.includes(key))
}

/** Heads for new images: the image heads the site reads, then the owner's block keys (a block shows its images). */
export function imageHeadSuggestions(keys: TemplateKeys, blockKeys: readonly string[]): string[] {
  return [...new Set([...keys.imageHeads, ...blockKeys])]
}

/**
 * The sentence the screen shows before renaming a block the site reads (`readBy`: "The site's
 * About template"); null when it does not.
 */
export function renameWarning(keys: TemplateKeys, readBy: string, from: string, to: string): string | null {
  if (from === to || !keys.blocks.includes(from)) return null
  return `${readBy} reads "${from}": after renaming, the page will stop showing this block in its place.`
}

/** "language-center" → "Language center", for sentences. */
export function templateLabel(template: string): string {
  const words = template.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
