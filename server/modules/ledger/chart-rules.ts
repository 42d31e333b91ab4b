/**
 * The chart's rules that keep the books' meaning stable: a group hangs under exactly one parent (a
 * group or a primary group) and never under itself; a group or ledger whose entries are posted
 * cannot move to another primary group or change its account type (the entries would silently
 * change nature: an expense read as an asset); and nothing in use is deleted. The database's
 * foreign keys refuse such deletes too; these checks say what uses the record.
 */
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { accountGroup, ledgerAccount, voucherLine } from './tables.ts'

type GroupRow = typeof accountGroup.$inferSelect
type Values = Record<string, unknown>

/** The ids of a group and every group below it. */
export async function subtreeIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive tree(id) as (
      select ${groupId}::int
      union all
      select g.id from ${accountGroup} g join tree on g.parent_id = tree.id
    )
    select id from tree`,
  )
  return rows.map((r) => Number(r.id))
}

/** Posted lines on ledgers of the groups. */
async function postedLinesUnder(db: Db, groupIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherLine)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, voucherLine.ledgerId))
    .where(and(eq(voucherLine.posted, true), inArray(ledgerAccount.groupId, groupIds)))
  return row?.n ?? 0
}

async function groupById(db: Db, id: number): Promise<GroupRow> {
  const [row] = await db.select().from(accountGroup).where(eq(accountGroup.id, id))
  if (!row) throw new ValidationError({ head_group: [`Group ${id} does not exist.`] })
  return row
}

/**
 * Sets parentId and primaryGroupId from head_group / head_primarygroup: exactly one is given, a
 * group's root is its parent's. `input` is the validated wire input; on update a write naming
 * neither keeps the current place.
 */
export async function placeGroup(
  db: Db,
  input: Values,
  values: Values,
  existing: GroupRow | undefined,
): Promise<void> {
  const namesGroup = input.head_group !== undefined
  const namesPrimary = input.head_primarygroup !== undefined
  if (existing && !namesGroup && !namesPrimary) {
    delete values.parentId
    delete values.primaryGroupId
    return
  }
  const parentId = (input.head_group ?? null) as number | null
  const primaryId = (input.head_primarygroup ?? null) as number | null
  if ((parentId === null) === (primaryId === null)) {
    const message = 'Choose either a head group or a primary group, not both and not neither.'
    throw new ValidationError({ head_group: [message], head_primarygroup: [message] })
  }
  if (parentId === null) {
    values.parentId = null
    values.primaryGroupId = primaryId
    return
  }
  const parent = await groupById(db, parentId)
  if (existing && (await subtreeIds(db, existing.id)).includes(parent.id)) {
    throw new ValidationError({
      head_group: [
        `"${existing.name}" cannot go under itself or one of its own subgroups ("${parent.name}").`,
      ],
    })
  }
  values.parentId = parent.id
  values.primaryGroupId = parent.primaryGroupId
}

/** A group moving to another primary group: refused when its ledgers have posted entries. */
export async function refuseNatureChange(db: Db, existing: GroupRow, newPrimaryId: unknown): Promise<void> {
  if (newPrimaryId === undefined || newPrimaryId === existing.primaryGroupId) return
  const lines = await postedLinesUnder(db, await subtreeIds(db, existing.id))
  if (lines > 0) {
    throw new ApiError(
      409,
      `Group "${existing.name}" cannot move to another primary group: its ledgers have ${lines} posted entries, and moving it would change the nature of those entries. Move it within its primary group, or open a new group.`,
    )
  }
}

/** After a group moved, every group below it takes its new root. */
export async function carryRootDown(db: Db, group: GroupRow): Promise<void> {
  const below = (await subtreeIds(db, group.id)).filter((id) => id !== group.id)
  if (below.length === 0) return
  await db
    .update(accountGroup)
    .set({ primaryGroupId: group.primaryGroupId })
    .where(inArray(accountGroup.id, below))
}

/** Seeded groups stay; a group with subgroups or ledgers is in use. */
export async function refuseGroupDelete(db: Db, group: GroupRow): Promise<void> {
  if (group.isDefault) {
    throw new ApiError(
      409,
      `Group "${group.name}" is one of the standard groups the books rely on: it cannot be deleted.`,
    )
  }
  const [children] = await db
    .select({ n: count() })
    .from(accountGroup)
    .where(eq(accountGroup.parentId, group.id))
  const [ledgers] = await db
    .select({ n: count() })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.groupId, group.id))
  const uses = [
    children?.n ? `${children.n} subgroup(s)` : '',
    ledgers?.n ? `${ledgers.n} ledger(s)` : '',
  ].filter(Boolean)
  if (uses.length > 0) {
    throw new ApiError(
      409,
      `Group "${group.name}" holds ${uses.join(' and ')}: move or delete them first; nothing was deleted.`,
    )
  }
}

/** The vouchers (drafts and posted) with lines on the ledger. */
export async function vouchersOnLedger(db: Db, ledgerId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(voucherLine.voucherId) })
    .from(voucherLine)
    .where(eq(voucherLine.ledgerId, ledgerId))
  return row?.n ?? 0
}

/** Posted lines on the ledger. */
export async function postedLinesOn(db: Db, ledgerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherLine)
    .where(and(eq(voucherLine.ledgerId, ledgerId), eq(voucherLine.posted, true)))
  return row?.n ?? 0
}

/** The primary group a group is under. */
export async function primaryOfGroup(db: Db, groupId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ primaryGroupId: accountGroup.primaryGroupId })
    .from(accountGroup)
    .where(eq(accountGroup.id, groupId))
  return row?.primaryGroupId
}
