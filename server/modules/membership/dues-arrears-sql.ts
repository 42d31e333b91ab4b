/**
 * "In arrears" (common/dues.ts, arrearsOf) as one SQL condition over the member row, so the member
 * list can filter by it in the database: the member's last paid period ended before today, no paid
 * period is lifetime, and the type of the latest paid period is not lifetime. tests/api/dues.test.ts
 * holds it to the same answers as the rule on random periods.
 */
import { type SQL, sql } from 'drizzle-orm'
import { outerMemberId } from './status-sql.ts'
import { membership, membershipType } from './tables.ts'

/** True when the member row of the query owes dues on `today` (YYYY-MM-DD); never null. */
export function inArrearsSql(today: string): SQL<boolean> {
  const paid = sql`p.member_id = ${outerMemberId} AND p.cancelled_at IS NULL`
  return sql<boolean>`COALESCE(
    (SELECT max(p.end_date) FROM ${membership} p WHERE ${paid}) < ${today}::date
    AND NOT EXISTS (SELECT 1 FROM ${membership} p WHERE ${paid} AND p.end_date IS NULL)
    AND (SELECT t.period FROM ${membership} p JOIN ${membershipType} t ON t.id = p.membership_type_id
         WHERE ${paid} ORDER BY p.start_date DESC, p.id DESC LIMIT 1) <> 'lifetime',
    false)`
}
