/**
 * The order actions at the original's path, /customerorder/api/v1/customerorder/… (back-office
 * spec §2.6): create/, update_order/, update_item/, confirm/ (with deliver: true, a counter sale,
 * as sell_at_counter/), deliver/, cancel/, update_status/, the reads get_a_customer_order/{id},
 * get_a_customer_order_detail/{id}, get_order_item_by_order_id_and_product_id/, search/, the
 * invoice get_invoice_by_order_id/{id} and its PDF, product_by_sku/ for the counter's scanner, and
 * sales_return/…/create/. Writes take JSON or the original's multipart keys (items[0][product]);
 * each runs in one transaction and answers the order as order/{id} presents it.
 */
import multipart from '@fastify/multipart'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import { pageOfRecords } from '../../../api/legacy/pagination.ts'
import { can, requirePermission, requireUser } from '../../../auth/request-auth.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError, parseId } from '../../../http/api-error.ts'
import { sendPdf } from '../../../http/pdf-answer.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../../http/route-docs.ts'
import { dateIn, mediaUrl } from '../../../http/wire.ts'
import { readUploadBody } from '../../../media/read-upload-body.ts'
import type { AreaDeps } from '../../area.ts'
import { customerOrder, orderItem, product, salesReturn, stockLevel } from '../tables.ts'
import {
  cancelBody,
  confirmBody,
  createBody,
  deliverBody,
  id as idSchema,
  orderProductQuery,
  parseOrderBody,
  returnBody,
  statusBody,
  updateItemBody,
  updateOrderBody,
} from './order-body.ts'
import { cancelOrder } from './order-cancel.ts'
import { confirmOrder, reservedByOthers } from './order-confirm.ts'
import { deliverOrder } from './order-deliver.ts'
import { invoiceOf, invoicePdf } from './order-invoice.ts'
import { presentItems, presentOrders } from './order-present.ts'
import { orderResource, orderSearch } from './order-resources.ts'
import { createOrder, type OrderAct, updateItem, updateOrder } from './order-service.ts'
import { changeStatus } from './order-status.ts'
import { presentReturns } from './return-present.ts'
import { createReturn } from './sales-return.ts'

const RESOURCE = 'customerorder'
const BASE = `/${RESOURCE}/api/v1/${RESOURCE}/`
const RETURN_BASE = '/sales_return/api/v1/sales_return/'
const ORDER_KEYS =
  '{id, order_no, order_date, status, order_status{id,name,slug}, customer{id,name,phone}, branch{id,name}, payment_method{id,name}, payment_reference, discount_amount, shipping_price, net_amount, user_phone_number, comment, invoice_no, invoice_date, confirmed_at, delivered_at, delivered_on, cancelled_at, cancel_reason, sale_voucher, sale_voucher_no, order_items[{id, product{id,name,sku,unit,thumbnail}, price, quantity, total, color{id,name}, size{id,name}}], created_at, updated_at, created_by, updated_by}'
const WRITE_ANSWERS = { 200: ORDER_KEYS, ...ERROR_ANSWERS }
const CONSUMES = ['application/json', 'multipart/form-data']

const skuQuery = z.object({
  sku: z
    .string({ message: 'Send the SKU.' })
    .trim()
    .min(1, 'Send the SKU.')
    .max(50)
    .describe('Exact, any case'),
  branch: idSchema.optional().describe('Stock, reserved and available in this branch'),
})
const searchQuery = z.object({
  searchKey: z.string().trim().max(100).optional().describe('Part of the order no., phone or customer name'),
  key: z.string().trim().max(100).optional().describe('The original’s name of searchKey'),
  page: z.string().optional(),
  size: z.string().optional(),
})

