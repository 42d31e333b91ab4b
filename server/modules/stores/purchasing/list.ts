/**
 * The lists of requests and purchases (all/, search/, the by-vendor list and the summary reports)
 * share one query string: vendor, branch, status, date_after / date_before (inclusive; a request's
 * date is the day it was made in the organisation's time zone), `key` (part of a number, a
 * vendor's name, the vendor's own bill number) and the original's page and size.
 */
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { parsePageRequest, resolvePage } from '../../../api/legacy/pagination.ts'
import type { Db } from '../../../db/client.ts'
import { startOfDay } from '../../../http/wire.ts'
import { purchaseFinal, purchaseRequest, vendor } from '../tables.ts'

const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)
const blank = (value: unknown) => {
  const v = last(value)
  return v === '' ? undefined : v
}
const idParam = z.preprocess(
  blank,
  z.coerce
    .number({ message: 'Send an id.' })
    .int('Send an id.')
    .min(1, 'Send an id.')
    .max(2_147_483_647)
    .optional(),
)
const dateParam = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Send a date as YYYY-MM-DD.')
    .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Send a date that exists.')
    .optional(),
)

export const listQuery = z.object({
  vendor: idParam,
  branch: idParam,
  status: z
    .preprocess(blank, z.string().max(20).optional())
    .describe('A request’s status id or name; a purchase’s draft or confirmed'),
  date_after: dateParam.describe('On or after (inclusive)'),
  date_before: dateParam.describe('On or before (inclusive)'),
  key: z
    .preprocess(blank, z.string().max(100).optional())
    .describe('Part of the number, the vendor’s name or bill number'),
  page: z.preprocess(last, z.string().optional()).describe('1-based; default 1'),
  size: z.preprocess(last, z.string().optional()).describe('Default 10, at most 100'),
})
export type ListQuery = z.infer<typeof listQuery>

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const vendorNamed = (column: SQL | typeof vendor.id, key: string) =>
  sql`${column} in (select ${vendor.id} from ${vendor} where ${vendor.name} ilike ${like(key)})`

export function requestFilters(query: ListQuery, timeZone: string): SQL | undefined {
  const t = purchaseRequest
  const status = query.status
  return and(
    query.vendor ? eq(t.vendorId, query.vendor) : undefined,
    query.branch ? eq(t.branchId, query.branch) : undefined,
    status
      ? /^\d+$/.test(status)
        ? eq(t.purchaseStatusId, Number(status))
        : sql`${t.purchaseStatusId} in (select id from purchase_status where name = ${status})`
      : undefined,
    query.date_after
      ? sql`${t.createdAt} >= ${startOfDay(query.date_after, timeZone).toISOString()}::timestamptz`
      : undefined,
    query.date_before
      ? sql`${t.createdAt} < ${startOfDay(query.date_before, timeZone).toISOString()}::timestamptz + interval '1 day'`
      : undefined,
    query.key
      ? or(
          ilike(t.invoiceNo, like(query.key)),
          ilike(t.firstName, like(query.key)),
          ilike(t.lastName, like(query.key)),
          ilike(t.contactNo, like(query.key)),
          vendorNamed(sql`${t.vendorId}`, query.key),
        )
      : undefined,
  )
}

export function finalFilters(query: ListQuery): SQL | undefined {
  const t = purchaseFinal
  return and(
    query.vendor ? eq(t.vendorId, query.vendor) : undefined,
    query.branch ? eq(t.branchId, query.branch) : undefined,
    query.status ? eq(t.status, query.status) : undefined,
    query.date_after ? sql`${t.date} >= ${query.date_after}::date` : undefined,
    query.date_before ? sql`${t.date} <= ${query.date_before}::date` : undefined,
    query.key
      ? or(
          ilike(t.invoiceNo, like(query.key)),
          ilike(t.vendorInvoiceNo, like(query.key)),
          vendorNamed(sql`${t.vendorId}`, query.key),
        )
      : undefined,
  )
}

/** One page of a table's rows in the original's envelope (api-contract §3.2), before presenting. */
export async function pageOf<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  query: Record<string, unknown>,
) {
  const request = parsePageRequest(query)
  const [counted] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where)
  const total = counted?.n ?? 0
  const { page, totalPages, offset } = resolvePage(request, total)
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(request.size)
    .offset(offset)) as T['$inferSelect'][]
  return { rows, envelope: { page, size: request.size, total_pages: totalPages, total_elements: total } }
}
