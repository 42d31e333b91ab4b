/**
 * Purchase requests as the original's clients read them (back-office.md §2.4): the list's
 * invoice_no, purchase_status {id, name}, total_price (Σ quantity × price, computed, never stored),
 * created_at, the vendor and the number of lines; the detail adds the lines with their pictures
 * (`purchase_request_items`, each with `purchase_request_item_images`).
 */
import { inArray } from 'drizzle-orm'
import { formatAmount } from '../../../../common/money.ts'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import { mediaUrl } from '../../../http/wire.ts'
import type { PresentContext } from '../../../resources/define.ts'
import { auditIdFields, namesById, timestamps } from '../../../resources/present-helpers.ts'
import { branchNames } from '../../org/branch-service.ts'
import {
  product,
  type purchaseRequest,
  purchaseRequestItem,
  purchaseRequestItemImage,
  purchaseStatus,
  vendor,
} from '../tables.ts'
import { lineAmount, paisaOf } from './amounts.ts'

type RequestRow = typeof purchaseRequest.$inferSelect
type LineRow = typeof purchaseRequestItem.$inferSelect

const amountOf = (line: LineRow) => lineAmount(quantityOf(line.quantity), paisaOf(line.unitPrice))

/** Lines with their product {id, sku, name} and pictures, in the order given. */
export async function presentRequestLines(ctx: PresentContext, lines: readonly LineRow[]) {
  const ids = lines.map((l) => l.id)
  const images =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(purchaseRequestItemImage)
          .where(inArray(purchaseRequestItemImage.purchaseReqItemId, ids))
          .orderBy(purchaseRequestItemImage.id)
  const productIds = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))]
  const products =
    productIds.length === 0
      ? []
      : await ctx.db
          .select({ id: product.id, sku: product.sku, name: product.name, unit: product.unit })
          .from(product)
          .where(inArray(product.id, productIds))
  const productById = new Map(products.map((p) => [p.id, p]))
  return lines.map((l) => ({
    id: l.id,
    purchase_request: l.purchaseRequestId,
    product: l.productId ? (productById.get(l.productId) ?? null) : null,
    name: l.name,
    quantity: formatQuantity(quantityOf(l.quantity)),
    unit_price: l.unitPrice,
    total_price: formatAmount(amountOf(l)),
    purchase_request_item_images: images
      .filter((i) => i.purchaseReqItemId === l.id)
      .map((i) => ({ id: i.id, image: mediaUrl(i.image) })),
    ...timestamps(l, ctx),
  }))
}

/** Requests for lists (`withLines` false) or the detail (with their lines and pictures). */
export async function presentRequests(
  ctx: PresentContext,
  rows: readonly RequestRow[],
  withLines = false,
): Promise<object[]> {
  const ids = rows.map((r) => r.id)
  const lines =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(purchaseRequestItem)
          .where(inArray(purchaseRequestItem.purchaseRequestId, ids))
          .orderBy(purchaseRequestItem.id)
  const [statuses, vendors, branches] = await Promise.all([
    namesById(
      ctx,
      purchaseStatus,
      rows.map((r) => r.purchaseStatusId),
    ),
    namesById(
      ctx,
      vendor,
      rows.map((r) => r.vendorId),
    ),
    branchNames(
      ctx.db,
      rows.flatMap((r) => (r.branchId === null ? [] : [r.branchId])),
    ),
  ])
  const presentedLines = withLines ? await presentRequestLines(ctx, lines) : []
  return rows.map((r) => {
    const own = lines.filter((l) => l.purchaseRequestId === r.id)
    return {
      id: r.id,
      invoice_no: r.invoiceNo,
      purchase_status: r.purchaseStatusId ? (statuses.get(r.purchaseStatusId) ?? null) : null,
      vendor: r.vendorId ? (vendors.get(r.vendorId) ?? null) : null,
      branch: r.branchId ? (branches.get(r.branchId) ?? null) : null,
      first_name: r.firstName,
      last_name: r.lastName,
      contact_no: r.contactNo,
      email: r.email,
      street_address: r.streetAddress,
      contact_type: r.contactType,
      is_subscribed: r.isSubscribed,
      note: r.note,
      items_count: own.length,
      total_price: formatAmount(own.reduce((sum, l) => sum + amountOf(l), 0n)),
      ...timestamps(r, ctx),
      ...auditIdFields(r),
      ...(withLines
        ? { purchase_request_items: presentedLines.filter((l) => l.purchase_request === r.id) }
        : {}),
    }
  })
}
