/**
 * A stock document (stock_adjustment) on the wire: its kind, branches by id and name, date,
 * reason, the voucher that booked it (id and number), its total value and who made it when; the
 * detail adds its movements, each with its product's SKU and name. One query per kind of name for
 * a page, never one per row.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { formatAmount, parseAmount, sumAmounts } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { formatDateTime } from '../../../http/wire.ts'
import { voucherNumbers } from '../../ledger/service.ts'
import { branchNames } from '../../org/branch-service.ts'
import { product, type stockAdjustment, stockMovement } from '../tables.ts'
import { presentMovements } from './movement-present.ts'

export type StockDocumentRow = typeof stockAdjustment.$inferSelect

export const SOURCE_TYPE = 'stock_adjustment'

export async function presentStockDocuments(
  db: Db,
  rows: readonly StockDocumentRow[],
  timeZone: string,
  options: { movements?: boolean } = {},
): Promise<object[]> {
  if (rows.length === 0) return []
  const branchIds = [
    ...new Set(rows.flatMap((r) => (r.toBranchId ? [r.branchId, r.toBranchId] : [r.branchId]))),
  ]
  const branches = new Map([...(await branchNames(db, branchIds)).values()].map((b) => [b.id, b.name]))
  const numbers = await voucherNumbers(
    db,
    rows.flatMap((r) => (r.voucherId === null ? [] : [r.voucherId])),
  )
  const movements = await db
    .select()
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.sourceType, SOURCE_TYPE),
        inArray(
          stockMovement.sourceId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(stockMovement.id))
  const names = new Map(
    options.movements && movements.length > 0
      ? (
          await db
            .select({ id: product.id, sku: product.sku, name: product.name })
            .from(product)
            .where(inArray(product.id, [...new Set(movements.map((m) => m.productId))]))
        ).map((p) => [p.id, p])
      : [],
  )
  const result: object[] = []
  for (const r of rows) {
    const own = movements.filter((m) => m.sourceId === r.id)
    // A transfer's value is what left its branch (the same arrives in the other).
    const counted = r.kind === 'transfer' ? own.filter((m) => m.kind === 'transfer_out') : own
    const value = sumAmounts(counted.map((m) => parseAmount(m.value) ?? 0n))
    const lines = options.movements ? ((await presentMovements(db, own)) as { product: number }[]) : []
    result.push({
      id: r.id,
      kind: r.kind,
      branch: r.branchId,
      branch_name: branches.get(r.branchId) ?? null,
      to_branch: r.toBranchId,
      to_branch_name: r.toBranchId === null ? null : (branches.get(r.toBranchId) ?? null),
      date: r.date,
      reason: r.reason,
      value: formatAmount(r.kind === 'transfer' ? -value : value),
      voucher_id: r.voucherId,
      voucher_number: r.voucherId === null ? null : (numbers.get(r.voucherId) ?? null),
      ...(options.movements
        ? {
            movements: lines.map((m) => ({
              ...m,
              product_sku: names.get(m.product)?.sku ?? null,
              product_name: names.get(m.product)?.name ?? null,
            })),
          }
        : {}),
      created_at: formatDateTime(r.createdAt, timeZone),
      created_by: r.createdBy,
    })
  }
  return result
}
