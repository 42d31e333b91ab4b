/**
 * A pending order (a cart) made and changed: its header (customer, branch, charges, payment
 * method) and its lines, each change in the caller's transaction with the order row locked and an
 * audit row. References are checked here so that an unknown product or customer is a 400 naming
 * the field, never a foreign-key failure. Once confirmed, only how it is paid and who to call may
 * change until delivery (the database refuses the rest: migration 0020).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { formatAmount, type Paisa } from '../../../../common/money.ts'
import { formatQuantity, type Milli } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import { audit } from '../../../resources/crud-service.ts'
import { existingBranchIds } from '../../org/branch-service.ts'
import { color, customer, customerOrder, orderItem, paymentMethod, product, size } from '../tables.ts'
import type { CreateBody, UpdateItemBody, UpdateOrderBody } from './order-body.ts'
import type { OrderRow } from './order-present.ts'
import { customerOrderResource } from './order-resources.ts'

/** Who acts, and when by the app's clock and in the organisation's calendar. */
export interface OrderAct {
  actor: { id: number; email: string; ip: string }
  now: Date
  /** Today in the organisation's time zone (YYYY-MM-DD). */
  today: string
  timeZone: string
}

export const logChange = (
  tx: Db,
  act: OrderAct,
  id: number,
  action: 'create' | 'update',
  changes: Record<string, unknown>,
) => audit(tx, act.actor, customerOrderResource as never, id, action, changes)

/** The order, locked until the transaction ends; a 404 when there is none. */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(customerOrder).where(eq(customerOrder.id, id)).for('update')
  if (!row) throw new ApiError(404, `Order ${id} does not exist.`)
  return row
}

async function exists(tx: Db, table: typeof customer | typeof color | typeof size, id: number) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id))
  return Boolean(row)
}

/** The method, active; a 400 on `field` otherwise. */
export async function activeMethod(tx: Db, id: number, field = 'payment_method') {
  const [row] = await tx.select().from(paymentMethod).where(eq(paymentMethod.id, id))
  if (!row) throw new ValidationError({ [field]: [`Payment method ${id} does not exist.`] })
  if (!row.isActive) throw new ValidationError({ [field]: [`${row.name} is no longer taken.`] })
  return row
}

interface Header {
  customer?: number
  branch?: number
  payment_method?: number
}

async function checkHeader(tx: Db, body: Header) {
  const issues: Record<string, string[]> = {}
  if (body.customer !== undefined && !(await exists(tx, customer, body.customer)))
    issues.customer = [`Customer ${body.customer} does not exist.`]
  if (body.branch !== undefined && !(await existingBranchIds(tx, [body.branch])).has(body.branch))
    issues.branch = [`Branch ${body.branch} does not exist.`]
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  if (body.payment_method !== undefined) await activeMethod(tx, body.payment_method)
}

interface LineRequest {
  product: number
  quantity: Milli
  price?: Paisa
  color?: number
  size?: number
}

/** Lines checked and priced (the product's sale price when none is sent); errors keyed items[i][…]. */
async function pricedLines(tx: Db, lines: readonly LineRequest[], key: (i: number, field: string) => string) {
  const ids = [...new Set(lines.map((l) => l.product))]
  const products =
    ids.length === 0
      ? []
      : await tx
          .select({ id: product.id, name: product.name, price: product.salePrice, active: product.isActive })
          .from(product)
          .where(inArray(product.id, ids))
  const byId = new Map(products.map((p) => [p.id, p]))
  const issues: Record<string, string[]> = {}
  const priced: {
    productId: number
    quantity: string
    price: string
    colorId: number | null
    sizeId: number | null
  }[] = []
  for (const [i, line] of lines.entries()) {
    const p = byId.get(line.product)
    if (!p) issues[key(i, 'product')] = [`Product ${line.product} does not exist.`]
    else if (!p.active) issues[key(i, 'product')] = [`${p.name} is no longer sold.`]
    if (line.color !== undefined && !(await exists(tx, color, line.color)))
      issues[key(i, 'color')] = [`Colour ${line.color} does not exist.`]
    if (line.size !== undefined && !(await exists(tx, size, line.size)))
      issues[key(i, 'size')] = [`Size ${line.size} does not exist.`]
    if (!p) continue
    priced.push({
      productId: line.product,
      quantity: formatQuantity(line.quantity),
      price: line.price === undefined ? p.price : formatAmount(line.price),
      colorId: line.color ?? null,
      sizeId: line.size ?? null,
    })
  }
  const twice = lines.findIndex(
    (l, i) =>
      lines.findIndex((m) => m.product === l.product && m.color === l.color && m.size === l.size) !== i,
  )
  if (twice >= 0)
    issues[key(twice, 'product')] = ['This product is listed twice: one line per product, with its quantity.']
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  return priced
}

const amountText = (value: Paisa | undefined) => (value === undefined ? undefined : formatAmount(value))

