/**
 * Customer orders against the books, on a real database (issue 15's "done when"): 50 welding
 * helmets bought in, 3 sold at the counter with an invoice, 1 returned; then stock, the stock card,
 * the profit report and the ledgers (Stock, Sales, Cost of Goods Sold, cash, the customer's) agree
 * to the paisa. Invoice numbers are SI-<year>-000001, 000002… without a gap when a confirmation
 * rolls back; a delivered order cancelled comes back whole; the database refuses a status going
 * back and items changing after confirmation (ST001). Runs on PGlite and on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, queryRows } from '../../server/db/client.ts'
import { cancelOrder } from '../../server/modules/stores/orders/order-cancel.ts'
import { confirmOrder } from '../../server/modules/stores/orders/order-confirm.ts'
import { deliverOrder } from '../../server/modules/stores/orders/order-deliver.ts'
import { createOrder, type OrderAct } from '../../server/modules/stores/orders/order-service.ts'
import { profitReport } from '../../server/modules/stores/orders/report-service.ts'
import { createReturn } from '../../server/modules/stores/orders/sales-return.ts'
import { customerOrder, orderItem, salesInvoice, stockMovement } from '../../server/modules/stores/tables.ts'
import { sqlState } from '../support/sql-state.ts'
import {
  balance,
  levelOf,
  newCustomer,
  newProduct,
  type StoresFixture,
  stockUp,
  stockValue,
  storesFixture,
} from '../support/stores-fixtures.ts'
import { createTestDatabase } from '../support/test-database.ts'

/** A fiscal year (2034-35) nothing else posts in, so the invoice series starts at 1. */
const TODAY = '2034-08-20'
let database: Database
let drop: () => Promise<void>
let db: Db
let f: StoresFixture
let act: OrderAct

const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((t) => work(t as unknown as Db))
const units = (n: number) => BigInt(n) * 1000n
const invoiceOf = async (orderId: number) =>
  (await db.select().from(salesInvoice).where(eq(salesInvoice.orderId, orderId)))[0]?.number

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  db = database.db
  f = await storesFixture(db)
  act = {
    actor: { id: f.userId, email: 'counter@kizuna.example', ip: '127.0.0.1' },
    now: new Date(`${TODAY}T06:00:00Z`),
    today: TODAY,
    timeZone: 'Asia/Dhaka',
  }
})
afterAll(() => drop?.())

