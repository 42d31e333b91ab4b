/**
 * What the loaders of the charity and stories pages share: the public's view of the managed
 * content, ids from URLs, dates as shown, moments as dates and times in the organisation's zone,
 * pictures, project thumbnails and share links.
 */
import type { SidebarLink } from '../../../web/components/Sidebar.tsx'
import type { ImageRef } from '../../../web/page-data.ts'
import { type ProjectRow, type PublicView, publicProjects } from '../../modules/content/service.ts'
import type { PageImages } from '../images.ts'
import type { PageContext } from '../page-context.ts'

/** What the public sees at the moment the page is rendered. */
export const publicView = (ctx: PageContext): PublicView => ({ db: ctx.db, at: ctx.now })

/** A record id as the site's links write it ("2", never "02"), or null. */
export function wholeNumber(text: string | null | undefined): number | null {
  return text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null
}

/** The pictures a record has (path and description), leaving out those never uploaded. */
export function photos(
  images: PageImages,
  list: readonly [string | null, string | null][],
  fallbackAlt: string,
): ImageRef[] {
  return list.flatMap(([path, alt]) => (path ? [images.ref(path, alt || fallbackAlt)] : []))
}

/** Six project thumbnails, for the charity and blog sidebars. */
export async function projectLinks(ctx: PageContext, images: PageImages): Promise<SidebarLink[]> {
  const projects = await ctx.section('projects', [] as ProjectRow[], () => publicProjects(publicView(ctx), 6))
  return projects.map((project) => ({
    href: `/project-single/${project.id}`,
    label: project.title,
    image: images.ref(project.image ?? '', ''),
  }))
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-12-12" → "12 Dec 2026". */
export function showDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()
const timeFormats = new Map<string, Intl.DateTimeFormat>()

function formatIn(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options })
    cache.set(timeZone, format)
  }
  return format
}

/** The calendar day of a moment in `timeZone`: "2026-12-12". */
export function localDate(moment: Date, timeZone: string): string {
  return formatIn(dayFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment)
}

/** The 24-hour time of a moment in `timeZone`: "18:30". */
export function localTime(moment: Date, timeZone: string): string {
  const parts = formatIn(timeFormats, timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}`
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
