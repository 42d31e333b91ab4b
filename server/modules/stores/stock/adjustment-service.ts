/**
 * Recording a stock document (ADR 025): an adjustment (a count or a write-off, with its reason),
 * opening stock at its unit cost, or a transfer between branches. In one transaction: the document
 * is written, its movements recorded by the stock ledger (each valued at its date, later ones
 * re-valued when it is back-dated), one journal voucher posted for what they are worth, the voucher
 * named on the movements and the document (once: the database refuses a second), and the audit row.
 *
 * The voucher: an adjustment books Stock against the stock adjustment ledger (up and down on their
 * own lines, so a count that moves goods both ways still shows both); opening stock books Stock
 * against Opening Balance Difference, as the books' opening balances do; a transfer books Stock of
 * the receiving branch against Stock of the giving one (voucher lines carry the branch). A document
 * worth nothing (an adjustment up of a product with no cost yet) posts no voucher.
 *
 * Dates: back-dated documents are allowed, future ones refused; the books' refusal of a date (a
 * locked period, a closed year) is the 400 of `date`, the field staff typed it in.
 */
import { eq, inArray } from 'drizzle-orm'
import { formatAmount, type Paisa } from '../../../../common/money.ts'
import { formatQuantity } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import { type Actor as AuditActor, audit } from '../../../resources/crud-service.ts'
import { type LineInput, ledgerIdsByName, OPENING_DIFFERENCE_LEDGER, post } from '../../ledger/service.ts'
import { existingBranchIds } from '../../org/branch-service.ts'
import { storesLedgers } from '../settings.ts'
import {
  attachVoucher,
  lockChains,
  type MovementInput,
  type RecordedMovement,
  recordMovements,
} from '../stock-ledger.ts'
import { product, stockAdjustment } from '../tables.ts'
import type { StockDocument } from './adjustment-body.ts'
import { SOURCE_TYPE } from './adjustment-present.ts'
import { stockAdjustmentResource } from './resources.ts'

export interface StockAct {
  actor: AuditActor
  /** Today in the organisation's calendar (YYYY-MM-DD). */
  today: string
}

const LABELS = {
  adjustment: 'Stock adjustment',
  opening: 'Opening stock',
  transfer: 'Stock transfer',
} as const

/** Every branch and product the document names exists; otherwise a 400 naming the field. */
async function checkReferences(db: Db, doc: StockDocument): Promise<void> {
  const issues: Record<string, string[]> = {}
  const branchIds = doc.toBranchId === null ? [doc.branchId] : [doc.branchId, doc.toBranchId]
  const branches = await existingBranchIds(db, branchIds)
  if (!branches.has(doc.branchId)) issues.branch = [`Branch ${doc.branchId} does not exist.`]
  if (doc.toBranchId !== null && !branches.has(doc.toBranchId))
    issues.to_branch = [`Branch ${doc.toBranchId} does not exist.`]
  const products = new Set(
    (
      await db
        .select({ id: product.id })
        .from(product)
        .where(
          inArray(
            product.id,
            doc.lines.map((l) => l.productId),
          ),
        )
    ).map((p) => p.id),
  )
  doc.lines.forEach((line, i) => {
    if (!products.has(line.productId))
      issues[`items[${i}][product]`] = [`Product ${line.productId} does not exist.`]
  })
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
}

/** The books' refusal in the form's terms: the date is the document's; anything else is the settings'. */
function asBookingError(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error
  const { date, ...others } = error.fields
  if (date && Object.keys(others).length === 0) return new ValidationError({ date })
  const messages = Object.values(error.fields).flat().join(' ')
  return new ApiError(409, `The books refused this stock document: ${messages} Check the stores' settings.`)
}

/** The journal lines of the document's movements (zero-value ones book nothing). */
async function voucherLines(
  db: Db,
  doc: StockDocument,
  recorded: readonly RecordedMovement[],
): Promise<LineInput[]> {
  const ledgers = await storesLedgers(db)
  const sum = (pick: (m: RecordedMovement) => boolean) =>
    recorded.filter(pick).reduce((total, m) => total + m.value, 0n as Paisa)
  const line = (ledgerId: number, branchId: number, amount: Paisa, side: 'debit' | 'credit'): LineInput[] =>
    amount === 0n
      ? []
      : [
          {
            ledgerId,
            branchId,
            debit: side === 'debit' ? amount : 0n,
            credit: side === 'credit' ? amount : 0n,
          },
        ]
  if (doc.kind === 'transfer') {
    const to = doc.toBranchId as number
    const sent = -sum((m) => m.kind === 'transfer_out')
    const received = sum((m) => m.kind === 'transfer_in')
    // Goods that filled a shortfall of negative stock at the receiving branch raise its stock by
    // more or less than they left the other at (stock-valuation.ts): stock adjustments take that.
    const settled = received - sent
    return [
      ...line(ledgers.stock, to, received, 'debit'),
      ...line(ledgers.stock, doc.branchId, sent, 'credit'),
      ...line(ledgers.adjustment, to, settled > 0n ? settled : 0n, 'credit'),
      ...line(ledgers.adjustment, to, settled < 0n ? -settled : 0n, 'debit'),
    ]
  }
  const up = sum((m) => m.value > 0n)
  const down = -sum((m) => m.value < 0n)
  let counter = ledgers.adjustment
  if (doc.kind === 'opening') {
    const opening = (await ledgerIdsByName(db, [OPENING_DIFFERENCE_LEDGER])).get(OPENING_DIFFERENCE_LEDGER)
    if (!opening)
      throw new ApiError(409, `The books have no "${OPENING_DIFFERENCE_LEDGER}" ledger for opening stock.`)
    counter = opening
  }
  return [
    ...line(ledgers.stock, doc.branchId, up, 'debit'),
    ...line(counter, doc.branchId, up, 'credit'),
    ...line(counter, doc.branchId, down, 'debit'),
    ...line(ledgers.stock, doc.branchId, down, 'credit'),
  ]
}

