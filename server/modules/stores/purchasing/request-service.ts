/**
 * Purchase requests (ADR 025): what staff want bought, or what a vendor offers, with lines, prices
 * and pictures. A request moves nothing and posts nothing; its lines change only while it is
 * pending or processing, and it is deleted only while no final purchase was made from it. Every
 * write is audited; each runs in the caller's transaction.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { z } from 'zod'
import { formatAmount, type Paisa } from '../../../../common/money.ts'
import { formatQuantity, type Milli } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { type Actor, audit } from '../../../resources/crud-service.ts'
import {
  purchaseFinal,
  purchaseRequest,
  purchaseRequestItem,
  purchaseRequestItemImage,
  purchaseStatus,
} from '../tables.ts'
import { type Issues, lineKey, type requestBody, type vendorRequestBody } from './body.ts'
import { checkBranch, checkStatus, productsOf, statusId, vendorOf } from './refs.ts'
import { purchaseRequestItemResource, purchaseRequestResource } from './resources.ts'

/** Lines change only while the request is still being worked out. */
const EDITABLE = ['pending', 'processing']

export interface RequestLine {
  /** An existing line to change (update/ only). */
  id?: number | null
  productId: number | null
  name: string
  quantity: Milli
  unitPrice: Paisa
  /** Stored image paths (the vendor's form). */
  images?: readonly string[]
}

type RequestItem = z.infer<typeof requestBody>['items'][number]
type VendorItem = z.infer<typeof vendorRequestBody>['items'][number]

/** Staff's lines: a product or a name, the quantity and the price, checked against the catalogue. */
export async function requestLinesOf(db: Db, items: readonly RequestItem[], issues: Issues) {
  const products = await productsOf(
    db,
    items.flatMap((item, i) => (item.product ? [{ id: item.product, key: lineKey(i, 'product') }] : [])),
    issues,
  )
  return items.map((item, i): RequestLine => {
    const name = item.item_name?.trim() || (item.product ? products.get(item.product)?.name : undefined)
    if (!name) issues.add(lineKey(i, 'item_name'), 'Name the item or choose its product.')
    return {
      id: item.id ?? null,
      productId: item.product ?? null,
      name: name ?? '',
      quantity: issues.quantity(item.item_quantity, lineKey(i, 'item_quantity')),
      unitPrice: issues.money(item.item_price, lineKey(i, 'item_price')),
    }
  })
}

/** The vendor's lines (their pictures are stored by the route and added to each). */
export function vendorLinesOf(items: readonly VendorItem[], issues: Issues) {
  return items.map(
    (item, i): RequestLine => ({
      productId: null,
      name: item.item_name,
      quantity: issues.quantity(item.item_quantity, lineKey(i, 'item_quantity')),
      unitPrice: issues.money(item.item_price, lineKey(i, 'item_price')),
    }),
  )
}

