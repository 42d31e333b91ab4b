/**
 * The back office's navigation as the declarations say it: NAV_GROUPS in order, each with the
 * resources that name it (`admin.nav`), by their `order`, then as the registry lists them. The
 * entry's title is the resource's plural, its menu_id the resource name, its URL /admin/{name}.
 */
import { NAV_GROUPS, type NavGroupId, screenUrl } from '../../common/resource-schema.ts'
import {
  BUILTIN_ROLE_NAMES,
  type BuiltinRoleName,
  type ResourceDeclaration,
  type TableWithId,
} from './define.ts'

export interface PlannedEntry {
  resource: string
  title: string
  url: string
  /** Built-in roles besides Administrator that get the entry: those the declaration grants anything. */
  roles: BuiltinRoleName[]
}

export interface PlannedGroup {
  /** menu_item.menu_id of the group: `group:<id>`. */
  menuId: string
  id: NavGroupId
  title: string
  entries: PlannedEntry[]
}

/** A resource's plural: the list title and navigation entry. */
export const pluralOf = (resource: Pick<ResourceDeclaration<TableWithId>, 'label' | 'plural'>) =>
  resource.plural ?? `${resource.label}s`

export function navigationPlan(resources: readonly ResourceDeclaration<TableWithId>[]): PlannedGroup[] {
  const withNav = resources.flatMap((resource, index) => {
    const nav = resource.admin?.nav
    return nav ? [{ resource, nav, index }] : []
  })
  return NAV_GROUPS.map((group) => ({
    menuId: `group:${group.id}`,
    id: group.id,
    title: group.title,
    entries: withNav
      .filter((e) => e.nav.group === group.id)
      .sort((a, b) => (a.nav.order ?? 0) - (b.nav.order ?? 0) || a.index - b.index)
      .map(({ resource }) => ({
        resource: resource.name,
        title: pluralOf(resource),
        url: screenUrl(resource.name),
        roles: BUILTIN_ROLE_NAMES.filter((role) => resource.grants?.[role] !== undefined),
      })),
  })).filter((group) => group.entries.length > 0)
}
