import { asc, count, eq, inArray } from 'drizzle-orm'
import { counted } from '../../../common/counted.ts'
import { ADMINISTRATOR, setRolePermissions } from '../../auth/permissions.ts'
import { permission, role, rolePermission, users } from '../../db/schema.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditEmails, timestamps } from '../../resources/present-helpers.ts'
import { ADMINISTRATOR_ONLY_RESOURCES } from './administrator-only.ts'

type RoleRow = Row<typeof role>

async function presentRoles(rows: RoleRow[], ctx: PresentContext) {
  const ids = rows.map((r) => r.id)
  const [email, grants, all] = await Promise.all([
    auditEmails(ctx, rows),
    ids.length === 0
      ? []
      : ctx.db
          .select({ roleId: rolePermission.roleId, id: permission.id, name: permission.name })
          .from(rolePermission)
          .innerJoin(permission, eq(permission.id, rolePermission.permissionId))
          .where(inArray(rolePermission.roleId, ids))
          .orderBy(asc(permission.name)),
    ctx.db
      .select({ id: permission.id, name: permission.name })
      .from(permission)
      .orderBy(asc(permission.name)),
  ])
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    is_builtin: r.isBuiltin,
    // Administrator holds every permission, whatever the table says.
    permissions:
      r.isBuiltin && r.name === ADMINISTRATOR
        ? all
        : grants.filter((g) => g.roleId === r.id).map((g) => ({ id: g.id, name: g.name })),
    created_by: email(r.createdBy),
    updated_by: email(r.updatedBy),
    ...timestamps(r, ctx),
  }))
}

export const roleResource = defineResource({
  name: 'role',
  label: 'Role',
  plural: 'Roles',
  admin: { nav: { group: 'accounts', icon: 'AdminPanelSettings' } },
  table: role,
  listKey: 'roles',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  private: true,
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    description: field.text('description', { max: 1000 }),
    permissions: field.refs('permission'),
  },
  hooks: {
    async beforeUpdate(values, existing) {
      if (existing.isBuiltin && values.name !== undefined && values.name !== existing.name) {
        throw new ValidationError({ name: ['A built-in role keeps its name.'] })
      }
    },
    async beforeDelete(existing, ctx) {
      if (existing.isBuiltin)
        throw new ApiError(409, `${existing.name} is a built-in role and cannot be deleted.`)
      const [holders] = await ctx.db.select({ n: count() }).from(users).where(eq(users.roleId, existing.id))
      if (holders?.n) {
        throw new ApiError(
          409,
          `Role "${existing.name}" is held by ${counted(holders.n, 'user')}. Give them another role first.`,
        )
      }
    },
    async afterWrite(row, input, ctx) {
      if (!Array.isArray(input.permissions)) return
      if (row.isBuiltin && row.name === ADMINISTRATOR) {
        throw new ValidationError({ permissions: ['Administrator always has every permission.'] })
      }
      const ids = input.permissions as number[]
      const reserved =
        ids.length === 0
          ? []
          : await ctx.db
              .select({ name: permission.name, resource: permission.resource })
              .from(permission)
              .where(inArray(permission.id, ids))
      const refused = reserved.filter((p) => ADMINISTRATOR_ONLY_RESOURCES.has(p.resource))
      if (refused.length > 0) {
        throw new ValidationError({
          permissions: [
            `Only the built-in Administrator holds ${refused.map((p) => p.name).join(', ')}: it holds everyone's password links.`,
          ],
        })
      }
      await setRolePermissions(ctx.db, row.id, ids)
    },
  },
  presentList: presentRoles,
  presentDetail: async (row, ctx) => (await presentRoles([row], ctx))[0] as object,
})
