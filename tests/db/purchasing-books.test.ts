/**
 * Purchasing's arithmetic and its guards on a real database: the header discount shared among the
 * lines always adds up to the bill with no line below zero, and a line returned in parts is priced
 * exactly as returned whole (fast-check); a confirmed purchase's row and lines are refused by the
 * database itself (ST001) whatever the service does; and, on PostgreSQL, two pay-and-confirms of one
 * purchase at once confirm it once: one bill, one set of movements, the other answered 409. Goods
 * that fill a shortfall of negative stock still owe the vendor the bill (the difference is booked
 * to stock adjustments).
 */
import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, queryRows } from '../../server/db/client.ts'
import { users } from '../../server/db/schema.ts'
import { ApiError } from '../../server/http/api-error.ts'
import { allocateDiscount, shareOf } from '../../server/modules/stores/purchasing/amounts.ts'
import { Issues } from '../../server/modules/stores/purchasing/body.ts'
import { payAndConfirm } from '../../server/modules/stores/purchasing/confirm.ts'
import { createDirect } from '../../server/modules/stores/purchasing/final-service.ts'
import { storesLedgers } from '../../server/modules/stores/settings.ts'
import { recordMovements } from '../../server/modules/stores/stock-ledger.ts'
import {
  purchaseFinal,
  purchaseFinalItem,
  stockBranchSetting,
  stockLevel,
  stockMovement,
} from '../../server/modules/stores/tables.ts'
import { makeBranch, makeProduct, makeVendor, methodNamed } from '../support/purchasing.ts'
import { sqlState } from '../support/sql-state.ts'
import { createTestDatabase, onPostgres } from '../support/test-database.ts'

let database: Database
let drop: () => Promise<void>
let db: Db
let actor: { id: number; email: string; ip: string }
let setup: { branchId: number; vendorId: number; vendorLedgerId: number; productId: number; cash: number }

const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((t) => work(t as unknown as Db))

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  db = database.db
  const [user] = await db
    .insert(users)
    .values({ email: 'buyer@kizuna.example', firstName: 'Buyer', passwordHash: 'x' })
    .returning({ id: users.id })
  actor = { id: user?.id as number, email: 'buyer@kizuna.example', ip: '127.0.0.1' }
  const vendor = await makeVendor(db, 'Books Test Traders')
  setup = {
    branchId: await makeBranch(db, 'Books test branch'),
    vendorId: vendor.id,
    vendorLedgerId: vendor.ledgerId,
    productId: await makeProduct(db, 'ROD-KG', 'Welding rods', 'kg'),
    cash: (await methodNamed(db, 'Cash')).id,
  }
})
afterAll(() => drop?.())

/** A draft of 10 kg at 120.00 with 15.00 off. */
const draft = () =>
  inTx((tx) =>
    createDirect(
      tx,
      { vendorId: setup.vendorId, branchId: setup.branchId, date: '2031-08-01', discount: 1500n },
      [{ productId: setup.productId, quantity: 10_000n, unitPrice: 12_000n }],
      new Issues(),
      actor,
    ),
  )
const confirm = (finalId: number, on: Db = db) =>
  on.transaction((tx) =>
    payAndConfirm(
      tx as unknown as Db,
      { finalId, methodId: setup.cash, paid: 50_000n, reference: null, date: null },
      new Issues(),
      actor,
      new Date(),
    ),
  )

