/**
 * Pay the bill and confirm (the original's paybill_and_confirm/, ADR 025), in the caller's one
 * transaction: the purchase row is locked first (`select … for update`), so a second confirmation,
 * concurrent or repeated, waits and is then refused (409) without moving anything twice. The goods
 * enter the purchase's branch as one 'purchase' movement per line at the line's net value (the
 * header discount shared pro rata, amounts.ts, so the lines add up to the bill exactly); the bill
 * posts Dr Stock (the branch), Cr the vendor's ledger; a payment, when something is paid now, posts
 * Dr the vendor, Cr the method's cash or bank ledger. "On account" pays nothing now. A request the
 * purchase came from becomes verified. The books' refusals (a locked period) arrive as a 400 on
 * `date` from the posting service.
 */
import { eq } from 'drizzle-orm'
import { formatAmount, type Paisa } from '../../../../common/money.ts'
import { quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { type Actor, audit } from '../../../resources/crud-service.ts'
import { post } from '../../ledger/service.ts'
import { storesLedgers } from '../settings.ts'
import { attachVoucher, recordMovements } from '../stock-ledger.ts'
import { rateOf } from '../stock-valuation.ts'
import { purchaseFinal, purchaseRequest } from '../tables.ts'
import { allocateDiscount, paisaOf } from './amounts.ts'
import type { Issues } from './body.ts'
import { itemsOf, lockFinal, totalsOf } from './final-service.ts'
import { methodOf, statusId, vendorOf } from './refs.ts'
import { purchaseFinalResource } from './resources.ts'

export interface Payment {
  finalId: number
  methodId: number
  paid: Paisa
  reference: string | null
  /** The payment's date; null: the purchase's. */
  date: string | null
}

export async function payAndConfirm(
  db: Db,
  payment: Payment,
  issues: Issues,
  actor: Actor,
  now: Date,
): Promise<void> {
  const row = await lockFinal(db, payment.finalId, 'purchase_final')
  if (row.status === 'confirmed')
    throw new ApiError(409, `Purchase ${row.invoiceNo} is already paid and confirmed.`)
  const items = await itemsOf(db, row.id)
  const totals = totalsOf(items, paisaOf(row.discount))
  const method = await methodOf(db, payment.methodId, issues)
  const vendor = await vendorOf(db, row.vendorId, issues, 'purchase_final')
  if (items.length === 0) issues.add('purchase_final', `Purchase ${row.invoiceNo} has no lines to receive.`)
  else if (totals.net <= 0n)
    issues.add('purchase_final', `Purchase ${row.invoiceNo} comes to nothing: there is no bill to post.`)
  if (payment.paid > totals.net)
    issues.add('paid_amount', `At most the purchase's net total, ${formatAmount(totals.net)}.`)
  if (method?.kind === 'on_account' && payment.paid > 0n)
    issues.add('paid_amount', `${method.name} pays nothing now: send 0, or choose how the vendor is paid.`)
  if (method?.needsReference && payment.paid > 0n && !payment.reference)
    issues.add('payment_reference', `A ${method.name} payment needs its reference (the transaction id).`)
  const payDate = payment.date ?? row.date
  if (payDate < row.date) issues.add('date', `The payment cannot be before the purchase (${row.date}).`)
  issues.throwAny()
  if (!method || !vendor) throw new Error('unreachable: refused above')

  const ledgers = await storesLedgers(db)
  const values = allocateDiscount(totals.amounts, totals.discount)
  const recorded = await recordMovements(
    db,
    items.map((item, i) => {
      const quantity = quantityOf(item.quantity)
      const value = values[i] as Paisa
      return {
        productId: item.productId,
        branchId: row.branchId,
        date: row.date,
        kind: 'purchase' as const,
        quantity,
        value,
        unitCost: rateOf(value, quantity),
        source: { type: 'purchase_final', id: row.id },
      }
    }),
    actor,
  )
  const billed = values.reduce((sum, v) => sum + v, 0n)
  const stockValue = recorded.reduce((sum, m) => sum + m.value, 0n)
  // Goods that filled a shortfall of negative stock raise its value by more or less than the bill
  // (stock-valuation.ts): the vendor is owed the bill, stock adjustments take the difference.
  const settled = stockValue - billed
  const narration = `Purchase ${row.invoiceNo} from ${vendor.name}${row.vendorInvoiceNo ? ` (their bill ${row.vendorInvoiceNo})` : ''}`
  const source = { type: 'purchase_final', id: row.id }
  const bill = await post(
    db,
    {
      type: 'purchase',
      date: row.date,
      branchId: row.branchId,
      narration,
      source,
      lines: [
        { ledgerId: ledgers.stock, debit: stockValue, credit: 0n },
        { ledgerId: vendor.ledgerId, debit: 0n, credit: billed },
        {
          ledgerId: ledgers.adjustment,
          debit: settled < 0n ? -settled : 0n,
          credit: settled > 0n ? settled : 0n,
        },
      ].filter((line) => line.debit !== 0n || line.credit !== 0n),
    },
    actor,
    { now },
  )
  await attachVoucher(
    db,
    recorded.map((m) => m.id),
    bill.id,
  )
  let paymentVoucherId: number | null = null
  if (payment.paid > 0n) {
    if (method.ledgerId === null) throw new Error('unreachable: on account refused above')
    const paid = await post(
      db,
      {
        type: 'payment',
        date: payDate,
        branchId: row.branchId,
        narration: `Payment for ${narration}`,
        source,
        lines: [
          { ledgerId: vendor.ledgerId, debit: payment.paid, credit: 0n },
          { ledgerId: method.ledgerId, debit: 0n, credit: payment.paid, reference: payment.reference },
        ],
      },
      actor,
      { now },
    )
    paymentVoucherId = paid.id
  }
  await db
    .update(purchaseFinal)
    .set({
      status: 'confirmed',
      confirmedAt: now,
      confirmedBy: actor.id,
      billVoucherId: bill.id,
      paymentVoucherId,
      paymentMethodId: method.id,
      paidAmount: formatAmount(payment.paid),
      paymentReference: payment.reference,
      updatedAt: now,
      updatedBy: actor.id,
    })
    .where(eq(purchaseFinal.id, row.id))
  if (row.purchaseRequestId)
    await db
      .update(purchaseRequest)
      .set({ purchaseStatusId: await statusId(db, 'verified'), updatedAt: now, updatedBy: actor.id })
      .where(eq(purchaseRequest.id, row.purchaseRequestId))
  await audit(db, actor, purchaseFinalResource as never, row.id, 'update', {
    status: 'confirmed',
    net_total: formatAmount(totals.net),
    paid_amount: formatAmount(payment.paid),
    payment_method: method.id,
    bill_voucher: bill.id,
    payment_voucher: paymentVoucherId,
  })
}
