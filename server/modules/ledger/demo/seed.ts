/**
 * The demo organisation's books: a bank account, income and expense ledgers, a supplier and a
 * customer, two sub-ledgers (a course and a relief appeal), opening balances at the start of last
 * fiscal year, and about forty vouchers of every type from then to the seed date, so the chart,
 * the books and the reports have something true to show. Everything goes through the posting
 * service, as staff's entries would; one voucher is reversed and two drafts wait. Invented, like
 * all demo content.
 */
import { eq } from 'drizzle-orm'
import type { Paisa } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { dateIn } from '../../../http/wire.ts'
import { branchIdByName } from '../../org/branch-service.ts'
import {
  CASH_LEDGER,
  DONATIONS_LEDGER,
  DUES_LEDGER,
  FUND_LEDGER,
  OPENING_DIFFERENCE_LEDGER,
} from '../chart-seed.ts'
import { fiscalYearOf, ledgerSettings } from '../fiscal-year.ts'
import { applyOpeningBalance } from '../ledger-account-opening.ts'
import { createDraft, type LineInput, post, reverse } from '../posting.ts'
import {
  type AccountType,
  accountGroup,
  ledgerAccount,
  subLedgerAccount,
  type VoucherType,
} from '../tables.ts'

export const DEMO_BANK = 'Dutch-Bangla Bank A/C'
const SUPPLIER = 'Gazipur Steel & Tools (supplier)'
const CUSTOMER = 'Tongi Apparels Ltd. (training contract)'

const DEMO_LEDGERS: readonly { name: string; group: string; type: AccountType; code: string }[] = [
  { name: DEMO_BANK, group: 'Bank Accounts', type: 'bank', code: '1101' },
  { name: CUSTOMER, group: 'Sundry Debtors', type: 'receivable', code: '1301' },
  { name: SUPPLIER, group: 'Sundry Creditors', type: 'payable', code: '2101' },
  { name: 'Course Fees', group: 'Direct Incomes', type: 'income', code: '4101' },
  { name: DONATIONS_LEDGER, group: 'Indirect Incomes', type: 'income', code: '4201' },
  { name: DUES_LEDGER, group: 'Indirect Incomes', type: 'income', code: '4202' },
  { name: 'Training Materials', group: 'Direct Expenses', type: 'expense', code: '5101' },
  { name: 'Office Rent', group: 'Indirect Expenses', type: 'expense', code: '5201' },
  { name: 'Salaries', group: 'Indirect Expenses', type: 'expense', code: '5202' },
  { name: 'Utilities', group: 'Indirect Expenses', type: 'expense', code: '5203' },
]

const WELDING = 'Welding Course'
const FLOOD = 'Flood Relief 2026'

const taka = (amount: number): Paisa => BigInt(amount) * 100n

/** A voucher of the demo's rhythm: type, debit ledger, credit ledger, taka, narration, sub-ledger. */
type Pattern = [VoucherType, string, string, number, string, string?]

const PATTERNS: readonly Pattern[] = [
  ['receipt', CASH_LEDGER, 'Course Fees', 12_500, 'Welding course fees, batch intake', WELDING],
  ['receipt', DEMO_BANK, DONATIONS_LEDGER, 25_000, 'Donation for flood relief', FLOOD],
  ['receipt', CASH_LEDGER, DUES_LEDGER, 3_000, 'Monthly membership dues collected'],
  ['payment', 'Office Rent', DEMO_BANK, 30_000, 'Head office rent'],
  ['payment', 'Salaries', DEMO_BANK, 85_000, 'Staff salaries'],
  ['payment', 'Utilities', CASH_LEDGER, 4_200, 'Electricity and water bills'],
  ['contra', DEMO_BANK, CASH_LEDGER, 20_000, 'Cash deposited to bank'],
  ['journal', CUSTOMER, 'Course Fees', 15_000, 'Contract training billed to Tongi Apparels', WELDING],
  ['purchase', 'Training Materials', SUPPLIER, 16_500, 'Welding rods and safety gear on credit', WELDING],
  ['payment', SUPPLIER, DEMO_BANK, 16_500, 'Paid the supplier by cheque'],
  ['sales', CUSTOMER, 'Sales', 8_000, 'Certification test fees billed'],
  ['receipt', DEMO_BANK, CUSTOMER, 23_000, 'Received from Tongi Apparels'],
  ['contra', CASH_LEDGER, DEMO_BANK, 10_000, 'Cash withdrawn for petty expenses'],
]

const VOUCHER_COUNT = 40

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

