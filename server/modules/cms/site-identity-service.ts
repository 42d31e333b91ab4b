/**
 * The organisation as the general settings name it, for other areas' documents and emails (the
 * money receipt's letterhead, a pledge's notice to staff) and the site's forms (to whom their
 * messages go): one read of the newest settings row. Giving may name it otherwise on its own
 * documents (giving/settings.ts, givingOrganisation), falling back on this name.
 */
import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { generalSetting } from './tables.ts'

export interface SiteIdentity {
  name: string
  address: string | null
  phone: string | null
  email: string | null
  /** Stored media path of the logo, when there is one. */
  logo: string | null
}

/** The organisation's name from a general settings row: its site name, else its title, else Kizuna. */
export const siteNameOf = (s: { siteName: string | null; title: string | null } | undefined): string =>
  s?.siteName ?? s?.title ?? 'Kizuna'

export async function siteIdentity(db: Db): Promise<SiteIdentity> {
  const [s] = await db.select().from(generalSetting).orderBy(desc(generalSetting.id)).limit(1)
  return {
    name: siteNameOf(s),
    address: s?.address ?? s?.siteAddress ?? null,
    phone: s?.phone ?? null,
    email: s?.email ?? null,
    logo: s?.logo ?? null,
  }
}
