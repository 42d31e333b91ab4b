/**
 * The ledger tests' commonest entry: one ledger debited and another credited with the same amount.
 * As the voucher API takes it (a request body, amounts as decimal strings) and as the posting
 * service does (lines in paisa), and posted in a transaction of its own as a route posts it.
 */
import type { Db } from '../../server/db/client.ts'
import {
  type LineInput,
  post,
  type VoucherInput,
  voucherNumber,
} from '../../server/modules/ledger/posting.ts'

/** The body of POST /voucher/api/v1/voucher/create/: posted at once unless `post` is false. */
export const twoLineBody = (
  type: string,
  date: string,
  debit: number,
  credit: number,
  amount: string,
  post = true,
) => ({
  type,
  date,
  items: [
    { ledger: debit, debit_amount: amount },
    { ledger: credit, credit_amount: amount },
  ],
  post,
})

/** The posting service's lines: `amount` paisa debited to one ledger and credited to the other. */
export const twoLines = (debit: number, credit: number, amount: bigint): LineInput[] => [
  { ledgerId: debit, debit: amount, credit: 0n },
  { ledgerId: credit, debit: 0n, credit: amount },
]

/** The books' own entries (no user): the actor of vouchers posted straight through the service. */
export const SYSTEM = { id: null }

/**
 * Posts in a transaction of its own, as the voucher routes do, and reads the number the database
 * gave the voucher when it committed (ADR 021).
 */
export async function postAlone(db: Db, input: VoucherInput): Promise<{ id: number; number: string }> {
  const { id } = await db.transaction((tx) => post(tx as unknown as Db, input, SYSTEM))
  return { id, number: await voucherNumber(db, id) }
}
