import { and, eq } from 'drizzle-orm'
import { defineResource, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditEmails, auditIdFields, timestamps } from '../../resources/present-helpers.ts'
import { menuPart, placeLastIn } from './menu-filter.ts'
import { menuSummaries, pageName } from './menu-summaries.ts'
import { cmsMenuContent, cmsMenuContentImage } from './tables.ts'

const ownFields = (r: Row<typeof cmsMenuContent>) => ({ name: r.name, value: r.value, position: r.position })

export const cmsMenuContentResource = defineResource({
  name: 'cms_menu_content',
  label: 'Menu content',
  plural: 'Page content',
  admin: { nav: { group: 'content', icon: 'Article' } },
  table: cmsMenuContent,
  // sic: the original lists contents under "menu_items".
  listKey: 'menu_items',
  ...menuPart(cmsMenuContent),
  fields: {
    cms_menu: field.ref('cmsMenuId', 'cms_menu', { required: true }),
    name: field.text('name', { required: true, max: 500, searchable: true }),
    value: field.html('value', { nullable: false, searchable: true }),
    position: field.int('position', { nullable: false }),
  },
  hooks: {
    beforeCreate: placeLastIn(cmsMenuContent),
    // Images are keyed by the same name: renaming a block renames its images' head in the same
    // menu (the original renamed heads in every menu).
    async beforeUpdate(values, existing, ctx) {
      if (typeof values.name === 'string' && values.name !== existing.name) {
        await ctx.db
          .update(cmsMenuContentImage)
          .set({ head: values.name, updatedAt: new Date(), updatedBy: ctx.actorId })
          .where(
            and(
              eq(cmsMenuContentImage.cmsMenuId, existing.cmsMenuId),
              eq(cmsMenuContentImage.head, existing.name),
            ),
          )
      }
    },
  },
  usagePlace: async (row, _field, db) =>
    `${await pageName(db, row.cmsMenuId)}: rich text block '${row.name}'`,
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
      ...ownFields(r),
      ...timestamps(r, ctx),
    }))
  },
  async presentDetail(r, ctx) {
    return { id: r.id, ...ownFields(r), ...timestamps(r, ctx), cms_menu: r.cmsMenuId, ...auditIdFields(r) }
  },
})
