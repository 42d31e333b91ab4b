import { eq } from 'drizzle-orm'
import { formatDateTime, mediaUrl } from '../api/wire.ts'
import { role } from '../db/schema.ts'
import type { PresentContext } from '../resources/define.ts'
import { auditEmails, timestamps } from '../resources/present-helpers.ts'
import type { UserRow } from './sessions.ts'

/** A user as the original's AdminUserListSerializer sent it: role by name, audit users by email, no password. */
export async function presentUser(user: UserRow, ctx: PresentContext) {
  const [roleRow] =
    user.roleId === null ? [] : await ctx.db.select().from(role).where(eq(role.id, user.roleId))
  const email = await auditEmails(ctx, [user])
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
    is_admin: roleRow?.isBuiltin === true && roleRow.name === 'Administrator',
    image: mediaUrl(user.image),
    ...timestamps(user, ctx),
  }
}
