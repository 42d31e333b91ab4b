/**
 * Year-end closing: the income and expense ledgers start each year at nil, their balances carried
 * to the organisation's fund (Tally's "Profit & Loss A/c" into Capital; a nonprofit's surplus or
 * deficit into its General Fund). One `closing` voucher (series YC), dated the year's last day,
 * moves each ledger's balance for the year; then the year is marked closed and nothing more posts
 * in it (fiscal-year.ts: closedPeriodReason; the database refuses it too).
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import { parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ledgerSettings } from './fiscal-year.ts'
import { type Actor, type LineInput, type Posted, post } from './posting.ts'
import { accountGroup, fiscalYear, ledgerAccount, primaryGroup, voucher, voucherLine } from './tables.ts'

export interface ClosingResult {
  name: string
  /** Numbered when the transaction commits (read it then with voucherNumber). */
  closingVoucher: Posted | null
}

/** Each income and expense ledger's balance for the year (debit minus credit, in paisa), non-zero only. */
async function incomeAndExpenseBalances(db: Db, startDate: string, endDate: string) {
  const rows = await db
    .select({
      ledgerId: voucherLine.ledgerId,
      // Summed as numeric in the database and read as text: exact.
      balance: sql<string>`sum(${voucherLine.debit}) - sum(${voucherLine.credit})`,
    })
    .from(voucherLine)
    .innerJoin(voucher, eq(voucher.id, voucherLine.voucherId))
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, voucherLine.ledgerId))
    .innerJoin(accountGroup, eq(accountGroup.id, ledgerAccount.groupId))
    .innerJoin(primaryGroup, eq(primaryGroup.id, accountGroup.primaryGroupId))
    .where(
      and(
        eq(voucherLine.posted, true),
        gte(voucherLine.date, startDate),
        lte(voucherLine.date, endDate),
        ne(voucher.type, 'closing'),
        or(
          inArray(primaryGroup.nature, ['income', 'expense']),
          inArray(ledgerAccount.accountType, ['income', 'expense']),
        ),
      ),
    )
    .groupBy(voucherLine.ledgerId)
    .orderBy(asc(voucherLine.ledgerId))
  return rows
    .map((r) => ({ ledgerId: r.ledgerId, balance: parseAmount(r.balance) ?? 0n }))
    .filter((r) => r.balance !== 0n)
}

/**
 * Closes a fiscal year, in the caller's transaction. Refused (409) when the year has not ended by
 * `today`, an earlier year is still open, or drafts are dated in it.
 */
export async function closeFiscalYear(
  db: Db,
  id: number,
  options: { today: string; now: Date },
  actor: Actor,
): Promise<ClosingResult> {
  const [year] = await db.select().from(fiscalYear).where(eq(fiscalYear.id, id)).for('update')
  if (!year) throw new ApiError(404, `Fiscal year ${id} does not exist.`)
  if (year.closedAt) throw new ApiError(409, `Fiscal year ${year.name} is already closed.`)
  if (year.endDate >= options.today)
    throw new ApiError(
      409,
      `Fiscal year ${year.name} ends on ${year.endDate}: it can be closed from the day after.`,
    )
  const earlier = await db
    .select({ name: fiscalYear.name })
    .from(fiscalYear)
    .where(and(lt(fiscalYear.startDate, year.startDate), isNull(fiscalYear.closedAt)))
    .orderBy(asc(fiscalYear.startDate))
  if (earlier.length > 0)
    throw new ApiError(
      409,
      `Close the earlier fiscal year${earlier.length > 1 ? 's' : ''} ${earlier.map((y) => y.name).join(', ')} first.`,
    )
  const drafts = await db
    .select({ id: voucher.id, type: voucher.type, date: voucher.date })
    .from(voucher)
    .where(
      and(eq(voucher.status, 'draft'), gte(voucher.date, year.startDate), lte(voucher.date, year.endDate)),
    )
    .orderBy(asc(voucher.date), asc(voucher.id))
  if (drafts.length > 0) {
    const named = drafts
      .slice(0, 10)
      .map((d) => `${d.type} draft ${d.id} of ${d.date}`)
      .join(', ')
    throw new ApiError(
      409,
      `Fiscal year ${year.name} has ${drafts.length} draft voucher${drafts.length > 1 ? 's' : ''} dated in it (${named}${drafts.length > 10 ? ', …' : ''}): post or delete them first.`,
    )
  }
  const balances = await incomeAndExpenseBalances(db, year.startDate, year.endDate)
  let closing: ClosingResult['closingVoucher'] = null
  if (balances.length > 0) {
    const { fundLedgerId, lockDate } = await ledgerSettings(db)
    // The posting service holds closing vouchers to the lock date like any other (the database
    // would let them through): say so, rather than a 400 on a date nobody typed.
    if (lockDate && lockDate >= year.endDate)
      throw new ApiError(
        409,
        `The books are locked up to ${lockDate}, and the closing voucher is dated ${year.endDate}: move the lock date before the year's end, close the year, then lock again.`,
      )
    if (!fundLedgerId)
      throw new ApiError(409, 'No fund ledger is set in the books settings: set one to carry the surplus to.')
    // Each ledger is brought to nil; the fund takes the difference (a surplus is a credit).
    const lines: LineInput[] = balances.map(({ ledgerId, balance }) => ({
      ledgerId,
      debit: balance < 0n ? -balance : 0n,
      credit: balance > 0n ? balance : 0n,
    }))
    const net = balances.reduce((sum, b) => sum + b.balance, 0n)
    if (net !== 0n)
      lines.push({ ledgerId: fundLedgerId, debit: net > 0n ? net : 0n, credit: net < 0n ? -net : 0n })
    closing = await post(
      db,
      {
        type: 'closing',
        date: year.endDate,
        narration: `Year-end closing of ${year.name}: income and expenses carried to the fund`,
        lines,
      },
      actor,
      { now: options.now },
    )
  }
  await db
    .update(fiscalYear)
    .set({ closedAt: options.now, closedBy: actor.id, closingVoucherId: closing?.id ?? null })
    .where(eq(fiscalYear.id, id))
  return { name: year.name, closingVoucher: closing }
}
