/**
 * A purchase's invoice (the original's get_invoice_by_purchase_final_id/{id}): the purchase with
 * its vendor, lines, subtotal, discount, net total, paid and due, the bill's and payment's voucher
 * numbers, and the returns made from it, each priced as it was booked (the line's net value shared
 * by running totals, amounts.ts). The JSON and the printable PDF are built from the same figures.
 */
import { asc, eq } from 'drizzle-orm'
import { formatAmount, type Paisa } from '../../../../common/money.ts'
import { formatQuantity, type Milli, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import type { PresentContext } from '../../../resources/define.ts'
import { voucherNumbers } from '../../ledger/service.ts'
import { purchaseFinal, purchaseReturn, vendor } from '../tables.ts'
import { allocateDiscount, paisaOf, shareOf } from './amounts.ts'
import { productsById } from './final-present.ts'
import { itemsOf, totalsOf } from './final-service.ts'
import { returnsWithLines } from './return-service.ts'

/** Every return of a purchase, in order, each line priced at what the vendor owes back for it. */
export async function pricedReturns(db: Db, finalId: number) {
  const [final] = await db.select().from(purchaseFinal).where(eq(purchaseFinal.id, finalId))
  if (!final) return []
  const items = await itemsOf(db, finalId)
  const totals = totalsOf(items, paisaOf(final.discount))
  const nets = allocateDiscount(totals.amounts, totals.discount)
  const ids = await db
    .select({ id: purchaseReturn.id })
    .from(purchaseReturn)
    .where(eq(purchaseReturn.purchaseFinalId, finalId))
    .orderBy(asc(purchaseReturn.id))
  const returns = await returnsWithLines(
    db,
    ids.map((r) => r.id),
  )
  const numbers = await voucherNumbers(
    db,
    returns.flatMap((r) => (r.voucherId ? [r.voucherId] : [])),
  )
  const already = new Map<number, Milli>()
  return returns.map((r) => {
    const lines = r.lines.map((l) => {
      const index = items.findIndex((i) => i.id === l.purchaseFinalItemId)
      const item = items[index]
      const quantity = quantityOf(l.quantity)
      const before = already.get(l.purchaseFinalItemId) ?? 0n
      already.set(l.purchaseFinalItemId, before + quantity)
      const amount = item ? shareOf(nets[index] as Paisa, quantityOf(item.quantity), before, quantity) : 0n
      return { line: l, productId: item?.productId ?? null, quantity, amount }
    })
    return {
      ...r,
      voucherNumber: r.voucherId ? (numbers.get(r.voucherId) ?? null) : null,
      priced: lines,
      amount: lines.reduce((sum, l) => sum + l.amount, 0n),
    }
  })
}

export type PricedReturn = Awaited<ReturnType<typeof pricedReturns>>[number]

export function presentReturn(
  r: PricedReturn,
  products: Map<number, { id: number; sku: string; name: string; unit: string }>,
) {
  return {
    id: r.id,
    purchase_final: r.purchaseFinalId,
    date: r.date,
    reason: r.reason,
    payment_method: r.paymentMethodId,
    refunded: r.paymentMethodId !== null,
    voucher_id: r.voucherId,
    voucher_number: r.voucherNumber,
    amount: formatAmount(r.amount),
    items: r.priced.map((l) => ({
      id: l.line.id,
      purchase_final_item: l.line.purchaseFinalItemId,
      product: l.productId ? (products.get(l.productId) ?? null) : null,
      quantity: formatQuantity(l.quantity),
      amount: formatAmount(l.amount),
    })),
  }
}

export async function invoiceOf(ctx: PresentContext, id: number) {
  const { db } = ctx
  const [final] = await db.select().from(purchaseFinal).where(eq(purchaseFinal.id, id))
  if (!final) throw new ApiError(404, `Purchase ${id} does not exist.`)
  const [seller] = await db.select().from(vendor).where(eq(vendor.id, final.vendorId))
  const items = await itemsOf(db, id)
  const totals = totalsOf(items, paisaOf(final.discount))
  const returns = await pricedReturns(db, id)
  const products = await productsById(ctx, [
    ...items.map((i) => i.productId),
    ...returns.flatMap((r) => r.priced.flatMap((l) => (l.productId ? [l.productId] : []))),
  ])
  const numbers = await voucherNumbers(
    db,
    [final.billVoucherId, final.paymentVoucherId].filter((v): v is number => v !== null),
  )
  const paid = paisaOf(final.paidAmount)
  const address = [seller?.streetAddressOne, seller?.streetAddressTwo, seller?.postalCode]
    .filter((part) => part?.trim())
    .join(', ')
  return {
    purchase_final: {
      id: final.id,
      invoice_no: final.invoiceNo,
      date: final.date,
      vendor_invoice_no: final.vendorInvoiceNo,
      status: final.status,
      bill_voucher_number: final.billVoucherId ? (numbers.get(final.billVoucherId) ?? null) : null,
      payment_voucher_number: final.paymentVoucherId ? (numbers.get(final.paymentVoucherId) ?? null) : null,
    },
    vendor: {
      id: seller?.id ?? final.vendorId,
      name: seller?.name ?? '',
      address: address || null,
      phone: seller?.phone ?? null,
      email: seller?.email ?? null,
    },
    items: items.map((item, i) => ({
      id: item.id,
      product: products.get(item.productId) ?? null,
      quantity: formatQuantity(quantityOf(item.quantity)),
      unit_price: item.unitPrice,
      total: formatAmount(totals.amounts[i] ?? 0n),
    })),
    subtotal: formatAmount(totals.subtotal),
    discount: formatAmount(totals.discount),
    net_total: formatAmount(totals.net),
    paid: formatAmount(paid),
    due: formatAmount(totals.net - paid),
    returns: returns.map((r) => presentReturn(r, products)),
    returned: formatAmount(returns.reduce((sum, r) => sum + r.amount, 0n)),
  }
}

export type PurchaseInvoice = Awaited<ReturnType<typeof invoiceOf>>
