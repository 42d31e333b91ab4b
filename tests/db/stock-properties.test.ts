/**
 * The stock ledger stays true under any sequence of movements (issue 15 item 8): fast-check
 * generates runs of purchases, sales, sale returns (valued from an earlier sale), purchase returns,
 * adjustments up and down with their reason, and transfers, each dated anywhere in two months (so
 * most are back-dated before others), some refused for want of stock and some rolled back after
 * they were written. Each goes through `recordMovements` in its own transaction, and books its
 * movements' own values as the real documents do (Stock of the branch against a counter ledger),
 * so the stock account must follow the stock's value, revaluation journals included.
 *
 * After every run, for every product and branch: stock_level holds the sum of the movements and
 * the last quantity and value after; each movement's after values are the running sums in (date,
 * id) order; the values recomputed from scratch by the pure valuation (stock-valuation.ts) are the
 * stored ones; no units are worth less than nothing and no rate is negative; and the Stock
 * ledger's posted balance in each branch is the stock's value there.
 * One database for the file; a third branch allows negative stock. Runs on PGlite and, with
 * `npm run test:pg`, on PostgreSQL.
 */
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAmount } from '../../common/money.ts'
import { quantityOf } from '../../common/quantity.ts'
import { type Database, type Db, queryRows } from '../../server/db/client.ts'
import { type LineInput, post } from '../../server/modules/ledger/service.ts'
import { branch } from '../../server/modules/org/tables.ts'
import { type StoresLedgers, storesLedgers } from '../../server/modules/stores/settings.ts'
import {
  attachVoucher,
  type MovementInput,
  type RecordedMovement,
  rateOfText,
  recordMovements,
} from '../../server/modules/stores/stock-ledger.ts'
import { type ChainMovement, EMPTY, valueChain } from '../../server/modules/stores/stock-valuation.ts'
import { product, stockBranchSetting } from '../../server/modules/stores/tables.ts'
import { createTestDatabase } from '../support/test-database.ts'

const actor = { id: null }
const FIRST_DAY = Date.UTC(2030, 0, 1)
const DAYS = 60
const PRODUCTS_PER_RUN = 2

let database: Database
let drop: () => Promise<void>
let db: Db
let branches: number[]
let ledgers: StoresLedgers
let run = 0
/** What the runs did, so a run that never refused, rolled back or re-valued anything shows. */
const seen = { refused: 0, rolledBack: 0 }

class RolledBack extends Error {}

const dayOf = (offset: number) => new Date(FIRST_DAY + offset * 86_400_000).toISOString().slice(0, 10)
const paisa = (text: string) => parseAmount(text) ?? 0n

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  db = database.db
  const rows = await db
    .insert(branch)
    .values([{ name: 'Property A' }, { name: 'Property B' }, { name: 'Property negative' }])
    .returning({ id: branch.id })
  branches = rows.map((r) => r.id)
  await db.insert(stockBranchSetting).values({ branchId: branches[2] as number, allowNegativeStock: true })
  ledgers = await storesLedgers(db)
})
afterAll(() => drop?.())

// ——— Operations ———

const quantity = fc.integer({ min: 1, max: 12_000 }).map((n) => BigInt(n)) // up to 12 units, by the gram
const place = fc.record({ product: fc.nat(PRODUCTS_PER_RUN - 1), branch: fc.nat(2), day: fc.nat(DAYS) })
/** One operation in ten is rolled back after it was written. */
const flags = { rollback: fc.nat(9).map((n) => n === 0) } as const

const operation = fc.oneof(
  fc.record({
    op: fc.constant('purchase' as const),
    at: place,
    quantity,
    cost: fc.integer({ min: 0, max: 5_000_000 }),
    ...flags,
  }),
  fc.record({ op: fc.constant('sale' as const), at: place, quantity, ...flags }),
  fc.record({ op: fc.constant('purchase_return' as const), at: place, quantity, ...flags }),
  fc.record({
    op: fc.constant('adjustment' as const),
    at: place,
    quantity,
    down: fc.boolean(),
    cost: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
    ...flags,
  }),
  fc.record({
    op: fc.constant('sale_return' as const),
    sale: fc.nat(),
    day: fc.nat(DAYS),
    share: fc.integer({ min: 1, max: 100 }),
    ...flags,
  }),
  fc.record({ op: fc.constant('transfer' as const), at: place, to: fc.nat(1), quantity, ...flags }),
)
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never

/**
 * A run that goes down every path: a sale re-valued by a receipt back-dated before it (a stock
 * revaluation journal), a sale refused for want of stock, and a receipt rolled back.
 */
