/**
 * Giving: causes (with their keyed blocks and images, as menu content), donations, monthly gifts,
 * the money receipts every received payment gets, and the settings that say which ledgers gifts
 * and dues post to. drizzle-kit reads this file with the others (drizzle.config.ts).
 *
 * Money is numeric(18,2), read as text and turned into paisa (common/money.ts). What a cause has
 * raised is never stored: it is the sum of its completed donations. The database guards the
 * invariants the books rely on (migration 0017, hand-written part): a completed donation keeps its
 * amount, cause, voucher and receipt and may only become refunded; a money receipt never changes
 * and takes its number from the series' counter itself, so numbers are gapless per fiscal year.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, users } from '../../db/schema.ts'
import { publishingColumns } from '../content/tables.ts'
import { fiscalYear, ledgerAccount, subLedgerAccount, voucher } from '../ledger/tables.ts'
import { employee } from '../org/tables.ts'

/**
 * A cause people give to (the original's Cause): a goal, dates, an image, and the sub-ledger its
 * gifts are credited under, made with it. Its text lives in cause_content blocks keyed by name.
 */
export const cause = pgTable(
  'cause',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull().unique(),
    /** The chip on the card: Scholarship, Relief, Skills… */
    category: varchar('category', { length: 100 }).notNull().default(''),
    /** One sentence for the card and the page's description. */
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    goalAmount: numeric('goal_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    startDate: date('start_date'),
    /** After this day the cause takes no new gifts (its page stays). */
    endDate: date('end_date'),
    image: varchar('image', { length: 1000 }),
    imageAlt: varchar('image_alt', { length: 500 }),
    /** Who speaks for the cause on its card (a staff member with a profile). */
    authorId: integer('author_id').references(() => employee.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Gifts to the cause are credited to the donations ledger under this sub-ledger (made with the cause). */
    subLedgerId: integer('sub_ledger_id').references(() => subLedgerAccount.id, { onDelete: 'restrict' }),
    ...publishingColumns(),
    ...auditColumns(),
  },
  (t) => [
    check('cause_goal_ck', sql`${t.goalAmount} >= 0`),
    check(
      'cause_dates_ck',
      sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
    index('cause_public_idx').on(t.status, t.publishAt),
    // A cause's sub-ledger is its own (cause-rules.ts makes one per cause): two causes never share one.
    uniqueIndex('cause_sub_ledger_uq').on(t.subLedgerId),
  ],
)

/** A cause's text blocks: name (the key) → HTML, as a menu's content blocks. */
export const causeContent = pgTable(
  'cause_content',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    causeId: integer('cause_id')
      .notNull()
      .references(() => cause.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 500 }).notNull(),
    value: text('value').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('cause_content_cause_idx').on(t.causeId, t.position),
    // One block per key in a cause, as a menu's (cause-content.ts checks first and names the field).
    uniqueIndex('cause_content_cause_name_uq').on(t.causeId, t.name),
  ],
)

/** A cause's images, keyed by `head` as a menu's content images. */
export const causeContentImage = pgTable(
  'cause_content_image',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    causeId: integer('cause_id')
      .notNull()
      .references(() => cause.id, { onDelete: 'cascade' }),
    head: varchar('head', { length: 500 }).notNull(),
    image: varchar('image', { length: 1000 }).notNull(),
    alt: varchar('alt', { length: 500 }),
    position: integer('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('cause_content_image_cause_idx').on(t.causeId, t.position)],
)

export const DONATION_CHANNELS = ['online', 'offline'] as const
/**
 * How the money came. Online gifts arrive through the gateway (its instrument is kept apart, in
 * gateway_method); offline ones are recorded by staff with their reference.
 */
export const DONATION_METHODS = [
  'gateway',
  'cash',
  'cheque',
  'bank_transfer',
  'bkash',
  'nagad',
  'rocket',
] as const
/**
 * pledged: an offline promise, waiting for staff to record the money. pending: an online attempt
 * waiting for the gateway. completed: received, posted and receipted. failed / cancelled: the
 * attempt did not pay (a failed one may still complete on a late, validated callback). refunded:
 * the money went back and the receipt voucher is reversed.
 */
export const DONATION_STATUSES = [
  'pledged',
  'pending',
  'completed',
  'failed',
  'cancelled',
  'refunded',
] as const
export type DonationStatus = (typeof DONATION_STATUSES)[number]
export const GIFT_FREQUENCIES = ['once', 'monthly'] as const

/**
 * A monthly gift: a promise to give each month. Each month's gift is a donation of its own,
 * opened by a job on the due day and paid through the emailed link (online) or recorded by staff.
 */
export const recurringGift = pgTable(
  'recurring_gift',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null: the general fund. */
    causeId: integer('cause_id').references(() => cause.id, { onDelete: 'restrict' }),
    /** The donor's site account, when they have one (their area manages the gift). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    /** active, or cancelled (by the donor or staff): no more months are opened. */
    status: varchar('status', { length: 10 }).notNull().default('active'),
    /** The day of the month gifts fall due (1–28, so every month has it). */
    dayOfMonth: smallint('day_of_month').notNull(),
    /** The next month's gift opens on this day. */
    nextDueOn: date('next_due_on').notNull(),
    startedOn: date('started_on').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    check('recurring_gift_amount_ck', sql`${t.amount} > 0`),
    check('recurring_gift_channel_ck', sql`${t.channel} IN ('online', 'offline')`),
    check('recurring_gift_status_ck', sql`${t.status} IN ('active', 'cancelled')`),
    check('recurring_gift_day_ck', sql`${t.dayOfMonth} BETWEEN 1 AND 28`),
    index('recurring_gift_due_idx').on(t.status, t.nextDueOn),
    index('recurring_gift_user_idx').on(t.userId),
    index('recurring_gift_email_idx').on(t.email),
  ],
)

