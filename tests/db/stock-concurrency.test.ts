/**
 * The last units sell once (issue 15 item 8): on PostgreSQL, 8 clients (each its own pool, as 8
 * server processes would be) try at the same time to sell units of a product of which fewer are in
 * stock, each sale in its own transaction through `recordMovements`. Each movement locks the
 * product's stock level first, so the sales queue: exactly the quantity in stock is sold, every
 * other sale is refused with a 409, nothing deadlocks, and the chain adds up. A second round sells
 * two products in opposite orders at once: the ledger locks chains in one order, so still no
 * deadlock. PGlite has one connection, so there is nothing to race there: `npm run test:pg` only.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, openDatabase, queryRows } from '../../server/db/client.ts'
import { branch } from '../../server/modules/org/tables.ts'
import { recordMovements } from '../../server/modules/stores/stock-ledger.ts'
import { product } from '../../server/modules/stores/tables.ts'
import { testScratchDir } from '../support/paths.ts'
import { sqlStateOf } from '../support/sql-state.ts'
import { createTestDatabase, onPostgres } from '../support/test-database.ts'

const CLIENTS = 8
const ATTEMPTS = 5
const IN_STOCK = 12
const DATE = '2029-03-10'
const actor = { id: null }
const units = (n: number) => BigInt(n) * 1000n

let database: Database | undefined
let drop: (() => Promise<void>) | undefined
let clients: Database[] = []
let branchId: number

beforeAll(async () => {
  if (!onPostgres) return
  const made = await createTestDatabase()
  ;({ database, drop } = made)
  const [row] = await made.database.db
    .insert(branch)
    .values({ name: 'Race branch' })
    .returning({ id: branch.id })
  branchId = row?.id as number
  clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => openDatabase({ databaseUrl: made.url, dataDir: testScratchDir })),
  )
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await drop?.()
})

async function stocked(sku: string): Promise<number> {
  const db = database?.db as Db
  const [row] = await db.insert(product).values({ sku, name: sku }).returning({ id: product.id })
  const id = row?.id as number
  await db.transaction((tx) =>
    recordMovements(
      tx as unknown as Db,
      [
        {
          productId: id,
          branchId,
          date: '2029-03-01',
          kind: 'purchase',
          quantity: units(IN_STOCK),
          unitCost: 1_000_000n,
        },
      ],
      actor,
    ),
  )
  return id
}

/** Sells one unit of each product, in the order given, in one transaction: 'sold', 'refused' or the SQLSTATE. */
async function sell(client: Database, productIds: number[]): Promise<string> {
  try {
    await client.db.transaction((tx) =>
      recordMovements(
        tx as unknown as Db,
        productIds.map((productId) => ({
          productId,
          branchId,
          date: DATE,
          kind: 'sale' as const,
          quantity: -units(1),
        })),
        actor,
      ),
    )
    return 'sold'
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 409) return 'refused'
    return sqlStateOf(error) ?? String(error)
  }
}

async function levelOf(productId: number) {
  const [row] = await queryRows<{ quantity: string; movements: number }>(
    database?.db as Db,
    sql`select l.quantity::text as quantity, (select count(*)::int from stock_movement m where m.product_id = l.product_id) as movements
        from stock_level l where l.product_id = ${productId} and l.branch_id = ${branchId}`,
  )
  return row
}

describe.skipIf(!onPostgres)('concurrent sales of the last units (PostgreSQL)', () => {
  it('sells exactly what is in stock and refuses the rest, without a deadlock', async () => {
    const p = await stocked('RACE-1')
    const outcomes = (
      await Promise.all(
        clients.map(async (client) => {
          const mine: string[] = []
          for (let i = 0; i < ATTEMPTS; i++) mine.push(await sell(client, [p]))
          return mine
        }),
      )
    ).flat()
    expect(outcomes.filter((o) => o === 'sold')).toHaveLength(IN_STOCK)
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(CLIENTS * ATTEMPTS - IN_STOCK)
    expect(await levelOf(p)).toEqual({ quantity: '0.000', movements: IN_STOCK + 1 })
  })

  it('locks two products in one order whatever order the sales name them in', async () => {
    const a = await stocked('RACE-2A')
    const b = await stocked('RACE-2B')
    const outcomes = await Promise.all(
      clients.flatMap((client, i) =>
        Array.from({ length: 2 }, () => sell(client, i % 2 === 0 ? [a, b] : [b, a])),
      ),
    )
    expect(outcomes.filter((o) => o !== 'sold' && o !== 'refused')).toEqual([])
    expect(outcomes.filter((o) => o === 'sold')).toHaveLength(IN_STOCK)
    expect(await levelOf(a)).toEqual({ quantity: '0.000', movements: IN_STOCK + 1 })
    expect(await levelOf(b)).toEqual({ quantity: '0.000', movements: IN_STOCK + 1 })
  })
})
