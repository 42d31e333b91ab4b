/**
 * The help desk (issue 16): tickets and their threads (the original's ticket and ticket_detail),
 * departments, priorities with their service-level targets, statuses with what each does to the
 * clock, categories the public chooses from, and the business calendar (working hours per weekday
 * and holidays). drizzle-kit reads this file with the others (drizzle.config.ts).
 *
 * A ticket's service-level deadlines (response_due_at, resolution_due_at) are written by one
 * function from its clock history (ticket_clock), its priority and the calendar
 * (sla-refresh.ts): they are what common/ticket-sla.ts answers, stored so lists and the dashboard
 * can filter on them in SQL.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, users } from '../../db/schema.ts'

export const CLOCK_KINDS = ['running', 'paused', 'stopped'] as const
export const TICKET_CHANNELS = ['web', 'account', 'email', 'staff'] as const
export const AUTHOR_KINDS = ['staff', 'requester'] as const

export const ticketDepartment = pgTable('ticket_department', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  /** Hears of tickets due and breached in the department, with their assignee. */
  leadId: integer('lead_id').references(() => users.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
})

export const ticketPriority = pgTable(
  'ticket_priority',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 50 }).notNull().unique(),
    /** 1 is the most urgent; lists sort by it. */
    rank: smallint('rank').notNull().default(1),
    /** Working minutes to the first reply the requester sees. */
    responseMinutes: integer('response_minutes').notNull(),
    /** Working minutes to resolution, the clock paused while the requester is awaited. */
    resolutionMinutes: integer('resolution_minutes').notNull(),
    /** The priority of a ticket opened by the public (they do not choose one). */
    isDefault: boolean('is_default').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    check(
      'ticket_priority_targets',
      sql`${t.responseMinutes} > 0 and ${t.resolutionMinutes} >= ${t.responseMinutes}`,
    ),
    uniqueIndex('ticket_priority_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
)

export const ticketStatus = pgTable(
  'ticket_status',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 50 }).notNull().unique(),
    /** running: staff owe the next step; paused: waiting for the requester; stopped: resolved or closed. */
    clock: varchar('clock', { length: 10, enum: CLOCK_KINDS }).notNull(),
    position: smallint('position').notNull().default(0),
    /** Where a new ticket starts, and where a requester's reply puts a paused or stopped one. */
    isInitial: boolean('is_initial').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    check('ticket_status_clock', sql`${t.clock} in ('running', 'paused', 'stopped')`),
    check('ticket_status_initial_runs', sql`not ${t.isInitial} or ${t.clock} = 'running'`),
    uniqueIndex('ticket_status_one_initial').on(t.isInitial).where(sql`${t.isInitial}`),
  ],
)

/** What the public chooses on the Help form; each goes to one department. */
export const ticketType = pgTable('ticket_type', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  departmentId: integer('department_id')
    .notNull()
    .references(() => ticketDepartment.id),
  position: smallint('position').notNull().default(0),
  isPublic: boolean('is_public').notNull().default(true),
  ...auditColumns(),
})

/** Ticket numbers come from a sequence: T-000123, never given twice. */
export const ticketNumberSeq = pgSequence('ticket_number_seq')

export const ticket = pgTable(
  'ticket',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketNumber: varchar('ticket_number', { length: 20 })
      .notNull()
      .unique()
      .default(sql`'T-' || lpad(nextval('ticket_number_seq')::text, 6, '0')`),
    subject: varchar('subject', { length: 200 }).notNull(),
    requesterName: varchar('requester_name', { length: 200 }).notNull(),
    requesterEmail: varchar('requester_email', { length: 254 }).notNull(),
    requesterPhone: varchar('requester_phone', { length: 20 }),
    /** The requester's account (the original's `user`), when they have one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => ticketDepartment.id),
    priorityId: integer('priority_id')
      .notNull()
      .references(() => ticketPriority.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => ticketStatus.id),
    typeId: integer('type_id').references(() => ticketType.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 10, enum: TICKET_CHANNELS }).notNull(),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the first response is due (or fell due); null once answered or while paused. */
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    /** When resolution is due (or fell due); null while paused or resolved. */
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
    /** The earlier of the two: what "due" and "breached" filter on. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    check('ticket_channel', sql`${t.channel} in ('web', 'account', 'email', 'staff')`),
    check('ticket_subject_not_blank', sql`btrim(${t.subject}) <> ''`),
    index('ticket_next_due_idx').on(t.nextDueAt),
    index('ticket_status_idx').on(t.statusId),
    index('ticket_assignee_idx').on(t.assigneeId),
    index('ticket_requester_email_idx').on(sql`lower(${t.requesterEmail})`),
  ],
)

/** The thread: messages of staff and requester, and notes only staff see. */
export const ticketDetail = pgTable(
  'ticket_detail',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    authorKind: varchar('author_kind', { length: 10, enum: AUTHOR_KINDS }).notNull(),
    /** The staff author (the original's `admin`). */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The requester's account, when the requester wrote signed in (the original's `customer`). */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    /** An attachment, a /media/ path stored by the media store after the upload checks. */
    file: varchar('file', { length: 1000 }),
    fileName: varchar('file_name', { length: 255 }),
    via: varchar('via', { length: 10, enum: TICKET_CHANNELS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ticket_detail_note_by_staff', sql`not ${t.isInternal} or ${t.authorKind} = 'staff'`),
    check('ticket_detail_author', sql`${t.authorKind} in ('staff', 'requester')`),
    check('ticket_detail_not_empty', sql`btrim(${t.message}) <> '' or ${t.file} is not null`),
    index('ticket_detail_ticket_idx').on(t.ticketId, t.createdAt),
  ],
)

/**
 * Each status change with the clock it set, copied when it happened: a later change of what a
 * status does must not rewrite how long past tickets waited.
 */
export const ticketClock = pgTable(
  'ticket_clock',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => ticketStatus.id),
    clock: varchar('clock', { length: 10, enum: CLOCK_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('ticket_clock_kind', sql`${t.clock} in ('running', 'paused', 'stopped')`),
    index('ticket_clock_ticket_idx').on(t.ticketId, t.at, t.id),
  ],
)

/** Working hours: one row per stretch of a weekday (0 Sunday … 6 Saturday), in local minutes. */
export const businessHours = pgTable(
  'business_hours',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    ...auditColumns(),
  },
  (t) => [
    check('business_hours_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'business_hours_order',
      sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
)

/** Days not worked whatever the weekday (Victory Day, the Eids once the moon is sighted). */
export const holiday = pgTable('holiday', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  date: date('date').notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  ...auditColumns(),
})

/** A due-soon or breach email sent, so each deadline is announced once (the job runs every few minutes). */
export const ticketSlaNotice = pgTable(
  'ticket_sla_notice',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    target: varchar('target', { length: 10 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ticket_sla_notice_target', sql`${t.target} in ('response', 'resolution')`),
    check('ticket_sla_notice_kind', sql`${t.kind} in ('due_soon', 'breached')`),
    uniqueIndex('ticket_sla_notice_once').on(t.ticketId, t.target, t.kind, t.dueAt),
  ],
)

/**
 * Every email the inbound receivers took in (SMTP or IMAP), by its Message-ID: a message fetched
 * twice (an IMAP re-poll after a crash, an MTA retrying after a lost answer) is stored once.
 * ticket_id is the ticket it landed on or opened; null when it was dropped (no token, an
 * auto-reply), so it is not looked at again either.
 */
export const helpdeskInbound = pgTable('helpdesk_inbound', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  messageId: varchar('message_id', { length: 998 }).notNull().unique(),
  ticketId: integer('ticket_id').references(() => ticket.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
