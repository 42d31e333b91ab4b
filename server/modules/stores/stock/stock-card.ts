/**
 * The stock card of a product in a branch: the position before the range (the opening balance),
 * the movements of the range in (date, id) order, each with what it left, and the position at its
 * end (the closing balance); paginated for the screen, whole for the CSV. The positions are read
 * from the movements' own running columns (one index probe each), never summed again: the stock
 * ledger keeps them, and the database checks them at every commit.
 */
import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm'
import { formatAmount } from '../../../../common/money.ts'
import { formatQuantity } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { CSV_BOM, csvLine } from '../../../lib/csv.ts'
import { formatRate, positionAt } from '../stock-ledger.ts'
import type { Position } from '../stock-valuation.ts'
import { stockMovement } from '../tables.ts'
import { type MovementRow, presentMovements } from './movement-present.ts'

export interface CardRequest {
  productId: number
  branchId: number
  from?: string
  to?: string
}

/** The day before a YYYY-MM-DD date. */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

const presentPosition = (p: Position) => ({
  quantity: formatQuantity(p.quantity),
  value: formatAmount(p.value),
  rate: formatRate(p.rate),
})

function rangeOf(card: CardRequest): SQL | undefined {
  return and(
    eq(stockMovement.productId, card.productId),
    eq(stockMovement.branchId, card.branchId),
    card.from ? gte(stockMovement.date, card.from) : undefined,
    card.to ? lte(stockMovement.date, card.to) : undefined,
  )
}

async function balances(db: Db, card: CardRequest) {
  const opening = card.from
    ? await positionAt(db, card.productId, card.branchId, dayBefore(card.from))
    : { quantity: 0n, value: 0n, rate: 0n }
  const closing = await positionAt(db, card.productId, card.branchId, card.to)
  return { opening, closing }
}

/** One page of the card: {opening, movements, closing, page, size, total_pages, total_elements}. */
export async function stockCardPage(db: Db, card: CardRequest, page: { page: number; size: number }) {
  const where = rangeOf(card)
  const [counted] = await db.select({ n: count() }).from(stockMovement).where(where)
  const total = counted?.n ?? 0
  const totalPages = Math.max(1, Math.ceil(total / page.size))
  const current = Math.min(page.page, totalPages)
  const rows = await db
    .select()
    .from(stockMovement)
    .where(where)
    .orderBy(asc(stockMovement.date), asc(stockMovement.id))
    .limit(page.size)
    .offset((current - 1) * page.size)
  const { opening, closing } = await balances(db, card)
  return {
    product: card.productId,
    branch: card.branchId,
    date_after: card.from ?? null,
    date_before: card.to ?? null,
    opening: presentPosition(opening),
    movements: await presentMovements(db, rows),
    closing: presentPosition(closing),
    page: current,
    size: page.size,
    total_pages: totalPages,
    total_elements: total,
  }
}

const CSV_HEADER = [
  'Date',
  'Kind',
  'Document',
  'Document id',
  'Voucher',
  'Reason',
  'In',
  'Out',
  'Value',
  'Quantity after',
  'Value after',
  'Rate after',
]

/** The movement's wire keys in the CSV's column order. */
const CSV_KEYS = [
  'date',
  'kind',
  'source_type',
  'source_id',
  'voucher_number',
  'reason',
  'quantity_in',
  'quantity_out',
  'value',
  'quantity_after',
  'value_after',
  'rate_after',
]

/** The whole card of the range as CSV: the opening line, one line per movement, the closing line. */
export async function stockCardCsv(db: Db, card: CardRequest): Promise<string> {
  const rows = (await db
    .select()
    .from(stockMovement)
    .where(rangeOf(card))
    .orderBy(asc(stockMovement.date), asc(stockMovement.id))) as MovementRow[]
  const { opening, closing } = await balances(db, card)
  const balanceLine = (label: string, date: string | null, p: Position) =>
    csvLine([date, label, null, null, null, null, null, null, null, ...Object.values(presentPosition(p))])
  const lines = [csvLine(CSV_HEADER), balanceLine('Opening balance', card.from ?? null, opening)]
  for (const m of (await presentMovements(db, rows)) as Record<string, string | number | null>[]) {
    const text = (key: string) => (m[key] === null ? null : String(m[key]))
    lines.push(csvLine(CSV_KEYS.map(text)))
  }
  lines.push(balanceLine('Closing balance', card.to ?? null, closing))
  return CSV_BOM + lines.join('')
}