/**
 * A money receipt: the numbered document every received donation and dues payment gets. The
 * database numbers it on insert (MR-2026-27-000001, from voucher_counter's 'MR' row for its
 * fiscal year) and refuses any later change but the delivery columns, so numbers are gapless.
 */
export const moneyReceipt = pgTable(
  'money_receipt',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /**
     * Number and sequence are given by the database on insert (money_receipt_number, migration
     * 0017): an insert must leave them at their defaults, or it is refused.
     */
    number: varchar('number', { length: 30 }).notNull().unique().default(''),
    series: varchar('series', { length: 4 }).notNull().default('MR'),
    /** The fiscal year holding `date` (the trigger checks it does). */
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYear.id, { onDelete: 'restrict' }),
    sequence: integer('sequence').notNull().default(0),
    /** The day the money was received (a calendar date in the organisation's time zone). */
    date: date('date').notNull(),
    /** What was paid: a donation or dues. The document is found through `source_id`. */
    sourceType: varchar('source_type', { length: 20 }).notNull(),
    sourceId: integer('source_id').notNull(),
    payerName: varchar('payer_name', { length: 255 }).notNull(),
    payerAddress: varchar('payer_address', { length: 500 }),
    payerPhone: varchar('payer_phone', { length: 20 }),
    payerEmail: varchar('payer_email', { length: 254 }),
    /** The member number a dues receipt names (M-000123). */
    payerNumber: varchar('payer_number', { length: 20 }),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** "Donation: Flood relief 2026", "Membership dues: General, July–September 2026". */
    purpose: varchar('purpose', { length: 500 }).notNull(),
    /** How the money came, as server/receipts' ReceiptMethod: printed with its reference. */
    method: jsonb('method').notNull(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => voucher.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** Delivery, the only columns that change: when it was emailed, how often printed since. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    timesPrinted: integer('times_printed').notNull().default(0),
  },
  (t) => [
    check('money_receipt_amount_ck', sql`${t.amount} > 0`),
    check('money_receipt_source_ck', sql`${t.sourceType} IN ('donation', 'dues')`),
    uniqueIndex('money_receipt_series_sequence_uq').on(t.series, t.fiscalYearId, t.sequence),
    uniqueIndex('money_receipt_source_uq').on(t.sourceType, t.sourceId),
    index('money_receipt_date_idx').on(t.date, t.id),
    index('money_receipt_email_idx').on(t.payerEmail),
  ],
)

/**
 * A gift: online (a pending payment the gateway completes) or offline (a pledge staff complete
 * when the money arrives). Only gateway references are stored, never card data.
 */