const COVERS_EVERY_PATH: Operation[] = [
  {
    op: 'purchase',
    at: { product: 0, branch: 0, day: 10 },
    quantity: 5000n,
    cost: 1_000_000,
    rollback: false,
  },
  { op: 'sale', at: { product: 0, branch: 0, day: 20 }, quantity: 2000n, rollback: false },
  {
    op: 'purchase',
    at: { product: 0, branch: 0, day: 5 },
    quantity: 5000n,
    cost: 3_000_000,
    rollback: false,
  },
  { op: 'sale', at: { product: 1, branch: 1, day: 0 }, quantity: 1000n, rollback: false },
  { op: 'purchase', at: { product: 1, branch: 0, day: 3 }, quantity: 1000n, cost: 100, rollback: true },
]

interface Sale {
  id: number
  productId: number
  branchId: number
  date: string
  quantity: bigint
}

/** Books the movements' own values as their documents would: Stock of the branch against the counter. */
async function book(tx: Db, recorded: readonly RecordedMovement[], date: string) {
  const lines: LineInput[] = recorded
    .filter((m) => m.value !== 0n)
    .flatMap((m) => {
      const size = m.value > 0n ? m.value : -m.value
      const stock = m.value > 0n ? { debit: size, credit: 0n } : { debit: 0n, credit: size }
      return [
        { ledgerId: ledgers.stock, branchId: m.branchId, ...stock },
        { ledgerId: ledgers.adjustment, branchId: m.branchId, debit: stock.credit, credit: stock.debit },
      ]
    })
  if (lines.length === 0) return
  const voucher = await post(tx, { type: 'journal', date, narration: 'Property run', lines }, actor)
  await attachVoucher(
    tx,
    recorded.map((m) => m.id),
    voucher.id,
  )
}

/** Runs one operation in its own transaction; returns the sale it made, if any. */
async function apply(o: Operation, products: number[], sales: Sale[]): Promise<Sale | undefined> {
  const at =
    'at' in o
      ? {
          productId: products[o.at.product] as number,
          branchId: branches[o.at.branch] as number,
          date: dayOf(o.at.day),
        }
      : undefined
  let made: Sale | undefined
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db
      const record = (inputs: MovementInput[]) => recordMovements(tx, inputs, actor)
      let recorded: RecordedMovement[] = []
      let date = at?.date ?? ''
      if (o.op === 'purchase' && at)
        recorded = await record([{ ...at, kind: 'purchase', quantity: o.quantity, unitCost: BigInt(o.cost) }])
      if (o.op === 'sale' && at) recorded = await record([{ ...at, kind: 'sale', quantity: -o.quantity }])
      if (o.op === 'purchase_return' && at)
        recorded = await record([{ ...at, kind: 'purchase_return', quantity: -o.quantity }])
      if (o.op === 'adjustment' && at)
        recorded = await record([
          {
            ...at,
            kind: 'adjustment',
            quantity: o.down ? -o.quantity : o.quantity,
            reason: o.down ? 'Damaged' : 'Found in a count',
            ...(o.cost !== null && !o.down ? { unitCost: BigInt(o.cost) } : {}),
          },
        ])
      if (o.op === 'transfer' && at) {
        const others = branches.filter((b) => b !== at.branchId)
        const to = others[o.to] as number
        const [out] = await record([{ ...at, kind: 'transfer_out', quantity: -o.quantity }])
        const ins = await record([
          {
            productId: at.productId,
            branchId: to,
            date: at.date,
            kind: 'transfer_in',
            quantity: o.quantity,
            valuedFromId: out?.id as number,
          },
        ])
        recorded = [out as RecordedMovement, ...ins]
      }
      if (o.op === 'sale_return') {
        const sale = sales[o.sale % Math.max(1, sales.length)]
        if (!sale) return
        date = dayOf(Math.max(o.day, (Date.parse(sale.date) - FIRST_DAY) / 86_400_000))
        const back = (sale.quantity * BigInt(o.share)) / 100n || 1n
        recorded = await record([
          {
            productId: sale.productId,
            branchId: sale.branchId,
            date,
            kind: 'sale_return',
            quantity: back,
            valuedFromId: sale.id,
          },
        ])
      }
      await book(tx, recorded, date)
      if (o.rollback) throw new RolledBack()
      const [first] = recorded
      if (o.op === 'sale' && first)
        made = {
          id: first.id,
          productId: first.productId,
          branchId: first.branchId,
          date: first.date,
          quantity: -first.quantity,
        }
    })
  } catch (error) {
    if (error instanceof RolledBack) {
      seen.rolledBack++
      return undefined
    }
    if ((error as { statusCode?: number }).statusCode === 409) {
      seen.refused++
      return undefined
    }
    throw error
  }
  return made
}

// ——— Invariants ———

interface Row {
  id: number
  product_id: number
  branch_id: number
  kind: string
  quantity: string
  value: string
  quantity_after: string
  value_after: string
  rate_after: string
  document_value: string | null
  valued_from_id: number | null
}

