/** ?cms_menu={id} on the lists of a menu's blocks and images: the back office's page screen. */
import { eq, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ApiError } from '../http/api-error.ts'

export const byMenu =
  (column: PgColumn) =>
  (query: Record<string, unknown>): SQL | undefined => {
    const value = query.cms_menu
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string' || !/^\d{1,10}$/.test(value))
      throw new ApiError(400, 'cms_menu must be a menu id (a whole number).')
    return eq(column, Number(value))
  }