export async function seedLedgerDemo(db: Db): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [already] = await tx.select().from(ledgerAccount).where(eq(ledgerAccount.name, DEMO_BANK))
    if (already) return
    const groups = new Map((await tx.select().from(accountGroup)).map((g) => [g.name, g.id]))
    for (const l of DEMO_LEDGERS) {
      const groupId = groups.get(l.group)
      if (!groupId) continue // a standard group renamed by staff: leave the demo ledger out
      // The chart's own ledgers (donations, dues) exist already: the demo only gives them a code.
      await tx
        .insert(ledgerAccount)
        .values({ name: l.name, groupId, accountType: l.type, code: l.code })
        .onConflictDoUpdate({ target: ledgerAccount.name, set: { code: l.code } })
    }
    await tx.insert(subLedgerAccount).values([
      { name: WELDING, details: 'The welding certification course at the Tongi training institute.' },
      { name: FLOOD, details: 'The 2026 flood relief appeal: donations and their use.' },
    ])
    const ledgers = new Map((await tx.select().from(ledgerAccount)).map((l) => [l.name, l.id]))
    const subs = new Map((await tx.select().from(subLedgerAccount)).map((s) => [s.name, s.id]))
    const headOffice = await branchIdByName(tx, 'Head Office')
    const actor = { id: null }

    const today = dateIn(new Date(), 'UTC')
    const { fiscalYearStartMonth } = await ledgerSettings(tx)
    const thisYear = fiscalYearOf(today, fiscalYearStartMonth)
    const lastYearStart = fiscalYearOf(addDays(thisYear.startDate, -1), fiscalYearStartMonth).startDate

    const openings: [string, number, 'debtors' | 'creditors'][] = [
      [CASH_LEDGER, 50_000, 'debtors'],
      [DEMO_BANK, 450_000, 'debtors'],
      [CUSTOMER, 20_000, 'debtors'],
      [SUPPLIER, 35_000, 'creditors'],
    ]
    let net = 0
    for (const [name, amount, side] of openings) {
      const id = ledgers.get(name)
      if (!id) continue
      await applyOpeningBalance(
        tx,
        { id, name },
        { balance_amount: `${amount}.00`, balance_type: side, balance_date: lastYearStart },
        actor.id,
      )
      net += side === 'debtors' ? amount : -amount
    }
    const posting = (type: VoucherType, date: string, narration: string, lines: LineInput[]) =>
      post(tx, { type, date, narration, branchId: headOffice ?? null, lines }, actor)
    const id = (name: string) => ledgers.get(name) as number

    // The opening figures' difference belongs to the organisation's accumulated fund.
    await posting('journal', lastYearStart, 'Opening balances carried to the General Fund', [
      { ledgerId: id(OPENING_DIFFERENCE_LEDGER), debit: taka(net), credit: 0n },
      { ledgerId: id(FUND_LEDGER), debit: 0n, credit: taka(net) },
    ])

    const span = Math.max(
      1,
      Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${lastYearStart}T00:00:00Z`)) / 86_400_000),
    )
    const posted: number[] = []
    for (let i = 0; i < VOUCHER_COUNT; i++) {
      const [type, debitName, creditName, amount, narration, sub] = PATTERNS[i % PATTERNS.length] as Pattern
      if (!ledgers.has(debitName) || !ledgers.has(creditName)) continue
      // Spread from the first week of last year to the seed date; amounts vary a little by month.
      const date = addDays(lastYearStart, Math.min(span, Math.round(((i + 1) * span) / VOUCHER_COUNT)))
      const value = taka(amount + (i % 4) * 500)
      const subLedgerId = sub ? (subs.get(sub) ?? null) : null
      const bank = type === 'payment' && creditName === DEMO_BANK
      const result = await posting(type, date, narration, [
        { ledgerId: id(debitName), subLedgerId, debit: value, credit: 0n },
        {
          ledgerId: id(creditName),
          subLedgerId,
          debit: 0n,
          credit: value,
          chequeNo: bank ? `DBBL-${String(480_100 + i)}` : null,
          bankName: bank ? 'Dutch-Bangla Bank PLC' : null,
          chequeDate: bank ? date : null,
        },
      ])
      posted.push(result.id)
    }

    // A payment entered twice by mistake, reversed on the same date.
    const duplicate = posted[5]
    if (duplicate !== undefined) {
      await reverse(
        tx,
        duplicate,
        { today, timeZone: 'UTC', mayReversePastDay: true, reason: 'entered twice' },
        actor,
      )
    }

    await createDraft(
      tx,
      {
        type: 'payment',
        date: today,
        narration: 'Internet bill, awaiting the invoice',
        lines: [
          { ledgerId: id('Utilities'), debit: taka(2_500), credit: 0n },
          { ledgerId: id(CASH_LEDGER), debit: 0n, credit: taka(2_500) },
        ],
      },
      actor,
    )
    await createDraft(
      tx,
      {
        type: 'journal',
        date: today,
        narration: 'Flood relief materials bought from the appeal (to check)',
        lines: [
          {
            ledgerId: id('Training Materials'),
            subLedgerId: subs.get(FLOOD) ?? null,
            debit: taka(7_800),
            credit: 0n,
          },
        ],
      },
      actor,
    )
  })
}
