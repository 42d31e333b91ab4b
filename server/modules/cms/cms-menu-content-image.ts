import { asc } from 'drizzle-orm'
import { mediaUrl } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditEmails, auditIdFields, imageVariants, timestamps } from '../../resources/present-helpers.ts'
import { byMenu, inPublicMenu } from './menu-filter.ts'
import { nextBlockPosition } from './menu-service.ts'
import { menuSummaries } from './menu-summaries.ts'
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
  grants: { Editor: 'write' },
  table: cmsMenuContentImage,
  listKey: 'content_images',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.cmsMenuId), asc(t.position), asc(t.id)],
  filters: byMenu(cmsMenuContentImage.cmsMenuId),
  publicWhere: inPublicMenu(cmsMenuContentImage.cmsMenuId),
  fields: {
    cms_menu: field.ref('cmsMenuId', 'cms_menu', { required: true }),
    head: field.text('head', { required: true, max: 500, searchable: true }),
    image: field.file('image', { accept: ['image'], dir: 'cms/ContentImage' }, { required: true }),
    alt: field.text('alt', { max: 500 }),
    position: field.int('position', { nullable: false }),
  },
  hooks: {
    async beforeCreate(values, ctx) {
      if (values.position === undefined)
        values.position = await nextBlockPosition(ctx.db, cmsMenuContentImage, values.cmsMenuId as number)
    },
  },
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
