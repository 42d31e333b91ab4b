/**
 * Final purchases at the original's paths, /purchase_final/api/v1/purchase_final/… (back-office.md
 * §2.4): the list (all/, search/), one purchase with its lines (get_a_purchase_final_with_items/{id}
 * and {id}), making one from a request or directly, changing a draft (update/{id}, update_item/,
 * delete_item/, delete/{id}), paybill_and_confirm/ (confirm.ts, one transaction) and the invoice
 * as JSON and PDF (get_invoice_by_purchase_final_id/{id}[/pdf]). Writes take JSON or multipart.
 */
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../../../auth/request-auth.ts'
import { ApiError, parseId } from '../../../http/api-error.ts'
import { sendPdf } from '../../../http/pdf-answer.ts'
import { idParams } from '../../../http/route-docs.ts'
import { parseBody } from '../../../http/validation.ts'
import { readUploadBody } from '../../../media/read-upload-body.ts'
import type { AreaDeps } from '../../area.ts'
import { purchaseFinal } from '../tables.ts'
import {
  deleteItemBody,
  directFinalBody,
  finalUpdateBody,
  fromRequestBody,
  Issues,
  lineKey,
  paybillBody,
  readBody,
  updateItemBody,
} from './body.ts'
import { payAndConfirm } from './confirm.ts'
import { presentFinals } from './final-present.ts'
import {
  createDirect,
  createFromRequest,
  deleteFinal,
  deleteItem,
  setItem,
  updateFinal,
} from './final-service.ts'
import { invoiceOf } from './invoice.ts'
import { purchaseInvoicePdf } from './invoice-pdf.ts'
import { kitOf } from './kit.ts'
import { finalFilters, listQuery, pageOf } from './list.ts'

const RESOURCE = 'purchase_final'
const FINAL_KEYS =
  '{id, invoice_no, purchase_request, vendor {id, name}, branch {id, name}, status, date, vendor_invoice_no, note, items_count, subtotal, discount, net_total, paid_amount, due, payment_method, payment_reference, bill_voucher_number, payment_voucher_number, confirmed_at, …, purchase_final_items: [{id, product {id, sku, name, unit}, quantity, unit_price, total}]}'

