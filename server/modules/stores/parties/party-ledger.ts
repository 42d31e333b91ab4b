/**
 * Each vendor and customer has its own ledger in the books (ADR 025): a vendor's payable ledger
 * under Sundry Creditors, a customer's receivable ledger under Sundry Debtors. The ledger is opened
 * in the transaction that makes the party, renamed when the party is, and deleted with the party
 * only while nothing has posted to it: a party the books have entries for is made inactive
 * instead. What the party's balance is comes from the posted lines, never a stored figure. All of
 * it goes through the books' service (ADR 016): the stores never write ledger_account.
 */
import { eq } from 'drizzle-orm'
import { formatAmount } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import type { WriteHooks } from '../../../resources/define.ts'
import {
  deletePartyLedger,
  ledgerBalances,
  ledgerHasEntries,
  ledgerSummaries,
  linkPartyLedger,
  openPartyLedger,
  renamePartyLedger,
} from '../../ledger/service.ts'
import type { customer, vendor } from '../tables.ts'

type PartyTable = typeof vendor | typeof customer

const KINDS = {
  vendor: { group: 'Sundry Creditors', type: 'payable', label: 'Vendor', sign: -1n },
  customer: { group: 'Sundry Debtors', type: 'receivable', label: 'Customer', sign: 1n },
} as const
export type PartyKind = keyof typeof KINDS

/** What the hooks read of a vendor's or a customer's row. */
const party = (row: unknown) => row as { id: number; name: string; ledgerId: number }

/** Opens a new party's ledger, named after it; link it with `linkPartyLedger` once the party exists. */
export const openLedgerFor = (db: Db, kind: PartyKind, name: string) =>
  openPartyLedger(db, { name, group: KINDS[kind].group, type: KINDS[kind].type, partyType: kind })

/** The write hooks giving a party its ledger: opened, named after it, deleted with it. */
export function partyLedgerHooks<T extends PartyTable>(kind: PartyKind, table: T): WriteHooks<T> {
  const { label } = KINDS[kind]
  return {
    async beforeCreate(values, ctx) {
      values.ledgerId = await openLedgerFor(ctx.db, kind, String(values.name))
    },
    async afterWrite(row, _input, ctx) {
      await linkPartyLedger(ctx.db, party(row).ledgerId, kind, party(row).id)
    },
    async beforeUpdate(values, row, ctx) {
      const existing = party(row)
      if (typeof values.name === 'string' && values.name !== existing.name)
        await renamePartyLedger(ctx.db, existing.ledgerId, values.name, kind)
    },
    // The party goes first (it points at its ledger), then the ledger, in the delete's transaction.
    async beforeDelete(row, ctx) {
      const existing = party(row)
      if (await ledgerHasEntries(ctx.db, existing.ledgerId))
        throw new ApiError(
          409,
          `${label} "${existing.name}" has entries in the books (its ledger): it cannot be deleted. Make it inactive instead.`,
        )
      await ctx.db.delete(table as typeof vendor).where(eq((table as typeof vendor).id, existing.id))
      await deletePartyLedger(ctx.db, existing.ledgerId)
    },
  }
}

/**
 * Each party's ledger as {id, name} and its balance: what the organisation owes a vendor, what a
 * customer owes the organisation ("-250.00" is an advance), from the posted lines.
 */
export async function partyLedgers(db: Db, kind: PartyKind, ledgerIds: readonly number[]) {
  const [summaries, balances] = await Promise.all([
    ledgerSummaries(db, [...ledgerIds]),
    ledgerBalances(db, ledgerIds),
  ])
  return (ledgerId: number) => {
    const ledger = summaries.get(ledgerId)
    return {
      ledger: ledger ? { id: ledger.id, name: ledger.name } : null,
      balance: formatAmount(KINDS[kind].sign * (balances.get(ledgerId) ?? 0n)),
    }
  }
}
