/**
 * Goods a customer brings back from a delivered order, and a delivered order's cancellation (all
 * that is not yet back comes back, with the delivery charge). Each return comes back into stock
 * at its sale's cost ('sale_return' movements valued from the line's sale movement) and posts one
 * voucher: Dr Sales what the goods brought in (their amount less their share of the discount),
 * Dr Delivery Charges the shipping when the whole order is undone, Cr the way the money goes back
 * (the method's ledger, or the customer's receivable); Dr Stock, Cr Cost of Goods Sold at the
 * movements' value. Built from the movements rather than by reversing the sale voucher, so the
 * stock account keeps equal to the stock ledger even after a back-dated movement re-valued the sale.
 */
import { eq } from 'drizzle-orm'
import { formatAmount, type Paisa, sumAmounts } from '../../../../common/money.ts'
import { formatQuantity, type Milli, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import { audit } from '../../../resources/crud-service.ts'
import { post } from '../../ledger/service.ts'
import { storesLedgers } from '../settings.ts'
import { attachVoucher, recordMovements } from '../stock-ledger.ts'
import { salesReturn, salesReturnItem } from '../tables.ts'
import { incomeOf, itemsTotal, lineAmount } from './order-amounts.ts'
import type { ReturnBody } from './order-body.ts'
import { chargesOf, lineItems, paisaOf, returnedOf, saleMovementsOf, settlementOf } from './order-books.ts'
import { credit, debit, pair } from './order-deliver.ts'
import type { OrderRow } from './order-present.ts'
import { salesReturnResource } from './order-resources.ts'
import { lockOrder, type OrderAct } from './order-service.ts'

interface ReturnRequest {
  date: string
  reason: string
  /** How the money goes back; null: as the order was paid. */
  methodId: number | null
  lines: { orderItemId: number; quantity: Milli }[]
  /** The order is undone: its delivery charge goes back too. */
  withShipping: boolean
}

/** Records a return of a delivered order (locked by the caller); null when nothing came back. */
export async function returnGoods(
  tx: Db,
  order: OrderRow,
  request: ReturnRequest,
  act: OrderAct,
): Promise<number | null> {
  const items = await lineItems(tx, order.id)
  const returned = await returnedOf(tx, order.id)
  const asked = new Map<number, Milli>()
  const issues: Record<string, string[]> = {}
  for (const [i, line] of request.lines.entries()) {
    const item = items.find((it) => it.id === line.orderItemId)
    if (!item) {
      issues[`items[${i}][order_item]`] = [
        `Item ${line.orderItemId} is not a line of order ${order.orderNo}.`,
      ]
      continue
    }
    if (asked.has(item.id)) issues[`items[${i}][order_item]`] = ['This line is listed twice.']
    const left = quantityOf(item.quantity) - (returned.get(item.id) ?? 0n)
    if (line.quantity > left)
      issues[`items[${i}][quantity]`] = [`At most ${formatQuantity(left)} of this line can still come back.`]
    asked.set(item.id, line.quantity)
  }
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  const shipping = request.withShipping ? chargesOf(order).shipping : 0n
  if (asked.size === 0 && shipping === 0n) return null
  const settlement = await settlementOf(
    tx,
    request.methodId ?? order.paymentMethodId,
    order.customerId,
    order.orderNo,
  )

  const [made] = await tx
    .insert(salesReturn)
    .values({
      orderId: order.id,
      date: request.date,
      reason: request.reason,
      paymentMethodId: request.methodId ?? order.paymentMethodId,
      createdBy: act.actor.id,
      updatedBy: act.actor.id,
    })
    .returning({ id: salesReturn.id })
  const returnId = (made as { id: number }).id
  if (asked.size > 0)
    await tx.insert(salesReturnItem).values(
      [...asked].map(([orderItemId, quantity]) => ({
        salesReturnId: returnId,
        orderItemId,
        quantity: formatQuantity(quantity),
      })),
    )
  const sales = await saleMovementsOf(tx, order, items)
  const source = { type: 'sales_return', id: returnId }
  const moved = await recordMovements(
    tx,
    [...asked].map(([itemId, quantity]) => ({
      productId: items.find((it) => it.id === itemId)?.productId as number,
      branchId: order.branchId,
      date: request.date,
      kind: 'sale_return' as const,
      quantity,
      valuedFromId: sales.get(itemId)?.id,
      reason: request.reason,
      source,
    })),
    { id: act.actor.id },
  )
  // What the order's goods bring in, before and after this return.
  const whole = itemsTotal(items.map((i) => ({ quantity: quantityOf(i.quantity), price: paisaOf(i.price) })))
  const kept = (less: (itemId: number) => Milli): Paisa =>
    sumAmounts(items.map((i) => lineAmount(quantityOf(i.quantity) - less(i.id), paisaOf(i.price))))
  const before = (id: number) => returned.get(id) ?? 0n
  const { discount } = chargesOf(order)
  const income =
    incomeOf(kept(before), whole, discount) -
    incomeOf(
      kept((id) => before(id) + (asked.get(id) ?? 0n)),
      whole,
      discount,
    )
  const value = sumAmounts(moved.map((m) => m.value))
  const ledgers = await storesLedgers(tx)
  const b = order.branchId
  const lines = [
    ...debit(ledgers.sales, income, b),
    ...debit(ledgers.shipping, shipping, b),
    ...credit(settlement.ledgerId, income + shipping, b),
    ...pair(ledgers.stock, ledgers.costOfGoods, value, b),
  ]
  if (lines.length > 0) {
    const voucher = await post(
      tx,
      {
        type: 'sales',
        date: request.date,
        branchId: b,
        narration: `Sales return ${returnId} of order ${order.orderNo} (${settlement.label}): ${request.reason}`,
        lines,
        source,
      },
      { id: act.actor.id },
    )
    await tx.update(salesReturn).set({ voucherId: voucher.id }).where(eq(salesReturn.id, returnId))
    await attachVoucher(
      tx,
      moved.map((m) => m.id),
      voucher.id,
    )
  }
  await audit(tx, act.actor, salesReturnResource as never, returnId, 'create', {
    order: { before: null, after: order.id },
    refund: { before: null, after: formatAmount(income + shipping) },
    items: { before: null, after: Object.fromEntries([...asked].map(([k, q]) => [k, formatQuantity(q)])) },
  })
  return returnId
}

/** A return staff record from the return screen. */
export async function createReturn(tx: Db, body: ReturnBody, act: OrderAct): Promise<number> {
  const order = await lockOrder(tx, body.order)
  if (order.status !== 'delivered')
    throw new ApiError(
      409,
      `Order ${order.orderNo} is ${order.status}: only a delivered order's goods come back.`,
    )
  const date = body.date ?? act.today
  if (date > act.today)
    throw new ValidationError({ date: [`Goods cannot come back after today (${act.today}).`] })
  if (date < (order.deliveredOn as string))
    throw new ValidationError({ date: [`Goods cannot come back before they left (${order.deliveredOn}).`] })
  if (body.items.length === 0)
    throw new ValidationError({ items: ['Name at least one line that comes back.'] })
  const id = await returnGoods(
    tx,
    order,
    {
      date,
      reason: body.reason,
      methodId: body.payment_method ?? null,
      lines: body.items.map((i) => ({ orderItemId: i.order_item, quantity: i.quantity })),
      withShipping: false,
    },
    act,
  )
  return id as number
}
