/**
 * Fiscal years and the books' settings. A fiscal year runs from the first day of the configured
 * month (July by default, as Bangladesh's does) for twelve months; its row is made when the first
 * voucher dated in it posts, so nobody has to open a year by hand.
 */
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fiscalYear, ledgerSetting } from './tables.ts'

export interface FiscalYearRange {
  name: string
  startDate: string
  endDate: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The fiscal year holding a date (YYYY-MM-DD) when years start on the first of `startMonth`. */
export function fiscalYearOf(date: string, startMonth: number): FiscalYearRange {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const startYear = month >= startMonth ? year : year - 1
  const startDate = `${startYear}-${pad(startMonth)}-01`
  const end = new Date(Date.UTC(startYear + 1, startMonth - 1, 0))
  const endDate = end.toISOString().slice(0, 10)
  const name = startMonth === 1 ? String(startYear) : `${startYear}-${pad((startYear + 1) % 100)}`
  return { name, startDate, endDate }
}

export interface LedgerSettings {
  fiscalYearStartMonth: number
  lockDate: string | null
  fundLedgerId: number | null
}

/** The settings row, made with its defaults the first time it is read. */
export async function ledgerSettings(db: Db): Promise<LedgerSettings> {
  const [row] = await db.select().from(ledgerSetting).where(eq(ledgerSetting.id, 1))
  if (row) return row
  await db.insert(ledgerSetting).values({ id: 1 }).onConflictDoNothing()
  const [made] = await db.select().from(ledgerSetting).where(eq(ledgerSetting.id, 1))
  if (!made) throw new Error('The ledger settings row could not be made.')
  return made
}

/** The fiscal year row holding the date, made if it does not exist yet. */
export async function ensureFiscalYear(db: Db, date: string, startMonth: number) {
  const range = fiscalYearOf(date, startMonth)
  const existing = await fiscalYearHolding(db, date)
  if (existing) return existing
  await db.insert(fiscalYear).values(range).onConflictDoNothing()
  const made = await fiscalYearHolding(db, date)
  if (!made) {
    throw new Error(`No fiscal year holds ${date}: the configured start month changed after years were made.`)
  }
  return made
}

/** The fiscal year row whose dates hold the date, if one was made. */
export async function fiscalYearHolding(db: Db, date: string) {
  const [row] = await db
    .select()
    .from(fiscalYear)
    .where(and(lte(fiscalYear.startDate, date), gte(fiscalYear.endDate, date)))
  return row
}

/**
 * Why nothing may be posted on this date, or null when its period is open: the lock date, then
 * the fiscal year (its name when it is closed). The posting service reads both in its context.
 */
export function closedReason(
  date: string,
  lockDate: string | null,
  closedYear: string | null,
): string | null {
  if (lockDate && date <= lockDate) {
    return `The books are locked up to ${lockDate}: choose a later date, or ask an approver to move the lock date.`
  }
  if (closedYear) return `Fiscal year ${closedYear} is closed: nothing more can be posted in it.`
  return null
}

/** Why nothing may be posted on this date, or null when its period is open. */
export async function closedPeriodReason(db: Db, date: string): Promise<string | null> {
  const settings = await ledgerSettings(db)
  const [closed] = await db
    .select({ name: fiscalYear.name })
    .from(fiscalYear)
    .where(
      and(isNotNull(fiscalYear.closedAt), lte(fiscalYear.startDate, date), gte(fiscalYear.endDate, date)),
    )
  return closedReason(date, settings.lockDate, closed?.name ?? null)
}
