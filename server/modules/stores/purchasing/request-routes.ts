/**
 * Purchase requests at the original's paths, /purchase_request/api/v1/purchase_request/…
 * (back-office.md §2.4): the list (all/, search/), one request ({id}, and with its lines and
 * pictures), a vendor's requests and their counts per status, staff's create/, the vendor's form
 * (create_vendor_purchase_request/), update/{id} and delete/{id}; and a line's delete at
 * /purchase_req_item/api/v1/purchase_req_item/delete/{id}. Writes accept JSON or the original's
 * multipart (items[0][item_name]…). Staff only, by purchase_request permissions.
 */
import { asc, count, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../../../auth/request-auth.ts'
import { ApiError, parseId } from '../../../http/api-error.ts'
import { idParams } from '../../../http/route-docs.ts'
import { parseBody } from '../../../http/validation.ts'
import { MAX_BULK_FILES, readUploadBody } from '../../../media/read-upload-body.ts'
import type { AreaDeps } from '../../area.ts'
import { purchaseRequest, purchaseRequestItem, purchaseStatus } from '../tables.ts'
import { Issues, lineKey, readBody, requestBody, requestUpdateBody, vendorRequestBody } from './body.ts'
import { kitOf } from './kit.ts'
import { type ListQuery, listQuery, pageOf, requestFilters } from './list.ts'
import { presentRequestLines, presentRequests } from './request-present.ts'
import {
  createRequest,
  deleteRequest,
  deleteRequestItem,
  requestLinesOf,
  updateRequest,
  vendorLinesOf,
} from './request-service.ts'

const RESOURCE = 'purchase_request'
const LIST_KEYS =
  '{purchase_requests: [{id, invoice_no, purchase_status {id, name}, vendor {id, name}, branch, first_name, last_name, contact_no, email, street_address, contact_type, is_subscribed, note, items_count, total_price, created_at, …}], page, size, total_pages, total_elements}'
/** A vendor's picture of an item: items[0][images][0], items[0][images][] or items[0][images]. */
const IMAGE_FIELD = /^items\[(\d{1,3})\]\[images\](?:\[\d{0,3}\])?$/

export function registerRequestRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const kit = kitOf(deps, RESOURCE)
  const item = kitOf(deps, 'purchase_req_item')
  const read = requirePermission(RESOURCE, 'read')
  const detail = async (id: number, withLines = true) => {
    const [row] = await db.select().from(purchaseRequest).where(eq(purchaseRequest.id, id))
    if (!row) throw new ApiError(404, `Purchase request ${id} does not exist.`)
    return (await presentRequests(kit.ctx, [row], withLines))[0] as object
  }
  const list = async (query: ListQuery, where = requestFilters(query, deps.timeZone)) => {
    const { rows, envelope } = await pageOf(db, purchaseRequest, where, [desc(purchaseRequest.id)], query)
    return { purchase_requests: await presentRequests(kit.ctx, rows), ...envelope }
  }

  for (const rest of ['all/', 'search/'])
    app.get(
      kit.path('GET', rest),
      {
        preHandler: read,
        schema: kit.docs('Purchase requests, newest first', {
          querystring: listQuery,
          answers: { 200: LIST_KEYS },
        }),
      },
      async (request) => list(parseBody(listQuery, request.query)),
    )

  app.get<{ Params: { id: string } }>(
    kit.path('GET', 'get_all_by_vendor_id/:id'),
    {
      preHandler: read,
      schema: kit.docs('A vendor’s purchase requests', { params: idParams, querystring: listQuery }),
    },
    async (request) => {
      const query = { ...parseBody(listQuery, request.query), vendor: parseId(request.params.id, 'Vendor') }
      return list(query)
    },
  )

  app.get<{ Params: { id: string } }>(
    kit.path('GET', 'get_all_purchase_request_counts_of_a_vendor/:id'),
    {
      preHandler: read,
      schema: kit.docs('How many of a vendor’s requests are in each status', {
        params: idParams,
        answers: { 200: '{vendor, total, counts: {pending, processing, submitted, verified, cancelled}}' },
      }),
    },
    async (request) => {
      const vendorId = parseId(request.params.id, 'Vendor')
      const statuses = await db.select().from(purchaseStatus).orderBy(asc(purchaseStatus.position))
      const counted = await db
        .select({ status: purchaseRequest.purchaseStatusId, n: count() })
        .from(purchaseRequest)
        .where(eq(purchaseRequest.vendorId, vendorId))
        .groupBy(purchaseRequest.purchaseStatusId)
      const counts = Object.fromEntries(
        statuses.map((s) => [s.name, counted.find((c) => c.status === s.id)?.n ?? 0]),
      )
      return { vendor: vendorId, total: counted.reduce((sum, c) => sum + c.n, 0), counts }
    },
  )

  app.get<{ Params: { id: string } }>(
    kit.path('GET', 'purchase_request_with_items_images/:id'),
    {
      preHandler: read,
      schema: kit.docs('A request with its lines and their pictures', { params: idParams }),
    },
    async (request) => detail(parseId(request.params.id, 'Purchase request')),
  )

  app.get<{ Params: { id: string } }>(
    kit.path('GET', 'get_all_purchase_request_items_with_images_by_purchase_request_id/:id'),
    { preHandler: read, schema: kit.docs('A request’s lines with their pictures', { params: idParams }) },
    async (request) => {
      const id = parseId(request.params.id, 'Purchase request')
      await detail(id, false)
      const lines = await db
        .select()
        .from(purchaseRequestItem)
        .where(eq(purchaseRequestItem.purchaseRequestId, id))
        .orderBy(purchaseRequestItem.id)
      return { purchase_request_items: await presentRequestLines(kit.ctx, lines) }
    },
  )

  app.get<{ Params: { id: string } }>(
    kit.path('GET', ':id'),
    { preHandler: read, schema: kit.docs('One purchase request with its lines', { params: idParams }) },
    async (request) => detail(parseId(request.params.id, 'Purchase request')),
  )

  app.post(
    kit.path('POST', 'create/'),
    {
      preHandler: requirePermission(RESOURCE, 'create'),
      schema: kit.docs('Raise a purchase request (pending) with its lines', { body: requestBody }),
    },
    async (request, reply) => {
      const actor = await kit.actorOf(request)
      const { body } = await readUploadBody(request, { maxFiles: 0, maxFileBytes: 0 })
      const parsed = readBody(requestBody, body)
      const id = await kit.inTransaction(async (tx) => {
        const issues = new Issues()
        const lines = await requestLinesOf(tx, parsed.items, issues)
        return createRequest(
          tx,
          {
            vendorId: parsed.vendor ?? null,
            branchId: parsed.branch ?? null,
            statusId: parsed.purchase_status ?? null,
            note: parsed.note ?? null,
          },
          lines,
          issues,
          actor,
        )
      })
      return reply.code(201).send(await detail(id))
    },
  )

  // Staff-only for now (purchase_request.create): the vendors' own sign-in is not built yet, so
  // staff enter what a vendor offers on the vendor's behalf, pictures included.
  app.post(
    kit.path('POST', 'create_vendor_purchase_request/'),
    {
      preHandler: requirePermission(RESOURCE, 'create'),
      schema: kit.docs('A vendor’s offer: who they are, and items with prices and pictures (multipart)', {
        body: vendorRequestBody,
        answers: {
          201: '{data: {…the request, purchase_request_items: [{…, purchase_request_item_images}]}}',
        },
      }),
    },
    async (request, reply) => {
      const actor = await kit.actorOf(request)
      const { body, files } = await readUploadBody(request, {
        maxFiles: MAX_BULK_FILES,
        maxFileBytes: deps.media.limits.maxImageBytes,
      })
      const parsed = readBody(vendorRequestBody, body)
      const issues = new Issues()
      const byLine: { index: number; upload: (typeof files)[number] }[] = []
      for (const upload of files) {
        const index = Number(IMAGE_FIELD.exec(upload.fieldName)?.[1] ?? Number.NaN)
        if (Number.isNaN(index) || index >= parsed.items.length)
          issues.add(upload.fieldName, 'A picture belongs to a line: send it as items[0][images][0].')
        else byLine.push({ index, upload })
      }
      parsed.items.forEach((_, i) => {
        if (!byLine.some((b) => b.index === i))
          issues.add(lineKey(i, 'images'), 'Add at least one picture of the item.')
      })
      const lines = vendorLinesOf(parsed.items, issues)
      issues.throwAny()
      const images: string[][] = parsed.items.map(() => [])
      for (const { index, upload } of byLine)
        images[index]?.push(
          (await deps.media.save(upload.fieldName, upload, ['image'], 'purchase-requests')).path,
        )
      const id = await kit.inTransaction(async (tx) => {
        const made = await createRequest(
          tx,
          {
            firstName: parsed.first_name,
            lastName: parsed.last_name ?? null,
            contactNo: parsed.contact_no,
            email: parsed.email ?? null,
            streetAddress: parsed.street_address ?? null,
            contactType: parsed.contact_type,
            isSubscribed: parsed.is_subscribed ?? false,
            note: parsed.note ?? null,
          },
          lines.map((line, i) => ({ ...line, images: images[i] ?? [] })),
          new Issues(),
          actor,
        )
        await deps.media.confirm(tx, images.flat())
        return made
      })
      return reply.code(201).send({ data: await detail(id) })
    },
  )

  app.put<{ Params: { id: string } }>(
    kit.path('PUT', 'update/:id'),
    {
      preHandler: requirePermission(RESOURCE, 'update'),
      schema: kit.docs(
        'Change a request’s status, note, vendor or branch; its lines while pending or processing',
        {
          params: idParams,
          body: requestUpdateBody,
        },
      ),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Purchase request')
      const actor = await kit.actorOf(request)
      const { body } = await readUploadBody(request, { maxFiles: 0, maxFileBytes: 0 })
      const parsed = readBody(requestUpdateBody, body)
      await kit.inTransaction(async (tx) => {
        const issues = new Issues()
        const lines = parsed.items ? await requestLinesOf(tx, parsed.items, issues) : undefined
        await updateRequest(
          tx,
          id,
          {
            vendorId: parsed.vendor,
            branchId: parsed.branch,
            statusId: parsed.purchase_status,
            note: parsed.note,
          },
          lines,
          issues,
          actor,
        )
      })
      return detail(id)
    },
  )

  app.delete<{ Params: { id: string } }>(
    kit.path('DELETE', 'delete/:id'),
    {
      preHandler: requirePermission(RESOURCE, 'delete'),
      schema: kit.docs('Delete a request from which nothing was bought', { params: idParams }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Purchase request')
      const actor = await kit.actorOf(request)
      await kit.inTransaction((tx) => deleteRequest(tx, id, actor))
      return { detail: `Purchase request id - ${id} is deleted successfully` }
    },
  )

  app.delete<{ Params: { id: string } }>(
    item.path('DELETE', 'delete/:id'),
    {
      preHandler: requirePermission('purchase_req_item', 'delete'),
      schema: item.docs('Delete a line of a pending or processing request', { params: idParams }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Purchase request line')
      const actor = await item.actorOf(request)
      await item.inTransaction((tx) => deleteRequestItem(tx, id, actor))
      return { detail: `Purchase request line id - ${id} is deleted successfully` }
    },
  )
}
