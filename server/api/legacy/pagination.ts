import { count, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import type { PresentContext, ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import { presentersOf } from '../../resources/present.ts'
import { listOrder } from '../../resources/public-read.ts'
import { requestedOrder } from './ordering.ts'

export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

export interface PageRequest {
  page: number
  size: number
}

/**
 * `page` and `size` of the original's lists (api-contract §3.2): 1-based, default 1 and 10. A size
 * above 100 is clamped to 100. Unlike the original, a value that is not a whole number of 1 or more
 * is a 400 (the original silently used the default, and divided by zero for size=0).
 */
export function parsePageRequest(query: Record<string, unknown>): PageRequest {
  return {
    page: readPositive(query.page, 'page', 1, Number.MAX_SAFE_INTEGER),
    size: Math.min(
      readPositive(query.size, 'size', DEFAULT_PAGE_SIZE, Number.MAX_SAFE_INTEGER),
      MAX_PAGE_SIZE,
    ),
  }
}

function readPositive(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback
  const text = Array.isArray(value) ? value.at(-1) : value
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new ApiError(
      400,
      `${name} must be a whole number of 1 or more (got "${String(text).slice(0, 30)}").`,
    )
  }
  return Number(text)
}

/** A page past the end answers with the last page, whose number the envelope then shows. */
export function resolvePage(
  request: PageRequest,
  total: number,
): { page: number; totalPages: number; offset: number } {
  const totalPages = Math.max(1, Math.ceil(total / request.size))
  const page = Math.min(request.page, totalPages)
  return { page, totalPages, offset: (page - 1) * request.size }
}

/**
 * One page of a resource's records in the original's envelope:
 * {<list key>: [...], page, size, total_pages, total_elements}, counting after `where`, in the
 * resource's order unless `?ordering=` asks for another.
 */
export async function pageOfRecords(
  db: Db,
  resource: ResourceDeclaration<TableWithId>,
  where: SQL | undefined,
  query: Record<string, unknown>,
  ctx: PresentContext,
) {
  const pageRequest = parsePageRequest(query)
  const order = requestedOrder(resource, query) ?? listOrder(resource)
  const [totals] = await db.select({ n: count() }).from(resource.table).where(where)
  const total = totals?.n ?? 0
  const { page, totalPages, offset } = resolvePage(pageRequest, total)
  const rows = await db
    .select()
    .from(resource.table)
    .where(where)
    .orderBy(...order)
    .limit(pageRequest.size)
    .offset(offset)
  return {
    [resource.listKey]: await presentersOf(resource).list(rows, ctx),
    page,
    size: pageRequest.size,
    total_pages: totalPages,
    total_elements: total,
  }
}
