/**
 * The chart every database starts with, added at each start where missing (names are the keys, so
 * a rename by staff is a new group next start: the seeded ones are marked is_default and kept).
 * Primary groups and groups follow Tally's predefined groups, which Bangladeshi accountants know
 * and the original seeded; the Capital Account sits under the organisation's Fund. The default
 * ledgers are the ones the books themselves need: Cash, the General Fund the year-end closing
 * carries the surplus to, the Opening Balance Difference that opening balances post against, and
 * the ledgers gifts and dues post to (giving's settings point at them; staff may choose others),
 * and those the stores post stock, sales and their cost to.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerSettings } from './fiscal-year.ts'
import { type AccountType, accountGroup, ledgerAccount, ledgerSetting, primaryGroup } from './tables.ts'

const PRIMARY_GROUPS = [
  { name: 'Assets', nature: 'asset' },
  { name: 'Liabilities', nature: 'liability' },
  { name: 'Income', nature: 'income' },
  { name: 'Expenses', nature: 'expense' },
  { name: 'Fund', nature: 'fund' },
] as const

type PrimaryName = (typeof PRIMARY_GROUPS)[number]['name']

/** [name, parent group or primary group]: parents before children. */
const GROUPS: readonly [string, PrimaryName | string][] = [
  ['Current Assets', 'Assets'],
  ['Fixed Assets', 'Assets'],
  ['Investments', 'Assets'],
  ['Misc. Expenses (Asset)', 'Assets'],
  ['Bank Accounts', 'Current Assets'],
  ['Cash-in-Hand', 'Current Assets'],
  ['Deposits (Asset)', 'Current Assets'],
  ['Loans and Advances (Asset)', 'Current Assets'],
  ['Stock-in-Hand', 'Current Assets'],
  ['Sundry Debtors', 'Current Assets'],
  ['Current Liabilities', 'Liabilities'],
  ['Duties & Taxes', 'Current Liabilities'],
  ['Provisions', 'Current Liabilities'],
  ['Sundry Creditors', 'Current Liabilities'],
  ['Loans (Liability)', 'Liabilities'],
  ['Bank OD A/c', 'Loans (Liability)'],
  ['Secured Loans', 'Loans (Liability)'],
  ['Unsecured Loans', 'Loans (Liability)'],
  ['Branch / Divisions', 'Liabilities'],
  ['Suspense A/c', 'Liabilities'],
  ['Capital Account', 'Fund'],
  ['Reserves & Surplus', 'Capital Account'],
  ['Direct Incomes', 'Income'],
  ['Indirect Incomes', 'Income'],
  ['Sales Accounts', 'Income'],
  ['Direct Expenses', 'Expenses'],
  ['Indirect Expenses', 'Expenses'],
  ['Purchase Accounts', 'Expenses'],
]

export const CASH_LEDGER = 'Cash'
export const FUND_LEDGER = 'General Fund'
export const OPENING_DIFFERENCE_LEDGER = 'Opening Balance Difference'
/** Where gifts and dues are credited, and where online and mobile-wallet money is held (giving). */
export const DONATIONS_LEDGER = 'Donations Received'
export const DUES_LEDGER = 'Membership Dues'
export const GATEWAY_LEDGER = 'Payment Gateway Clearing'
export const WALLET_LEDGER = 'Mobile Wallets (bKash, Nagad, Rocket)'
/** What the stores post to (stores' settings point at them; staff may choose others). */
export const SALES_LEDGER = 'Sales'
export const STOCK_LEDGER = 'Stock'
export const COST_OF_GOODS_LEDGER = 'Cost of Goods Sold'
export const STOCK_ADJUSTMENT_LEDGER = 'Stock Adjustments'
export const DELIVERY_LEDGER = 'Delivery Charges Received'