/** The document's movements, recorded: a transfer's out first, then each in valued from its out. */
async function recordDocument(db: Db, doc: StockDocument, id: number, actor: { id: number }) {
  const source = { type: SOURCE_TYPE, id }
  const base = { date: doc.date, reason: doc.reason, source }
  const kind = doc.kind
  if (kind !== 'transfer') {
    const inputs: MovementInput[] = doc.lines.map((l) => ({
      ...base,
      productId: l.productId,
      branchId: doc.branchId,
      kind,
      quantity: l.quantity,
      ...(l.unitCost === undefined ? {} : { unitCost: l.unitCost }),
    }))
    return recordMovements(db, inputs, actor)
  }
  const to = doc.toBranchId as number
  // Both branches' chains locked at once, in the ledger's order: two transfers the opposite way never deadlock.
  await lockChains(
    db,
    doc.lines.flatMap((l) => [
      { productId: l.productId, branchId: doc.branchId },
      { productId: l.productId, branchId: to },
    ]),
  )
  const outs = await recordMovements(
    db,
    doc.lines.map((l) => ({
      ...base,
      productId: l.productId,
      branchId: doc.branchId,
      kind: 'transfer_out',
      quantity: -l.quantity,
    })),
    actor,
  )
  const ins = await recordMovements(
    db,
    outs.map((out) => ({
      ...base,
      productId: out.productId,
      branchId: to,
      kind: 'transfer_in',
      quantity: -out.quantity,
      valuedFromId: out.id,
    })),
    actor,
  )
  return [...outs, ...ins]
}

/** Records a stock document in its own transaction; returns its id. */
export async function createStockDocument(db: Db, doc: StockDocument, act: StockAct): Promise<number> {
  if (doc.date > act.today)
    throw new ValidationError({ date: [`Stock cannot move in the future: today is ${act.today}.`] })
  return db.transaction(async (t) => {
    const tx = t as unknown as Db
    await checkReferences(tx, doc)
    const [row] = await tx
      .insert(stockAdjustment)
      .values({
        kind: doc.kind,
        branchId: doc.branchId,
        toBranchId: doc.toBranchId,
        date: doc.date,
        reason: doc.reason,
        createdBy: act.actor.id,
        updatedBy: act.actor.id,
      })
      .returning({ id: stockAdjustment.id })
    if (!row) throw new Error('The stock document was not written.')
    try {
      const recorded = await recordDocument(tx, doc, row.id, act.actor)
      const lines = await voucherLines(tx, doc, recorded)
      if (lines.length > 0) {
        const voucher = await post(
          tx,
          {
            type: 'journal',
            date: doc.date,
            narration: `${LABELS[doc.kind]} ${row.id}: ${doc.reason}`,
            lines,
            source: { type: SOURCE_TYPE, id: row.id },
          },
          act.actor,
        )
        await attachVoucher(
          tx,
          recorded.map((m) => m.id),
          voucher.id,
        )
        await tx.update(stockAdjustment).set({ voucherId: voucher.id }).where(eq(stockAdjustment.id, row.id))
      }
      const made = {
        kind: doc.kind,
        branch: doc.branchId,
        to_branch: doc.toBranchId,
        date: doc.date,
        reason: doc.reason,
        items: recorded.map((m) => ({
          product: m.productId,
          branch: m.branchId,
          kind: m.kind,
          quantity: formatQuantity(m.quantity),
          value: formatAmount(m.value),
        })),
      }
      await audit(
        tx,
        act.actor,
        stockAdjustmentResource as never,
        row.id,
        'create',
        Object.fromEntries(Object.entries(made).map(([key, after]) => [key, { before: null, after }])),
      )
    } catch (error) {
      throw asBookingError(error)
    }
    return row.id
  })
}