export function registerFinalRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const kit = kitOf(deps, RESOURCE)
  const read = requirePermission(RESOURCE, 'read')
  const detail = async (id: number) => {
    const [row] = await db.select().from(purchaseFinal).where(eq(purchaseFinal.id, id))
    if (!row) throw new ApiError(404, `Purchase ${id} does not exist.`)
    return (await presentFinals(kit.ctx, [row], true))[0] as object
  }
  const formBody = async (request: Parameters<typeof readUploadBody>[0]) =>
    (await readUploadBody(request, { maxFiles: 0, maxFileBytes: 0 })).body

  for (const rest of ['all/', 'search/'])
    app.get(
      kit.path('GET', rest),
      { preHandler: read, schema: kit.docs('Purchases, latest first', { querystring: listQuery }) },
      async (request) => {
        const query = parseBody(listQuery, request.query)
        const order = [desc(purchaseFinal.date), desc(purchaseFinal.id)]
        const { rows, envelope } = await pageOf(db, purchaseFinal, finalFilters(query), order, query)
        return { purchase_finals: await presentFinals(kit.ctx, rows), ...envelope }
      },
    )

  for (const rest of ['get_a_purchase_final_with_items/:id', ':id'])
    app.get<{ Params: { id: string } }>(
      kit.path('GET', rest),
      {
        preHandler: read,
        schema: kit.docs('One purchase with its lines', { params: idParams, answers: { 200: FINAL_KEYS } }),
      },
      async (request) => detail(parseId(request.params.id, 'Purchase')),
    )

  app.post(
    kit.path('POST', 'create_from_purchase_request/'),
    {
      preHandler: requirePermission(RESOURCE, 'create'),
      schema: kit.docs('A draft purchase from a request’s lines (each must name a product)', {
        body: fromRequestBody,
        answers: { 201: FINAL_KEYS },
      }),
    },
    async (request, reply) => {
      const actor = await kit.actorOf(request)
      const parsed = readBody(fromRequestBody, await formBody(request))
      const id = await kit.inTransaction((tx) =>
        createFromRequest(
          tx,
          {
            requestId: parsed.purchase_request,
            vendorId: parsed.vendor ?? null,
            branchId: parsed.branch ?? null,
            date: parsed.date,
          },
          new Issues(),
          actor,
        ),
      )
      return reply.code(201).send(await detail(id))
    },
  )

  app.post(
    kit.path('POST', 'create_directly_from_admin_panel/'),
    {
      preHandler: requirePermission(RESOURCE, 'create'),
      schema: kit.docs('A draft purchase entered directly', {
        body: directFinalBody,
        answers: { 201: FINAL_KEYS },
      }),
    },
    async (request, reply) => {
      const actor = await kit.actorOf(request)
      const parsed = readBody(directFinalBody, await formBody(request))
      const issues = new Issues()
      const discount = issues.money(parsed.discount, 'discount')
      const lines = parsed.items.map((item, i) => ({
        productId: item.product,
        quantity: issues.quantity(item.quantity, lineKey(i, 'quantity')),
        unitPrice: issues.money(item.unit_price, lineKey(i, 'unit_price')),
      }))
      const id = await kit.inTransaction((tx) =>
        createDirect(
          tx,
          {
            vendorId: parsed.vendor,
            branchId: parsed.branch,
            date: parsed.date,
            vendorInvoiceNo: parsed.vendor_invoice_no ?? null,
            discount,
            note: parsed.note ?? null,
          },
          lines,
          issues,
          actor,
        ),
      )
      return reply.code(201).send(await detail(id))
    },
  )

  app.put<{ Params: { id: string } }>(
    kit.path('PUT', 'update/:id'),
    {
      preHandler: requirePermission(RESOURCE, 'update'),
      schema: kit.docs('Change a draft’s header (vendor, branch, date, their bill number, discount, note)', {
        params: idParams,
        body: finalUpdateBody,
        answers: { 200: FINAL_KEYS, 409: 'The purchase is confirmed: record a return instead' },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Purchase')
      const actor = await kit.actorOf(request)
      const parsed = readBody(finalUpdateBody, await formBody(request))
      const issues = new Issues()
      const discount = parsed.discount === undefined ? undefined : issues.money(parsed.discount, 'discount')
      await kit.inTransaction((tx) =>
        updateFinal(
          tx,
          id,
          {
            vendorId: parsed.vendor,
            branchId: parsed.branch,
            date: parsed.date,
            vendorInvoiceNo: parsed.vendor_invoice_no,
            discount,
            note: parsed.note,
          },
          issues,
          actor,
        ),
      )
      return detail(id)
    },
  )

  for (const method of ['POST', 'PUT'] as const)
    app.route({
      method,
      url: kit.path(method, 'update_item/'),
      preHandler: requirePermission(RESOURCE, 'update'),
      schema: kit.docs('Set a draft’s line: by its id, or the purchase’s line of a product (added if none)', {
        body: updateItemBody,
        answers: { 200: FINAL_KEYS, 409: 'The purchase is confirmed' },
      }),
      handler: async (request) => {
        const actor = await kit.actorOf(request)
        const parsed = readBody(updateItemBody, await formBody(request))
        const issues = new Issues()
        const quantity = issues.quantity(parsed.quantity, 'quantity')
        const unitPrice = issues.money(parsed.unit_price, 'unit_price')
        issues.throwAny()
        const id = await kit.inTransaction((tx) =>
          setItem(
            tx,
            {
              id: parsed.id ?? null,
              finalId: parsed.purchase_final ?? null,
              productId: parsed.product ?? null,
            },
            quantity,
            unitPrice,
            issues,
            actor,
          ),
        )
        return detail(id)
      },
    })

  for (const method of ['POST', 'DELETE'] as const)
    app.route({
      method,
      url: kit.path(method, 'delete_item/'),
      preHandler: requirePermission(RESOURCE, 'update'),
      schema: kit.docs('Remove a draft’s line', {
        body: deleteItemBody,
        answers: { 200: FINAL_KEYS, 409: 'The purchase is confirmed' },
      }),
      handler: async (request) => {
        const actor = await kit.actorOf(request)
        const parsed = readBody(deleteItemBody, await formBody(request))
        return detail(await kit.inTransaction((tx) => deleteItem(tx, parsed.id, actor)))
      },
    })

  app.delete<{ Params: { id: string } }>(
    kit.path('DELETE', 'delete/:id'),
    {
      preHandler: requirePermission(RESOURCE, 'delete'),
      schema: kit.docs('Delete a draft purchase', {
        params: idParams,
        answers: { 409: 'The purchase is confirmed' },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Purchase')
      const actor = await kit.actorOf(request)
      await kit.inTransaction((tx) => deleteFinal(tx, id, actor))
      return { detail: `Purchase id - ${id} is deleted successfully` }
    },
  )

  app.post(
    kit.path('POST', 'paybill_and_confirm/'),
    {
      preHandler: requirePermission(RESOURCE, 'update'),
      schema: kit.docs(
        'Pay the bill and confirm: goods into stock at cost, the bill and the payment posted, in one transaction',
        { body: paybillBody, answers: { 200: FINAL_KEYS, 409: 'Already confirmed' } },
      ),
    },
    async (request) => {
      const actor = await kit.actorOf(request)
      const parsed = readBody(paybillBody, await formBody(request))
      const issues = new Issues()
      const paid = issues.money(parsed.paid_amount, 'paid_amount')
      issues.throwAny()
      await kit.inTransaction((tx) =>
        payAndConfirm(
          tx,
          {
            finalId: parsed.purchase_final,
            methodId: parsed.payment_method,
            paid,
            reference: parsed.payment_reference ?? null,
            date: parsed.date ?? null,
          },
          issues,
          actor,
          kit.now(),
        ),
      )
      return detail(parsed.purchase_final)
    },
  )

  app.get<{ Params: { id: string } }>(
    kit.path('GET', 'get_invoice_by_purchase_final_id/:id'),
    {
      preHandler: read,
      schema: kit.docs('A purchase’s invoice', {
        params: idParams,
        answers: {
          200: '{purchase_final {invoice_no, date, vendor_invoice_no, status, bill_voucher_number, payment_voucher_number}, vendor {name, address, phone}, items [{product {id, sku, name, unit}, quantity, unit_price, total}], subtotal, discount, net_total, paid, due, returns […]}',
        },
      }),
    },
    async (request) => invoiceOf(kit.ctx, parseId(request.params.id, 'Purchase')),
  )

  app.get<{ Params: { id: string } }>(
    kit.path('GET', 'get_invoice_by_purchase_final_id/:id/pdf'),
    {
      preHandler: read,
      schema: kit.docs('A purchase’s invoice as a printable A4 PDF', {
        params: idParams,
        answers: { 200: { description: 'The invoice', contentType: 'application/pdf' } },
      }),
    },
    async (request, reply) => {
      const invoice = await invoiceOf(kit.ctx, parseId(request.params.id, 'Purchase'))
      const bytes = await purchaseInvoicePdf(db, invoice, (path) => deps.media.imageForPdf(path))
      return sendPdf(reply, `purchase-invoice-${invoice.purchase_final.invoice_no}.pdf`, bytes, 'inline')
    },
  )
}
