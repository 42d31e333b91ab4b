/**
 * Final purchases on the wire: the header with its computed subtotal, discount, net total, paid and
 * due (never stored figures that could drift from the lines), the vendor and branch {id, name},
 * the bill's and the payment's voucher numbers; the detail adds the lines with their product
 * {id, sku, name, unit}. Amounts are "1250.00", quantities "3".
 */
import { inArray } from 'drizzle-orm'
import { formatAmount } from '../../../../common/money.ts'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import { formatDateTime } from '../../../http/wire.ts'
import type { PresentContext } from '../../../resources/define.ts'
import { auditIdFields, namesById, timestamps } from '../../../resources/present-helpers.ts'
import { voucherNumbers } from '../../ledger/service.ts'
import { branchNames } from '../../org/branch-service.ts'
import { paymentMethod, product, purchaseFinalItem, purchaseRequest, vendor } from '../tables.ts'
import { paisaOf } from './amounts.ts'
import { type FinalItemRow, type FinalRow, totalsOf } from './final-service.ts'

export async function productsById(ctx: PresentContext, ids: readonly number[]) {
  const wanted = [...new Set(ids)]
  const rows =
    wanted.length === 0
      ? []
      : await ctx.db
          .select({ id: product.id, sku: product.sku, name: product.name, unit: product.unit })
          .from(product)
          .where(inArray(product.id, wanted))
  return new Map(rows.map((p) => [p.id, p]))
}

export async function presentFinals(ctx: PresentContext, rows: readonly FinalRow[], withItems = false) {
  const ids = rows.map((r) => r.id)
  const items: FinalItemRow[] =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(purchaseFinalItem)
          .where(inArray(purchaseFinalItem.purchaseFinalId, ids))
          .orderBy(purchaseFinalItem.id)
  const [vendors, branches, methods, requests, numbers, products] = await Promise.all([
    namesById(
      ctx,
      vendor,
      rows.map((r) => r.vendorId),
    ),
    branchNames(
      ctx.db,
      rows.flatMap((r) => (r.branchId === null ? [] : [r.branchId])),
    ),
    namesById(
      ctx,
      paymentMethod,
      rows.map((r) => r.paymentMethodId),
    ),
    requestNumbers(
      ctx,
      rows.flatMap((r) => (r.purchaseRequestId ? [r.purchaseRequestId] : [])),
    ),
    voucherNumbers(
      ctx.db,
      rows.flatMap((r) => [r.billVoucherId, r.paymentVoucherId].filter((v): v is number => v !== null)),
    ),
    withItems
      ? productsById(
          ctx,
          items.map((i) => i.productId),
        )
      : Promise.resolve(new Map()),
  ])
  return rows.map((r) => {
    const own = items.filter((i) => i.purchaseFinalId === r.id)
    const totals = totalsOf(own, paisaOf(r.discount))
    const paid = paisaOf(r.paidAmount)
    return {
      id: r.id,
      invoice_no: r.invoiceNo,
      purchase_request: r.purchaseRequestId ? (requests.get(r.purchaseRequestId) ?? null) : null,
      vendor: vendors.get(r.vendorId) ?? null,
      branch: branches.get(r.branchId) ?? null,
      status: r.status,
      date: r.date,
      vendor_invoice_no: r.vendorInvoiceNo,
      note: r.note,
      items_count: own.length,
      subtotal: formatAmount(totals.subtotal),
      discount: formatAmount(totals.discount),
      net_total: formatAmount(totals.net),
      paid_amount: formatAmount(paid),
      due: formatAmount(r.status === 'confirmed' ? totals.net - paid : totals.net),
      payment_method: r.paymentMethodId ? (methods.get(r.paymentMethodId) ?? null) : null,
      payment_reference: r.paymentReference,
      bill_voucher_id: r.billVoucherId,
      bill_voucher_number: r.billVoucherId ? (numbers.get(r.billVoucherId) ?? null) : null,
      payment_voucher_id: r.paymentVoucherId,
      payment_voucher_number: r.paymentVoucherId ? (numbers.get(r.paymentVoucherId) ?? null) : null,
      confirmed_at: formatDateTime(r.confirmedAt, ctx.timeZone),
      confirmed_by: r.confirmedBy,
      ...timestamps(r, ctx),
      ...auditIdFields(r),
      ...(withItems
        ? {
            purchase_final_items: own.map((item, i) => ({
              id: item.id,
              product: products.get(item.productId) ?? null,
              quantity: formatQuantity(quantityOf(item.quantity)),
              unit_price: item.unitPrice,
              total: formatAmount(totals.amounts[i] ?? 0n),
              purchase_req_item: item.purchaseReqItemId,
            })),
          }
        : {}),
    }
  })
}

async function requestNumbers(ctx: PresentContext, ids: readonly number[]) {
  const rows =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: purchaseRequest.id, invoiceNo: purchaseRequest.invoiceNo })
          .from(purchaseRequest)
          .where(inArray(purchaseRequest.id, [...ids]))
  return new Map(rows.map((r) => [r.id, { id: r.id, invoice_no: r.invoiceNo }]))
}
