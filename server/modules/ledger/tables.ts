/**
 * The organisation's books: one double-entry ledger that vouchers (and later donations, dues,
 * purchases and orders) post to. The vocabulary is Tally's, as the original's was: primary groups
 * → a tree of groups → ledgers, sub-ledgers as an analysis tag, and vouchers by type (payment,
 * receipt, contra, journal, sales, purchase). The invariants are ERPNext's and Odoo's, and the
 * database enforces them itself (migration 0012, hand-written part): a posted voucher and its lines
 * never change, every posted voucher balances at commit, nothing posts on or before the lock date.
 * The general ledger is the posted lines: there is no separate log to drift out of step.
 *
 * Amounts are numeric(18,2): exact, with paisa. TypeScript reads them as text and turns them into
 * integer paisa (common/money.ts).
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, users } from '../../db/schema.ts'
import { branch } from '../org/tables.ts'

/** Debit-natured or credit-natured roots of the chart: Assets, Liabilities, Income, Expenses, Fund. */
export const primaryGroup = pgTable(
  'primary_group',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    /** What the statements do with it: the balance sheet shows asset, liability and fund; income and expense make the surplus. */
    nature: varchar('nature', { length: 10 }).notNull(),
    position: smallint('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    check('primary_group_nature_ck', sql`${t.nature} in ('asset', 'liability', 'income', 'expense', 'fund')`),
  ],
)

/**
 * A group of ledgers (Tally's "Current Assets", "Sundry Debtors"): under a primary group or under
 * another group. `primary_group_id` is always the root, also for a group under a group, so
 * statements need no recursion; the write service keeps it equal to the parent's.
 */
export const accountGroup = pgTable(
  'account_group',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => accountGroup.id, { onDelete: 'restrict' }),
    primaryGroupId: integer('primary_group_id')
      .notNull()
      .references(() => primaryGroup.id, { onDelete: 'restrict' }),
    /** Seeded with the chart (Tally's predefined groups): kept, since reports and later areas look for them. */
    isDefault: boolean('is_default').notNull().default(false),
    position: smallint('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('account_group_parent_idx').on(t.parentId),
    index('account_group_primary_idx').on(t.primaryGroupId),
  ],
)

export const ACCOUNT_TYPES = [
  'cash',
  'bank',
  'receivable',
  'payable',
  'income',
  'expense',
  'fund',
  'other',
] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export const PARTY_TYPES = ['member', 'donor', 'customer', 'vendor'] as const

/** A ledger account: what lines post to. Its balance is the sum of its posted lines, never a stored figure. */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    /** A short code to type in the voucher grid ("1001"). */
    code: varchar('code', { length: 20 }).unique(),
    groupId: integer('group_id')
      .notNull()
      .references(() => accountGroup.id, { onDelete: 'restrict' }),
    /** Replaces the original's magic names ("Cash", "Bank"): contra and the cash and bank books read it. */
    accountType: varchar('account_type', { length: 12 }).notNull().default('other'),
    /** The party the ledger is for (a member, donor, customer or vendor record of a later area). */
    partyType: varchar('party_type', { length: 10 }),
    partyId: integer('party_id'),
    details: text('details'),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('ledger_account_group_idx').on(t.groupId),
    check(
      'ledger_account_type_ck',
      sql`${t.accountType} in ('cash', 'bank', 'receivable', 'payable', 'income', 'expense', 'fund', 'other')`,
    ),
    check(
      'ledger_account_party_ck',
      sql`(${t.partyType} is null) = (${t.partyId} is null) and (${t.partyType} is null or ${t.partyType} in ('member', 'donor', 'customer', 'vendor'))`,
    ),
  ],
)

/** A purpose or analysis tag on lines (a cause, a project): the original's "sub ledger". */
export const subLedgerAccount = pgTable('sub_ledger_account', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  details: text('details'),
  ...auditColumns(),
})

/**
 * A fiscal year (1 July – 30 June by default): created when the first voucher dated in it posts.
 * Closed by the year-end closing, after which nothing posts into it.
 */
export const fiscalYear = pgTable(
  'fiscal_year',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** "2026-27", or "2026" for a calendar year: the middle part of voucher numbers. */
    name: varchar('name', { length: 9 }).notNull().unique(),
    startDate: date('start_date').notNull().unique(),
    endDate: date('end_date').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closingVoucherId: integer('closing_voucher_id'),
  },
  (t) => [check('fiscal_year_dates_ck', sql`${t.endDate} > ${t.startDate}`)],
)

/**
 * The books' settings, one row (id 1): where a fiscal year starts and the lock date, on or before
 * which nothing is posted or reversed (the database refuses it too).
 */
export const ledgerSetting = pgTable(
  'ledger_setting',
  {
    id: smallint('id').primaryKey().default(1),
    fiscalYearStartMonth: smallint('fiscal_year_start_month').notNull().default(7),
    lockDate: date('lock_date'),
    /** Where the year-end closing carries the surplus or deficit: the organisation's fund. */
    fundLedgerId: integer('fund_ledger_id').references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('ledger_setting_single_ck', sql`${t.id} = 1`),
    check('ledger_setting_month_ck', sql`${t.fiscalYearStartMonth} between 1 and 12`),
  ],
)

export const VOUCHER_TYPES = [
  'payment',
  'receipt',
  'contra',
  'journal',
  'sales',
  'purchase',
  'opening',
  'closing',
] as const
export type VoucherType = (typeof VOUCHER_TYPES)[number]

