/**
 * What a ledger statement's heading names, beside the period: the ledger and sub-ledger chosen,
 * found by id in their records, never in the statement's lines, so a ledger with no lines in the
 * period still prints its own name.
 */
import type { Named } from './report-api.ts'

export function statementSubject(
  chosen: { ledger?: string; sub_ledger?: string },
  ledgers: readonly Named[],
  subLedgers: readonly Named[],
): string | undefined {
  const nameOf = (list: readonly Named[], id?: string) => list.find((item) => String(item.id) === id)?.name
  const ledger = nameOf(ledgers, chosen.ledger)
  const subLedger = nameOf(subLedgers, chosen.sub_ledger)
  return [ledger, subLedger && `Sub-ledger: ${subLedger}`].filter(Boolean).join(' · ') || undefined
}
