import { inArray } from 'drizzle-orm'
import { role } from '../db/schema.ts'
import { formatDateTime, mediaUrl } from '../http/wire.ts'
import type { PresentContext } from '../resources/define.ts'
import { auditEmails, timestamps } from '../resources/present-helpers.ts'
import { ADMINISTRATOR } from './permissions.ts'
import type { UserRow } from './sessions.ts'

/**
 * Users as the original's AdminUserListSerializer sent them: role by name, audit users by email,
 * no password. One query for the roles and one for the audit users, however many users.
 */
export async function presentUsers(users: UserRow[], ctx: PresentContext) {
  const roleIds = [...new Set(users.flatMap((u) => (u.roleId === null ? [] : [u.roleId])))]
  const [roles, email] = await Promise.all([
    roleIds.length === 0 ? [] : ctx.db.select().from(role).where(inArray(role.id, roleIds)),
    auditEmails(ctx, users),
  ])
  const roleById = new Map(roles.map((r) => [r.id, r]))
  return users.map((user) => {
    const roleRow = user.roleId === null ? undefined : roleById.get(user.roleId)
    return {
      id: user.id,
      role: roleRow?.name ?? null,
      role_id: user.roleId,
      created_by: email(user.createdBy),
      updated_by: email(user.updatedBy),
      last_login: formatDateTime(user.lastLogin, ctx.timeZone),
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      email: user.email,
      primary_phone: user.primaryPhone,
      secondary_phone: user.secondaryPhone,
      is_active: user.isActive,
      // staff, or supporter: a donor or member with a site account (ADR 024), whom the back office refuses.
      account_type: user.accountType,
      // Until an invited user has chosen a password (the back office offers to invite them again).
      invitation_pending: user.passwordHash === null,
      is_admin: roleRow?.isBuiltin === true && roleRow.name === ADMINISTRATOR,
      image: mediaUrl(user.image),
      ...timestamps(user, ctx),
    }
  })
}

export async function presentUser(user: UserRow, ctx: PresentContext) {
  const [presented] = await presentUsers([user], ctx)
  if (!presented) throw new Error('presentUsers returned nothing for one user')
  return presented
}
