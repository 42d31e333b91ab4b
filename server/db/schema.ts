/**
 * The one database schema, for PGlite and PostgreSQL alike. snake_case in the database (the wire
 * format of the original service is snake_case too), camelCase in TypeScript.
 * After changing it: `npm run db:generate`, review the SQL, commit both.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { addressColumns, branch } from '../modules/org/tables.ts'

// Each area's tables, so drizzle-kit and the database client see one schema.
export * from '../modules/org/tables.ts'

/** Back-office accounts. A user signs in with email and password and acts through one role. */
export const users = pgTable('app_user', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  username: varchar('username', { length: 100 }).unique(),
  firstName: varchar('first_name', { length: 100 }).notNull().default(''),
  lastName: varchar('last_name', { length: 100 }).notNull().default(''),
  primaryPhone: varchar('primary_phone', { length: 30 }).unique(),
  secondaryPhone: varchar('secondary_phone', { length: 30 }).unique(),
  image: varchar('image', { length: 500 }),
  /** argon2id; null until the user has set a password (e.g. through an invitation link). */
  passwordHash: text('password_hash'),
  roleId: integer('role_id').references((): AnyPgColumn => role.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
})

/**
 * created_at, updated_at, created_by, updated_by: on every content table. A function declaration,
 * so the areas' tables (re-exported below) can call it while this module is still loading.
 */
export function auditColumns() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  }
}

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

export const department = pgTable('department', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull().unique(),
  ...auditColumns(),
})

export const designation = pgTable('designation', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull().unique(),
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

/** Facts about this database's life, e.g. whether first-start setup already ran. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
})

/**
 * One counted request of a rate limit (sign-in attempts, form posts) when the counters must be
 * shared by every process on one PostgreSQL database. `key` is a hash (never a raw email or
 * address); rows are pruned once `expires_at`, the end of their window, has passed.
 */
export const rateLimitHit = pgTable(
  'rate_limit_hit',
  {
    key: varchar('key', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_hit_key_at_idx').on(t.key, t.at),
    index('rate_limit_hit_expires_at_idx').on(t.expiresAt),
  ],
)

/** A named set of permissions. Built-in roles (Administrator, Editor) cannot be deleted. */
export const role = pgTable('role', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: text('description'),
  isBuiltin: boolean('is_builtin').notNull().default(false),
  ...auditColumns(),
})

/** One action on one resource, e.g. cms_menu.update. Rows are kept in step with the resource registry at start. */
export const permission = pgTable(
  'permission',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 150 }).notNull().unique(),
    resource: varchar('resource', { length: 100 }).notNull(),
    action: varchar('action', { length: 50 }).notNull(),
    description: text('description'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('permission_resource_action_uq').on(t.resource, t.action)],
)

export const rolePermission = pgTable(
  'role_permission',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permission.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
)

/** Entries of the back office's navigation, nested. */
export const menuItem = pgTable(
  'menu_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItem.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    menuId: varchar('menu_id', { length: 100 }),
    title: varchar('title', { length: 100 }).notNull(),
    translate: varchar('translate', { length: 100 }),
    type: varchar('type', { length: 100 }),
    icon: varchar('icon', { length: 100 }),
    url: varchar('url', { length: 1000 }),
    exact: boolean('exact').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('menu_item_parent_position_idx').on(t.parentId, t.position, t.id)],
)

/** Which roles see which back-office menu entries. */
export const roleMenu = pgTable(
  'role_menu',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItem.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('role_menu_role_item_uq').on(t.roleId, t.menuItemId)],
)

/**
 * A signed-in session: an API token pair or a browser cookie. Only SHA-256 hashes of the secrets are
 * stored, so a database leak does not leak sessions. Revoked on logout and password change.
 */
export const authSession = pgTable(
  'auth_session',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    accessHash: varchar('access_hash', { length: 64 }).notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshHash: varchar('refresh_hash', { length: 64 }).unique(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    csrfHash: varchar('csrf_hash', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
)

/** Single-use links: password reset, and first-administrator setup. */
export const authToken = pgTable('auth_token', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  purpose: varchar('purpose', { length: 20 }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Who changed what: one row per write, with the changed fields before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 255 }),
    resource: varchar('resource', { length: 100 }).notNull(),
    recordId: integer('record_id'),
    action: varchar('action', { length: 20 }).notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_resource_record_idx').on(t.resource, t.recordId),
    index('audit_log_user_idx').on(t.userId),
  ],
)

/** Mail that was not sent over SMTP (no SMTP_URL), kept so an operator can read it. */
export const emailOutbox = pgTable('email_outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  recipient: varchar('recipient', { length: 255 }).notNull(),
  subject: varchar('subject', { length: 500 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every uploaded file: what it is and, for images, its size and responsive variants (so the site
 * can build srcset). Deleted with the file when no record references it any more.
 */
export const mediaFile = pgTable('media_file', {
  path: varchar('path', { length: 500 }).primaryKey(),
  kind: varchar('kind', { length: 10 }).notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** [{ width, webp, avif }]: stored names of the resized copies. */
  variants: jsonb('variants').$type<{ width: number; webp: string; avif: string }[]>().notNull().default([]),
  originalName: varchar('original_name', { length: 255 }),
  /**
   * Set while an upload's write has not committed: the row is inserted before any byte is written
   * and cleared in the transaction of the record that uses the file, so files of a write that
   * never committed (a failed insert, a process killed mid-request) are found and swept at start.
   */
  pending: boolean('pending').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * What visitors send through the public site's forms (server/site/forms/). The client's address is
 * kept only as a keyed hash (ip_hash), enough to see that several messages came from one place.
 * Staff read them in the back office and set their status.
 */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 20 }).notNull(),
    message: text('message').notNull(),
    /** new, read, answered or archived. */
    status: varchar('status', { length: 20 }).notNull().default('new'),
    ipHash: varchar('ip_hash', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [index('contact_message_created_idx').on(t.createdAt)],
)

/** Addresses for the newsletter, stored lowercased so each is there once. */
export const newsletterSubscriber = pgTable('newsletter_subscriber', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  /** subscribed or unsubscribed. */
  status: varchar('status', { length: 20 }).notNull().default('subscribed'),
  ipHash: varchar('ip_hash', { length: 64 }),
  ...auditColumns(),
})

/** Applications from the volunteer page, with the CV stored as a private PDF (private/volunteer-cv/). */
export const volunteerApplication = pgTable(
  'volunteer_application',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    about: text('about').notNull().default(''),
    cv: varchar('cv', { length: 500 }),
    /** new, read, accepted, declined or archived. */
    status: varchar('status', { length: 20 }).notNull().default('new'),
    ipHash: varchar('ip_hash', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [index('volunteer_application_created_idx').on(t.createdAt)],
)

export * from '../modules/content/tables.ts'
