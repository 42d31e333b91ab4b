/**
 * The slugs in the blog's list links (?category=visa-migration, ?tag=safe-migration): lowercase
 * letters and digits, other runs of characters as one hyphen. tagSlugSql() is the same rule in
 * SQL, so a tag typed in a post matches the link made from it.
 */
import { type SQL, sql } from 'drizzle-orm'

export function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** slugOf() of a SQL text value. */
export const slugSql = (text: SQL): SQL =>
  sql`trim(both '-' from regexp_replace(lower(trim(${text})), '[^a-z0-9]+', '-', 'g'))`
