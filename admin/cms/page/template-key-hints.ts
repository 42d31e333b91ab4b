/**
 * What the page screen tells editors about keys: the keys the menu's template reads (offered when
 * adding or renaming a block, or choosing an image head) and the warning before a rename would
 * take a block out of the place the template gives it.
 */
import type { MenuTemplate } from '../../../common/menu-templates.ts'
import { TEMPLATE_KEYS } from '../../../common/template-keys.ts'

const keysOf = (template: string) => TEMPLATE_KEYS[template as MenuTemplate] ?? { blocks: [], imageHeads: [] }

/** The template's block keys the menu has no block for yet (another block may not take a used key). */
export function blockKeySuggestions(template: string, usedKeys: readonly string[]): string[] {
  return keysOf(template).blocks.filter((key) => !usedKeys.includes(key))
}

/** Heads for new images: the template's image heads, then the menu's block keys (a block shows its images). */
export function imageHeadSuggestions(template: string, blockKeys: readonly string[]): string[] {
  return [...new Set([...keysOf(template).imageHeads, ...blockKeys])]
}

/** The sentence the screen shows before renaming a block the template reads; null when it does not. */
export function renameWarning(
  template: string,
  templateLabel: string,
  from: string,
  to: string,
): string | null {
  if (from === to || !keysOf(template).blocks.includes(from)) return null
  return `The site's ${templateLabel} template reads "${from}": after renaming, the page will stop showing this block in its place.`
}

/** "language-center" → "Language center", for sentences. */
export function templateLabel(template: string): string {
  const words = template.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