export const donation = pgTable(
  'donation',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Our id of the gift, sent to the gateway as its tran_id: callbacks are keyed on it. */
    transactionId: varchar('transaction_id', { length: 30 }).notNull().unique(),
    /** Null: the general fund. */
    causeId: integer('cause_id').references(() => cause.id, { onDelete: 'restrict' }),
    recurringGiftId: integer('recurring_gift_id').references(() => recurringGift.id, {
      onDelete: 'restrict',
    }),
    /** The donor's site account, when the gift was made signed in (or claimed by a verified email). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    /** Null only for a gift staff record for a walk-in donor who gave none (never online). */
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    address: varchar('address', { length: 500 }),
    /** Not named on the site's lists; the receipt still names the donor. */
    anonymous: boolean('anonymous').notNull().default(false),
    message: text('message'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('BDT'),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** How the money came; null on a pledge until staff record it. */
    method: varchar('method', { length: 16 }),
    status: varchar('status', { length: 10 }).notNull(),
    /** Why it failed, was held or refused (a tampered callback): for staff, never shown to donors. */
    statusNote: text('status_note'),
    /** The gateway's session key, validation id, its own transaction id and the instrument used. */
    gatewaySessionKey: varchar('gateway_session_key', { length: 100 }),
    gatewayValidationId: varchar('gateway_validation_id', { length: 100 }),
    gatewayTransactionId: varchar('gateway_transaction_id', { length: 100 }),
    gatewayMethod: varchar('gateway_method', { length: 20 }),
    /** The gateway's answer fields worth keeping (no card data: see server/payments). */
    gatewayFields: jsonb('gateway_fields').$type<Record<string, string>>(),
    /** Cheque number, bank transfer reference or wallet transaction id; bank and cheque date. */
    reference: varchar('reference', { length: 100 }),
    bankName: varchar('bank_name', { length: 100 }),
    chequeDate: date('cheque_date'),
    /** The day the money was received: the receipt voucher's date. */
    receivedOn: date('received_on'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    voucherId: integer('voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    receiptId: integer('receipt_id').references(() => moneyReceipt.id, { onDelete: 'restrict' }),
    refundVoucherId: integer('refund_voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    /** The gateway's reference for an online refund. */
    refundReference: varchar('refund_reference', { length: 100 }),
    ...auditColumns(),
  },
  (t) => [
    check('donation_amount_ck', sql`${t.amount} > 0`),
    check('donation_currency_ck', sql`${t.currency} = 'BDT'`),
    check('donation_channel_ck', sql`${t.channel} IN ('online', 'offline')`),
    check('donation_online_email_ck', sql`${t.channel} = 'offline' OR ${t.email} IS NOT NULL`),
    check(
      'donation_method_ck',
      sql`${t.method} IS NULL OR ${t.method} IN ('gateway', 'cash', 'cheque', 'bank_transfer', 'bkash', 'nagad', 'rocket')`,
    ),
    check(
      'donation_status_ck',
      sql`${t.status} IN ('pledged', 'pending', 'completed', 'failed', 'cancelled', 'refunded')`,
    ),
    // Received money is always posted and receipted, and a refund always reversed.
    check(
      'donation_completed_ck',
      sql`${t.status} NOT IN ('completed', 'refunded') OR (${t.voucherId} IS NOT NULL AND ${t.receiptId} IS NOT NULL AND ${t.receivedOn} IS NOT NULL AND ${t.method} IS NOT NULL AND ${t.completedAt} IS NOT NULL)`,
    ),
    check(
      'donation_refunded_ck',
      sql`(${t.status} = 'refunded') = (${t.refundVoucherId} IS NOT NULL AND ${t.refundedAt} IS NOT NULL)`,
    ),
    index('donation_cause_status_idx').on(t.causeId, t.status),
    // What each cause raised and its donors (raisedByCause: sum of the completed gifts, distinct
    // lower(email)) as an index-only scan in cause and donor order, so it stays well under a second
    // on a million gifts (bench/giving.mjs). email is a key too: PostgreSQL reads lower(email) from
    // the index only when the column itself is there.
    index('donation_raised_idx')
      .on(t.causeId, sql`lower(${t.email})`, t.email, t.amount)
      .where(sql`${t.status} = 'completed'`),
    index('donation_status_created_idx').on(t.status, t.createdAt),
    index('donation_received_idx').on(t.receivedOn),
    index('donation_email_idx').on(t.email),
    index('donation_user_idx').on(t.userId),
    index('donation_recurring_idx').on(t.recurringGiftId),
  ],
)

/**
 * How giving reaches the books and the receipts, one row (id 1): the ledgers gifts and dues post
 * to (chosen by staff, never looked up by name), the organisation as receipts name it, and where
 * staff are told of new pledges.
 */
export const givingSetting = pgTable(
  'giving_setting',
  {
    id: smallint('id').primaryKey().default(1),
    /** Credited with every gift (by cause as sub-ledger). */
    donationLedgerId: integer('donation_ledger_id').references(() => ledgerAccount.id, {
      onDelete: 'restrict',
    }),
    /** Credited with membership dues. */
    duesLedgerId: integer('dues_ledger_id').references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    /** Debited for cash received. */
    cashLedgerId: integer('cash_ledger_id').references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    /** Debited for cheques and bank transfers. */
    bankLedgerId: integer('bank_ledger_id').references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    /** Debited for bKash, Nagad and Rocket payments to the organisation's merchant wallet. */
    walletLedgerId: integer('wallet_ledger_id').references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    /** Debited for online gifts: money the gateway holds until it settles to the bank. */
    gatewayLedgerId: integer('gateway_ledger_id').references(() => ledgerAccount.id, {
      onDelete: 'restrict',
    }),
    /** The legal name on receipts; default the site's name. */
    organisationName: varchar('organisation_name', { length: 255 }),
    /** One registration per line, "Label: number" (NGO Affairs Bureau, Social Services, e-TIN…). */
    registrations: text('registrations').notNull().default(''),
    /** Printed on receipts only when given: a rebate statement must be true for this organisation. */
    taxNote: text('tax_note'),
    signatoryName: varchar('signatory_name', { length: 100 }),
    signatoryTitle: varchar('signatory_title', { length: 100 }),
    /** Where staff are told of pledges; default the site's email. */
    notifyEmail: varchar('notify_email', { length: 254 }),
    /** The amounts the donation form offers, in whole taka, comma-separated. */
    presets: varchar('presets', { length: 100 }).notNull().default('500,1000,2500,5000'),
    /** What a donor who gives offline is told to do: the bank account, the bKash number, the office. */
    offlineInstructions: text('offline_instructions').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('giving_setting_single_ck', sql`${t.id} = 1`)],
)
