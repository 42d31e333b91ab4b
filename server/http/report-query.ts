/**
 * What every report is asked for, whatever its area (the books, the stores): a date range and a
 * branch, read from the query the way the original's screens sent it (RAMS: `date_after`,
 * `date_before`; TPL: `start_date`, `end_date`, both inclusive), plus the paging and the CSV
 * switch. One zod schema per report extends these, so the OpenAPI document says what each report
 * reads and a bad date or id is a 400 naming it.
 */
import { z } from 'zod'
import { isCalendarDate } from './line-forms.ts'
import { PG_INT_MAX } from './query.ts'

/** A query value sent twice arrives as an array: the last one counts, as in the original (Django). */
const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)

const dateParam = (description: string) =>
  z.preprocess(
    last,
    z.string().refine(isCalendarDate, 'Enter a valid date as YYYY-MM-DD.').optional().describe(description),
  )

export const idParam = (description: string) =>
  z.preprocess(
    last,
    z
      .string()
      .regex(/^\d{1,10}$/, 'Enter a record id (a whole number).')
      .transform(Number)
      .refine((n) => n >= 1 && n <= PG_INT_MAX, 'No record has so large an id.')
      .optional()
      .describe(description),
  )

const wholeParam = (description: string, max: number) =>
  z.preprocess(
    last,
    z
      .string()
      .regex(/^\d{1,7}$/, 'Enter a whole number.')
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, `Enter a number from 1 to ${max}.`)
      .optional()
      .describe(description),
  )

/** The parameters every report reads. */
export const reportQuery = z.object({
  date_after: dateParam('First day of the range (inclusive)'),
  date_before: dateParam('Last day of the range (inclusive)'),
  start_date: dateParam('TPL name of date_after'),
  end_date: dateParam('TPL name of date_before'),
  branch: idParam('Lines of this branch only'),
  format: z.preprocess(last, z.enum(['json', 'csv']).optional().describe('csv: the same rows as a CSV file')),
})

/** The largest page a paginated report gives. */
export const MAX_PAGE_SIZE = 1000

/** Paginated reports add these (the original's `page`, `size`). */
export const pageQuery = z.object({
  page: wholeParam('Page number, from 1', 1_000_000),
  size: wholeParam(`Rows per page (default 50, at most ${MAX_PAGE_SIZE})`, MAX_PAGE_SIZE),
})
