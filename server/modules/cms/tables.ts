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
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns } from '../../db/schema.ts'
import { addressColumns, branch, department, designation } from '../org/tables.ts'

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

export const employee = pgTable(
  'employee',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    username: varchar('username', { length: 100 }).unique(),
    email: varchar('email', { length: 254 }).unique(),
    phone: varchar('phone', { length: 30 }),
    image: varchar('image', { length: 500 }),
    designationId: integer('designation_id').references(() => designation.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => department.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(0),
    /** Off: the employee appears nowhere public (API reads for anonymous visitors, the site). */
    showOnWebsite: boolean('show_on_website').notNull().default(true),
    branchId: integer('branch_id').references(() => branch.id, { onDelete: 'set null' }),
    /** Where the employee lives: personal data, never sent to the public. */
    ...addressColumns(),
    /** Listed on the management team pages; off for staff who only have a profile page. */
    managementTeam: boolean('management_team').notNull().default(true),
    // The profile page (/team-single/{id}): what the public sees of a member of staff.
    /** Paragraphs separated by a blank line. */
    bio: text('bio').notNull().default(''),
    practiceArea: varchar('practice_area', { length: 255 }),
    /** As shown: "9 years". */
    experience: varchar('experience', { length: 100 }),
    workAddress: varchar('work_address', { length: 500 }),
    /** Work contacts the profile shows; email and phone above are personal and never public. */
    publicEmail: varchar('public_email', { length: 254 }),
    publicPhone: varchar('public_phone', { length: 30 }),
    /** One per line. */
    education: text('education').notNull().default(''),
    languages: text('languages').notNull().default(''),
    /** The profile's four rings: three percentages and a count of donors reached. */
    successPercent: integer('success_percent'),
    happyClientsPercent: integer('happy_clients_percent'),
    projectsDonePercent: integer('projects_done_percent'),
    donorsReached: integer('donors_reached'),
    ...auditColumns(),
  },
  (t) => [
    index('employee_display_order_idx').on(t.displayOrder, t.firstName),
    index('employee_branch_idx').on(t.branchId),
    index('employee_country_idx').on(t.countryId),
    index('employee_division_idx').on(t.divisionId),
    index('employee_city_idx').on(t.cityId),
    index('employee_thana_idx').on(t.thanaId),
  ],
)

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
