/**
 * Words of the charity forms' honest answers, in a module of their own so that the donate page,
 * which has no sidebar, does not load parts.tsx for them.
 */
import type { SiteSettings } from '../../page-data.ts'

/** How to reach the organisation instead, from its settings: "info@… or +880…". */
export function contactLine(site: SiteSettings): string {
  const ways = [site.email, site.phone].filter(Boolean)
  return ways.length > 0 ? ways.join(' or ') : 'the details on our Contact page'
}

export const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? ''
