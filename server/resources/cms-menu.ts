import { asc } from 'drizzle-orm'
import { cmsMenu } from '../db/schema.ts'
import { defineResource, type Row } from './define.ts'
import { auditEmails, auditIdFields, namesById, timestamps } from './present-helpers.ts'

type MenuRow = Row<typeof cmsMenu>

const ownFields = (r: MenuRow) => ({
  name: r.name,
  position: r.position,
  slug: r.slug,
  template: r.template,
  is_published: r.isPublished,
})

export const cmsMenuResource = defineResource({
  name: 'cms_menu',
  label: 'Menu',
  table: cmsMenu,
  listKey: 'menus',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.position), asc(t.id)],
  async presentList(rows, ctx) {
    const [email, parents] = await Promise.all([
      auditEmails(ctx, rows),
      namesById(
        ctx,
        cmsMenu,
        rows.map((r) => r.parentId),
      ),
    ])
    return rows.map((r) => ({
      id: r.id,
      parent: r.parentId === null ? null : (parents.get(r.parentId) ?? null),
      created_by: email(r.createdBy),
      updated_by: email(r.updatedBy),
      ...ownFields(r),
      ...timestamps(r, ctx),
    }))
  },
  async presentUnpaginated(rows, ctx) {
    const parents = await namesById(
      ctx,
      cmsMenu,
      rows.map((r) => r.parentId),
    )
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      parent: r.parentId === null ? null : (parents.get(r.parentId) ?? null),
    }))
  },
  async presentDetail(r, ctx) {
    return { id: r.id, ...ownFields(r), ...timestamps(r, ctx), parent: r.parentId, ...auditIdFields(r) }
  },
})
