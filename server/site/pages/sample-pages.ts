/** What the loaders of the sample-data pages (charity and stories) share: dates as shown, share links. */
import type { SidebarLink } from '../../../web/components/Sidebar.tsx'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-12-12" → "12 Dec 2026". */
export function showDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/** Plain links to the networks' share pages: no scripts, nothing loaded until a visitor clicks. */
export function shareLinks(url: string, text: string): SidebarLink[] {
  const u = encodeURIComponent(url)
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ]
}
