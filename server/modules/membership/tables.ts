/**
 * Members, their membership types and periods, and the committees' role assignments. drizzle-kit
 * reads this file with the others (drizzle.config.ts).
 *
 * A member is a person the organisation registers (the original's Member: father's, mother's and
 * spouse's names, village, post office and union); a membership is one paid period of one member
 * in one type. Status is never stored: it is computed from the periods by one rule
 * (common/membership-status.ts, and status-sql.ts for list filters).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, users } from '../../db/schema.ts'
import { moneyReceipt } from '../giving/tables.ts'
import { voucher } from '../ledger/tables.ts'
import { addressColumns, unionCouncil } from '../org/tables.ts'

export const MEMBERSHIP_PERIODS = ['monthly', 'yearly', 'lifetime'] as const
export const GENDERS = ['male', 'female', 'other'] as const

/** Member numbers come from a sequence, so a deleted member's number is never given again. */
export const memberNumberSeq = pgSequence('member_number_seq')

export const member = pgTable(
  'member',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** M-000123: given by the database on insert, never written by the API. */
    memberNumber: varchar('member_number', { length: 20 })
      .notNull()
      .unique()
      .default(sql`'M-' || lpad(nextval('member_number_seq')::text, 6, '0')`),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    fatherName: varchar('father_name', { length: 200 }),
    motherName: varchar('mother_name', { length: 200 }),
    spouseName: varchar('spouse_name', { length: 200 }),
    dateOfBirth: date('date_of_birth'),
    gender: varchar('gender', { length: 10 }),
    religion: varchar('religion', { length: 50 }),
    profession: varchar('profession', { length: 100 }),
    /** National ID: 10 (smart card), 13 or 17 (older cards, the latter with the birth year) digits. */
    nid: varchar('nid', { length: 17 }).unique(),
    primaryPhone: varchar('primary_phone', { length: 20 }),
    secondaryPhone: varchar('secondary_phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    image: varchar('image', { length: 1000 }),
    ...addressColumns(),
    unionId: integer('union_id').references(() => unionCouncil.id, { onDelete: 'restrict' }),
    postOffice: varchar('post_office', { length: 100 }),
    village: varchar('village', { length: 100 }),
    /** The member's account on the site, when they have one; one account is one member at most. */
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    joinedDate: date('joined_date').notNull().default(sql`CURRENT_DATE`),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [
    check('member_nid_digits', sql`${t.nid} ~ '^([0-9]{10}|[0-9]{13}|[0-9]{17})$'`),
    check('member_gender', sql`${t.gender} IN ('male', 'female', 'other')`),
    index('member_thana_idx').on(t.thanaId),
    index('member_union_idx').on(t.unionId),
  ],
)

export const membershipType = pgTable(
  'membership_type',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    fee: numeric('fee', { precision: 18, scale: 2 }).notNull().default('0'),
    period: varchar('period', { length: 10 }).notNull().default('yearly'),
    /** Days after a period's end the member is still in grace (CiviCRM's default is a month). */
    graceDays: integer('grace_days').notNull().default(30),
    /** Off: kept for past periods, no longer offered for new ones. */
    active: boolean('active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    check('membership_type_period', sql`${t.period} IN ('monthly', 'yearly', 'lifetime')`),
    check('membership_type_fee', sql`${t.fee} >= 0`),
    check('membership_type_grace', sql`${t.graceDays} >= 0`),
  ],
)

/**
 * One period of a member in a type. Periods of one member in one type never overlap: the write
 * service says so in words, and the trigger membership_no_overlap (migration 0015) refuses it
 * whoever writes (a trigger, not an exclusion constraint: that needs btree_gist, which PGlite
 * does not load by default).
 */
export const membership = pgTable(
  'membership',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipType.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    /** Null: a lifetime membership. */
    endDate: date('end_date'),
    fee: numeric('fee', { precision: 18, scale: 2 }).notNull().default('0'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    note: text('note'),
    /** The receipt voucher of the dues payment that paid the period (null: entered without one). */
    receiptVoucherId: integer('receipt_voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [
    check('membership_dates', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
    check('membership_fee', sql`${t.fee} >= 0`),
    index('membership_member_idx').on(t.memberId, t.startDate),
    index('membership_type_idx').on(t.membershipTypeId),
  ],
)

/**
 * A committee's role assignments (the original's ExecutiveMember, AdviserMember, GeneralMember):
 * a member, the designation as text, the term and a note. One table per committee, as the
 * original's paths, from one definition.
 */
function committeeRoleTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
      memberId: integer('member_id')
        .notNull()
        .references(() => member.id, { onDelete: 'cascade' }),
      designation: varchar('designation', { length: 100 }).notNull(),
      termStart: date('term_start'),
      termEnd: date('term_end'),
      note: text('note'),
      ...auditColumns(),
    },
    (t) => [
      check(
        `${name}_term`,
        sql`${t.termEnd} IS NULL OR ${t.termStart} IS NULL OR ${t.termEnd} >= ${t.termStart}`,
      ),
      index(`${name}_member_idx`).on(t.memberId),
    ],
  )
}

