import { asc, desc, sql } from 'drizzle-orm'
import { mediaUrl } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditEmails, auditIdFields, timestamps } from '../../resources/present-helpers.ts'
import { homepageSlider } from './tables.ts'

type SliderRow = Row<typeof homepageSlider>

const ownFields = (r: SliderRow) => ({
  title: r.title,
  subtitle: r.subtitle,
  link: r.link,
  serial_number: r.serialNumber,
  image: mediaUrl(r.image),
  details: r.details,
})

/** Slides with audit users as emails: the list style, also used by first_homepage_slider. */
export async function presentSliders(rows: SliderRow[], ctx: PresentContext) {
  const email = await auditEmails(ctx, rows)
  return rows.map((r) => ({
    id: r.id,
    created_by: email(r.createdBy),
    updated_by: email(r.updatedBy),
    ...ownFields(r),
    ...timestamps(r, ctx),
  }))
}

/** The order of `wp/all/` and of the site's carousel: serial number (empty last), then id. */
export const sliderDisplayOrder = [sql`${homepageSlider.serialNumber} asc nulls last`, asc(homepageSlider.id)]

export const homepageSliderResource = defineResource({
  name: 'homepage_slider',
  label: 'Homepage slider',
  plural: 'Home page slider',
  admin: { nav: { group: 'content', icon: 'ViewCarousel' } },
  grants: { Editor: 'write' },
  table: homepageSlider,
  listKey: 'homepage_sliders',
  unpaginatedPaths: ['wp/all/'],
  // all/ keeps the original's newest-first order; wp/all/ is the display order.
  orderBy: (t) => [desc(t.id)],
  unpaginatedOrderBy: () => sliderDisplayOrder,
  fields: {
    title: field.html('title', { max: 500, searchable: true }),
    subtitle: field.text('subtitle', { max: 500, searchable: true }),
    link: field.url('link'),
    serial_number: field.int('serialNumber'),
    image: field.file('image', { accept: ['image'], dir: 'siteSettings/homePageSlider' }),
    details: field.text('details', { max: 5000 }),
  },
  presentList: presentSliders,
  presentDetail: async (r, ctx) => ({
    id: r.id,
    ...ownFields(r),
    ...timestamps(r, ctx),
    ...auditIdFields(r),
  }),
})
