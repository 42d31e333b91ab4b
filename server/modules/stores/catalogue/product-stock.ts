/**
 * What products hold now, as their list and detail show it: per branch, the quantity and value of
 * the stock level (the stock ledger's last position), and the totals over branches. Read-only:
 * only the stock ledger (stock-ledger.ts) writes the levels.
 */
import { asc, inArray } from 'drizzle-orm'
import { formatAmount, type Paisa, parseAmount } from '../../../../common/money.ts'
import { formatQuantity, type Milli, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { branchNames } from '../../org/branch-service.ts'
import { stockLevel } from '../tables.ts'

export interface ProductStock {
  /** Over every branch, as "12.5" (thousandths at most). */
  quantity: string
  /** What it cost, as "1250.00". */
  value: string
  branches: { branch: { id: number; name: string } | null; quantity: string; value: string }[]
}

/** The stock of each product, by id; a product that never moved has none (zero). */
export async function productStock(
  db: Db,
  productIds: readonly number[],
): Promise<(id: number) => ProductStock> {
  const rows =
    productIds.length === 0
      ? []
      : await db
          .select()
          .from(stockLevel)
          .where(inArray(stockLevel.productId, [...new Set(productIds)]))
          .orderBy(asc(stockLevel.productId), asc(stockLevel.branchId))
  const branches = await branchNames(db, [...new Set(rows.map((r) => r.branchId))])
  return (id) => {
    const own = rows.filter((r) => r.productId === id)
    let quantity: Milli = 0n
    let value: Paisa = 0n
    for (const r of own) {
      quantity += quantityOf(r.quantity)
      value += parseAmount(r.value) ?? 0n
    }
    return {
      quantity: formatQuantity(quantity),
      value: formatAmount(value),
      branches: own.map((r) => ({
        branch: branches.get(r.branchId) ?? null,
        quantity: formatQuantity(quantityOf(r.quantity)),
        value: formatAmount(parseAmount(r.value) ?? 0n),
      })),
    }
  }
}
