/**
 * The ledgers of parties other areas keep (the stores' vendors and customers): each party has its
 * own payable or receivable ledger, opened with it under a seeded group, renamed with it, deleted
 * with it while nothing has posted to it, and its balance read from the posted lines. Other areas
 * call these through service.ts (ADR 016); only the books touch ledger_account.
 *
 * Ledger names are unique across the chart, party names only among their kind (a vendor and a
 * customer may share a name, or a party may be called "Cash"). So a party's ledger takes the
 * party's name when it is free, else the name marked with the kind ("Rahim Traders (vendor)"),
 * then numbered ("Rahim Traders (vendor 2)"): the name staff see in the books is the party's
 * whenever it can be, and never ambiguous.
 */
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Paisa } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ledgerHasEntries } from './posting.ts'
import { closing, ledgerTotals } from './reports/balances.ts'
import { type AccountType, accountGroup, ledgerAccount, type PARTY_TYPES } from './tables.ts'

export type PartyType = (typeof PARTY_TYPES)[number]

/** ledger_account.name's length. */
const LEDGER_NAME_MAX = 100

/** Characters, not UTF-16 units: a name in Bangla is cut between letters, never inside one. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('')

/** The names a party's ledger may take, in order of preference (attempt 1, 2, 3…). */
export function partyLedgerName(partyName: string, partyType: PartyType, attempt: number): string {
  const name = partyName.trim()
  if (attempt === 1) return cut(name, LEDGER_NAME_MAX)
  const suffix = attempt === 2 ? ` (${partyType})` : ` (${partyType} ${attempt - 1})`
  return `${cut(name, LEDGER_NAME_MAX - Array.from(suffix).length)}${suffix}`
}

/** The first name no other ledger has (compared as the unique index does: exactly). */
async function freeName(db: Db, partyName: string, partyType: PartyType, except?: number): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const name = partyLedgerName(partyName, partyType, attempt)
    const [taken] = await db
      .select({ id: ledgerAccount.id })
      .from(ledgerAccount)
      .where(
        except === undefined
          ? eq(ledgerAccount.name, name)
          : and(eq(ledgerAccount.name, name), ne(ledgerAccount.id, except)),
      )
      .limit(1)
    if (!taken) return name
  }
}

export interface PartyLedgerInput {
  /** The party's name: the ledger's, or marked with the kind when another ledger has it. */
  name: string
  /** A seeded group: "Sundry Creditors", "Sundry Debtors". */
  group: string
  type: Extract<AccountType, 'payable' | 'receivable'>
  partyType: PartyType
}

/**
 * Opens a party's ledger and returns its id. The party's record does not exist yet (it needs the
 * ledger's id), so the ledger names its party afterwards with `linkPartyLedger`.
 */
export async function openPartyLedger(db: Db, input: PartyLedgerInput): Promise<number> {
  const [group] = await db
    .select({ id: accountGroup.id })
    .from(accountGroup)
    .where(eq(accountGroup.name, input.group))
  if (!group)
    throw new ApiError(
      409,
      `The books have no group "${input.group}" to open the ${input.partyType}'s ledger in.`,
    )
  const [made] = await db
    .insert(ledgerAccount)
    .values({
      name: await freeName(db, input.name, input.partyType),
      groupId: group.id,
      accountType: input.type,
      details: `The ${input.partyType}'s own ledger, opened with it.`,
    })
    .returning({ id: ledgerAccount.id })
  if (!made) throw new Error('insert returned nothing')
  return made.id
}

/** Names the party a ledger opened by `openPartyLedger` belongs to (once: a linked ledger keeps its party). */
export async function linkPartyLedger(
  db: Db,
  ledgerId: number,
  partyType: PartyType,
  partyId: number,
): Promise<void> {
  await db
    .update(ledgerAccount)
    .set({ partyType, partyId })
    .where(and(eq(ledgerAccount.id, ledgerId), isNull(ledgerAccount.partyId)))
}

/** Renames a party's ledger after its party (keeping the name it has when that still fits). */
export async function renamePartyLedger(
  db: Db,
  ledgerId: number,
  partyName: string,
  partyType: PartyType,
): Promise<void> {
  await db
    .update(ledgerAccount)
    .set({ name: await freeName(db, partyName, partyType, ledgerId), updatedAt: new Date() })
    .where(eq(ledgerAccount.id, ledgerId))
}

/** Deletes a party's ledger; false (nothing deleted) when any line, draft or posted, uses it. */
export async function deletePartyLedger(db: Db, ledgerId: number): Promise<boolean> {
  if (await ledgerHasEntries(db, ledgerId)) return false
  await db.delete(ledgerAccount).where(eq(ledgerAccount.id, ledgerId))
  return true
}

/**
 * Σdebit − Σcredit of each ledger's posted lines (a receivable's balance is what the party owes, a
 * payable's the negative of what the organisation owes). Ledgers with no lines are absent.
 */
export async function ledgerBalances(db: Db, ledgerIds: readonly number[]): Promise<Map<number, Paisa>> {
  const totals = await ledgerTotals(db, {}, { ledgerIds: [...new Set(ledgerIds)] })
  return new Map([...totals].map(([id, t]) => [id, closing(t)]))
}
