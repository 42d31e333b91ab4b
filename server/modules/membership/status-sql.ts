/**
 * A member's status (common/membership-status.ts) as one SQL expression over the member row, so the
 * list can filter and count by status in the database: the same rules in the same order. The test
 * tests/api/members.test.ts holds the two to the same answers on random periods.
 */
import { type SQL, sql } from 'drizzle-orm'
import { NEW_MEMBER_MONTHS } from '../../../common/membership-status.ts'
import { membership, membershipType } from './tables.ts'

/**
 * The member row's id in a subquery: spelt out, because drizzle writes a column of the outer
 * query's table unqualified, and inside a subquery on membership a bare "id" is the period's.
 */
export const outerMemberId = sql`${sql.identifier('member')}.${sql.identifier('id')}`

/** new | current | grace | expired | cancelled of the member row in the query, on `today` (YYYY-MM-DD). */
export function memberStatusSql(today: string): SQL<string> {
  const day = sql`${today}::date`
  const joined = sql`${sql.identifier('member')}.${sql.identifier('joined_date')}`
  const newFor = sql.raw(`interval '${NEW_MEMBER_MONTHS} months'`)
  // A started period that is not cancelled: only those make a member current or in grace.
  const started = sql`p.member_id = ${outerMemberId} AND p.cancelled_at IS NULL AND p.start_date <= ${day}`
  return sql<string>`CASE
    WHEN (SELECT p.cancelled_at IS NOT NULL FROM ${membership} p WHERE p.member_id = ${outerMemberId}
          ORDER BY p.start_date DESC, p.id DESC LIMIT 1) THEN 'cancelled'
    WHEN EXISTS (SELECT 1 FROM ${membership} p WHERE ${started} AND (p.end_date IS NULL OR p.end_date >= ${day}))
      THEN CASE WHEN ${day} < (${joined} + ${newFor})::date
        THEN 'new' ELSE 'current' END
    WHEN EXISTS (SELECT 1 FROM ${membership} p JOIN ${membershipType} t ON t.id = p.membership_type_id
          WHERE ${started} AND p.end_date + t.grace_days >= ${day}) THEN 'grace'
    ELSE 'expired'
  END`
}
