import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm'
import { ADMINISTRATOR } from '../../auth/permissions.ts'
import { presentUser, presentUsers } from '../../auth/present-user.ts'
import { revokeUserSessions } from '../../auth/sessions.ts'
import type { Db } from '../../db/client.ts'
import { role, users } from '../../db/schema.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'

/** Active users holding the Administrator role, other than `exceptId`. */
async function otherAdministrators(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(role, eq(role.id, users.roleId))
    .where(
      and(
        eq(role.name, ADMINISTRATOR),
        eq(role.isBuiltin, true),
        eq(users.isActive, true),
        ne(users.id, exceptId),
      ),
    )
  return row?.n ?? 0
}

async function isAdministratorRole(db: Db, roleId: unknown): Promise<boolean> {
  if (typeof roleId !== 'number') return false
  const [r] = await db.select().from(role).where(eq(role.id, roleId))
  return r?.isBuiltin === true && r.name === ADMINISTRATOR
}

const CHOOSE_ROLE = 'Choose a role: a user acts through one.'
const LAST_ADMIN = 'This is the last active administrator: make another user an administrator first.'

export const userResource = defineResource({
  name: 'user',
  label: 'User',
  plural: 'Users',
  admin: { nav: { group: 'accounts', icon: 'People' } },
  table: users,
  listKey: 'users',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.firstName), asc(t.email), asc(t.id)],
  private: true,
  searchParams: ['username'],
  /**
   * ?account_type=staff|supporter: the back office's people apart from the donors and members who
   * signed up on the site (ADR 024). Without it, both: a member's "site account" picks a supporter.
   */
  filters(query): SQL | undefined {
    const value = query.account_type
    if (value === undefined || value === '') return undefined
    if (value !== 'staff' && value !== 'supporter')
      throw new ApiError(400, 'account_type must be staff or supporter.')
    return eq(users.accountType, value)
  },
  fields: {
    email: field.email('email', { required: true, searchable: true }),
    username: field.text('username', { max: 100, searchable: true }),
    first_name: field.text('firstName', { max: 100, nullable: false, searchable: true }),
    last_name: field.text('lastName', { max: 100, nullable: false, searchable: true }),
    primary_phone: field.text('primaryPhone', { max: 30 }),
    secondary_phone: field.text('secondaryPhone', { max: 30 }),
    image: field.file('image', { accept: ['image'], dir: 'users' }),
    // Every user acts through a role: without one the back office would show them nothing.
    role: field.ref('roleId', 'role', { required: true }),
    is_active: field.bool('isActive'),
    // Optional: a user created without one is emailed an invitation to choose it (invitation.ts).
    password: field.password('passwordHash'),
  },
  hooks: {
    // Nobody may lock the organisation out of its own back office.
    async beforeUpdate(values, existing, ctx) {
      // Users made before a role was required may still lack one: an edit must give them one.
      if ((values.roleId ?? existing.roleId) === null) throw new ValidationError({ role: [CHOOSE_ROLE] })
      const wasAdmin = existing.isActive && (await isAdministratorRole(ctx.db, existing.roleId))
      const staysAdmin =
        (values.isActive ?? existing.isActive) === true &&
        (await isAdministratorRole(ctx.db, values.roleId === undefined ? existing.roleId : values.roleId))
      if (wasAdmin && !staysAdmin && (await otherAdministrators(ctx.db, existing.id)) === 0)
        throw new ApiError(409, LAST_ADMIN)
    },
    async beforeDelete(existing, ctx) {
      if (
        (await isAdministratorRole(ctx.db, existing.roleId)) &&
        (await otherAdministrators(ctx.db, existing.id)) === 0
      ) {
        throw new ApiError(409, LAST_ADMIN)
      }
    },
    // A new password or a deactivation ends the user's sessions.
    async afterWrite(row, input, ctx) {
      if (input.password !== undefined || input.is_active === false) await revokeUserSessions(ctx.db, row.id)
    },
  },
  presentList: presentUsers,
  presentDetail: presentUser,
})
