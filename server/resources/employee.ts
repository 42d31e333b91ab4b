import { asc } from 'drizzle-orm'
import { formatDateTime, mediaUrl } from '../api/wire.ts'
import { department, designation, employee } from '../db/schema.ts'
import { defineResource } from './define.ts'
import { auditMinimal, namesById } from './present-helpers.ts'

export const employeeResource = defineResource({
  name: 'employee',
  label: 'Employee',
  table: employee,
  listKey: 'employees',
  // sic: the original site calls "without_paginaiton".
  unpaginatedPaths: ['without_paginaiton/all/', 'without_pagination/all/'],
  orderBy: (t) => [asc(t.displayOrder), asc(t.firstName), asc(t.id)],
  async presentList(rows, ctx) {
    const [user, designations, departments] = await Promise.all([
      auditMinimal(ctx, rows),
      namesById(
        ctx,
        designation,
        rows.map((r) => r.designationId),
      ),
      namesById(
        ctx,
        department,
        rows.map((r) => r.departmentId),
      ),
    ])
    return rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      username: r.username,
      email: r.email,
      primary_phone: r.phone,
      image: mediaUrl(r.image),
      // {id, name}, not the original's bare id: the site reads designation.name.
      designation: r.designationId === null ? null : (designations.get(r.designationId) ?? null),
      department: r.departmentId === null ? null : (departments.get(r.departmentId) ?? null),
      display_order: r.displayOrder,
      created_by: user(r.createdBy),
      updated_by: user(r.updatedBy),
      created_at: formatDateTime(r.createdAt, ctx.timeZone),
      updated_at: formatDateTime(r.updatedAt, ctx.timeZone),
    }))
  },
  async presentDetail(r, ctx) {
    return {
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      username: r.username,
      email: r.email,
      primary_phone: r.phone,
      image: mediaUrl(r.image),
      designation: r.designationId,
      department: r.departmentId,
      display_order: r.displayOrder,
      created_at: formatDateTime(r.createdAt, ctx.timeZone),
      updated_at: formatDateTime(r.updatedAt, ctx.timeZone),
      created_by: r.createdBy,
      updated_by: r.updatedBy,
    }
  },
})
