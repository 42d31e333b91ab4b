/**
 * The site's content: menus with their blocks and images, the home page slider, general settings,
 * notices and circulars, and the employees (one staff model: the team pages and profiles read it).
 */
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns } from '../../db/schema.ts'

export const cmsMenu = pgTable(
  'cms_menu',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // RESTRICT: a menu with children cannot be deleted by accident; the service explains why.
    parentId: integer('parent_id').references((): AnyPgColumn => cmsMenu.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull().unique(),
    position: integer('position').notNull().default(0),
    template: varchar('template', { length: 40 }).notNull().default('generic'),
    isPublished: boolean('is_published').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('cms_menu_parent_position_idx').on(t.parentId, t.position, t.id)],
)

export const cmsMenuContent = pgTable(
  'cms_menu_content',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cmsMenuId: integer('cms_menu_id')
      .notNull()
      .references(() => cmsMenu.id, { onDelete: 'restrict' }),
    // The key templates look up ("About", "Map"); unique per menu because the API returns a map.
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('cms_menu_content_menu_name_uq').on(t.cmsMenuId, t.name),
    index('cms_menu_content_menu_position_idx').on(t.cmsMenuId, t.position, t.id),
  ],
)

export const cmsMenuContentImage = pgTable(
  'cms_menu_content_image',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cmsMenuId: integer('cms_menu_id')
      .notNull()
      .references(() => cmsMenu.id, { onDelete: 'restrict' }),
    // Several images may share a head: the API then returns a list for it.
    head: varchar('head', { length: 500 }).notNull(),
    image: varchar('image', { length: 500 }).notNull(),
    alt: varchar('alt', { length: 500 }),
    position: integer('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('cms_menu_content_image_menu_position_idx').on(t.cmsMenuId, t.position, t.id)],
)

export const homepageSlider = pgTable('homepage_slider', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 500 }),
  subtitle: varchar('subtitle', { length: 500 }),
  link: varchar('link', { length: 1000 }),
  serialNumber: integer('serial_number'),
  image: varchar('image', { length: 500 }),
  details: text('details'),
  ...auditColumns(),
})

export const generalSetting = pgTable('general_setting', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 100 }),
  siteName: varchar('site_name', { length: 100 }),
  siteAddress: varchar('site_address', { length: 500 }),
  email: varchar('email', { length: 254 }),
  email2: varchar('email2', { length: 254 }),
  email3: varchar('email3', { length: 254 }),
  phone: varchar('phone', { length: 30 }),
  phone2: varchar('phone2', { length: 30 }),
  phone3: varchar('phone3', { length: 30 }),
  favicon: varchar('favicon', { length: 500 }),
  logo: varchar('logo', { length: 500 }),
  footerLogo: varchar('footer_logo', { length: 500 }),
  /** Image of the home page's popup; the original site read it but its model lacked it. */
  slider: varchar('slider', { length: 500 }),
  address: text('address'),
  address2: text('address2'),
  googleUrl: varchar('google_url', { length: 500 }),
  facebookUrl: varchar('facebook_url', { length: 500 }),
  twitterUrl: varchar('twitter_url', { length: 500 }),
  linkedinUrl: varchar('linkedin_url', { length: 500 }),
  instagramUrl: varchar('instagram_url', { length: 500 }),
  ...auditColumns(),
})

function documentColumns() {
  return {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 255 }).notNull(),
    date: date('date', { mode: 'string' }),
    note: varchar('note', { length: 255 }),
    file: varchar('file', { length: 500 }),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    ...auditColumns(),
  }
}

export const notice = pgTable('notice', documentColumns())

export const circular = pgTable('circular', documentColumns())
