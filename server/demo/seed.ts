/**
 * Loads the demo organisation (demo-content.ts) into an empty database. Runs on the first start
 * when SEED_DEMO is on, and from `npm run db:seed -- --reset` (after reset.ts has emptied it).
 */
import { sql } from 'drizzle-orm'
import { originalMenuPath } from '../../common/menu-path.ts'
import type { Db } from '../db/client.ts'
import { appMeta, mediaFile } from '../db/schema.ts'
import { slugify } from '../modules/cms/slug.ts'
import {
  circular,
  cmsMenu,
  cmsMenuContent,
  cmsMenuContentImage,
  generalSetting,
  homepageSlider,
  notice,
} from '../modules/cms/tables.ts'
import { department, designation, employee } from '../modules/org/tables.ts'
import {
  type DemoMenu,
  demoCirculars,
  demoDepartments,
  demoDesignations,
  demoEmployees,
  demoMenus,
  demoNotices,
  demoSettings,
  demoSliders,
} from './demo-content.ts'
import type { DemoMediaFile } from './demo-media.ts'

/** Loads the demo organisation; `mediaFiles` (from writeDemoMedia) describe its images for srcset. */
export async function seedDemoContent(db: Db, mediaFiles: readonly DemoMediaFile[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    if (mediaFiles.length > 0)
      await tx
        .insert(mediaFile)
        .values([...mediaFiles])
        .onConflictDoNothing()
    const designationIds = new Map<string, number>()
    for (const name of demoDesignations) {
      const [row] = await tx.insert(designation).values({ name }).returning({ id: designation.id })
      if (row) designationIds.set(name, row.id)
    }
    const departmentIds = new Map<string, number>()
    for (const name of demoDepartments) {
      const [row] = await tx.insert(department).values({ name }).returning({ id: department.id })
      if (row) departmentIds.set(name, row.id)
    }
    await tx.insert(employee).values(
      demoEmployees.map((e) => ({
        firstName: e.first_name,
        lastName: e.last_name,
        username: e.username,
        email: e.email,
        phone: e.phone,
        image: e.image,
        designationId: designationIds.get(e.designation) ?? null,
        departmentId: departmentIds.get(e.department) ?? null,
        displayOrder: e.display_order,
      })),
    )

    const s = demoSettings
    await tx.insert(generalSetting).values({
      title: s.title,
      siteName: s.site_name,
      siteAddress: s.site_address,
      email: s.email,
      email2: s.email2,
      email3: s.email3,
      phone: s.phone,
      phone2: s.phone2,
      phone3: s.phone3,
      favicon: s.favicon,
      logo: s.logo,
      footerLogo: s.footer_logo,
      slider: s.slider,
      address: s.address,
      address2: s.address2,
      googleUrl: s.google_url,
      facebookUrl: s.facebook_url,
      twitterUrl: s.twitter_url,
      linkedinUrl: s.linkedin_url,
      instagramUrl: s.instagram_url,
    })

    const usedSlugs = new Set<string>()
    const menuLinks = new Map<string, string>()
    const insertMenus = async (menus: readonly DemoMenu[], parentId: number | null) => {
      for (const [position, menu] of menus.entries()) {
        let slug = slugify(menu.name)
        for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(menu.name)}-${n}`
        usedSlugs.add(slug)
        const [row] = await tx
          .insert(cmsMenu)
          .values({ name: menu.name, slug, parentId, position: position + 1, template: menu.template })
          .returning({ id: cmsMenu.id })
        if (!row) throw new Error(`Could not insert menu ${menu.name}`)
        menuLinks.set(slug, originalMenuPath(menu.name, row.id))
        if (menu.contents.length > 0) {
          await tx.insert(cmsMenuContent).values(
            menu.contents.map((c, i) => ({
              cmsMenuId: row.id,
              name: c.name,
              value: c.value,
              position: i + 1,
            })),
          )
        }
        if (menu.images.length > 0) {
          await tx.insert(cmsMenuContentImage).values(
            menu.images.map((img, i) => ({
              cmsMenuId: row.id,
              head: img.head,
              image: img.file,
              alt: img.alt ?? null,
              position: i + 1,
            })),
          )
        }
        await insertMenus(menu.children ?? [], row.id)
      }
    }
    await insertMenus(demoMenus, null)

    // Slides link to menus by slug in the demo content; stored as the original client routes a menu,
    // /{lowercased name}/{id} unencoded (api-contract §2.3), which this site accepts too.
    await tx.insert(homepageSlider).values(
      demoSliders.map((slide) => ({
        title: slide.title,
        subtitle: slide.subtitle,
        link: menuLinks.get(slide.link.replace(/^\//, '')) ?? slide.link,
        serialNumber: slide.serial_number,
        image: slide.image,
        details: slide.details,
      })),
    )

    for (const [table, rows] of [
      [notice, demoNotices],
      [circular, demoCirculars],
    ] as const) {
      await tx.insert(table).values(
        rows.map((d) => ({
          title: d.title,
          date: d.date,
          note: d.note,
          file: d.file,
          showOnHomepage: d.show_on_homepage,
        })),
      )
    }
  })
}

/** app_meta's key for when the demo was last loaded, by the database's clock (reset.ts reads it). */
export const DEMO_LOADED_AT = 'demo_loaded_at'

/**
 * Records that the demo was loaded now: money written after this moment is not the demo's. The
 * database's own clock, the one its rows' `created_at` come from, so a server whose clock differs
 * from the app's cannot blur the line.
 */
export async function markDemoLoaded(db: Db): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: DEMO_LOADED_AT, value: sql`clock_timestamp()::text` })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } })
}
