/**
 * Finding the members who are paying, as the counter hears them: by name, by member number
 * (M-000012, or just 12) or by mobile number however it is written (01711-223344). The member
 * list's own search covers names and phones but not the number, which is not a writable field.
 */
import { asc, ilike, or, type SQL, sql } from 'drizzle-orm'
import { escapeLike } from '../../api/legacy/list-filters.ts'
import type { PresentContext } from '../../resources/define.ts'
import { memberName } from './dues-collection.ts'
import { memberStatuses } from './member-status-service.ts'
import { member } from './tables.ts'

export const FINDER_LIMIT = 20

export async function findMembers(ctx: PresentContext, text: string) {
  const words = text.trim().slice(0, 100)
  if (!words) return []
  const like = (value: string) => `%${escapeLike(value)}%`
  const digits = words.replace(/\D/g, '')
  const matches: SQL[] = [
    ilike(sql`${member.firstName} || ' ' || ${member.lastName}`, like(words)),
    ilike(member.memberNumber, like(words)),
  ]
  // Three digits or more: part of a member number or of a mobile number, dashes and spaces aside.
  if (digits.length >= 3)
    matches.push(ilike(member.memberNumber, like(digits)), ilike(member.primaryPhone, like(digits)))
  const rows = await ctx.db
    .select()
    .from(member)
    .where(or(...matches))
    .orderBy(asc(member.firstName), asc(member.lastName), asc(member.id))
    .limit(FINDER_LIMIT)
  const statuses = await memberStatuses(ctx, rows)
  return rows.map((r) => ({
    id: r.id,
    member_number: r.memberNumber,
    name: memberName(r),
    primary_phone: r.primaryPhone,
    status: statuses.get(r.id)?.status ?? null,
  }))
}
