/**
 * What the sidebar shows: the signed-in role's entries from role_menu (the server's
 * nested_menu_item_by_user_role/), each screen kept only if the role may also list its records.
 * Both must agree because role menus decide what a role is offered and permissions what it may
 * do; an entry the role could not use would only lead to "access denied".
 */
import { type AdminSchema, NAV_GROUPS, screenUrl } from '../../common/resource-schema.ts'
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

/**
 * The navigation the declarations plan, as the server's tree would send it, from the admin schema:
 * the fallback when the role's menus cannot be read. Groups in NAV_GROUPS order, entries by their
 * order then as the schema lists them; ids are negative, never a menu item's.
 */
export function schemaNavigation(schema: AdminSchema): NavigationEntry[] {
  const withNav = schema.resources.flatMap((resource, index) =>
    resource.nav ? [{ resource, nav: resource.nav, index }] : [],
  )
  return NAV_GROUPS.flatMap((group, groupIndex) => {
    const entries = withNav
      .filter((e) => e.nav.group === group.id)
      .sort((a, b) => a.nav.order - b.nav.order || a.index - b.index)
    if (entries.length === 0) return []
    return [
      {
        id: -1 - groupIndex,
        title: group.title,
        menu_id: `group:${group.id}`,
        url: null,
        children: entries.map(({ resource }, at) => ({
          id: -100 * (groupIndex + 1) - at,
          title: resource.plural,
          menu_id: resource.name,
          url: screenUrl(resource.name),
          children: [],
        })),
      },
    ]
  })
}
