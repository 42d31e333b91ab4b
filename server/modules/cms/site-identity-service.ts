/**
 * The organisation as the general settings name it, for other areas' documents and emails (the
 * money receipt's letterhead, a pledge's notice to staff): one read of the newest settings row.
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

export async function siteIdentity(db: Db): Promise<SiteIdentity> {
  const [s] = await db.select().from(generalSetting).orderBy(desc(generalSetting.id)).limit(1)
  return {
    name: s?.siteName ?? s?.title ?? 'Kizuna',
    address: s?.address ?? s?.siteAddress ?? null,
    phone: s?.phone ?? null,
    email: s?.email ?? null,
    logo: s?.logo ?? null,
  }
}
