import { desc } from 'drizzle-orm'
import { mediaUrl } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditEmails, timestamps } from '../../resources/present-helpers.ts'
import { generalSetting } from './tables.ts'

async function presentSettings(rows: Row<typeof generalSetting>[], ctx: PresentContext) {
  const email = await auditEmails(ctx, rows)
  return rows.map((r) => ({
    id: r.id,
    created_by: email(r.createdBy),
    updated_by: email(r.updatedBy),
    title: r.title,
    site_name: r.siteName,
    site_address: r.siteAddress,
    email: r.email,
    email2: r.email2,
    email3: r.email3,
    phone: r.phone,
    phone2: r.phone2,
    phone3: r.phone3,
    favicon: mediaUrl(r.favicon),
    logo: mediaUrl(r.logo),
    footer_logo: mediaUrl(r.footerLogo),
    slider: mediaUrl(r.slider),
    address: r.address,
    address2: r.address2,
    google_url: r.googleUrl,
    facebook_url: r.facebookUrl,
    twitter_url: r.twitterUrl,
    linkedin_url: r.linkedinUrl,
    instagram_url: r.instagramUrl,
    ...timestamps(r, ctx),
  }))
}

export const generalSettingResource = defineResource({
  name: 'general_setting',
  label: 'General setting',
  plural: 'General settings',
  admin: { nav: { group: 'content', icon: 'Settings' } },
  grants: { Editor: 'write' },
  table: generalSetting,
  listKey: 'general_settings',
  unpaginatedPaths: ['without_pagination/all/'],
  // Newest first: the site reads general_settings[0].
  orderBy: (t) => [desc(t.id)],
  fields: {
    title: field.text('title', { max: 100 }),
    site_name: field.text('siteName', { max: 100, searchable: true }),
    site_address: field.url('siteAddress', { max: 500 }),
    email: field.email('email'),
    email2: field.email('email2'),
    email3: field.email('email3'),
    phone: field.text('phone', { max: 30 }),
    phone2: field.text('phone2', { max: 30 }),
    phone3: field.text('phone3', { max: 30 }),
    favicon: field.file('favicon', { accept: ['image'], dir: 'favicons' }),
    logo: field.file('logo', { accept: ['image'], dir: 'company_logos' }),
    footer_logo: field.file('footerLogo', { accept: ['image'], dir: 'company_logos' }),
    slider: field.file('slider', { accept: ['image'], dir: 'siteSettings/popup' }),
    address: field.text('address', { max: 2000 }),
    address2: field.text('address2', { max: 2000 }),
    google_url: field.url('googleUrl', { max: 500 }),
    facebook_url: field.url('facebookUrl', { max: 500 }),
    twitter_url: field.url('twitterUrl', { max: 500 }),
    linkedin_url: field.url('linkedinUrl', { max: 500 }),
    instagram_url: field.url('instagramUrl', { max: 500 }),
  },
  presentList: presentSettings,
  // The original's detail view used the list serializer too (emails).
  presentDetail: async (row, ctx) => (await presentSettings([row], ctx))[0] as object,
})
