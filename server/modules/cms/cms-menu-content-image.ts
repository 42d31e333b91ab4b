import { mediaUrl } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditEmails, auditIdFields, imageVariants, timestamps } from '../../resources/present-helpers.ts'
import { menuPart, placeLastIn } from './menu-filter.ts'
import { menuSummaries, pageName } from './menu-summaries.ts'
import { cmsMenuContentImage } from './tables.ts'

type ImageRow = Row<typeof cmsMenuContentImage>

const ownFields = (r: ImageRow) => ({
  head: r.head,
  image: mediaUrl(r.image),
  alt: r.alt,
  position: r.position,
})

/** Full image records (api-contract §2.6); also the items of the paginated list. */
export async function presentContentImages(rows: ImageRow[], ctx: PresentContext) {
  const [email, menu, variants] = await Promise.all([
    auditEmails(ctx, rows),
    menuSummaries(
      ctx,
      rows.map((r) => r.cmsMenuId),
    ),
    imageVariants(
      ctx,
      rows.map((r) => r.image),
    ),
  ])
  return rows.map((r) => ({
    id: r.id,
    cms_menu: menu(r.cmsMenuId),
    created_by: email(r.createdBy),
    updated_by: email(r.updatedBy),
    ...ownFields(r),
    variants: variants(r.image),
    ...timestamps(r, ctx),
  }))
}

export const cmsMenuContentImageResource = defineResource({
  name: 'cms_menu_content_image',
  label: 'Menu content image',
  plural: 'Images',
  admin: { nav: { group: 'content', icon: 'PhotoLibrary' } },
  table: cmsMenuContentImage,
  listKey: 'content_images',
  ...menuPart(cmsMenuContentImage),
  fields: {
    cms_menu: field.ref('cmsMenuId', 'cms_menu', { required: true }),
    head: field.text('head', { required: true, max: 500, searchable: true }),
    // Searchable by its stored name too: the editor's picker finds "kumoji" in partner-logo-kumoji….
    image: field.file(
      'image',
      { accept: ['image'], dir: 'cms/ContentImage' },
      { required: true, searchable: true },
    ),
    alt: field.text('alt', { max: 500, searchable: true }),
    position: field.int('position', { nullable: false }),
  },
  hooks: {
    beforeCreate: placeLastIn(cmsMenuContentImage),
  },
  usagePlace: async (row, _field, db) => `${await pageName(db, row.cmsMenuId)}: image '${row.head}'`,
  bulkUpload: { pattern: /^images(\[\d+\])+$/, field: 'image' },
  presentList: presentContentImages,
  async presentUnpaginated(rows, ctx) {
    const menu = await menuSummaries(
      ctx,
      rows.map((r) => r.cmsMenuId),
    )
    return rows.map((r) => ({
      id: r.id,
      cms_menu: menu(r.cmsMenuId),
      head: r.head,
      image: mediaUrl(r.image),
    }))
  },
  async presentDetail(r, ctx) {
    return { id: r.id, ...ownFields(r), ...timestamps(r, ctx), cms_menu: r.cmsMenuId, ...auditIdFields(r) }
  },
})
