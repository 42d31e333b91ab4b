/**
 * Goods sent back to the vendor from a confirmed purchase (ADR 025: a confirmed purchase is
 * corrected by a return, never by editing). In the caller's one transaction: at most what was
 * received less what went back before, per line; the goods leave the purchase's branch as
 * 'purchase_return' movements valued at moving average; one journal books them: Cr Stock at the
 * movements' value, Dr the vendor at the price paid for them (the line's net value, discount
 * included, shared exactly as amounts.ts shares it), and the difference to stock adjustments. When
 * the vendor refunds now, a receipt posts Dr the method's ledger, Cr the vendor; otherwise the
 * vendor owes the amount (their ledger shows it).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { formatAmount, type Paisa } from '../../../../common/money.ts'
import { formatQuantity, type Milli, quantityOf } from '../../../../common/quantity.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { type Actor, audit } from '../../../resources/crud-service.ts'
import { type LineInput, post } from '../../ledger/service.ts'
import { storesLedgers } from '../settings.ts'
import { attachVoucher, recordMovements } from '../stock-ledger.ts'
import { purchaseReturn, purchaseReturnItem } from '../tables.ts'
import { allocateDiscount, paisaOf, shareOf } from './amounts.ts'
import { type Issues, lineKey } from './body.ts'
import { itemsOf, lockFinal, totalsOf } from './final-service.ts'
import { methodOf, vendorOf } from './refs.ts'
import { purchaseReturnResource } from './resources.ts'

export interface ReturnInput {
  finalId: number
  date: string
  reason: string
  methodId: number | null
  lines: { itemId: number; quantity: Milli }[]
}

/** What went back before, per line of a purchase. */
export async function returnedOf(db: Db, finalId: number): Promise<Map<number, Milli>> {
  const rows = await queryRows<{ item: number; quantity: string }>(
    db,
    sql`select ri.purchase_final_item_id as item, sum(ri.quantity)::text as quantity
        from ${purchaseReturnItem} ri join ${purchaseReturn} r on r.id = ri.purchase_return_id
        where r.purchase_final_id = ${finalId} group by ri.purchase_final_item_id`,
  )
  return new Map(rows.map((r) => [r.item, quantityOf(r.quantity)]))
}

export async function recordReturn(
  db: Db,
  input: ReturnInput,
  issues: Issues,
  actor: Actor,
): Promise<number> {
  const row = await lockFinal(db, input.finalId, 'purchase_final')
  if (row.status !== 'confirmed')
    throw new ApiError(
      409,
      `Purchase ${row.invoiceNo} is a draft: change its lines instead of returning goods.`,
    )
  const items = await itemsOf(db, row.id)
  const totals = totalsOf(items, paisaOf(row.discount))
  const nets = allocateDiscount(totals.amounts, totals.discount)
  const returned = await returnedOf(db, row.id)
  const taken = new Map(returned)
  const priced = input.lines.map((line, i) => {
    const index = items.findIndex((item) => item.id === line.itemId)
    const item = items[index]
    if (!item) {
      issues.add(
        lineKey(i, 'purchase_final_item'),
        `Line ${line.itemId} is not a line of purchase ${row.invoiceNo}.`,
      )
      return { line, item, price: 0n }
    }
    const received = quantityOf(item.quantity)
    const before = taken.get(item.id) ?? 0n
    if (line.quantity > received - before) {
      issues.add(
        lineKey(i, 'quantity'),
        `At most ${formatQuantity(received - before)}: ${formatQuantity(received)} received, ${formatQuantity(before)} already returned.`,
      )
      return { line, item, price: 0n }
    }
    taken.set(item.id, before + line.quantity)
    return { line, item, price: shareOf(nets[index] as Paisa, received, before, line.quantity) }
  })
  if (input.date < row.date) issues.add('date', `Goods cannot go back before they came (${row.date}).`)
  const vendor = await vendorOf(db, row.vendorId, issues, 'purchase_final')
  const method = input.methodId ? await methodOf(db, input.methodId, issues) : undefined
  issues.throwAny()
  if (!vendor) throw new Error('unreachable: refused above')

  const [made] = await db
    .insert(purchaseReturn)
    .values({
      purchaseFinalId: row.id,
      date: input.date,
      reason: input.reason,
      paymentMethodId: method?.id ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
    })
    .returning({ id: purchaseReturn.id })
  if (!made) throw new Error('The purchase return was not written.')
  await db.insert(purchaseReturnItem).values(
    input.lines.map((l) => ({
      purchaseReturnId: made.id,
      purchaseFinalItemId: l.itemId,
      quantity: formatQuantity(l.quantity),
    })),
  )
  const source = { type: 'purchase_return', id: made.id }
  const recorded = await recordMovements(
    db,
    priced.map(({ line, item }) => ({
      productId: item?.productId as number,
      branchId: row.branchId,
      date: input.date,
      kind: 'purchase_return' as const,
      quantity: -line.quantity,
      reason: input.reason,
      source,
    })),
    actor,
  )
  const stockValue = -recorded.reduce((sum, m) => sum + m.value, 0n)
  const price = priced.reduce((sum, p) => sum + p.price, 0n)
  const ledgers = await storesLedgers(db)
  const narration = `Purchase return to ${vendor.name} from purchase ${row.invoiceNo}: ${input.reason}`
  const difference = price - stockValue
  const lines: LineInput[] = [
    { ledgerId: vendor.ledgerId, debit: price, credit: 0n },
    { ledgerId: ledgers.stock, debit: 0n, credit: stockValue },
    {
      ledgerId: ledgers.adjustment,
      debit: difference < 0n ? -difference : 0n,
      credit: difference > 0n ? difference : 0n,
    },
  ].filter((l) => l.debit !== 0n || l.credit !== 0n)
  if (lines.length > 0) {
    const journal = await post(
      db,
      { type: 'journal', date: input.date, branchId: row.branchId, narration, source, lines },
      actor,
    )
    await attachVoucher(
      db,
      recorded.map((m) => m.id),
      journal.id,
    )
    await db.update(purchaseReturn).set({ voucherId: journal.id }).where(eq(purchaseReturn.id, made.id))
  }
  if (method?.ledgerId && price > 0n)
    await post(
      db,
      {
        type: 'receipt',
        date: input.date,
        branchId: row.branchId,
        narration: `Refund from ${vendor.name} for the purchase return from ${row.invoiceNo}`,
        source,
        lines: [
          { ledgerId: method.ledgerId, debit: price, credit: 0n },
          { ledgerId: vendor.ledgerId, debit: 0n, credit: price },
        ],
      },
      actor,
    )
  await audit(db, actor, purchaseReturnResource as never, made.id, 'create', {
    purchase_final: row.id,
    amount: formatAmount(price),
    lines: input.lines.length,
  })
  return made.id
}

/** Returns with their lines, for the list, the detail and the invoice. */
export async function returnsWithLines(db: Db, returnIds: readonly number[]) {
  if (returnIds.length === 0) return []
  const [rows, lines] = await Promise.all([
    db
      .select()
      .from(purchaseReturn)
      .where(inArray(purchaseReturn.id, [...returnIds])),
    db
      .select()
      .from(purchaseReturnItem)
      .where(inArray(purchaseReturnItem.purchaseReturnId, [...returnIds]))
      .orderBy(purchaseReturnItem.id),
  ])
  return returnIds.flatMap((id) => {
    const r = rows.find((x) => x.id === id)
    return r ? [{ ...r, lines: lines.filter((l) => l.purchaseReturnId === id) }] : []
  })
}