export async function createOrder(tx: Db, body: CreateBody, act: OrderAct): Promise<number> {
  await checkHeader(tx, body)
  const lines = await pricedLines(tx, body.items ?? [], (i, f) => `items[${i}][${f}]`)
  const [row] = await tx
    .insert(customerOrder)
    .values({
      orderDate: body.order_date ?? act.today,
      customerId: body.customer ?? null,
      branchId: body.branch,
      paymentMethodId: body.payment_method ?? null,
      paymentReference: body.payment_reference ?? null,
      discountAmount: amountText(body.discount_amount) ?? '0',
      shippingPrice: amountText(body.shipping_price) ?? '0',
      userPhoneNumber: body.user_phone_number ?? null,
      comment: body.comment ?? null,
      createdBy: act.actor.id,
      updatedBy: act.actor.id,
    })
    .returning()
  if (!row) throw new Error('The order was not written.')
  if (lines.length > 0)
    await tx
      .insert(orderItem)
      .values(lines.map((l) => ({ ...l, orderId: row.id, createdBy: act.actor.id, updatedBy: act.actor.id })))
  await logChange(tx, act, row.id, 'create', {
    order_no: { before: null, after: row.orderNo },
    branch: { before: null, after: row.branchId },
    customer: { before: null, after: row.customerId },
    items: { before: null, after: lines.length },
  })
  return row.id
}

/** Header fields fixed once the order is confirmed (the database's list: migration 0020). */
const FIXED = ['order_date', 'customer', 'discount_amount', 'shipping_price'] as const

export async function updateOrder(tx: Db, body: UpdateOrderBody, act: OrderAct): Promise<OrderRow> {
  const order = await lockOrder(tx, body.order)
  if (order.status === 'delivered' || order.status === 'cancelled')
    throw new ApiError(409, `Order ${order.orderNo} is ${order.status}: it cannot change.`)
  if (order.status !== 'pending') {
    const fixed = FIXED.filter((f) => body[f] !== undefined)
    if (fixed.length > 0)
      throw new ApiError(
        409,
        `Order ${order.orderNo} is ${order.status}: its ${fixed.join(', ')} cannot change after confirmation; cancel it and make a new one.`,
      )
  }
  await checkHeader(tx, body)
  const values: Partial<typeof customerOrder.$inferInsert> = {
    orderDate: body.order_date,
    customerId: body.customer,
    discountAmount: amountText(body.discount_amount),
    shippingPrice: amountText(body.shipping_price),
    paymentMethodId: body.payment_method,
    paymentReference: body.payment_reference,
    userPhoneNumber: body.user_phone_number,
    comment: body.comment,
  }
  const changes = Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => value !== undefined && String(value) !== String(order[key as keyof OrderRow]))
      .map(([key, value]) => [key, { before: order[key as keyof OrderRow], after: value }]),
  )
  if (Object.keys(changes).length === 0) return order
  const [updated] = await tx
    .update(customerOrder)
    .set({ ...values, updatedAt: act.now, updatedBy: act.actor.id })
    .where(eq(customerOrder.id, order.id))
    .returning()
  await logChange(tx, act, order.id, 'update', changes)
  return updated as OrderRow
}

/** Adds, changes or (quantity 0) removes the order's line of a product, while it is pending. */
export async function updateItem(tx: Db, body: UpdateItemBody, act: OrderAct): Promise<void> {
  const order = await lockOrder(tx, body.order)
  if (order.status !== 'pending')
    throw new ApiError(
      409,
      `Order ${order.orderNo} is ${order.status}: its items change only while it is pending.`,
    )
  const [existing] = await tx
    .select()
    .from(orderItem)
    .where(and(eq(orderItem.orderId, order.id), eq(orderItem.productId, body.product)))
  if (body.quantity === 0n) {
    if (!existing) throw new ApiError(404, `Order ${order.orderNo} has no line of product ${body.product}.`)
    await tx.delete(orderItem).where(eq(orderItem.id, existing.id))
  } else {
    const [line] = await pricedLines(tx, [{ ...body, price: body.price }], (_i, f) => f)
    const priced = line as NonNullable<typeof line>
    if (existing) {
      await tx
        .update(orderItem)
        .set({
          quantity: priced.quantity,
          price: body.price === undefined ? existing.price : priced.price,
          colorId: body.color ?? existing.colorId,
          sizeId: body.size ?? existing.sizeId,
          updatedAt: act.now,
          updatedBy: act.actor.id,
        })
        .where(eq(orderItem.id, existing.id))
    } else {
      await tx
        .insert(orderItem)
        .values({ ...priced, orderId: order.id, createdBy: act.actor.id, updatedBy: act.actor.id })
    }
  }
  await tx
    .update(customerOrder)
    .set({ updatedAt: act.now, updatedBy: act.actor.id })
    .where(eq(customerOrder.id, order.id))
  await logChange(tx, act, order.id, 'update', {
    [`item ${body.product}`]: { before: existing?.quantity ?? null, after: formatQuantity(body.quantity) },
  })
}