describe('the discount shared among the lines', () => {
  it('adds up to the net total exactly, no line below zero or above its amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 30 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (amounts, wanted) => {
          const subtotal = amounts.reduce((s, a) => s + a, 0n)
          const discount = subtotal === 0n ? 0n : wanted % (subtotal + 1n)
          const nets = allocateDiscount(amounts, discount)
          expect(nets.reduce((s, a) => s + a, 0n)).toBe(subtotal - discount)
          nets.forEach((net, i) => {
            expect(net >= 0n).toBe(true)
            expect(net <= (amounts[i] as bigint)).toBe(true)
          })
        },
      ),
      { numRuns: 500 },
    )
  })

  it('prices a line returned in parts as the whole line', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 6n }), { minLength: 1, maxLength: 10 }),
        (value, parts) => {
          const quantity = parts.reduce((s, q) => s + q, 0n)
          let already = 0n
          let priced = 0n
          for (const part of parts) {
            const share = shareOf(value, quantity, already, part)
            expect(share >= 0n).toBe(true)
            priced += share
            already += part
          }
          expect(priced).toBe(value)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('a confirmed purchase in the database', () => {
  it('cannot be changed, its lines neither (ST001), after the service confirmed it', async () => {
    const id = await draft()
    await confirm(id)
    const [row] = await db.select().from(purchaseFinal).where(eq(purchaseFinal.id, id))
    expect(row).toMatchObject({ status: 'confirmed', paidAmount: '500.00' })
    expect(
      await sqlState(() => db.update(purchaseFinal).set({ note: 'x' }).where(eq(purchaseFinal.id, id))),
    ).toBe('ST001')
    expect(
      await sqlState(() =>
        db.update(purchaseFinalItem).set({ quantity: '1' }).where(eq(purchaseFinalItem.purchaseFinalId, id)),
      ),
    ).toBe('ST001')
    expect(await sqlState(() => db.delete(purchaseFinal).where(eq(purchaseFinal.id, id)))).toBe('ST001')
    expect(
      await sqlState(() =>
        db
          .insert(purchaseFinalItem)
          .values({ purchaseFinalId: id, productId: setup.productId, quantity: '1', unitPrice: '1' }),
      ),
    ).toBe('ST001')
    // The goods came in at the bill's net value: 1200.00 − 15.00.
    const [moved] = await db
      .select({ value: stockMovement.value })
      .from(stockMovement)
      .where(and(eq(stockMovement.sourceType, 'purchase_final'), eq(stockMovement.sourceId, id)))
    expect(moved?.value).toBe('1185.00')
  })

  it('owes the vendor the bill when the goods fill a shortfall, stock adjustments taking the difference', async () => {
    // A branch that allows negative stock sold 4 kg more than it had, at the last cost of 100.00.
    const branchId = await makeBranch(db, 'Negative books branch')
    await db.insert(stockBranchSetting).values({ branchId, allowNegativeStock: true })
    const at = { productId: setup.productId, branchId }
    await inTx((tx) =>
      recordMovements(
        tx,
        [
          { ...at, date: '2031-07-01', kind: 'purchase', quantity: 10_000n, unitCost: 1_000_000n },
          { ...at, date: '2031-07-15', kind: 'sale', quantity: -14_000n },
        ],
        { id: actor.id },
      ),
    )
    const id = await inTx((tx) =>
      createDirect(
        tx,
        { vendorId: setup.vendorId, branchId, date: '2031-08-01', discount: 1500n },
        [{ productId: setup.productId, quantity: 10_000n, unitPrice: 12_000n }],
        new Issues(),
        actor,
      ),
    )
    await confirm(id)
    // The bill is 1185.00: 4 kg fill the shortfall at 100.00 (400.00), 6 kg keep their share (711.00).
    const [moved] = await db
      .select({ value: stockMovement.value, documentValue: stockMovement.documentValue })
      .from(stockMovement)
      .where(and(eq(stockMovement.sourceType, 'purchase_final'), eq(stockMovement.sourceId, id)))
    expect(moved).toEqual({ value: '1111.00', documentValue: '1185.00' })
    const ledgers = await storesLedgers(db)
    const lines = await queryRows<{ ledger_id: number; debit: string; credit: string }>(
      db,
      sql`select l.ledger_id, l.debit::text, l.credit::text from voucher_line l join voucher v on v.id = l.voucher_id
          where v.source_type = 'purchase_final' and v.source_id = ${id} and v.type = 'purchase' order by l.id`,
    )
    expect(lines).toEqual([
      { ledger_id: ledgers.stock, debit: '1111.00', credit: '0.00' },
      { ledger_id: setup.vendorLedgerId, debit: '0.00', credit: '1185.00' },
      { ledger_id: ledgers.adjustment, debit: '74.00', credit: '0.00' },
    ])
    // What the branch holds: 6 kg at the bill's 118.50.
    const [level] = await db
      .select({ quantity: stockLevel.quantity, value: stockLevel.value })
      .from(stockLevel)
      .where(and(eq(stockLevel.productId, setup.productId), eq(stockLevel.branchId, branchId)))
    expect(level).toEqual({ quantity: '6.000', value: '711.00' })
  })

  it.skipIf(!onPostgres)('is confirmed once when two clients pay and confirm it at once', async () => {
    const id = await draft()
    const outcomes = await Promise.allSettled([confirm(id), confirm(id)])
    const refused = outcomes.filter((o) => o.status === 'rejected')
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    expect(refused).toHaveLength(1)
    const reason = (refused[0] as PromiseRejectedResult).reason
    expect(reason).toBeInstanceOf(ApiError)
    expect((reason as ApiError).statusCode).toBe(409)
    const [counts] = await queryRows<{ bills: number; movements: number }>(
      db,
      sql`select (select count(*)::int from voucher where source_type = 'purchase_final' and source_id = ${id} and type = 'purchase') as bills,
                 (select count(*)::int from stock_movement where source_type = 'purchase_final' and source_id = ${id}) as movements`,
    )
    expect(counts).toEqual({ bills: 1, movements: 1 })
  })
})
