/**
 * The records a purchasing document names (vendor, branch, products, payment method, status),
 * read once per write: a missing one is a 400 on the field that named it, never a foreign-key 500.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { existingBranchIds } from '../../org/branch-service.ts'
import { paymentMethod, product, purchaseStatus, vendor } from '../tables.ts'
import type { Issues } from './body.ts'

export type VendorRow = typeof vendor.$inferSelect
export type ProductRow = typeof product.$inferSelect
export type MethodRow = typeof paymentMethod.$inferSelect

export async function vendorOf(db: Db, id: number, issues: Issues, key = 'vendor') {
  const [row] = await db.select().from(vendor).where(eq(vendor.id, id))
  if (!row) issues.add(key, `Vendor ${id} does not exist.`)
  else if (!row.isActive) issues.add(key, `Vendor ${row.name} is no longer active.`)
  return row
}

export async function checkBranch(db: Db, id: number, issues: Issues, key = 'branch') {
  if (!(await existingBranchIds(db, [id])).has(id)) issues.add(key, `Branch ${id} does not exist.`)
}

/** The products named by lines, by id; each unknown one is an error on its line's key. */
export async function productsOf(
  db: Db,
  wanted: readonly { id: number; key: string }[],
  issues: Issues,
): Promise<Map<number, ProductRow>> {
  const ids = [...new Set(wanted.map((w) => w.id))]
  const rows = ids.length === 0 ? [] : await db.select().from(product).where(inArray(product.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const w of wanted) if (!byId.has(w.id)) issues.add(w.key, `Product ${w.id} does not exist.`)
  return byId
}

export async function methodOf(db: Db, id: number, issues: Issues, key = 'payment_method') {
  const [row] = await db.select().from(paymentMethod).where(eq(paymentMethod.id, id))
  if (!row) issues.add(key, `Payment method ${id} does not exist.`)
  else if (!row.isActive) issues.add(key, `Payment method ${row.name} is no longer in use.`)
  return row
}

export async function checkStatus(db: Db, id: number, issues: Issues, key = 'purchase_status') {
  const [row] = await db
    .select({ id: purchaseStatus.id })
    .from(purchaseStatus)
    .where(eq(purchaseStatus.id, id))
  if (!row) issues.add(key, `Purchase status ${id} does not exist.`)
}

/** A seeded status by name (pending, verified…): the reference seed makes them at every start. */
export async function statusId(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ id: purchaseStatus.id })
    .from(purchaseStatus)
    .where(eq(purchaseStatus.name, name))
  if (!row) throw new ApiError(409, `The purchase status "${name}" is missing: restore it first.`)
  return row.id
}
