/**
 * The rules of a cause beyond its fields: its dates in order, the sub-ledger its gifts are credited
 * under (made with it, never written by staff), and no delete while gifts point at it: the books
 * keep every gift, so a cause that has them is unpublished instead.
 */
import { count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import type { WriteHooks } from '../../resources/define.ts'
import { ensureSubLedger } from '../ledger/service.ts'
import { cause, donation, recurringGift } from './tables.ts'

/** A sub-ledger's name is unique and at most this long (ledger/tables.ts). */
const SUB_LEDGER_NAME_MAX = 100

/** Characters, not UTF-16 units: a name in Bangla is cut between letters, never inside one. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('')

/**
 * The sub-ledger names a cause may take, in order: "Cause: <name>" cut to fit, then the same with
 * " (2)", " (3)"… when a cut name is already another cause's (two long names alike at the start).
 */
export function subLedgerName(causeName: string, attempt: number): string {
  const suffix = attempt === 1 ? '' : ` (${attempt})`
  return `${cut(`Cause: ${causeName}`, SUB_LEDGER_NAME_MAX - Array.from(suffix).length)}${suffix}`
}

/**
 * The cause's sub-ledger: the first of its names no other cause uses, made when missing. A
 * sub-ledger left by a deleted cause of the same name is taken again (it has no gifts: a cause
 * with gifts is never deleted).
 */
export async function causeSubLedger(db: Db, causeName: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const id = await ensureSubLedger(db, subLedgerName(causeName, attempt), 'Gifts to this cause')
    const [taken] = await db.select({ id: cause.id }).from(cause).where(eq(cause.subLedgerId, id)).limit(1)
    if (!taken) return id
  }
}

function checkDates(start: unknown, end: unknown): void {
  if (typeof start === 'string' && typeof end === 'string' && end < start)
    throw new ValidationError({ end_date: [`The end date must be on or after the start date (${start}).`] })
}

/** What a cause still has that the books or the gifts' donors rely on. */
async function giftsOf(db: Db, causeId: number): Promise<{ gifts: number; monthly: number }> {
  const [[gifts], [monthly]] = await Promise.all([
    db.select({ n: count() }).from(donation).where(eq(donation.causeId, causeId)),
    db.select({ n: count() }).from(recurringGift).where(eq(recurringGift.causeId, causeId)),
  ])
  return { gifts: gifts?.n ?? 0, monthly: monthly?.n ?? 0 }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const causeHooks: WriteHooks<typeof cause> = {
  async beforeCreate(values, ctx) {
    checkDates(values.startDate, values.endDate)
    values.subLedgerId = await causeSubLedger(ctx.db, String(values.name))
  },
  async beforeUpdate(values, existing, ctx) {
    checkDates(
      values.startDate === undefined ? existing.startDate : values.startDate,
      values.endDate === undefined ? existing.endDate : values.endDate,
    )
    // A cause made by other means (psql, an import) gets its sub-ledger on its first edit.
    if (existing.subLedgerId === null)
      values.subLedgerId = await causeSubLedger(ctx.db, String(values.name ?? existing.name))
  },
  async beforeDelete(existing, ctx) {
    const { gifts, monthly } = await giftsOf(ctx.db, existing.id)
    if (gifts === 0 && monthly === 0) return
    const held = [
      gifts > 0 ? plural(gifts, 'gift', 'gifts') : '',
      monthly > 0 ? plural(monthly, 'monthly gift', 'monthly gifts') : '',
    ]
      .filter(Boolean)
      .join(' and ')
    throw new ApiError(
      409,
      `The cause "${existing.name}" has ${held}: the books keep them, so it cannot be deleted. Set its status to draft to take it off the site.`,
    )
  },
}
