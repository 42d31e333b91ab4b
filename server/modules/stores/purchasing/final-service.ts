/**
 * Final purchases while they are drafts (ADR 025): made from a request (its lines that name a
 * product) or entered directly, their header and lines changed freely, deleted. Once confirmed
 * (confirm.ts) nothing here applies: the service answers 409 and the database refuses too
 * (migration 0020, ST001); a return corrects a confirmed purchase. Writes are audited and run in
 * the caller's transaction.
 */
import { and, eq } from 'drizzle-orm'
import { formatAmount, type Paisa } from '../../../../common/money.ts'
import { formatQuantity, type Milli, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import { type Actor, audit } from '../../../resources/crud-service.ts'
import { purchaseFinal, purchaseFinalItem, purchaseRequest } from '../tables.ts'
import { lineAmount, paisaOf } from './amounts.ts'
import { type Issues, lineKey } from './body.ts'
import { checkBranch, productsOf, vendorOf } from './refs.ts'
import { linesOfRequests } from './request-service.ts'
import { purchaseFinalResource } from './resources.ts'

export type FinalRow = typeof purchaseFinal.$inferSelect
export type FinalItemRow = typeof purchaseFinalItem.$inferSelect

export interface FinalLine {
  productId: number
  quantity: Milli
  unitPrice: Paisa
  purchaseReqItemId?: number | null
}

export interface FinalHeader {
  vendorId?: number
  branchId?: number
  date?: string
  vendorInvoiceNo?: string | null
  discount?: Paisa
  note?: string | null
}

/** The lines' amounts and their sum. */
export function totalsOf(items: readonly FinalItemRow[], discount: Paisa) {
  const amounts = items.map((i) => lineAmount(quantityOf(i.quantity), paisaOf(i.unitPrice)))
  const subtotal = amounts.reduce((sum, a) => sum + a, 0n)
  return { amounts, subtotal, discount, net: subtotal - discount }
}

export async function itemsOf(db: Db, finalId: number): Promise<FinalItemRow[]> {
  return db
    .select()
    .from(purchaseFinalItem)
    .where(eq(purchaseFinalItem.purchaseFinalId, finalId))
    .orderBy(purchaseFinalItem.id)
}

/** The purchase locked for the write (`select … for update`); a 404 when it does not exist. */
export async function lockFinal(db: Db, id: number, key?: string): Promise<FinalRow> {
  const [row] = await db.select().from(purchaseFinal).where(eq(purchaseFinal.id, id)).for('update')
  if (!row) {
    if (key) throw new ValidationError({ [key]: [`Purchase ${id} does not exist.`] })
    throw new ApiError(404, `Purchase ${id} does not exist.`)
  }
  return row
}

export function refuseConfirmed(row: FinalRow, what = 'changed'): void {
  if (row.status === 'confirmed')
    throw new ApiError(
      409,
      `Purchase ${row.invoiceNo} is confirmed: it cannot be ${what}. Record a return to correct it.`,
    )
}

/** The discount may not exceed the lines' sum: the bill is never negative. */
async function checkDiscount(db: Db, finalId: number, discount: Paisa) {
  const { subtotal } = totalsOf(await itemsOf(db, finalId), 0n)
  if (discount > subtotal)
    throw new ValidationError({
      discount: [
        `The discount (${formatAmount(discount)}) is more than the lines add up to (${formatAmount(subtotal)}).`,
      ],
    })
}

async function insertLines(db: Db, finalId: number, lines: readonly FinalLine[], actor: Actor) {
  if (lines.length === 0) return
  await db.insert(purchaseFinalItem).values(
    lines.map((l) => ({
      purchaseFinalId: finalId,
      productId: l.productId,
      quantity: formatQuantity(l.quantity),
      unitPrice: formatAmount(l.unitPrice),
      purchaseReqItemId: l.purchaseReqItemId ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
    })),
  )
}

/** Checks the header's vendor and branch; errors keyed by field. */
async function checkHeader(db: Db, header: FinalHeader, issues: Issues) {
  if (header.vendorId) await vendorOf(db, header.vendorId, issues)
  if (header.branchId) await checkBranch(db, header.branchId, issues)
}

/** A draft entered directly (the original's create_directly_from_admin_panel/). */
export async function createDirect(
  db: Db,
  header: Required<Pick<FinalHeader, 'vendorId' | 'branchId' | 'date'>> & FinalHeader,
  lines: readonly FinalLine[],
  issues: Issues,
  actor: Actor,
): Promise<number> {
  await checkHeader(db, header, issues)
  await productsOf(
    db,
    lines.map((l, i) => ({ id: l.productId, key: lineKey(i, 'product') })),
    issues,
  )
  const subtotal = lines.reduce((sum, l) => sum + lineAmount(l.quantity, l.unitPrice), 0n)
  if ((header.discount ?? 0n) > subtotal)
    issues.add('discount', `The discount is more than the lines add up to (${formatAmount(subtotal)}).`)
  issues.throwAny()
  const id = await insertFinal(db, header, null, actor)
  await insertLines(db, id, lines, actor)
  await audit(db, actor, purchaseFinalResource as never, id, 'create', { lines: lines.length })
  return id
}

async function insertFinal(db: Db, header: FinalHeader, requestId: number | null, actor: Actor) {
  const [row] = await db
    .insert(purchaseFinal)
    .values({
      purchaseRequestId: requestId,
      vendorId: header.vendorId as number,
      branchId: header.branchId as number,
      date: header.date as string,
      vendorInvoiceNo: header.vendorInvoiceNo ?? null,
      discount: formatAmount(header.discount ?? 0n),
      note: header.note ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
    })
    .returning({ id: purchaseFinal.id })
  if (!row) throw new Error('The purchase was not written.')
  return row.id
}

/**
 * A draft from a request: its lines that name a product, at their quantity and price. A line
 * without a product is refused, naming it, so staff pick the product on the request first.
 */
export async function createFromRequest(
  db: Db,
  input: { requestId: number; vendorId: number | null; branchId: number | null; date: string },
  issues: Issues,
  actor: Actor,
): Promise<number> {
  const [request] = await db
    .select()
    .from(purchaseRequest)
    .where(eq(purchaseRequest.id, input.requestId))
    .for('update')
  if (!request)
    throw new ValidationError({ purchase_request: [`Purchase request ${input.requestId} does not exist.`] })
  const vendorId = input.vendorId ?? request.vendorId
  const branchId = input.branchId ?? request.branchId
  if (!vendorId) issues.add('vendor', `Purchase request ${request.invoiceNo} names no vendor: choose one.`)
  if (!branchId) issues.add('branch', `Purchase request ${request.invoiceNo} names no branch: choose one.`)
  await checkHeader(db, { vendorId: vendorId ?? undefined, branchId: branchId ?? undefined }, issues)
  const lines = await linesOfRequests(db, [request.id])
  if (lines.length === 0)
    issues.add('purchase_request', `Purchase request ${request.invoiceNo} has no lines.`)
  const unpicked = lines.filter((l) => l.productId === null).map((l) => `"${l.name}"`)
  if (unpicked.length > 0)
    issues.add(
      'purchase_request',
      `Choose the catalogue's product for ${unpicked.join(', ')} on purchase request ${request.invoiceNo} (update/${request.id}) before buying it.`,
    )
  issues.throwAny()
  const id = await insertFinal(
    db,
    { vendorId: vendorId as number, branchId: branchId as number, date: input.date },
    request.id,
    actor,
  )
  await insertLines(
    db,
    id,
    lines.map((l) => ({
      productId: l.productId as number,
      quantity: quantityOf(l.quantity),
      unitPrice: paisaOf(l.unitPrice),
      purchaseReqItemId: l.id,
    })),
    actor,
  )
  await audit(db, actor, purchaseFinalResource as never, id, 'create', {
    purchase_request: request.id,
    lines: lines.length,
  })
  return id
}

/** Changes a draft's header. */
export async function updateFinal(
  db: Db,
  id: number,
  header: FinalHeader,
  issues: Issues,
  actor: Actor,
): Promise<void> {
  const row = await lockFinal(db, id)
  refuseConfirmed(row)
  await checkHeader(db, header, issues)
  issues.throwAny()
  if (header.discount !== undefined) await checkDiscount(db, id, header.discount)
  const values = Object.fromEntries(Object.entries(header).filter(([, v]) => v !== undefined))
  await db
    .update(purchaseFinal)
    .set({
      ...values,
      ...(header.discount !== undefined ? { discount: formatAmount(header.discount) } : {}),
      updatedAt: new Date(),
      updatedBy: actor.id,
    })
    .where(eq(purchaseFinal.id, id))
  await audit(db, actor, purchaseFinalResource as never, id, 'update', {
    ...values,
    ...(header.discount !== undefined ? { discount: formatAmount(header.discount) } : {}),
  })
}

/**
 * Sets a draft's line: by its id, or the purchase's line of a product (added when it has none).
 * Returns the purchase's id.
 */
export async function setItem(
  db: Db,
  target: { id: number | null; finalId: number | null; productId: number | null },
  quantity: Milli,
  unitPrice: Paisa,
  issues: Issues,
  actor: Actor,
): Promise<number> {
  let finalId = target.finalId
  let itemId: number | null = null
  if (target.id) {
    const [item] = await db.select().from(purchaseFinalItem).where(eq(purchaseFinalItem.id, target.id))
    if (!item) throw new ApiError(404, `Purchase line ${target.id} does not exist.`)
    finalId = item.purchaseFinalId
    itemId = item.id
  } else if (!finalId || !target.productId) {
    if (!finalId) issues.add('purchase_final', 'Name the line (id) or the purchase and the product.')
    if (!target.productId) issues.add('product', 'Name the line (id) or the purchase and the product.')
    issues.throwAny()
  }
  const row = await lockFinal(db, finalId as number, target.id ? undefined : 'purchase_final')
  refuseConfirmed(row, 'changed; its lines are fixed')
  const productId = target.productId
  if (productId) await productsOf(db, [{ id: productId, key: 'product' }], issues)
  issues.throwAny()
  if (!itemId && productId) {
    const [existing] = await db
      .select({ id: purchaseFinalItem.id })
      .from(purchaseFinalItem)
      .where(and(eq(purchaseFinalItem.purchaseFinalId, row.id), eq(purchaseFinalItem.productId, productId)))
      .limit(1)
    itemId = existing?.id ?? null
  }
  if (itemId)
    await db
      .update(purchaseFinalItem)
      .set({
        ...(productId ? { productId } : {}),
        quantity: formatQuantity(quantity),
        unitPrice: formatAmount(unitPrice),
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(eq(purchaseFinalItem.id, itemId))
  else await insertLines(db, row.id, [{ productId: productId as number, quantity, unitPrice }], actor)
  await checkDiscount(db, row.id, paisaOf(row.discount))
  await audit(db, actor, purchaseFinalResource as never, row.id, 'update', {
    item: itemId ?? 'added',
    product: productId,
    quantity: formatQuantity(quantity),
    unit_price: formatAmount(unitPrice),
  })
  return row.id
}

/** Removes a draft's line; returns the purchase's id. */
export async function deleteItem(db: Db, itemId: number, actor: Actor): Promise<number> {
  const [item] = await db.select().from(purchaseFinalItem).where(eq(purchaseFinalItem.id, itemId))
  if (!item) throw new ApiError(404, `Purchase line ${itemId} does not exist.`)
  const row = await lockFinal(db, item.purchaseFinalId)
  refuseConfirmed(row, 'changed; its lines are fixed')
  await db.delete(purchaseFinalItem).where(eq(purchaseFinalItem.id, itemId))
  await checkDiscount(db, row.id, paisaOf(row.discount))
  await audit(db, actor, purchaseFinalResource as never, row.id, 'update', { deleted_item: itemId })
  return row.id
}

export async function deleteFinal(db: Db, id: number, actor: Actor): Promise<void> {
  const row = await lockFinal(db, id)
  refuseConfirmed(row, 'deleted')
  await db.delete(purchaseFinal).where(eq(purchaseFinal.id, id))
  await audit(db, actor, purchaseFinalResource as never, id, 'delete', { invoice_no: row.invoiceNo })
}
