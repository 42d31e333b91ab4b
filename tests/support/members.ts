/**
 * Members in the states a test needs, written straight to the tables (not through the API): the
 * member row, then its membership periods, each (type, start, end or null for lifetime, cancelled?).
 */
import type { Db } from '../../server/db/client.ts'
import { member, membership } from '../../server/modules/membership/tables.ts'

export type PeriodSpec = [typeId: number, start: string, end: string | null, cancelled?: boolean]

/** The new member's id; a cancelled period is cancelled at `cancelledAt` (the test's clock). */
export async function insertMember(
  db: Db,
  values: typeof member.$inferInsert,
  periods: readonly PeriodSpec[],
  cancelledAt: Date,
): Promise<number> {
  const [row] = await db.insert(member).values(values).returning({ id: member.id })
  const id = row?.id as number
  for (const [typeId, start, end, cancelled] of periods)
    await db.insert(membership).values({
      memberId: id,
      membershipTypeId: typeId,
      startDate: start,
      endDate: end,
      cancelledAt: cancelled ? cancelledAt : null,
    })
  return id
}
