/**
 * A ledger's opening balance, kept as the books keep everything: a posted `opening` voucher (series
 * OB) of the ledger against "Opening Balance Difference", linked to the ledger by its source. The
 * ledger row stores no figure that could drift from its lines. Changing the figure reverses the
 * current opening voucher and posts a new one, so the history of what was entered stays readable;
 * the original's form names are kept: balance_type `debtors` (debit) or `creditors` (credit).
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { formatAmount, type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ValidationError } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import { OPENING_DIFFERENCE_LEDGER } from './chart-seed.ts'
import { post, reverse } from './posting.ts'
import { ledgerAccount, voucher, voucherLine } from './tables.ts'

export const OPENING_SOURCE = 'ledger_account'
export const BALANCE_TYPES = ['debtors', 'creditors'] as const
export type BalanceType = (typeof BALANCE_TYPES)[number]

export interface OpeningBalance {
  voucherId: number
  amount: Paisa
  type: BalanceType
  date: string
  note: string | null
}

/** The wire fields, for the presenter: nulls when the ledger has no opening balance. */
export function openingFields(opening: OpeningBalance | undefined) {
  return {
    balance_amount: opening ? formatAmount(opening.amount) : null,
    balance_type: opening?.type ?? null,
    balance_date: opening?.date ?? null,
    balance_note: opening?.note ?? null,
  }
}

/** The current (unreversed) opening vouchers of the ledgers, by ledger id: one query. */
export async function currentOpenings(db: Db, ledgerIds: number[]): Promise<Map<number, OpeningBalance>> {
  const found = new Map<number, OpeningBalance>()
  if (ledgerIds.length === 0) return found
  const reversal = alias(voucher, 'reversal')
  const rows = await db
    .select({
      voucherId: voucher.id,
      ledgerId: voucher.sourceId,
      date: voucher.date,
      note: voucher.narration,
      debit: voucherLine.debit,
      credit: voucherLine.credit,
    })
    .from(voucher)
    .innerJoin(
      voucherLine,
      and(eq(voucherLine.voucherId, voucher.id), eq(voucherLine.ledgerId, voucher.sourceId)),
    )
    .leftJoin(reversal, eq(reversal.reversesId, voucher.id))
    .where(
      and(
        eq(voucher.type, 'opening'),
        eq(voucher.status, 'posted'),
        eq(voucher.sourceType, OPENING_SOURCE),
        isNull(voucher.reversesId),
        isNull(reversal.id),
      ),
    )
    .orderBy(asc(voucher.id))
  const wanted = new Set(ledgerIds)
  for (const row of rows) {
    if (row.ledgerId === null || !wanted.has(row.ledgerId)) continue
    const debit = parseAmount(row.debit) ?? 0n
    found.set(row.ledgerId, {
      voucherId: row.voucherId,
      amount: debit > 0n ? debit : (parseAmount(row.credit) ?? 0n),
      type: debit > 0n ? 'debtors' : 'creditors',
      date: row.date,
      note: row.note,
    })
  }
  return found
}

async function differenceLedgerId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: ledgerAccount.id })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.name, OPENING_DIFFERENCE_LEDGER))
  if (!row) throw new Error(`The seeded ledger "${OPENING_DIFFERENCE_LEDGER}" is missing.`)
  return row.id
}

/**
 * Brings the ledger's opening voucher in line with the wire input, inside the write's
 * transaction. Fields left out keep the current figure's; a zero amount removes the balance.
 */
export async function applyOpeningBalance(
  db: Db,
  ledger: { id: number; name: string },
  input: Record<string, unknown>,
  actorId: number | null,
): Promise<void> {
  const keys = ['balance_amount', 'balance_type', 'balance_date', 'balance_note']
  if (!keys.some((k) => input[k] !== undefined)) return
  const current = (await currentOpenings(db, [ledger.id])).get(ledger.id)
  const amountText = input.balance_amount === undefined ? undefined : input.balance_amount
  const amount =
    amountText === undefined ? (current?.amount ?? 0n) : amountText === null ? 0n : parseAmount(amountText)
  const type = (input.balance_type === undefined ? current?.type : input.balance_type) ?? null
  const date = (input.balance_date === undefined ? current?.date : input.balance_date) ?? null
  const noteInput = input.balance_note === undefined ? current?.note : input.balance_note
  const note = typeof noteInput === 'string' && noteInput.trim() !== '' ? noteInput.trim() : null
  if (amount === undefined || amount < 0n) {
    throw new ValidationError({ balance_amount: ['Enter the opening balance as a positive amount.'] })
  }
  if (amount > 0n && ledger.name === OPENING_DIFFERENCE_LEDGER) {
    throw new ValidationError({
      balance_amount: ['This ledger is the other side of every opening balance: it has none of its own.'],
    })
  }
  if (amount > 0n) {
    const issues: Record<string, string[]> = {}
    if (type === null) issues.balance_type = ['Choose debtors (debit) or creditors (credit).']
    if (date === null) issues.balance_date = ['Enter the date of the opening balance.']
    if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  }
  const unchanged =
    current &&
    current.amount === amount &&
    current.type === type &&
    current.date === date &&
    current.note === note
  if (unchanged || (!current && amount === 0n)) return
  const actor = { id: actorId }
  if (current) {
    // The ledger's own opening figure: re-entering it is no correction of another day's work.
    await reverse(
      db,
      current.voucherId,
      {
        today: dateIn(new Date(), 'UTC'),
        timeZone: 'UTC',
        mayReversePastDay: true,
        reason: 'opening balance changed',
      },
      actor,
    )
  }
  if (amount === 0n) return
  const difference = await differenceLedgerId(db)
  const debit = type === 'debtors'
  await post(
    db,
    {
      type: 'opening',
      date: date as string,
      narration: note ?? `Opening balance of ${ledger.name}`,
      source: { type: OPENING_SOURCE, id: ledger.id },
      lines: [
        { ledgerId: ledger.id, debit: debit ? amount : 0n, credit: debit ? 0n : amount },
        { ledgerId: difference, debit: debit ? 0n : amount, credit: debit ? amount : 0n },
      ],
    },
    actor,
  ).catch((error: unknown) => {
    // Posting names a line's date as `date`; on this form the field is balance_date.
    if (error instanceof ValidationError && error.fields.date) {
      throw new ValidationError({ balance_date: error.fields.date })
    }
    throw error
  })
}
