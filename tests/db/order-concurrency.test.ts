/**
 * The last units under contention (issue 15, proof): on PostgreSQL, 12 clients (each its own
 * connection pool, as 12 server processes would be) confirm at once, half of them as counter sales
 * (confirmed and delivered), 12 orders of one helmet each when 5 are in stock. Exactly 5 are sold or
 * reserved, the others are refused with a 409 naming what is available, stock never goes below zero
 * and the invoice numbers are 000001..000005 without a gap. PGlite has one connection, so there is
 * nothing to race there: the file runs with `npm run test:pg` only.
 */
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, openDatabase } from '../../server/db/client.ts'
import { ApiError } from '../../server/http/api-error.ts'
import { confirmOrder } from '../../server/modules/stores/orders/order-confirm.ts'
import { deliverOrder } from '../../server/modules/stores/orders/order-deliver.ts'
import { createOrder, type OrderAct } from '../../server/modules/stores/orders/order-service.ts'
import { customerOrder, salesInvoice } from '../../server/modules/stores/tables.ts'
import { testScratchDir } from '../support/paths.ts'
import { sqlStateOf } from '../support/sql-state.ts'
import {
  balance,
  levelOf,
  newProduct,
  type StoresFixture,
  stockUp,
  stockValue,
  storesFixture,
} from '../support/stores-fixtures.ts'
import { createTestDatabase, onPostgres } from '../support/test-database.ts'

const CLIENTS = 12
const IN_STOCK = 5
/** A fiscal year (2036-37) nothing else posts in, so the invoice series starts at 1. */
const TODAY = '2036-08-15'
const RETRYABLE = new Set(['40001', '40P01'])

let database: Database | undefined
let drop: (() => Promise<void>) | undefined
let clients: Database[] = []
let f: StoresFixture
let act: OrderAct

beforeAll(async () => {
  if (!onPostgres) return
  const made = await createTestDatabase()
  ;({ database, drop } = made)
  f = await storesFixture(made.database.db)
  act = {
    actor: { id: f.userId, email: 'counter@kizuna.example', ip: '127.0.0.1' },
    now: new Date(`${TODAY}T06:00:00Z`),
    today: TODAY,
    timeZone: 'Asia/Dhaka',
  }
  clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => openDatabase({ databaseUrl: made.url, dataDir: testScratchDir })),
  )
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await drop?.()
})

/** Confirms (and for a counter sale delivers) in one transaction, again after a serialization failure. */
async function sell(db: Db, orderId: number, counter: boolean): Promise<'sold' | 'refused'> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db
        await confirmOrder(tx, orderId, act)
        if (counter) await deliverOrder(tx, orderId, TODAY, act)
      })
      return 'sold'
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) {
        expect(error.detail).toMatch(/1 wanted, 0 available/)
        return 'refused'
      }
      if (attempt >= 10 || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error
    }
  }
}

describe('the last units under concurrent confirmation (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    `${CLIENTS} orders for ${IN_STOCK} helmets: ${IN_STOCK} sold or reserved, the rest refused, invoices gapless`,
    async () => {
      const db = (database as Database).db
      const helmet = await newProduct(db, 'RACE-HELMET', '1500.00')
      await stockUp(db, f, helmet, IN_STOCK, 900, '2036-08-01')
      const orders: number[] = []
      for (let i = 0; i < CLIENTS; i++)
        orders.push(
          await db.transaction((t) =>
            createOrder(
              t as unknown as Db,
              {
                branch: f.branchId,
                payment_method: f.methods.cash,
                items: [{ product: helmet, quantity: 1000n }],
              },
              act,
            ),
          ),
        )
      const outcomes = await Promise.all(
        clients.map((client, i) => sell(client.db, orders[i] as number, i % 2 === 0)),
      )
      expect(outcomes.filter((o) => o === 'sold')).toHaveLength(IN_STOCK)

      const rows = await db.select().from(customerOrder).where(inArray(customerOrder.id, orders))
      const sold = rows.filter((r) => r.status !== 'pending')
      expect(sold).toHaveLength(IN_STOCK)
      const delivered = sold.filter((r) => r.status === 'delivered').length
      const level = await levelOf(db, helmet, f.branchId)
      expect(level.quantity).toBe(`${IN_STOCK - delivered}.000`)
      expect(await balance(db, f.cash, f.branchId)).toBe(`${delivered * 1500}.00`)
      expect(await balance(db, f.ledgers.stock, f.branchId)).toBe(await stockValue(db, f.branchId))

      const invoices = await db
        .select({ number: salesInvoice.number })
        .from(salesInvoice)
        .where(inArray(salesInvoice.orderId, orders))
      expect(invoices.map((i) => i.number).sort()).toEqual(
        Array.from({ length: IN_STOCK }, (_, i) => `SI-2036-37-${String(i + 1).padStart(6, '0')}`),
      )
      const pending = rows.filter((r) => r.status === 'pending').map((r) => r.id)
      expect(
        await db
          .select()
          .from(salesInvoice)
          .where(eq(salesInvoice.orderId, pending[0] as number)),
      ).toEqual([])
    },
    120_000,
  )
})
