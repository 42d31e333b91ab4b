/**
 * Stores records for purchasing tests, written straight into the tables (the catalogue's and the
 * parties' own routes are another part of issue 15): a branch, a product, a vendor with its payable
 * ledger under Sundry Creditors, the seeded payment methods by name, and ledger balances.
 */
import { eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../server/db/client.ts'
import { accountGroup, ledgerAccount } from '../../server/modules/ledger/tables.ts'
import { branch } from '../../server/modules/org/tables.ts'
import { paymentMethod, product, vendor } from '../../server/modules/stores/tables.ts'

export async function makeBranch(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(branch).values({ name }).returning({ id: branch.id })
  return row?.id as number
}

export async function makeProduct(db: Db, sku: string, name = sku, unit = 'pcs'): Promise<number> {
  const [row] = await db
    .insert(product)
    .values({ sku, name, unit, salePrice: '0' })
    .returning({ id: product.id })
  return row?.id as number
}

/** A vendor and its own payable ledger, as the parties' create does. */
export async function makeVendor(db: Db, name: string): Promise<{ id: number; ledgerId: number }> {
  const [group] = await db
    .select({ id: accountGroup.id })
    .from(accountGroup)
    .where(eq(accountGroup.name, 'Sundry Creditors'))
  const [ledger] = await db
    .insert(ledgerAccount)
    .values({ name: `${name} (vendor)`, groupId: group?.id as number, accountType: 'payable' })
    .returning({ id: ledgerAccount.id })
  const [row] = await db
    .insert(vendor)
    .values({
      name,
      phone: '01711000000',
      streetAddressOne: 'Road 1, Mirpur',
      ledgerId: ledger?.id as number,
    })
    .returning({ id: vendor.id })
  await db
    .update(ledgerAccount)
    .set({ partyType: 'vendor', partyId: row?.id as number })
    .where(eq(ledgerAccount.id, ledger?.id as number))
  return { id: row?.id as number, ledgerId: ledger?.id as number }
}

/** The seeded payment method of that name (Cash, bKash, On account) with its ledger. */
export async function methodNamed(db: Db, name: string) {
  const [row] = await db.select().from(paymentMethod).where(eq(paymentMethod.name, name))
  if (!row) throw new Error(`no seeded payment method ${name}`)
  return row
}

/** Debits less credits of a ledger's posted lines (optionally one branch's), as text: "-1250.00". */
export async function balanceOf(db: Db, ledgerId: number, branchId?: number): Promise<string> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select coalesce(sum(debit - credit), 0)::numeric(18,2)::text as balance from voucher_line
        where posted and ledger_id = ${ledgerId} ${branchId === undefined ? sql`` : sql`and branch_id = ${branchId}`}`,
  )
  return row?.balance ?? '0.00'
}
