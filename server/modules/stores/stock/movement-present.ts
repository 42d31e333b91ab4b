/**
 * A stock movement on the wire, as the stock card and a stock document's detail show it: what
 * happened (date, kind, signed quantity and its in and out columns, reason, the document it came
 * from and the voucher that booked it, by number) and what it left (quantity, value and
 * moving-average rate after it). Quantities as "3" / "0.25", money as "1250.00", rates and unit
 * costs in Taka per unit to four decimals ("125.5000", as stored). One query for the page's voucher numbers, never one per row.
 */
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { voucherNumbers } from '../../ledger/service.ts'
import type { stockMovement } from '../tables.ts'

export type MovementRow = typeof stockMovement.$inferSelect

/** A numeric(14,3) column's text as the wire's shortest quantity ("3", "0.25"). */
export const wireQuantity = (text: string) => formatQuantity(quantityOf(text))

export async function presentMovements(db: Db, rows: readonly MovementRow[]): Promise<object[]> {
  const numbers = await voucherNumbers(
    db,
    rows.flatMap((r) => (r.voucherId === null ? [] : [r.voucherId])),
  )
  return rows.map((r) => {
    const quantity = quantityOf(r.quantity)
    return {
      id: r.id,
      date: r.date,
      kind: r.kind,
      product: r.productId,
      branch: r.branchId,
      quantity: formatQuantity(quantity),
      quantity_in: quantity > 0n ? formatQuantity(quantity) : '0',
      quantity_out: quantity < 0n ? formatQuantity(-quantity) : '0',
      value: r.value,
      quantity_after: wireQuantity(r.quantityAfter),
      value_after: r.valueAfter,
      rate_after: r.rateAfter,
      unit_cost: r.unitCost,
      valued_from: r.valuedFromId,
      reason: r.reason,
      source_type: r.sourceType,
      source_id: r.sourceId,
      voucher_id: r.voucherId,
      voucher_number: r.voucherId === null ? null : (numbers.get(r.voucherId) ?? null),
    }
  })
}
