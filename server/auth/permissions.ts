/**
 * Permissions are "<resource>.<action>" (cms_menu.update, voucher.post). Their rows follow the
 * resource registry: at every start, missing ones are added, and the built-in roles get theirs.
 * Administrator may do everything; Editor, Accountant, Approver and Auditor get what each
 * declaration's `grants` says (the Editor the site's content, the others the books).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { permission, role, rolePermission } from '../db/schema.ts'
import {
  BUILTIN_ROLE_NAMES,
  type BuiltinRoleName,
  type ResourceDeclaration,
  type TableWithId,
} from '../resources/define.ts'

export const ACTIONS = ['create', 'read', 'update', 'delete'] as const
/** The four of every writable resource, or one of a declaration's own `actions` (post, reverse…). */
export type Action = (typeof ACTIONS)[number] | (string & {})

export const ADMINISTRATOR = 'Administrator'
export const EDITOR = 'Editor'

export function permissionName(resource: string, action: Action): string {
  return `${resource}.${action}`
}

/** What a resource contributes to the permission rows: its name, its actions, the built-in roles' grants. */
export type PermissionSource = Pick<
  ResourceDeclaration<TableWithId>,
  'name' | 'fields' | 'grants' | 'actions'
>

/** A resource's actions: its declared ones, else the four of a writable resource, else "read" (audit_log). */
export function actionsOf(source: PermissionSource): readonly string[] {
  return source.actions ?? (source.fields ? ACTIONS : ['read'])
}

export function allPermissionNames(
  sources: readonly PermissionSource[],
): { name: string; resource: string; action: Action }[] {
  return sources.flatMap((source) =>
    actionsOf(source).map((action) => ({
      name: permissionName(source.name, action),
      resource: source.name,
      action,
    })),
  )
}

/** Whether a built-in role has a permission, as the resource's `grants` say. */
export function builtinRoleHas(
  sources: readonly PermissionSource[],
  roleName: BuiltinRoleName,
  resource: string,
  action: string,
): boolean {
  const source = sources.find((s) => s.name === resource)
  const grant = source?.grants?.[roleName]
  if (grant === undefined || !source) return false
  if (grant === 'write') return (source.fields ? ACTIONS : ['read']).includes(action as never)
  if (grant === 'read') return action === 'read'
  return grant.includes(action)
}

const ROLE_DESCRIPTIONS: Record<BuiltinRoleName, string> = {
  Editor: 'Edits the site: menus, pages, images, slider, settings, staff, notices and circulars.',
  Accountant:
    'Keeps the books: the chart of accounts, vouchers entered and posted, corrections of the same day, reports.',
  Approver:
    'An accountant who may also reverse vouchers posted on earlier days, set the lock date and close fiscal years.',
  Auditor: 'Reads the books and their reports; changes nothing.',
  Support:
    'Answers the help desk: tickets, their threads and notes; reads the departments, priorities and calendar.',
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
    ...BUILTIN_ROLE_NAMES.map((name) => ({
      name,
      description: ROLE_DESCRIPTIONS[name],
      grant: rows.filter((r) => builtinRoleHas(sources, name, r.resource, r.action)),
    })),
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
