/**
 * A cause's images (the original's CauseContentImage), keyed by `head` as a menu's images are:
 * the same upload checks and resized copies, several at once (images[0][0], images[0][1]…).
 */
import { mediaUrl } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditIdFields, imageVariants, timestamps } from '../../resources/present-helpers.ts'
import { causeName, causePart, causeSummaries, listHeads, placeLastIn } from './cause-part.ts'
import { causeContentImage } from './tables.ts'

type ImageRow = Row<typeof causeContentImage>

const ownFields = (r: ImageRow) => ({
  head: r.head,
  image: mediaUrl(r.image),
  alt: r.alt,
  position: r.position,
})

async function presentImages(rows: ImageRow[], ctx: PresentContext) {
  const [head, variants] = await Promise.all([
    listHeads(ctx, rows),
    imageVariants(
      ctx,
      rows.map((r) => r.image),
    ),
  ])
  return rows.map((r) => ({
    ...head(r),
    ...ownFields(r),
    variants: variants(r.image),
    ...timestamps(r, ctx),
  }))
}

export const causeContentImageResource = defineResource({
  name: 'cause_content_image',
  label: 'Cause image',
  plural: 'Cause images',
  // Edited on their cause's screen.
  admin: { nav: false },
  table: causeContentImage,
  listKey: 'content_images',
  ...causePart(causeContentImage),
  fields: {
    cause: field.ref('causeId', 'cause', { required: true }),
    head: field.text('head', { required: true, max: 500, searchable: true }),
    image: field.file(
      'image',
      { accept: ['image'], dir: 'donation/CauseContentImage' },
      { required: true, searchable: true },
    ),
    alt: field.text('alt', { max: 500, searchable: true, label: 'Alternative text' }),
    position: field.int('position', { nullable: false }),
  },
  hooks: { beforeCreate: placeLastIn(causeContentImage) },
  usagePlace: async (row, _field, db) => `${await causeName(db, row.causeId)}: image '${row.head}'`,
  bulkUpload: { pattern: /^images(\[\d+\])+$/, field: 'image' },
  presentList: presentImages,
  async presentUnpaginated(rows, ctx) {
    const causeOf = await causeSummaries(
      ctx,
      rows.map((r) => r.causeId),
    )
    return rows.map((r) => ({ id: r.id, cause: causeOf(r.causeId), head: r.head, image: mediaUrl(r.image) }))
  },
  async presentDetail(r, ctx) {
    return { id: r.id, ...ownFields(r), ...timestamps(r, ctx), cause: r.causeId, ...auditIdFields(r) }
  },
})