/**
 * A voucher: a draft (no number, editable) or posted (numbered at commit, immutable). A correction is a new
 * voucher that `reverses` the first (same series, its own number, sides swapped): a voucher is
 * "reversed" when such a voucher exists, so a posted row never changes, not even its status.
 */
export const voucher = pgTable(
  'voucher',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: varchar('type', { length: 10 }).notNull(),
    status: varchar('status', { length: 6 }).notNull().default('draft'),
    /** PV-2026-27-000123: series, fiscal year, sequence. Null on drafts. */
    number: varchar('number', { length: 30 }).unique(),
    series: varchar('series', { length: 4 }).notNull(),
    fiscalYearId: integer('fiscal_year_id').references(() => fiscalYear.id, { onDelete: 'restrict' }),
    sequence: integer('sequence'),
    /** The voucher's date (a calendar date in the organisation's time zone). */
    date: date('date').notNull(),
    branchId: integer('branch_id').references(() => branch.id, { onDelete: 'restrict' }),
    narration: text('narration'),
    /** The attachment (the original's `file`): a /media/ URL. */
    file: varchar('file', { length: 500 }),
    /** Σ debit = Σ credit of its lines, checked at commit for posted vouchers. */
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
    reversesId: integer('reverses_id').references((): AnyPgColumn => voucher.id, { onDelete: 'restrict' }),
    /** A draft opened by "Correct" to replace a reversed voucher. */
    replacesId: integer('replaces_id').references((): AnyPgColumn => voucher.id, { onDelete: 'set null' }),
    /** The document this voucher posts (a donation, a dues collection…); null for vouchers entered here. */
    sourceType: varchar('source_type', { length: 30 }),
    sourceId: integer('source_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    check(
      'voucher_type_ck',
      sql`${t.type} in ('payment', 'receipt', 'contra', 'journal', 'sales', 'purchase', 'opening', 'closing')`,
    ),
    check('voucher_status_ck', sql`${t.status} in ('draft', 'posted')`),
    // A posted voucher gets its number from the database at commit (migration 0014), so inside the
    // posting transaction it is posted and not yet numbered; a draft never has a number.
    check(
      'voucher_number_ck',
      sql`(${t.status} = 'draft') = (${t.fiscalYearId} is null) and (${t.status} = 'draft') = (${t.postedAt} is null) and (${t.number} is null) = (${t.sequence} is null) and (${t.status} = 'posted' or ${t.number} is null)`,
    ),
    check('voucher_total_ck', sql`${t.total} >= 0`),
    uniqueIndex('voucher_series_sequence_uq').on(t.series, t.fiscalYearId, t.sequence),
    uniqueIndex('voucher_reverses_uq').on(t.reversesId),
    index('voucher_type_date_idx').on(t.type, t.date, t.id),
    index('voucher_date_idx').on(t.date, t.id),
    index('voucher_source_idx').on(t.sourceType, t.sourceId),
  ],
)

/**
 * A voucher's line. Posted lines are the general ledger: they carry the voucher's date and status
 * (copied once, when posting inserts them) so statements read one table through one index.
 */
export const voucherLine = pgTable(
  'voucher_line',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => voucher.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    posted: boolean('posted').notNull().default(false),
    date: date('date').notNull(),
    ledgerId: integer('ledger_id')
      .notNull()
      .references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    subLedgerId: integer('sub_ledger_id').references(() => subLedgerAccount.id, { onDelete: 'restrict' }),
    /** The branch dimension: every line has one (the voucher's unless the line says otherwise). */
    branchId: integer('branch_id').references(() => branch.id, { onDelete: 'restrict' }),
    debit: numeric('debit', { precision: 18, scale: 2 }).notNull().default('0'),
    credit: numeric('credit', { precision: 18, scale: 2 }).notNull().default('0'),
    /** Cheque or pay-order number, bank and cheque date, for bank lines. */
    chequeNo: varchar('cheque_no', { length: 50 }),
    bankName: varchar('bank_name', { length: 100 }),
    chequeDate: date('cheque_date'),
    reference: varchar('reference', { length: 100 }),
    details: varchar('details', { length: 500 }),
  },
  (t) => [
    check(
      'voucher_line_amount_ck',
      sql`(${t.debit} > 0 and ${t.credit} = 0) or (${t.credit} > 0 and ${t.debit} = 0)`,
    ),
    index('voucher_line_voucher_idx').on(t.voucherId, t.position),
    // Statements and balances: a ledger's posted lines by date, with the amounts in the index.
    index('voucher_line_ledger_date_idx').on(t.ledgerId, t.date, t.id).where(sql`${t.posted}`),
    index('voucher_line_date_idx').on(t.date, t.ledgerId).where(sql`${t.posted}`),
    index('voucher_line_sub_ledger_idx')
      .on(t.subLedgerId, t.date)
      .where(sql`${t.posted} and ${t.subLedgerId} is not null`),
  ],
)

/**
 * The last sequence taken per series and fiscal year, by the database's numbering at commit
 * (migration 0014): gapless, because a rolled-back post rolls it back too.
 */
export const voucherCounter = pgTable(
  'voucher_counter',
  {
    series: varchar('series', { length: 4 }).notNull(),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYear.id, { onDelete: 'restrict' }),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.fiscalYearId] })],
)
