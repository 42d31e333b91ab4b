/** Which back-office menu items a role gets: the role_menu records to add and remove for a checklist. */
export interface RoleMenuRecord {
  id: number
  role: number
  menu_item: number
}

export function menuItemsOf(roleMenus: readonly RoleMenuRecord[], roleId: number): number[] {
  return roleMenus.filter((r) => r.role === roleId).map((r) => r.menu_item)
}

/** The menu items to give the role and the role_menu ids to delete, for the ticked `wanted` items. */
export function roleMenuChanges(
  roleMenus: readonly RoleMenuRecord[],
  roleId: number,
  wanted: readonly number[],
): { add: number[]; remove: number[] } {
  const current = roleMenus.filter((r) => r.role === roleId)
  const have = new Set(current.map((r) => r.menu_item))
  return {
    add: [...new Set(wanted)].filter((item) => !have.has(item)),
    remove: current.filter((r) => !wanted.includes(r.menu_item)).map((r) => r.id),
  }
}