describe('an order through the books', () => {
  it('buys 50 helmets, sells 3 at the counter with an invoice, takes 1 back, and everything agrees', async () => {
    const helmet = await newProduct(db, 'WELD-HELMET-1', '1500.00')
    await stockUp(db, f, helmet, 50, 900, '2034-08-01')
    const id = await inTx((tx) =>
      createOrder(
        tx,
        {
          branch: f.branchId,
          payment_method: f.methods.cash,
          discount_amount: 100n * 100n,
          items: [{ product: helmet, quantity: units(3) }],
        },
        act,
      ),
    )
    await inTx(async (tx) => {
      await confirmOrder(tx, id, act)
      await deliverOrder(tx, id, undefined, act)
    })
    expect(await invoiceOf(id)).toBe('SI-2034-35-000001')
    // 3 × 1500 − 100 = 4400 into the till; 3 × 900 out of stock.
    expect(await balance(db, f.cash, f.branchId)).toBe('4400.00')
    expect(await balance(db, f.ledgers.sales, f.branchId)).toBe('-4400.00')
    expect(await balance(db, f.ledgers.costOfGoods, f.branchId)).toBe('2700.00')
    expect(await levelOf(db, helmet, f.branchId)).toEqual({ quantity: '47.000', value: '42300.00' })

    const [item] = await db.select().from(orderItem).where(eq(orderItem.orderId, id))
    await inTx((tx) =>
      createReturn(
        tx,
        {
          order: id,
          reason: 'Visor cracked',
          items: [{ order_item: item?.id as number, quantity: units(1) }],
        },
        act,
      ),
    )
    // One of three back: 1500 less a third of the discount (33.33) = 1466.67 refunded in cash.
    expect(await balance(db, f.cash, f.branchId)).toBe('2933.33')
    expect(await balance(db, f.ledgers.sales, f.branchId)).toBe('-2933.33')
    expect(await balance(db, f.ledgers.costOfGoods, f.branchId)).toBe('1800.00')
    expect(await levelOf(db, helmet, f.branchId)).toEqual({ quantity: '48.000', value: '43200.00' })
    expect(await balance(db, f.ledgers.stock, f.branchId)).toBe(await stockValue(db, f.branchId))

    // The stock card: bought 50, sold 3, 1 back at the sale's cost, each booked by a voucher.
    const card = await db
      .select()
      .from(stockMovement)
      .where(eq(stockMovement.productId, helmet))
      .orderBy(stockMovement.date, stockMovement.id)
    expect(card.map((m) => [m.kind, m.quantity, m.value, m.quantityAfter, m.valueAfter])).toEqual([
      ['purchase', '50.000', '45000.00', '50.000', '45000.00'],
      ['sale', '-3.000', '-2700.00', '47.000', '42300.00'],
      ['sale_return', '1.000', '900.00', '48.000', '43200.00'],
    ])
    expect(card.every((m) => m.voucherId !== null)).toBe(true)

    const report = await profitReport(db, { from: TODAY, to: TODAY, branch: f.branchId })
    expect(report.totals).toEqual({ quantity: units(2), revenue: 293_333n, cost: 180_000n })
    expect(report.products).toMatchObject([
      { id: helmet, quantity: units(2), revenue: 293_333n, cost: 180_000n },
    ])
  })

  it('numbers invoices without a gap when a confirmation rolls back', async () => {
    const gloves = await newProduct(db, 'GLOVES-1', '250.00')
    await stockUp(db, f, gloves, 2, 100, '2034-08-01')
    const make = (quantity: number) =>
      inTx((tx) =>
        createOrder(
          tx,
          {
            branch: f.branchId,
            payment_method: f.methods.cash,
            items: [{ product: gloves, quantity: units(quantity) }],
          },
          act,
        ),
      )
    const tooMany = await make(5)
    await expect(inTx((tx) => confirmOrder(tx, tooMany, act))).rejects.toMatchObject({ statusCode: 409 })
    const fine = await make(2)
    await inTx((tx) => confirmOrder(tx, fine, act))
    expect(await invoiceOf(tooMany)).toBeUndefined()
    expect(await invoiceOf(fine)).toBe('SI-2034-35-000002')
    // Confirmed and so reserving: nothing is left for another order.
    const third = await make(1)
    await expect(inTx((tx) => confirmOrder(tx, third, act))).rejects.toThrow(/0 available .*2 reserved/)
    await inTx((tx) => cancelOrder(tx, fine, 'Customer changed their mind', act))
    await inTx((tx) => confirmOrder(tx, third, act))
    expect(await invoiceOf(third)).toBe('SI-2034-35-000003')
  })

  it('takes a delivered order on account back whole when it is cancelled, delivery charge included', async () => {
    const rods = await newProduct(db, 'RODS-KG', '320.50')
    await stockUp(db, f, rods, 20, 200, '2034-08-01')
    const buyer = await newCustomer(db, 'Dhaka Welding Institute', '5000.00')
    const id = await inTx((tx) =>
      createOrder(
        tx,
        {
          branch: f.branchId,
          customer: buyer.id,
          shipping_price: 150n * 100n,
          items: [{ product: rods, quantity: 2500n }],
        },
        act,
      ),
    )
    await inTx(async (tx) => {
      await confirmOrder(tx, id, act)
      await deliverOrder(tx, id, TODAY, act)
    })
    // 2.5 kg × 320.50 = 801.25, + 150 delivery, owed by the institute.
    expect(await balance(db, buyer.ledgerId)).toBe('951.25')
    expect(await balance(db, f.ledgers.shipping, f.branchId)).toBe('-150.00')
    await inTx((tx) => cancelOrder(tx, id, 'Sent to the wrong institute', act))
    expect(await balance(db, buyer.ledgerId)).toBe('0.00')
    expect(await balance(db, f.ledgers.shipping, f.branchId)).toBe('0.00')
    expect(await levelOf(db, rods, f.branchId)).toEqual({ quantity: '20.000', value: '4000.00' })
    expect(await balance(db, f.ledgers.stock, f.branchId)).toBe(await stockValue(db, f.branchId))
    expect((await invoiceOf(id))?.startsWith('SI-2034-35-')).toBe(true)
  })

  it('refuses, in the database, a status going back and items changing after confirmation (ST001)', async () => {
    const pens = await newProduct(db, 'PEN-1', '10.00')
    await stockUp(db, f, pens, 10, 5, '2034-08-01')
    const id = await inTx((tx) =>
      createOrder(
        tx,
        {
          branch: f.branchId,
          payment_method: f.methods.cash,
          items: [{ product: pens, quantity: units(1) }],
        },
        act,
      ),
    )
    await inTx((tx) => confirmOrder(tx, id, act))
    expect(
      await sqlState(() =>
        db.update(customerOrder).set({ status: 'pending' }).where(eq(customerOrder.id, id)),
      ),
    ).toBe('ST001')
    expect(
      await sqlState(() => db.update(orderItem).set({ quantity: '2' }).where(eq(orderItem.orderId, id))),
    ).toBe('ST001')
    expect(await sqlState(() => db.delete(customerOrder).where(eq(customerOrder.id, id)))).toBe('ST001')
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from sales_invoice where order_id = ${id}`,
    )
    expect(counted?.n).toBe(1)
  })
})
