/**
 * The stores' settings (one row): which ledgers stock, sales, their cost, adjustments and delivery
 * charges post to. Seeded with the chart's defaults at every start where missing.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import {
  COST_OF_GOODS_LEDGER,
  DELIVERY_LEDGER,
  ledgerIdsByName,
  SALES_LEDGER,
  STOCK_ADJUSTMENT_LEDGER,
  STOCK_LEDGER,
} from '../ledger/service.ts'
import { storesSetting } from './tables.ts'

export interface StoresLedgers {
  stock: number
  sales: number
  costOfGoods: number
  adjustment: number
  shipping: number
}

/** Makes the settings row, pointing at the chart's default ledgers, when it is missing. */
export async function seedStoresSettings(db: Db): Promise<void> {
  const ids = await ledgerIdsByName(db, [
    STOCK_LEDGER,
    SALES_LEDGER,
    COST_OF_GOODS_LEDGER,
    STOCK_ADJUSTMENT_LEDGER,
    DELIVERY_LEDGER,
  ])
  await db
    .insert(storesSetting)
    .values({
      id: 1,
      stockLedgerId: ids.get(STOCK_LEDGER) ?? null,
      salesLedgerId: ids.get(SALES_LEDGER) ?? null,
      costOfGoodsLedgerId: ids.get(COST_OF_GOODS_LEDGER) ?? null,
      adjustmentLedgerId: ids.get(STOCK_ADJUSTMENT_LEDGER) ?? null,
      shippingLedgerId: ids.get(DELIVERY_LEDGER) ?? null,
    })
    .onConflictDoNothing()
}

/** The ledgers the stores post to; a 409 naming the missing one when staff cleared a setting. */
export async function storesLedgers(db: Db): Promise<StoresLedgers> {
  const [row] = await db.select().from(storesSetting).where(eq(storesSetting.id, 1))
  const named: [keyof StoresLedgers, number | null | undefined, string][] = [
    ['stock', row?.stockLedgerId, 'stock'],
    ['sales', row?.salesLedgerId, 'sales'],
    ['costOfGoods', row?.costOfGoodsLedgerId, 'cost of goods sold'],
    ['adjustment', row?.adjustmentLedgerId, 'stock adjustments'],
    ['shipping', row?.shippingLedgerId, 'delivery charges'],
  ]
  const missing = named.filter(([, id]) => !id).map(([, , label]) => label)
  if (missing.length > 0)
    throw new ApiError(409, `The stores' settings name no ledger for ${missing.join(', ')}: set them first.`)
  return Object.fromEntries(named.map(([key, id]) => [key, id])) as unknown as StoresLedgers
}