async function checkInvariants(products: number[]) {
  const rows = await queryRows<Row>(
    db,
    sql`select id, product_id, branch_id, kind, quantity::text, value::text, quantity_after::text, value_after::text,
          rate_after::text, document_value::text, valued_from_id
        from stock_movement where product_id in ${products} order by product_id, branch_id, date, id`,
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  const levels = await queryRows<{ product_id: number; branch_id: number; quantity: string; value: string }>(
    db,
    sql`select product_id, branch_id, quantity::text, value::text from stock_level where product_id in ${products}`,
  )
  for (const level of levels) {
    const chain = rows.filter((r) => r.product_id === level.product_id && r.branch_id === level.branch_id)
    // Stock is the sum of its movements, and the last movement's position.
    const sum = chain.reduce((total, r) => total + quantityOf(r.quantity), 0n)
    const valueSum = chain.reduce((total, r) => total + paisa(r.value), 0n)
    expect(quantityOf(level.quantity)).toBe(sum)
    expect(paisa(level.value)).toBe(valueSum)
    const last = chain.at(-1)
    expect(quantityOf(level.quantity)).toBe(last ? quantityOf(last.quantity_after) : 0n)
    // Every row's after values are the running sums in (date, id) order.
    let q = 0n
    let v = 0n
    for (const r of chain) {
      q += quantityOf(r.quantity)
      v += paisa(r.value)
      expect([quantityOf(r.quantity_after), paisa(r.value_after)]).toEqual([q, v])
    }
    // The pure valuation, from scratch, gives the stored values and rates.
    const movements: ChainMovement[] = chain.map((r) => {
      const source = r.valued_from_id === null ? undefined : byId.get(r.valued_from_id)
      return {
        quantity: quantityOf(r.quantity),
        pricing: source
          ? { by: 'source', value: paisa(source.value), quantity: -quantityOf(source.quantity) }
          : r.document_value !== null
            ? { by: 'document', value: paisa(r.document_value) }
            : { by: 'chain' },
      }
    })
    const valued = valueChain(EMPTY, movements)
    expect(valued.map((m) => [m.value, m.position.value, m.position.rate])).toEqual(
      chain.map((r) => [paisa(r.value), paisa(r.value_after), rateOfText(r.rate_after)]),
    )
    // Never units worth less than nothing, nor a negative rate (a cheap receipt into a shortfall did both).
    for (const r of chain) {
      if (quantityOf(r.quantity_after) >= 0n) expect(paisa(r.value_after)).toBeGreaterThanOrEqual(0n)
      expect(rateOfText(r.rate_after)).toBeGreaterThanOrEqual(0n)
    }
  }
  // The Stock ledger's balance in each branch is the stock's value there (every run's products).
  const books = await queryRows<{ branch_id: number; balance: string }>(
    db,
    sql`select branch_id, coalesce(sum(debit - credit), 0)::text as balance from voucher_line
        where posted and ledger_id = ${ledgers.stock} and branch_id in ${branches} group by branch_id`,
  )
  const stock = await queryRows<{ branch_id: number; value: string }>(
    db,
    sql`select branch_id, coalesce(sum(value), 0)::text as value from stock_level where branch_id in ${branches} group by branch_id`,
  )
  for (const b of branches) {
    const booked = paisa(books.find((r) => r.branch_id === b)?.balance ?? '0')
    const held = paisa(stock.find((r) => r.branch_id === b)?.value ?? '0')
    expect(booked, `branch ${b}`).toBe(held)
  }
}

describe('the stock ledger under random back-dated movements', () => {
  it('keeps stock equal to the sum of movements and the stock account equal to stock value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 30 }), async (operations) => {
        run++
        const made = await db
          .insert(product)
          .values(
            Array.from({ length: PRODUCTS_PER_RUN }, (_, i) => ({
              sku: `PROP-${run}-${i}`,
              name: `Property ${run} ${i}`,
            })),
          )
          .returning({ id: product.id })
        const products = made.map((p) => p.id)
        const sales: Sale[] = []
        for (const o of operations) {
          const sale = await apply(o, products, sales)
          if (sale) sales.push(sale)
        }
        await checkInvariants(products)
      }),
      // The first run is this one, so every run of the file refuses, rolls back and re-values at
      // least once, whatever the random ones do: 40 random runs were seen (in CI) with no
      // back-dated movement that changed a later one's value.
      { numRuns: 40, examples: [[COVERS_EVERY_PATH]] },
    )
    const [revaluations] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from voucher where source_type = 'stock_revaluation'`,
    )
    expect(seen.refused).toBeGreaterThan(0)
    expect(seen.rolledBack).toBeGreaterThan(0)
    expect(revaluations?.n).toBeGreaterThan(0)
  })
})
