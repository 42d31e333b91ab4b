import { asc, eq, type SQL } from 'drizzle-orm'
import { menuTemplates } from '../../../common/menu-templates.ts'
import { ApiError } from '../../http/api-error.ts'
import { defineResource, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditEmails, auditIdFields, namesById, timestamps } from '../../resources/present-helpers.ts'
import { inPublicMenu } from './menu-filter.ts'
import { assertMenuDeletable, assertNotUnderItself, nextMenuPosition, uniqueSlug } from './menu-service.ts'
import { slugify } from './slug.ts'
import { cmsMenu } from './tables.ts'

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
  plural: 'Menus',
  admin: { nav: { group: 'content', icon: 'AccountTree' } },
  grants: { Editor: 'write' },
  table: cmsMenu,
  listKey: 'menus',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.position), asc(t.id)],
  /** ?is_published=true|false: the back office's dashboard counts the pages the site shows. */
  filters(query): SQL | undefined {
    const value = query.is_published
    if (value === undefined || value === '') return undefined
    if (value !== 'true' && value !== 'false') throw new ApiError(400, 'is_published must be true or false.')
    return eq(cmsMenu.isPublished, value === 'true')
  },
  publicWhere: inPublicMenu(cmsMenu.id),
  fields: {
    name: field.text('name', { required: true, max: 255, searchable: true }),
    parent: field.ref('parentId', 'cms_menu'),
    position: field.int('position', { nullable: false }),
    slug: field.text('slug', { max: 255, searchable: true }),
    template: field.enum('template', menuTemplates, { nullable: false }),
    is_published: field.bool('isPublished'),
  },
  hooks: {
    async beforeCreate(values, ctx) {
      if (values.position === undefined)
        values.position = await nextMenuPosition(ctx.db, (values.parentId as number | null) ?? null)
      values.slug = await uniqueSlug(ctx.db, slugify(String(values.slug || values.name)), null)
    },
    async beforeUpdate(values, existing, ctx) {
      if (values.slug !== undefined || values.name !== undefined) {
        const wanted =
          values.slug === undefined
            ? existing.slug
            : slugify(String(values.slug || values.name || existing.name))
        values.slug = await uniqueSlug(ctx.db, wanted, existing.id)
      }
      if (values.parentId !== undefined && values.parentId !== null) {
        await assertNotUnderItself(ctx.db, existing.id, values.parentId as number)
      }
    },
    async beforeDelete(existing, ctx) {
      await assertMenuDeletable(ctx.db, existing)
    },
  },
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
