/**
 * What the sidebar shows: the signed-in role's entries from role_menu (the server's
 * nested_menu_item_by_user_role/), each screen kept only if the role may also list its records.
 * Both must agree because role menus decide what a role is offered and permissions what it may
 * do; an entry the role could not use would only lead to "access denied".
 */
import { permits } from '../providers/auth-provider.ts'

/** An entry of the server's navigation tree (api-contract §4.4). */
export interface NavigationEntry {
  id: number
  title: string
  menu_id: string | null
  url: string | null
  children: NavigationEntry[]
}

export interface NavigationLink {
  title: string
  /** The resource of the screen, when the entry is one of the back office's own screens. */
  resource: string | null
  /** Path inside the back office's router (/admin stripped). */
  to: string
}

export interface NavigationSection {
  title: string | null
  links: NavigationLink[]
}

const ADMIN_PREFIX = '/admin'

/** A screen's link, or null for an entry outside the back office (which a role cannot be given here). */
function linkOf(entry: NavigationEntry, permissions: readonly string[]): NavigationLink | null {
  const url = entry.url ?? ''
  if (url !== ADMIN_PREFIX && !url.startsWith(`${ADMIN_PREFIX}/`)) return null
  const to = url.slice(ADMIN_PREFIX.length) || '/'
  const resource = to.split('/')[1] || null
  if (resource && !permits(permissions, resource, 'list')) return null
  return { title: entry.title, resource, to }
}

export function visibleNavigation(
  entries: readonly NavigationEntry[],
  permissions: readonly string[],
): NavigationSection[] {
  const sections: NavigationSection[] = []
  const loose: NavigationLink[] = []
  for (const entry of entries) {
    if (entry.children.length === 0) {
      const link = linkOf(entry, permissions)
      if (link) loose.push(link)
      continue
    }
    const links = entry.children.flatMap((child) => linkOf(child, permissions) ?? [])
    if (links.length > 0) sections.push({ title: entry.title, links })
  }
  return loose.length > 0 ? [{ title: null, links: loose }, ...sections] : sections
}
