import { asc } from 'drizzle-orm'
import { formatDateTime } from '../api/wire.ts'
import { cmsMenuContent } from '../db/schema.ts'
import { defineResource } from './define.ts'
import { menuSummaries } from './menu-summaries.ts'
import { auditEmails } from './present-helpers.ts'

export const cmsMenuContentResource = defineResource({
  name: 'cms_menu_content',
  label: 'Menu content',
  table: cmsMenuContent,
  // sic: the original lists contents under "menu_items".
  listKey: 'menu_items',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.cmsMenuId), asc(t.position), asc(t.id)],
  async presentList(rows, ctx) {
    const [email, menu] = await Promise.all([
      auditEmails(ctx, rows),
      menuSummaries(
        ctx,
        rows.map((r) => r.cmsMenuId),
      ),
    ])
    return rows.map((r) => ({
      id: r.id,
      cms_menu: menu(r.cmsMenuId),
      created_by: email(r.createdBy),
      updated_by: email(r.updatedBy),
      name: r.name,
      value: r.value,
      position: r.position,
      created_at: formatDateTime(r.createdAt, ctx.timeZone),
      updated_at: formatDateTime(r.updatedAt, ctx.timeZone),
    }))
  },
  async presentDetail(r, ctx) {
    return {
      id: r.id,
      name: r.name,
      value: r.value,
      position: r.position,
      created_at: formatDateTime(r.createdAt, ctx.timeZone),
      updated_at: formatDateTime(r.updatedAt, ctx.timeZone),
      cms_menu: r.cmsMenuId,
      created_by: r.createdBy,
      updated_by: r.updatedBy,
    }
  },
})
