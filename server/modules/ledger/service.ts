/**
 * What other areas use of the books (ADR 016: an area calls another's service, never its tables):
 * posting and reversing vouchers, their numbers, fiscal years, and the ledgers and sub-ledgers a
 * document posts to. Nothing but posting.ts writes ledger lines.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { ensureFiscalYear, type FiscalYearRange, fiscalYearOf, ledgerSettings } from './fiscal-year.ts'
import { accountGroup, fiscalYear, ledgerAccount, primaryGroup, subLedgerAccount, voucher } from './tables.ts'

export {
  CASH_LEDGER,
  COST_OF_GOODS_LEDGER,
  DELIVERY_LEDGER,
  DONATIONS_LEDGER,
  DUES_LEDGER,
  GATEWAY_LEDGER,
  OPENING_DIFFERENCE_LEDGER,
  SALES_LEDGER,
  STOCK_ADJUSTMENT_LEDGER,
  STOCK_LEDGER,
  WALLET_LEDGER,
} from './chart-seed.ts'
export { DEMO_BANK } from './demo/seed.ts'
export { type FiscalYearRange, fiscalYearOf } from './fiscal-year.ts'
export {
  deletePartyLedger,
  ledgerBalances,
  linkPartyLedger,
  openPartyLedger,
  type PartyType,
  renamePartyLedger,
} from './party-ledgers.ts'
export {
  type Actor,
  type LineInput,
  ledgerHasEntries,
  type Posted,
  post,
  reverse,
  type VoucherInput,
  voucherNumber,
} from './posting.ts'
export type { AccountType } from './tables.ts'

/** The fiscal year row holding a date (made if it does not exist yet), by the books' start month. */
export async function fiscalYearFor(db: Db, date: string) {
  const { fiscalYearStartMonth } = await ledgerSettings(db)
  return ensureFiscalYear(db, date, fiscalYearStartMonth)
}

/** The ids of ledgers by name (the seeds' defaults); a name with no ledger is absent. */
export async function ledgerIdsByName(db: Db, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map()
  const rows = await db
    .select({ id: ledgerAccount.id, name: ledgerAccount.name })
    .from(ledgerAccount)
    .where(inArray(ledgerAccount.name, names))
  return new Map(rows.map((r) => [r.name, r.id]))
}

export interface LedgerSummary {
  id: number
  name: string
  accountType: string
  active: boolean
  /** Its primary group's nature: asset, liability, income, expense or fund. */
  nature: string
}

/** Ledgers by id with their type: for a setting that must name, say, an income or a bank ledger. */
export async function ledgerSummaries(db: Db, ids: number[]): Promise<Map<number, LedgerSummary>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: ledgerAccount.id,
      name: ledgerAccount.name,
      accountType: ledgerAccount.accountType,
      active: ledgerAccount.isActive,
      nature: primaryGroup.nature,
    })
    .from(ledgerAccount)
    .innerJoin(accountGroup, eq(accountGroup.id, ledgerAccount.groupId))
    .innerJoin(primaryGroup, eq(primaryGroup.id, accountGroup.primaryGroupId))
    .where(inArray(ledgerAccount.id, ids))
  return new Map(rows.map((r) => [r.id, r]))
}

/**
 * A sub-ledger (an analysis tag on lines: a cause, a course) by name, made when missing. Names are
 * unique, so a document that tags its lines (a cause) keeps its sub-ledger's id, not the name.
 */
export async function ensureSubLedger(db: Db, name: string, details?: string): Promise<number> {
  const [made] = await db
    .insert(subLedgerAccount)
    .values({ name, details: details ?? null })
    .onConflictDoNothing({ target: subLedgerAccount.name })
    .returning({ id: subLedgerAccount.id })
  if (made) return made.id
  const [existing] = await db
    .select({ id: subLedgerAccount.id })
    .from(subLedgerAccount)
    .where(eq(subLedgerAccount.name, name))
  if (!existing) throw new ApiError(409, `The sub-ledger "${name}" could not be made.`)
  return existing.id
}

/** The numbers of vouchers by id: a draft, or a voucher whose posting has not committed, has none. */
export async function voucherNumbers(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: voucher.id, number: voucher.number })
    .from(voucher)
    .where(inArray(voucher.id, [...new Set(ids)]))
  return new Map(rows.flatMap((r) => (r.number ? [[r.id, r.number] as const] : [])))
}

/**
 * A fiscal year by the name the books give it ("2026-27", or "2026" when years start in January),
 * whether or not a voucher has made its row yet; undefined when no year of the books' start month
 * has that name. Nothing is created: asking about a year changes no books.
 */
export async function fiscalYearNamed(db: Db, name: string): Promise<FiscalYearRange | undefined> {
  const [row] = await db
    .select({ name: fiscalYear.name, startDate: fiscalYear.startDate, endDate: fiscalYear.endDate })
    .from(fiscalYear)
    .where(eq(fiscalYear.name, name))
  if (row) return row
  const startYear = /^(\d{4})(-\d{2})?$/.exec(name)?.[1]
  if (!startYear) return undefined
  const { fiscalYearStartMonth } = await ledgerSettings(db)
  const month = String(fiscalYearStartMonth).padStart(2, '0')
  const range = fiscalYearOf(`${startYear}-${month}-01`, fiscalYearStartMonth)
  return range.name === name ? range : undefined
}

/** The fiscal year holding a date, by the books' start month, without making its row. */
export async function fiscalYearRangeOf(db: Db, date: string): Promise<FiscalYearRange> {
  const { fiscalYearStartMonth } = await ledgerSettings(db)
  return fiscalYearOf(date, fiscalYearStartMonth)
}

/**
 * The range a report of another area is read for (the donations, the membership report): as asked
 * (`from`, `to`, both inclusive), `to` by default today and `from` by default the first day of the
 * fiscal year holding `to`, as the books' own reports start. A range that ends before it starts is a
 * 400 on `date_before`, the parameter a screen sends the end in.
 */
export async function reportRange(
  db: Db,
  asked: { from?: string; to?: string },
  today: string,
): Promise<{ from: string; to: string }> {
  const to = asked.to ?? today
  const from = asked.from ?? (await fiscalYearRangeOf(db, to)).startDate
  if (from > to)
    throw new ValidationError({ date_before: [`The range ends (${to}) before it starts (${from}).`] })
  return { from, to }
}
