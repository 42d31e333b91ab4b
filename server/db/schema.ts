/**
 * The platform's tables, for PGlite and PostgreSQL alike: accounts, roles and permissions, sessions
 * and tokens, the back office's navigation, the audit log, mail, media files and the database's own
 * facts. Each area's tables are in its folder (server/modules/<area>/tables.ts); drizzle-kit reads
 * them all (drizzle.config.ts). snake_case in the database (the wire format of the original service
 * is snake_case too), camelCase in TypeScript. After changing a table: `npm run db:generate`,
 * review the SQL, commit both.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
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

/**
 * Accounts. Staff sign in to the back office and act through one role. Supporters (donors and
 * members who registered on the site) have their own area on the site and never a role: the
 * database refuses one (app_user_supporter_no_role_ck), and the back office refuses them.
 */
export const users = pgTable(
  'app_user',
  {
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
    /** staff, or supporter: a donor or member with a site account. */
    accountType: varchar('account_type', { length: 10 }).notNull().default('staff'),
    /** When the address was proved by an emailed link; a supporter signs in only after it. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [
    check('app_user_account_type_ck', sql`${t.accountType} IN ('staff', 'supporter')`),
    check('app_user_supporter_no_role_ck', sql`${t.accountType} = 'staff' OR ${t.roleId} IS NULL`),
  ],
)

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

/**
 * Who changed what: one row per write, with the changed fields before and after; and who signed in
 * or failed to (action sign_in / sign_in_failed, resource user, `detail` saying why it failed).
 */
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
    /** What the fields do not say: why a sign-in failed. */
    detail: varchar('detail', { length: 200 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_resource_record_idx').on(t.resource, t.recordId),
    index('audit_log_user_idx').on(t.userId),
  ],
)

/**
 * Every email Kizuna sent or would have sent: sent_at once SMTP took it, error when SMTP refused
 * it, neither when there is no SMTP_URL (it waits here, read on the Outgoing email screen).
 */
export const emailOutbox = pgTable('email_outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  recipient: varchar('recipient', { length: 255 }).notNull(),
  subject: varchar('subject', { length: 500 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Kept so a failed message is sent again as it was first sent (server/mail/mail-retry.ts). */
  replyTo: varchar('reply_to', { length: 255 }),
  headers: jsonb('headers').$type<Record<string, string>>(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /** How many times SMTP was tried: 1 on the first send, then one per retry. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * A file sent with an outbox message (a money receipt's PDF), kept with it so a retry sends it as
 * first sent and the Outgoing email screen can show what went. Small files only: the mailer's
 * callers attach documents of a few kilobytes.
 */
export const emailAttachment = pgTable(
  'email_attachment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('email_attachment_outbox_idx').on(t.outboxId)],
)

/**
 * Work done in the background, once, whatever the number of server processes (ADR 023): a row per
 * run, claimed with FOR UPDATE SKIP LOCKED. A recurring job's occurrence has the key
 * "name@occurrence", so every process may schedule it and only one row exists. A running row whose
 * lease ran out (its process died) is claimed again.
 */
export const job = pgTable(
  'job',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 80 }).notNull(),
    /** Unique when set: a recurring occurrence, or a one-off that must not be queued twice. */
    key: varchar('key', { length: 200 }).unique(),
    payload: jsonb('payload').$type<unknown>(),
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: varchar('locked_by', { length: 100 }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('job_due_idx').on(t.runAt, t.id).where(sql`${t.status} in ('queued', 'running')`),
    index('job_finished_idx').on(t.finishedAt).where(sql`${t.status} in ('done', 'failed')`),
  ],
)

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
