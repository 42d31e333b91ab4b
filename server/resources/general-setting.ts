import { desc } from 'drizzle-orm'
import { mediaUrl } from '../api/wire.ts'
import { generalSetting } from '../db/schema.ts'
import { defineResource, type PresentContext, type Row } from './define.ts'
import { auditEmails, timestamps } from './present-helpers.ts'

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
  table: generalSetting,
  listKey: 'general_settings',
  unpaginatedPaths: ['without_pagination/all/'],
  // Newest first: the site reads general_settings[0].
  orderBy: (t) => [desc(t.id)],
  presentList: presentSettings,
  // The original's detail view used the list serializer too (emails).
  presentDetail: async (row, ctx) => (await presentSettings([row], ctx))[0] as object,
})