export async function registerOrderRoutes(app: FastifyInstance, deps: AreaDeps): Promise<void> {
  // The original's clients send multipart forms: the parser stays in this plugin's scope.
  await app.register(multipart)
  const { db } = deps
  const ctx = { db, timeZone: deps.timeZone, now: deps.clock, registry: deps.registry }
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db))

  async function actOf(request: FastifyRequest): Promise<OrderAct> {
    const auth = await requireUser(request)
    const now = new Date(deps.clock())
    return {
      actor: { id: auth.user.id, email: auth.user.email, ip: request.ip },
      now,
      today: dateIn(now, deps.timeZone),
      timeZone: deps.timeZone,
    }
  }
  const bodyOf = async <T>(request: FastifyRequest, schema: z.ZodType<T>) =>
    parseOrderBody(schema, (await readUploadBody(request, { maxFiles: 0, maxFileBytes: 0 })).body)
  const presented = async (id: number) => {
    const [row] = await db.select().from(customerOrder).where(eq(customerOrder.id, id))
    if (!row) throw new ApiError(404, `Order ${id} does not exist.`)
    return (await presentOrders(db, [row], deps.timeZone))[0]
  }
  const docs = (summary: string, extra: Partial<Parameters<typeof routeSchema>[0]> = {}) =>
    routeSchema({ summary, tags: [RESOURCE], auth: 'staff', answers: WRITE_ANSWERS, ...extra })

  /** A write: parse, run in one transaction, answer the order; `may` asks for a further permission. */
  function write<T>(
    path: string,
    actions: string[],
    schema: z.ZodType<T>,
    summary: string,
    work: (tx: Db, body: T, act: OrderAct, may: (action: string) => void) => Promise<{ id: number } | number>,
    created = false,
  ) {
    deps.routes.add('POST', `${BASE}${path}`)
    app.post(
      `${BASE}${path}`,
      {
        preHandler: actions.map((action) => requirePermission(RESOURCE, action)),
        schema: docs(summary, { body: schema, consumes: CONSUMES }),
      },
      async (request, reply) => {
        const body = await bodyOf(request, schema)
        const act = await actOf(request)
        const auth = await requireUser(request)
        const may = (action: string) => {
          if (!can(auth, RESOURCE, action))
            throw new ApiError(
              403,
              `You do not have permission to perform this action (${RESOURCE}.${action}).`,
            )
        }
        const done = await inTransaction((tx) => work(tx, body, act, may))
        return reply
          .code(created ? 201 : 200)
          .send(await presented(typeof done === 'number' ? done : done.id))
      },
    )
  }

  write(
    'create/',
    ['create'],
    createBody,
    'A new pending order (a cart), with its lines if sent',
    createOrder,
    true,
  )
  write(
    'update_order/',
    ['update'],
    updateOrderBody,
    'Change a pending order’s header; after confirmation only its payment method, reference, phone and comment',
    updateOrder,
  )
  write(
    'update_item/',
    ['update'],
    updateItemBody,
    'Add, change or (quantity 0) remove the line of a product while the order is pending',
    async (tx, body, act) => {
      await updateItem(tx, body, act)
      return body.order
    },
  )
  write(
    'confirm/',
    ['confirm'],
    confirmBody,
    'Confirm a pending order: stock reserved, the invoice numbered; with deliver: true also delivered (a counter sale)',
    async (tx, body, act, may) => {
      if (body.deliver) may('deliver')
      const confirmed = await confirmOrder(tx, body.order, act)
      return body.deliver ? deliverOrder(tx, body.order, body.date, act) : confirmed
    },
  )
  write(
    'sell_at_counter/',
    ['confirm', 'deliver'],
    deliverBody,
    'A counter sale: confirm and deliver at once, in one transaction',
    async (tx, body, act) => {
      await confirmOrder(tx, body.order, act)
      return deliverOrder(tx, body.order, body.date, act)
    },
  )
  write(
    'deliver/',
    ['deliver'],
    deliverBody,
    'Deliver a confirmed order: stock issued at moving-average cost, the sale posted',
    (tx, body, act) => deliverOrder(tx, body.order, body.date, act),
  )
  write(
    'cancel/',
    ['cancel'],
    cancelBody,
    'Cancel an order: a reservation released, or a delivered order’s goods taken back and its sale booked back',
    (tx, body, act) => cancelOrder(tx, body.order, body.reason, act),
  )
  write(
    'update_status/',
    ['update'],
    statusBody,
    'Move an order to packaging or on the way; confirmed, delivered and cancelled are done by their actions',
    (tx, body, act, may) => {
      if (body.status !== 'packaging' && body.status !== 'on_the_way')
        may(body.status === 'confirmed' ? 'confirm' : body.status === 'delivered' ? 'deliver' : 'cancel')
      return changeStatus(tx, body, act)
    },
  )

  const read = (path: string, summary: string, extra: Partial<Parameters<typeof routeSchema>[0]> = {}) => {
    deps.routes.add('GET', `${BASE}${path}`)
    return {
      preHandler: requirePermission(RESOURCE, 'read'),
      schema: docs(summary, { answers: { 200: ORDER_KEYS, ...ERROR_ANSWERS }, ...extra }),
    }
  }
  const orderId = (request: FastifyRequest) => parseId((request.params as { id: string }).id, 'Order')

  app.get(
    `${BASE}get_a_customer_order/:id`,
    read('get_a_customer_order/:id', 'One order', { params: idParams }),
    async (request) => presented(orderId(request)),
  )
  app.get(
    `${BASE}get_a_customer_order_detail/:id`,
    read('get_a_customer_order_detail/:id', 'One order with its returns', { params: idParams }),
    async (request) => {
      const id = orderId(request)
      const order = await presented(id)
      const returns = await db.select().from(salesReturn).where(eq(salesReturn.orderId, id))
      return { ...order, returns: await presentReturns(db, returns, deps.timeZone) }
    },
  )
  app.get(
    `${BASE}get_order_item_by_order_id_and_product_id/`,
    read('get_order_item_by_order_id_and_product_id/', 'The order’s line of a product', {
      querystring: orderProductQuery,
      answers: { 200: '{id, order, product, price, quantity, total, color, size}', ...ERROR_ANSWERS },
    }),
    async (request) => {
      const q = parseOrderBody(orderProductQuery, request.query)
      const [item] = await db
        .select()
        .from(orderItem)
        .where(and(eq(orderItem.orderId, q.order), eq(orderItem.productId, q.product)))
      if (!item) throw new ApiError(404, `Order ${q.order} has no line of product ${q.product}.`)
      return (await presentItems(db, [item]))[0]
    },
  )
  app.get(
    `${BASE}search/`,
    read('search/', 'Orders by order no., phone or customer name, newest first', {
      querystring: searchQuery,
      answers: {
        200: `{orders: [${ORDER_KEYS}], page, size, total_pages, total_elements}`,
        ...ERROR_ANSWERS,
      },
    }),
    async (request) => {
      const q = parseOrderBody(searchQuery, request.query)
      const text = q.searchKey || q.key
      if (!text) throw new ApiError(400, 'Enter something to search for: ?searchKey=….')
      return pageOfRecords(
        db,
        orderResource as never,
        orderSearch(text),
        request.query as Record<string, unknown>,
        ctx,
      )
    },
  )
  app.get(
    `${BASE}product_by_sku/`,
    read('product_by_sku/', 'The counter’s scan: a product by its exact SKU, with what a branch has free', {
      querystring: skuQuery,
      answers: {
        200: '{id, name, sku, unit, sale_price, thumbnail, is_active, stock, reserved, available} (stock figures with branch only)',
        ...ERROR_ANSWERS,
      },
    }),
    async (request) => {
      const q = parseOrderBody(skuQuery, request.query)
      const [p] = await db.select().from(product).where(sql`upper(${product.sku}) = upper(${q.sku})`)
      if (!p) throw new ApiError(404, `No product has the SKU ${q.sku}.`)
      const found = {
        id: p.id,
        name: p.name,
        sku: p.sku,
        unit: p.unit,
        sale_price: p.salePrice,
        thumbnail: mediaUrl(p.image),
        is_active: p.isActive,
      }
      if (q.branch === undefined) return found
      const [level] = await db
        .select({ quantity: stockLevel.quantity })
        .from(stockLevel)
        .where(and(eq(stockLevel.productId, p.id), eq(stockLevel.branchId, q.branch)))
      const stock = level ? quantityOf(level.quantity) : 0n
      const reserved = (await reservedByOthers(db, { id: 0, branchId: q.branch }, [p.id])).get(p.id) ?? 0n
      return {
        ...found,
        stock: formatQuantity(stock),
        reserved: formatQuantity(reserved),
        available: formatQuantity(stock - reserved),
      }
    },
  )
  app.get(
    `${BASE}get_invoice_by_order_id/:id`,
    read('get_invoice_by_order_id/:id', 'The invoice of a confirmed order', {
      params: idParams,
      answers: {
        200: '{order{id, order_no, order_date, order_status, invoice_no, invoice_date, payment_method, payment_reference, delivered_on, branch}, billing{customer, name, phone, email, address}, shipping{name, phone, email, address} | null, items[{id, product, quantity, price, total, color, size}], subtotal, discount, shipping_price, net, paid, due, returns[]}',
        ...ERROR_ANSWERS,
        404: 'No such order, or it is pending (no invoice yet)',
      },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return invoiceOf(db, orderId(request), deps.timeZone)
    },
  )
  app.get(
    `${BASE}get_invoice_by_order_id/:id/pdf`,
    read('get_invoice_by_order_id/:id/pdf', 'The invoice of a confirmed order as an A4 PDF', {
      params: idParams,
      answers: { 200: { description: 'The invoice', contentType: 'application/pdf' }, ...ERROR_ANSWERS },
    }),
    async (request, reply) => {
      const pdf = await invoicePdf(db, orderId(request), deps.timeZone, (path) =>
        deps.media.imageForPdf(path),
      )
      return sendPdf(reply, pdf.filename, pdf.bytes, 'inline')
    },
  )

  deps.routes.add('POST', `${RETURN_BASE}create/`)
  app.post(
    `${RETURN_BASE}create/`,
    {
      preHandler: requirePermission(RESOURCE, 'return'),
      schema: routeSchema({
        summary:
          'Goods brought back from a delivered order: stock in at the sale’s cost, the sale booked back for them',
        tags: ['sales_return'],
        auth: 'staff',
        body: returnBody,
        consumes: CONSUMES,
        answers: {
          201: '{id, order, order_no, date, reason, payment_method, voucher, voucher_no, items[{order_item, product, quantity, price}], created_at, created_by}',
          ...ERROR_ANSWERS,
          409: 'The order is not delivered',
        },
      }),
    },
    async (request, reply) => {
      const body = await bodyOf(request, returnBody)
      const act = await actOf(request)
      const id = await inTransaction((tx) => createReturn(tx, body, act))
      const rows = await db.select().from(salesReturn).where(eq(salesReturn.id, id))
      return reply.code(201).send((await presentReturns(db, rows, deps.timeZone))[0])
    },
  )
}
