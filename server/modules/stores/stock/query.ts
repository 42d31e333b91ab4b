/**
 * The query strings of the stock reads, as zod objects the routes document and parse with (ADR
 * 017): the books' report parameters (dates, branch, page, size, csv: ledger/reports/filters.ts)
 * plus the stock's own (category, search, low_stock, as_of). A bad value is a 400 naming it.
 */
import { z } from 'zod'
import { isCalendarDate } from '../../../http/line-forms.ts'
import { idParam, pageQuery, reportQuery } from '../../../http/report-query.ts'
import type { StockFilter } from './stock-levels.ts'

/** A query value sent twice arrives as an array: the last one counts, as in the original (Django). */
const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)

const text = (description: string) =>
  z.preprocess(last, z.string().trim().max(100, 'At most 100 characters.').optional().describe(description))

const stockQuery = pageQuery.extend({
  branch: idParam('This branch only'),
  category: idParam('Products of this category and the categories below it'),
  product: idParam('This product only'),
  low_stock: z.preprocess(
    last,
    z
      .enum(['true', 'false'], { message: 'Enter true or false.' })
      .optional()
      .describe('true: low stock only'),
  ),
  format: reportQuery.shape.format,
})

/** inventory/…/all/ */
export const listQuery = stockQuery.extend({ search: text('SKU or name containing this') })

/** inventory/…/search/: the original's `searchKey` (or `key`). */
export const searchQuery = stockQuery.extend({
  searchKey: text('SKU or name containing this'),
  key: text('The same as searchKey'),
})

/** summary_report/…/inventory_summary_report/… */
export const summaryQuery = listQuery.extend({
  as_of: z.preprocess(
    last,
    z
      .string()
      .refine(isCalendarDate, 'Enter a valid date as YYYY-MM-DD.')
      .optional()
      .describe('The stock at the end of this day (default now)'),
  ),
})

/** inventory/…/stock_card/{id} */
export const cardQuery = pageQuery.extend({
  branch: idParam('The branch whose card it is'),
  date_after: reportQuery.shape.date_after,
  date_before: reportQuery.shape.date_before,
  format: reportQuery.shape.format,
})

export const checkQuery = z.object({ branch: idParam('Stock of this branch only (default every branch)') })

type StockQuery = z.infer<typeof summaryQuery> & { searchKey?: string; key?: string }

export function stockFilterOf(query: Partial<StockQuery>): StockFilter {
  const search = query.search || query.searchKey || query.key || undefined
  return {
    ...(query.branch === undefined ? {} : { branchId: query.branch }),
    ...(query.category === undefined ? {} : { categoryId: query.category }),
    ...(query.product === undefined ? {} : { productId: query.product }),
    ...(search ? { search } : {}),
    ...(query.low_stock === 'true' ? { lowStock: true } : {}),
    ...(query.as_of === undefined ? {} : { asOf: query.as_of }),
  }
}

/** The page asked for, by the reports' defaults (page 1, 50 rows). */
export const pageOf = (query: { page?: number; size?: number }) => ({
  page: query.page ?? 1,
  size: query.size ?? 50,
})
