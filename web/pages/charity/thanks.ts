/**
 * Words of the charity forms' answers and the giving pages, in a module of their own so that the
 * donate page, which has no sidebar, does not load parts.tsx for them.
 */
import { parseAmount } from '../../../common/money.ts'
import type { SiteSettings } from '../../page-data.ts'

/** How to reach the organisation instead, from its settings: "info@… or +880…". */
export function contactLine(site: SiteSettings): string {
  const ways = [site.email, site.phone].filter(Boolean)
  return ways.length > 0 ? ways.join(' or ') : 'the details on our Contact page'
}

export const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? ''

/**
 * A gift's amount as the site writes money ("BDT 1,500", as the causes' goals), with its paisa
 * only when there are some ("BDT 1,500.50"). From the decimal text of the wire, never a float.
 */
export function takaShown(decimal: string): string {
  const paisa = parseAmount(decimal) ?? 0n
  const whole = (paisa / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = paisa % 100n
  return `BDT\u00a0${whole}${fraction === 0n ? '' : `.${fraction.toString().padStart(2, '0')}`}`
}
