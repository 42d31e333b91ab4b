/**
 * Stores data for order tests, written straight into the tables (the catalogue's and parties'
 * resources are another engineer's): a branch, products, customers with their receivable ledger
 * under Sundry Debtors, stock bought in (a purchase movement booked Dr Stock, Cr a test supplier,
 * as purchasing will), and the balances and positions the tests compare.
 */
import { and, eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../server/db/client.ts'
import { users } from '../../server/db/schema.ts'
import { CASH_LEDGER, ledgerIdsByName, post } from '../../server/modules/ledger/service.ts'
import { accountGroup, ledgerAccount } from '../../server/modules/ledger/tables.ts'
import { branch } from '../../server/modules/org/tables.ts'
import { storesLedgers } from '../../server/modules/stores/settings.ts'
import { attachVoucher, recordMovements } from '../../server/modules/stores/stock-ledger.ts'
import { customer, paymentMethod, product, stockLevel } from '../../server/modules/stores/tables.ts'

let serial = 0

async function groupId(db: Db, name: string): Promise<number> {
  const [group] = await db
    .select({ id: accountGroup.id })
    .from(accountGroup)
    .where(eq(accountGroup.name, name))
  if (!group) throw new Error(`no seeded group ${name}`)
  return group.id
}

export async function storesFixture(db: Db) {
  const [b] = await db
    .insert(branch)
    .values({ name: `Orders branch ${++serial}` })
    .returning({ id: branch.id })
  const [supplier] = await db
    .insert(ledgerAccount)
    .values({
      name: `Test supplier ${serial}`,
      groupId: await groupId(db, 'Sundry Creditors'),
      accountType: 'payable',
    })
    .returning({ id: ledgerAccount.id })
  const [user] = await db
    .insert(users)
    .values({ email: `orders-${serial}@kizuna.example`, firstName: 'Counter' })
    .returning({ id: users.id })
  const methods = await db.select().from(paymentMethod)
  const method = (name: string) => methods.find((m) => m.name === name)?.id as number
  return {
    branchId: b?.id as number,
    supplierId: supplier?.id as number,
    userId: user?.id as number,
    ledgers: await storesLedgers(db),
    cash: (await ledgerIdsByName(db, [CASH_LEDGER])).get(CASH_LEDGER) as number,
    methods: { cash: method('Cash'), bkash: method('bKash'), onAccount: method('On account') },
  }
}
export type StoresFixture = Awaited<ReturnType<typeof storesFixture>>

export async function newProduct(db: Db, sku: string, salePrice: string): Promise<number> {
  const [row] = await db
    .insert(product)
    .values({ sku, name: `Product ${sku}`, salePrice })
    .returning({ id: product.id })
  return row?.id as number
}

export async function newCustomer(
  db: Db,
  name: string,
  creditLimit = '0',
): Promise<{ id: number; ledgerId: number }> {
  const [ledger] = await db
    .insert(ledgerAccount)
    .values({
      name: `Customer ${name}`,
      groupId: await groupId(db, 'Sundry Debtors'),
      accountType: 'receivable',
    })
    .returning({ id: ledgerAccount.id })
  const [row] = await db
    .insert(customer)
    .values({
      name,
      creditLimit,
      ledgerId: ledger?.id as number,
      phone: `0171${String(++serial).padStart(7, '0')}`,
    })
    .returning({ id: customer.id })
  return { id: row?.id as number, ledgerId: ledger?.id as number }
}

/** Goods bought in at a unit cost (whole Taka): the movement and its bill, Dr Stock, Cr the supplier. */
export async function stockUp(
  db: Db,
  f: StoresFixture,
  productId: number,
  units: number,
  taka: number,
  date: string,
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [moved] = await recordMovements(
      tx,
      [
        {
          productId,
          branchId: f.branchId,
          date,
          kind: 'purchase',
          quantity: BigInt(units) * 1000n,
          unitCost: BigInt(taka) * 10_000n,
        },
      ],
      { id: f.userId },
    )
    const value = moved?.value as bigint
    const voucher = await post(
      tx,
      {
        type: 'purchase',
        date,
        branchId: f.branchId,
        lines: [
          { ledgerId: f.ledgers.stock, debit: value, credit: 0n },
          { ledgerId: f.supplierId, debit: 0n, credit: value },
        ],
        source: { type: 'test_purchase', id: productId },
      },
      { id: f.userId },
    )
    await attachVoucher(tx, [moved?.id as number], voucher.id)
  })
}

/** A ledger's balance (debits less credits of posted lines), in a branch when given, as "1250.00". */
export async function balance(db: Db, ledgerId: number, branchId?: number): Promise<string> {
  const [row] = await queryRows<{ b: string }>(
    db,
    sql`select coalesce(sum(debit - credit), 0)::numeric(18,2)::text as b from voucher_line
        where posted and ledger_id = ${ledgerId} ${branchId ? sql`and branch_id = ${branchId}` : sql``}`,
  )
  return row?.b ?? '0.00'
}

/** The stock level of a product in a branch: quantity and value as the table holds them. */
export async function levelOf(db: Db, productId: number, branchId: number) {
  const [row] = await db
    .select({ quantity: stockLevel.quantity, value: stockLevel.value })
    .from(stockLevel)
    .where(and(eq(stockLevel.productId, productId), eq(stockLevel.branchId, branchId)))
  return row ?? { quantity: '0.000', value: '0.00' }
}

/** The stock ledger's value of a branch: Σ of its products' levels, to compare with the Stock account. */
export async function stockValue(db: Db, branchId: number): Promise<string> {
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`select coalesce(sum(value), 0)::numeric(18,2)::text as v from stock_level where branch_id = ${branchId}`,
  )
  return row?.v ?? '0.00'
}