const LEDGERS: readonly { name: string; group: string; type: AccountType; details?: string }[] = [
  { name: CASH_LEDGER, group: 'Cash-in-Hand', type: 'cash', details: 'Cash in the office safe.' },
  {
    name: FUND_LEDGER,
    group: 'Capital Account',
    type: 'fund',
    details:
      "The organisation's accumulated fund: each year's surplus or deficit is carried here at closing.",
  },
  {
    name: OPENING_DIFFERENCE_LEDGER,
    group: 'Suspense A/c',
    type: 'other',
    details: 'The other side of opening balances: zero once every opening balance is entered.',
  },
  { name: SALES_LEDGER, group: 'Sales Accounts', type: 'income' },
  {
    name: STOCK_LEDGER,
    group: 'Stock-in-Hand',
    type: 'other',
    details: 'The value of goods in the stores at moving-average cost, by branch: equal to the stock ledger.',
  },
  {
    name: COST_OF_GOODS_LEDGER,
    group: 'Direct Expenses',
    type: 'expense',
    details: 'What the goods sold cost, at moving-average cost when they left the stores.',
  },
  {
    name: STOCK_ADJUSTMENT_LEDGER,
    group: 'Indirect Expenses',
    type: 'expense',
    details:
      'Stock counted short or over, written off, and the price difference of goods returned to vendors.',
  },
  { name: DELIVERY_LEDGER, group: 'Direct Incomes', type: 'income', details: 'Delivery charged on orders.' },
  {
    name: DONATIONS_LEDGER,
    group: 'Indirect Incomes',
    type: 'income',
    details: 'Gifts received, by cause as sub-ledger.',
  },
  { name: DUES_LEDGER, group: 'Indirect Incomes', type: 'income', details: "Members' dues." },
  {
    name: GATEWAY_LEDGER,
    group: 'Bank Accounts',
    type: 'bank',
    details: 'Online gifts the payment gateway (SSLCommerz) holds until it settles them to the bank.',
  },
  {
    name: WALLET_LEDGER,
    group: 'Bank Accounts',
    type: 'bank',
    details: "The organisation's merchant wallets: payments received by bKash, Nagad or Rocket.",
  },
  { name: 'Purchases', group: 'Purchase Accounts', type: 'expense' },
]

export async function seedChart(db: Db): Promise<void> {
  await db
    .insert(primaryGroup)
    .values(PRIMARY_GROUPS.map((p, position) => ({ ...p, position })))
    .onConflictDoNothing({ target: primaryGroup.name })
  const primaries = new Map((await db.select().from(primaryGroup)).map((p) => [p.name, p.id]))
  const groups = new Map((await db.select().from(accountGroup)).map((g) => [g.name, g]))
  for (const [position, [name, parent]] of GROUPS.entries()) {
    if (groups.has(name)) continue
    const primaryId = primaries.get(parent)
    const parentGroup = groups.get(parent)
    const values = primaryId
      ? { name, primaryGroupId: primaryId, parentId: null }
      : parentGroup
        ? { name, primaryGroupId: parentGroup.primaryGroupId, parentId: parentGroup.id }
        : undefined
    if (!values) continue // its parent was renamed by staff: nothing to hang it on
    const [row] = await db
      .insert(accountGroup)
      .values({ ...values, isDefault: true, position })
      .onConflictDoNothing({ target: accountGroup.name })
      .returning()
    if (row) groups.set(name, row)
  }
  for (const ledger of LEDGERS) {
    const group = groups.get(ledger.group)
    if (!group) continue
    await db
      .insert(ledgerAccount)
      .values({
        name: ledger.name,
        groupId: group.id,
        accountType: ledger.type,
        details: ledger.details ?? null,
        isDefault: true,
      })
      .onConflictDoNothing({ target: ledgerAccount.name })
  }
  const settings = await ledgerSettings(db)
  if (settings.fundLedgerId === null) {
    await db
      .update(ledgerSetting)
      .set({
        fundLedgerId: sql`(select id from ${ledgerAccount} where ${ledgerAccount.name} = ${FUND_LEDGER})`,
      })
      .where(eq(ledgerSetting.id, 1))
  }
}