async function insertLines(db: Db, requestId: number, lines: readonly RequestLine[], actor: Actor) {
  for (const line of lines) {
    const [row] = await db
      .insert(purchaseRequestItem)
      .values({
        purchaseRequestId: requestId,
        productId: line.productId,
        name: line.name,
        quantity: formatQuantity(line.quantity),
        unitPrice: formatAmount(line.unitPrice),
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning({ id: purchaseRequestItem.id })
    const images = line.images ?? []
    if (row && images.length > 0)
      await db.insert(purchaseRequestItemImage).values(
        images.map((image) => ({
          purchaseReqItemId: row.id,
          image,
          createdBy: actor.id,
          updatedBy: actor.id,
        })),
      )
  }
}

export interface RequestHeader {
  vendorId?: number | null
  branchId?: number | null
  statusId?: number | null
  note?: string | null
  firstName?: string | null
  lastName?: string | null
  contactNo?: string | null
  email?: string | null
  streetAddress?: string | null
  contactType?: string | null
  isSubscribed?: boolean
}

async function checkHeader(db: Db, header: RequestHeader, issues: Issues) {
  if (header.vendorId) await vendorOf(db, header.vendorId, issues)
  if (header.branchId) await checkBranch(db, header.branchId, issues)
  if (header.statusId) await checkStatus(db, header.statusId, issues)
}

/** A new request, pending unless a status is given; returns its id. */
export async function createRequest(
  db: Db,
  header: RequestHeader,
  lines: readonly RequestLine[],
  issues: Issues,
  actor: Actor,
): Promise<number> {
  await checkHeader(db, header, issues)
  issues.throwAny()
  const [row] = await db
    .insert(purchaseRequest)
    .values({
      ...header,
      purchaseStatusId: header.statusId ?? (await statusId(db, 'pending')),
      createdBy: actor.id,
      updatedBy: actor.id,
    })
    .returning()
  if (!row) throw new Error('The purchase request was not written.')
  await insertLines(db, row.id, lines, actor)
  await audit(db, actor, purchaseRequestResource as never, row.id, 'create', {
    invoice_no: row.invoiceNo,
    lines: lines.length,
  })
  return row.id
}

/** The request, locked for the write; a 404 when it does not exist. */
export async function lockRequest(db: Db, id: number) {
  const [row] = await db.select().from(purchaseRequest).where(eq(purchaseRequest.id, id)).for('update')
  if (!row) throw new ApiError(404, `Purchase request ${id} does not exist.`)
  return row
}

async function statusName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null
  const [row] = await db
    .select({ name: purchaseStatus.name })
    .from(purchaseStatus)
    .where(eq(purchaseStatus.id, id))
  return row?.name ?? null
}

async function refuseUnlessEditable(db: Db, request: typeof purchaseRequest.$inferSelect) {
  const status = await statusName(db, request.purchaseStatusId)
  if (status !== null && !EDITABLE.includes(status))
    throw new ApiError(
      409,
      `Purchase request ${request.invoiceNo} is ${status}: its lines change only while it is pending or processing.`,
    )
}

/**
 * Changes the header (status, note, vendor, branch) and, when `lines` is given while the request
 * is editable and nothing was bought from it yet, its lines: a line with an id is changed, one
 * without is added, the rest removed.
 */
export async function updateRequest(
  db: Db,
  id: number,
  header: RequestHeader,
  lines: readonly RequestLine[] | undefined,
  issues: Issues,
  actor: Actor,
): Promise<void> {
  const request = await lockRequest(db, id)
  await checkHeader(db, header, issues)
  if (lines) {
    const own = await db
      .select({ id: purchaseRequestItem.id })
      .from(purchaseRequestItem)
      .where(eq(purchaseRequestItem.purchaseRequestId, id))
    const ownIds = new Set(own.map((l) => l.id))
    lines.forEach((line, i) => {
      if (line.id && !ownIds.has(line.id))
        issues.add(
          lineKey(i, 'id'),
          `Line ${line.id} is not a line of purchase request ${request.invoiceNo}.`,
        )
    })
  }
  issues.throwAny()
  if (lines) {
    await refuseUnlessEditable(db, request)
    await refuseIfPurchased(db, id, request.invoiceNo)
  }
  const values = Object.fromEntries(Object.entries(header).filter(([, v]) => v !== undefined))
  const { statusId: newStatus, ...rest } = values as RequestHeader
  await db
    .update(purchaseRequest)
    .set({
      ...rest,
      ...(newStatus ? { purchaseStatusId: newStatus } : {}),
      updatedAt: new Date(),
      updatedBy: actor.id,
    })
    .where(eq(purchaseRequest.id, id))
  if (lines) {
    const kept = lines.flatMap((l) => (l.id ? [l.id] : []))
    await db
      .delete(purchaseRequestItem)
      .where(
        and(
          eq(purchaseRequestItem.purchaseRequestId, id),
          kept.length > 0 ? notInArray(purchaseRequestItem.id, kept) : undefined,
        ),
      )
    for (const line of lines.filter((l) => l.id))
      await db
        .update(purchaseRequestItem)
        .set({
          productId: line.productId,
          name: line.name,
          quantity: formatQuantity(line.quantity),
          unitPrice: formatAmount(line.unitPrice),
          updatedAt: new Date(),
          updatedBy: actor.id,
        })
        .where(eq(purchaseRequestItem.id, line.id as number))
    await insertLines(
      db,
      id,
      lines.filter((l) => !l.id),
      actor,
    )
  }
  await audit(db, actor, purchaseRequestResource as never, id, 'update', {
    ...values,
    ...(lines ? { lines: lines.length } : {}),
  })
}

async function refuseIfPurchased(db: Db, requestId: number, invoiceNo: string) {
  const [made] = await db
    .select({ invoiceNo: purchaseFinal.invoiceNo })
    .from(purchaseFinal)
    .where(eq(purchaseFinal.purchaseRequestId, requestId))
    .limit(1)
  if (made)
    throw new ApiError(
      409,
      `Purchase ${made.invoiceNo} was made from purchase request ${invoiceNo}: the request cannot be deleted.`,
    )
}

export async function deleteRequest(db: Db, id: number, actor: Actor): Promise<void> {
  const request = await lockRequest(db, id)
  await refuseIfPurchased(db, id, request.invoiceNo)
  await db.delete(purchaseRequest).where(eq(purchaseRequest.id, id))
  await audit(db, actor, purchaseRequestResource as never, id, 'delete', { invoice_no: request.invoiceNo })
}

/** Removes one line of a request that is still editable and from which nothing was bought yet. */
export async function deleteRequestItem(db: Db, itemId: number, actor: Actor): Promise<void> {
  const [item] = await db.select().from(purchaseRequestItem).where(eq(purchaseRequestItem.id, itemId))
  if (!item) throw new ApiError(404, `Purchase request line ${itemId} does not exist.`)
  const request = await lockRequest(db, item.purchaseRequestId)
  await refuseUnlessEditable(db, request)
  await refuseIfPurchased(db, request.id, request.invoiceNo)
  await db.delete(purchaseRequestItem).where(eq(purchaseRequestItem.id, itemId))
  await audit(db, actor, purchaseRequestItemResource as never, itemId, 'delete', {
    purchase_request: request.id,
    name: item.name,
  })
}

/** Lines of requests by request id, for presenting and for a final purchase made from one. */
export async function linesOfRequests(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(purchaseRequestItem)
    .where(inArray(purchaseRequestItem.purchaseRequestId, [...ids]))
    .orderBy(purchaseRequestItem.id)
}
