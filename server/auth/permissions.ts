/**
 * Permissions are "<resource>.<action>" (cms_menu.update). Their rows follow the resource registry:
 * at every start, missing ones are added, and the built-in roles get theirs. Administrator may do
 * everything; Editor gets what each declaration's `grants` says (the site's content, not accounts).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { permission, role, rolePermission } from '../db/schema.ts'
import type { ResourceDeclaration, TableWithId } from '../resources/define.ts'

export const ACTIONS = ['create', 'read', 'update', 'delete'] as const
export type Action = (typeof ACTIONS)[number]

export const ADMINISTRATOR = 'Administrator'
export const EDITOR = 'Editor'

export function permissionName(resource: string, action: Action): string {
  return `${resource}.${action}`
}

/** What a resource contributes to the permission rows: its name, whether it is written, the Editor's grant. */
export type PermissionSource = Pick<ResourceDeclaration<TableWithId>, 'name' | 'fields' | 'grants'>

/** Read-only resources (permission, audit_log) get only "read". */
export function allPermissionNames(
  sources: readonly PermissionSource[],
): { name: string; resource: string; action: Action }[] {
  return sources.flatMap(({ name: resource, fields }) =>
    (fields ? ACTIONS : (['read'] as const)).map((action) => ({
      name: permissionName(resource, action),
      resource,
      action,
    })),
  )
}

/** Whether the built-in Editor has a permission, as the resource's `grants` say. */
function editorHas(sources: readonly PermissionSource[], resource: string, action: string): boolean {
  const grant = sources.find((s) => s.name === resource)?.grants?.Editor
  return grant === 'write' || (grant === 'read' && action === 'read')
}

/** Adds missing permission rows and built-in roles, and gives the built-in roles their permissions. */
export async function syncPermissions(db: Db, sources: readonly PermissionSource[]): Promise<void> {
  const wanted = allPermissionNames(sources)
  await db
    .insert(permission)
    .values(wanted.map((p) => ({ name: p.name, resource: p.resource, action: p.action })))
    .onConflictDoNothing({ target: permission.name })
  const rows = await db
    .select({
      id: permission.id,
      name: permission.name,
      resource: permission.resource,
      action: permission.action,
    })
    .from(permission)

  const builtins = [
    { name: ADMINISTRATOR, description: 'Every permission, always.', grant: rows },
    {
      name: EDITOR,
      description: 'Edits the site: menus, pages, images, slider, settings, staff, notices and circulars.',
      grant: rows.filter((r) => editorHas(sources, r.resource, r.action)),
    },
  ]
  for (const builtin of builtins) {
    await db
      .insert(role)
      .values({ name: builtin.name, description: builtin.description, isBuiltin: true })
      .onConflictDoNothing({ target: role.name })
    const [row] = await db.select({ id: role.id }).from(role).where(eq(role.name, builtin.name))
    if (!row || builtin.grant.length === 0) continue
    await db
      .insert(rolePermission)
      .values(builtin.grant.map((p) => ({ roleId: row.id, permissionId: p.id })))
      .onConflictDoNothing()
  }
}

/** Names of the permissions a role has. */
export async function rolePermissionNames(db: Db, roleId: number | null): Promise<Set<string>> {
  if (roleId === null) return new Set()
  const [r] = await db
    .select({ name: role.name, isBuiltin: role.isBuiltin })
    .from(role)
    .where(eq(role.id, roleId))
  if (!r) return new Set()
  if (r.isBuiltin && r.name === ADMINISTRATOR) {
    const all = await db.select({ name: permission.name }).from(permission)
    return new Set(all.map((p) => p.name))
  }
  const rows = await db
    .select({ name: permission.name })
    .from(rolePermission)
    .innerJoin(permission, eq(permission.id, rolePermission.permissionId))
    .where(eq(rolePermission.roleId, roleId))
  return new Set(rows.map((p) => p.name))
}

export async function roleIdByName(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: role.id }).from(role).where(eq(role.name, name))
  return row?.id
}

/** Replaces a role's permissions with the given ids. */
export async function setRolePermissions(
  db: Db,
  roleId: number,
  permissionIds: readonly number[],
): Promise<void> {
  await db.delete(rolePermission).where(eq(rolePermission.roleId, roleId))
  if (permissionIds.length > 0) {
    await db.insert(rolePermission).values(permissionIds.map((permissionId) => ({ roleId, permissionId })))
  }
}
