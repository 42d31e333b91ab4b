/**
 * Gapless numbering under contention (issue 13, proof): on PostgreSQL, 8 clients (each its own
 * connection pool, as 8 server processes would be) post 200 receipts each at the same time; the
 * series' numbers in the fiscal year must then be exactly 1..1600, each once, and the lines must
 * hold every amount posted. The database numbers each voucher at its commit (ADR 021); a
 * transaction that takes a number and rolls back leaves no gap: the next post takes the same number. PGlite has one connection, so there is nothing to race there:
 * the file runs with `npm run test:pg` only.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatAmount } from '../../common/money.ts'
import { type Database, type Db, openDatabase, queryRows } from '../../server/db/client.ts'
import { CASH_LEDGER } from '../../server/modules/ledger/chart-seed.ts'
import { numberNow, post, voucherNumber } from '../../server/modules/ledger/posting.ts'
import { ledgerAccount } from '../../server/modules/ledger/tables.ts'
import { testScratchDir } from '../support/paths.ts'
import { sqlStateOf } from '../support/sql-state.ts'
import { createTestDatabase, onPostgres } from '../support/test-database.ts'

const CLIENTS = 8
const PER_CLIENT = 200
/** A fiscal year nothing else posts in (2028-29), so its receipt series starts at 1. */
const DATE = '2028-08-15'
const actor = { id: null }

let database: Database | undefined
let drop: (() => Promise<void>) | undefined
let clients: Database[] = []
let cash: number
let sales: number

beforeAll(async () => {
  if (!onPostgres) return
  const made = await createTestDatabase()
  ;({ database, drop } = made)
  const ledgers = await made.database.db.select().from(ledgerAccount)
  cash = ledgers.find((l) => l.name === CASH_LEDGER)?.id as number
  sales = ledgers.find((l) => l.name === 'Sales')?.id as number
  clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => openDatabase({ databaseUrl: made.url, dataDir: testScratchDir })),
  )
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await drop?.()
})

/** SQLSTATEs after which the same transaction may simply be tried again. */
const RETRYABLE = new Set(['40001', '40P01'])

let retries = 0

interface Numbered {
  id: number
  number: string
}

/**
 * Posts a receipt of `paisa` in its own transaction, again after a serialization failure or
 * deadlock, and reads the number the database gave it at commit.
 */
async function postReceipt(db: Db, paisa: bigint): Promise<Numbered> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { id } = await db.transaction(async (tx) =>
        post(
          tx as unknown as Db,
          {
            type: 'receipt',
            date: DATE,
            lines: [
              { ledgerId: cash, debit: paisa, credit: 0n },
              { ledgerId: sales, debit: 0n, credit: paisa },
            ],
          },
          actor,
        ),
      )
      return { id, number: await voucherNumber(db, id) }
    } catch (error) {
      if (attempt >= 10 || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error
      retries++
    }
  }
}

describe('numbering under concurrent posting (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    `${CLIENTS} clients posting ${PER_CLIENT} receipts each at once get the numbers 1..${CLIENTS * PER_CLIENT}`,
    async () => {
      const amount = (client: number, i: number) => BigInt(client * 1000 + i + 1)
      const posted = await Promise.all(
        clients.map(async (client, c) => {
          const mine: Numbered[] = []
          for (let i = 0; i < PER_CLIENT; i++) mine.push(await postReceipt(client.db, amount(c, i)))
          return mine
        }),
      )
      const numbers = posted.flat().map((p) => p.number)
      const total = CLIENTS * PER_CLIENT
      expect(new Set(numbers).size).toBe(total)
      const expected = Array.from({ length: total }, (_, i) => `RV-2028-29-${String(i + 1).padStart(6, '0')}`)
      expect([...numbers].sort()).toEqual(expected)

      const db = (database as Database).db
      const [stored] = await queryRows<{ n: number; lo: number; hi: number; distinct_seq: number }>(
        db,
        sql`select count(*)::int as n, min(v.sequence)::int as lo, max(v.sequence)::int as hi,
              count(distinct v.sequence)::int as distinct_seq
            from voucher v join fiscal_year f on f.id = v.fiscal_year_id
            where v.series = 'RV' and f.name = '2028-29' and v.status = 'posted'`,
      )
      expect(stored).toEqual({ n: total, lo: 1, hi: total, distinct_seq: total })

      let sum = 0n
      for (let c = 0; c < CLIENTS; c++) for (let i = 0; i < PER_CLIENT; i++) sum += amount(c, i)
      const [lines] = await queryRows<{ debit: string; credit: string; count: number }>(
        db,
        sql`select sum(l.debit)::text as debit, sum(l.credit)::text as credit, count(*)::int as count
            from voucher_line l join voucher v on v.id = l.voucher_id
            join fiscal_year f on f.id = v.fiscal_year_id
            where l.posted and v.series = 'RV' and f.name = '2028-29'`,
      )
      expect(lines).toEqual({ debit: formatAmount(sum), credit: formatAmount(sum), count: 2 * total })
      // Retries are allowed, not expected: the counter's row lock queues the posts.
      expect(retries).toBeLessThan(total)
    },
    180_000,
  )

  it.skipIf(!onPostgres)('a transaction that takes a number and rolls back leaves no gap', async () => {
    const db = (clients[0] as Database).db
    const before = await postReceipt(db, 100n)
    const sequenceOf = (number: string) => Number(number.slice(-6))
    let taken = ''
    await expect(
      db.transaction(async (tx) => {
        const { id } = await post(
          tx as unknown as Db,
          {
            type: 'receipt',
            date: DATE,
            lines: [
              { ledgerId: cash, debit: 200n, credit: 0n },
              { ledgerId: sales, debit: 0n, credit: 200n },
            ],
          },
          actor,
        )
        // Numbered before the commit (as a caller needing the number would), then rolled back.
        await numberNow(tx as unknown as Db)
        taken = await voucherNumber(tx as unknown as Db, id)
        throw new Error('the caller changed its mind')
      }),
    ).rejects.toThrow('the caller changed its mind')
    expect(sequenceOf(taken)).toBe(sequenceOf(before.number) + 1)
    const after = await postReceipt(db, 300n)
    expect(after.number).toBe(taken)
  })
})
