/**
 * The stock reads at the original's paths under /inventory/api/v1/inventory/: all/ (stock per
 * product and branch; by branch, category and low stock), search/ (by SKU or name: `searchKey` or `key`), {id} (one product's stock in
 * each branch), check_by_product_id/{id} (the storefront's "in stock?": public, an active product's
 * total free to sell: stock less what confirmed orders hold), and ours: stock_card/{id} (a product's movements in a branch with opening and closing
 * balances; `format=csv` for the whole range). Staff reads need inventory.read; none is cached:
 * stock moves with every sale.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { z } from 'zod'
import { formatAmount, parseAmount, sumAmounts } from '../../../../common/money.ts'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import { requirePermission } from '../../../auth/request-auth.ts'
import { ApiError, parseId } from '../../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../../http/validation.ts'
import type { AreaDeps } from '../../area.ts'
import { existingBranchIds } from '../../org/branch-service.ts'
import { reservations } from '../reservations.ts'
import { product, stockLevel } from '../tables.ts'
import { cardQuery, checkQuery, listQuery, pageOf, searchQuery, stockFilterOf } from './query.ts'
import { inventoryResource } from './resources.ts'
import { stockCardCsv, stockCardPage } from './stock-card.ts'
import { stockPage, stockRows } from './stock-levels.ts'

const NAME = inventoryResource.name
const BASE = `/${NAME}/api/v1/${NAME}/`
const TAGS = [NAME]
const ROW_KEYS =
  '{product, product_sku, product_name, unit, category, branch, branch_name, quantity, value, average_cost, low_stock_threshold, low_stock}'
const PAGE_ANSWER = `{inventories: [${ROW_KEYS}], page, size, total_pages, total_elements, total_value}`
const MOVEMENT_KEYS =
  '{id, date, kind, product, branch, quantity, quantity_in, quantity_out, value, quantity_after, value_after, rate_after, unit_cost, valued_from, reason, source_type, source_id, voucher_id, voucher_number}'

export function registerInventoryRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const path = (p: string) => {
    deps.routes.add('GET', `${BASE}${p}`)
    return `${BASE}${p}`
  }
  const staff = (
    summary: string,
    answer: string,
    extra: { querystring?: z.ZodObject; params?: z.ZodObject },
  ) => ({
    preHandler: requirePermission(NAME, 'read'),
    schema: routeSchema({
      summary,
      tags: TAGS,
      auth: 'staff',
      ...extra,
      answers: { 200: answer, ...ERROR_ANSWERS },
    }),
  })
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store')
  async function productNamed(id: number) {
    const [row] = await db.select().from(product).where(eq(product.id, id))
    if (!row) throw new ApiError(404, `Product ${id} does not exist.`)
    return row
  }

  app.get(
    path('all/'),
    staff('Stock per product and branch: quantity, value, average cost', PAGE_ANSWER, {
      querystring: listQuery,
    }),
    async (request, reply) => {
      const query = parseBody(listQuery, request.query)
      const { rows, ...envelope } = await stockPage(db, stockFilterOf(query), pageOf(query))
      noStore(reply)
      return { inventories: rows, ...envelope }
    },
  )

  app.get(
    path('search/'),
    staff('Stock of the products whose SKU or name contains searchKey', PAGE_ANSWER, {
      querystring: searchQuery,
    }),
    async (request, reply) => {
      const query = parseBody(searchQuery, request.query)
      const { rows, ...envelope } = await stockPage(db, stockFilterOf(query), pageOf(query))
      noStore(reply)
      return { inventories: rows, ...envelope }
    },
  )

  app.get<{ Params: { id: string } }>(
    path('check_by_product_id/:id'),
    {
      schema: routeSchema({
        summary:
          'The storefront’s stock check: is an active product in stock, and how much is free (stock less what confirmed orders hold)',
        tags: TAGS,
        auth: 'public',
        params: idParams,
        querystring: checkQuery,
        answers: {
          200: '{product_id, in_stock, quantity}',
          400: ERROR_ANSWERS[400],
          404: 'No such active product',
        },
      }),
    },
    async (request, reply) => {
      const id = parseId(request.params.id, 'Product')
      const query = parseBody(checkQuery, request.query)
      const [found] = await db
        .select({ id: product.id })
        .from(product)
        .where(and(eq(product.id, id), eq(product.isActive, true)))
      if (!found) throw new ApiError(404, `Product ${id} does not exist.`)
      const levels = await db
        .select({ branchId: stockLevel.branchId, quantity: stockLevel.quantity })
        .from(stockLevel)
        .where(
          and(
            eq(stockLevel.productId, id),
            query.branch === undefined ? undefined : eq(stockLevel.branchId, query.branch),
          ),
        )
      const held = await reservations(db, [id], { branchId: query.branch })
      // What each branch has free: its stock less what confirmed orders hold there. A branch below
      // zero (where allowed) owes stock; it does not take it from the others.
      const quantity = levels.reduce((total, l) => {
        const free = quantityOf(l.quantity) - (held.find((r) => r.branchId === l.branchId)?.quantity ?? 0n)
        return free > 0n ? total + free : total
      }, 0n)
      noStore(reply)
      return { product_id: id, in_stock: quantity > 0n, quantity: formatQuantity(quantity) }
    },
  )

  app.get<{ Params: { id: string } }>(
    path('stock_card/:id'),
    staff(
      'A product’s stock card in a branch: opening balance, movements with what each left, closing balance',
      `{product, branch, date_after, date_before, opening: {quantity, value, rate}, movements: [${MOVEMENT_KEYS}], closing: {quantity, value, rate}, page, size, total_pages, total_elements}, or with format=csv a CSV file`,
      { params: idParams, querystring: cardQuery },
    ),
    async (request, reply) => {
      const id = parseId(request.params.id, 'Product')
      const query = parseBody(cardQuery, request.query)
      await productNamed(id)
      if (query.branch === undefined)
        throw new ValidationError({ branch: ['Choose the branch whose stock card to show.'] })
      if (!(await existingBranchIds(db, [query.branch])).has(query.branch))
        throw new ValidationError({ branch: [`Branch ${query.branch} does not exist.`] })
      if (query.date_after && query.date_before && query.date_after > query.date_before)
        throw new ValidationError({
          date_before: [`The range ends (${query.date_before}) before it starts (${query.date_after}).`],
        })
      const card = { productId: id, branchId: query.branch, from: query.date_after, to: query.date_before }
      noStore(reply)
      if (query.format !== 'csv') return stockCardPage(db, card, pageOf(query))
      return reply
        .header('content-disposition', `attachment; filename="stock-card-${id}-branch-${query.branch}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(await stockCardCsv(db, card))
    },
  )

  app.get<{ Params: { id: string } }>(
    path(':id'),
    staff(
      'One product’s stock: the total and each branch’s quantity, value and average cost',
      `{product, product_sku, product_name, unit, quantity, value, branches: [${ROW_KEYS}]}`,
      { params: idParams },
    ),
    async (request, reply) => {
      const id = parseId(request.params.id, 'Product')
      const found = await productNamed(id)
      const branches = await stockRows(db, { productId: id })
      noStore(reply)
      return {
        product: found.id,
        product_sku: found.sku,
        product_name: found.name,
        unit: found.unit,
        quantity: formatQuantity(branches.reduce((total, b) => total + quantityOf(b.quantity), 0n)),
        value: formatAmount(sumAmounts(branches.map((b) => parseAmount(b.value) ?? 0n))),
        branches,
      }
    },
  )
}