export const executiveMember = committeeRoleTable('executive_member')
export const adviserMember = committeeRoleTable('adviser_member')
export const generalMember = committeeRoleTable('general_member')

export const DUES_METHODS = ['cash', 'cheque', 'bank_transfer', 'bkash', 'nagad', 'rocket'] as const

/**
 * A member's dues payment (the original's MonthlySubscription, at its path): the period it paid
 * (one membership row covering `periods` months or years of the type), the money, and the receipt
 * voucher and money receipt it posted. Several members paid in one collection share
 * `collection_id`. Never edited: a mistake is cancelled, which reverses the voucher and cancels
 * the period.
 */
export const duesPayment = pgTable(
  'monthly_subscription',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id, { onDelete: 'restrict' }),
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipType.id, { onDelete: 'restrict' }),
    /** The period this payment opened. */
    membershipId: integer('membership_id')
      .notNull()
      .unique()
      .references(() => membership.id, { onDelete: 'restrict' }),
    /** How many months (or years) of the type it pays. */
    periods: smallint('periods').notNull().default(1),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** The day the money was received: the receipt voucher's date. */
    paidOn: date('paid_on').notNull(),
    method: varchar('method', { length: 16 }).notNull(),
    /** Cheque number, transfer reference or wallet transaction id; bank and cheque date. */
    reference: varchar('reference', { length: 100 }),
    bankName: varchar('bank_name', { length: 100 }),
    chequeDate: date('cheque_date'),
    note: text('note'),
    /** One collection of dues for several members at once. */
    collectionId: varchar('collection_id', { length: 36 }).notNull(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => voucher.id, { onDelete: 'restrict' }),
    receiptId: integer('receipt_id')
      .notNull()
      .unique()
      .references(() => moneyReceipt.id, { onDelete: 'restrict' }),
    /** A cancelled payment: its voucher reversed by this one, its period cancelled. */
    reversalVoucherId: integer('reversal_voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...auditColumns(),
  },
  (t) => [
    check('monthly_subscription_amount_ck', sql`${t.amount} > 0`),
    check('monthly_subscription_periods_ck', sql`${t.periods} BETWEEN 1 AND 120`),
    check(
      'monthly_subscription_method_ck',
      sql`${t.method} IN ('cash', 'cheque', 'bank_transfer', 'bkash', 'nagad', 'rocket')`,
    ),
    check(
      'monthly_subscription_cancel_ck',
      sql`(${t.cancelledAt} IS NULL) = (${t.reversalVoucherId} IS NULL)`,
    ),
    index('monthly_subscription_member_idx').on(t.memberId, t.paidOn),
    index('monthly_subscription_collection_idx').on(t.collectionId),
    index('monthly_subscription_paid_idx').on(t.paidOn),
  ],
)

export const DUES_REMINDER_KINDS = ['before', 'after'] as const

/** A dues reminder sent for a period: before it ends, or after (in grace). Sent once per kind. */
export const duesReminder = pgTable(
  'dues_reminder',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => membership.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 6 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dues_reminder_kind_ck', sql`${t.kind} IN ('before', 'after')`),
    uniqueIndex('dues_reminder_once_uq').on(t.membershipId, t.kind),
  ],
)
