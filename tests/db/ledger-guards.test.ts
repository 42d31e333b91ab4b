/**
 * The books cannot be made to lie by a statement typed in psql (issue 13, proof): the database
 * itself refuses an UPDATE or DELETE of a posted line or voucher, an unbalanced posted voucher, a
 * line added to a posted voucher, and a post on or before the lock date. Runs on PGlite and, with
 * `npm run test:pg`, on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, queryRows } from '../../server/db/client.ts'
import { CASH_LEDGER } from '../../server/modules/ledger/chart-seed.ts'
import { createDraft, post, postDraft, voucherNumber } from '../../server/modules/ledger/posting.ts'
import { ledgerAccount, ledgerSetting, voucher, voucherLine } from '../../server/modules/ledger/tables.ts'
import { sqlState } from '../support/sql-state.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { postAlone, SYSTEM, twoLines } from '../support/two-line-vouchers.ts'

let database: Database
let drop: () => Promise<void>
let db: Db
let cash: number
let sales: number

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  db = database.db
  const ledgers = await db.select().from(ledgerAccount)
  cash = ledgers.find((l) => l.name === CASH_LEDGER)?.id as number
  sales = ledgers.find((l) => l.name === 'Sales')?.id as number
})
afterAll(() => drop?.())

// A fiscal year far from the demo books' (they are dated up to today), so the numbers start at 1.
const postReceipt = (amount: bigint, date = '2035-08-01') =>
  postAlone(db, { type: 'receipt', date, lines: twoLines(cash, sales, amount) })

/** A balanced receipt written in SQL, posted and without a number: the database numbers it at commit. */
async function postByHand(tx: Db, date: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with v as (
          insert into voucher (type, status, series, fiscal_year_id, date, total, posted_at)
          select 'receipt', 'posted', 'RV', id, ${date}::date, 20::numeric, now()
          from fiscal_year where ${date}::date between start_date and end_date returning id)
        insert into voucher_line (voucher_id, position, posted, date, ledger_id, debit, credit)
        select id, 0::smallint, true, ${date}::date, ${cash}::int, 20::numeric, 0::numeric from v union all
        select id, 1::smallint, true, ${date}::date, ${sales}::int, 0::numeric, 20::numeric from v
        returning voucher_id as id`,
  )
  return row?.id ?? 0
}

describe('the database guards the books', () => {
  it('posts a balanced receipt with the first number of its series and fiscal year', async () => {
    const first = await postReceipt(125_000n)
    const second = await postReceipt(50n)
    expect(first.number).toBe('RV-2035-36-000001')
    expect(second.number).toBe('RV-2035-36-000002')
    const lines = await db.select().from(voucherLine).where(eq(voucherLine.voucherId, first.id))
    expect(lines.map((l) => [l.debit, l.credit, l.posted])).toEqual([
      ['1250.00', '0.00', true],
      ['0.00', '1250.00', true],
    ])
  })

  it('refuses an UPDATE or DELETE of a posted line, and of a posted voucher', async () => {
    const { id } = await postReceipt(1000n)
    expect(
      await sqlState(() =>
        db.execute(sql`update voucher_line set debit = 1 where voucher_id = ${id} and debit > 0`),
      ),
    ).toBe('LG001')
    expect(await sqlState(() => db.execute(sql`delete from voucher_line where voucher_id = ${id}`))).toBe(
      'LG001',
    )
    expect(await sqlState(() => db.execute(sql`update voucher set narration = 'x' where id = ${id}`))).toBe(
      'LG001',
    )
    expect(await sqlState(() => db.execute(sql`delete from voucher where id = ${id}`))).toBe('LG001')
    expect(await sqlState(() => db.execute(sql`truncate voucher_line`))).toBe('LG001')
  })

  it('refuses an unbalanced posted voucher at commit', async () => {
    const state = await sqlState(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`
          with v as (
            insert into voucher (type, status, number, series, fiscal_year_id, sequence, date, total, posted_at)
            select 'journal', 'posted', 'JV-HAND-1', 'JV', id, 999, '2035-08-02'::date, 100::numeric, now() from fiscal_year limit 1
            returning id)
          insert into voucher_line (voucher_id, position, posted, date, ledger_id, debit, credit)
          select id, 0::smallint, true, '2035-08-02'::date, ${cash}::int, 100::numeric, 0::numeric from v union all
          select id, 1::smallint, true, '2035-08-02'::date, ${sales}::int, 0::numeric, 99::numeric from v`)
      }),
    )
    expect(state).toBe('LG002')
    expect(await db.select().from(voucher).where(eq(voucher.number, 'JV-HAND-1'))).toEqual([])
  })

  it('refuses a balanced pair of lines added to a posted voucher', async () => {
    const { id } = await postReceipt(700n)
    const state = await sqlState(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into voucher_line (voucher_id, position, posted, date, ledger_id, debit, credit)
          values (${id}, 5, true, '2035-08-01', ${cash}, 100, 0), (${id}, 6, true, '2035-08-01', ${sales}, 0, 100)`)
      }),
    )
    expect(state).toBe('LG002')
  })

  it('refuses lines added to a voucher posted earlier in the same transaction, even after its check ran', async () => {
    // The line check is skipped for a voucher this transaction wrote, while its own check is still
    // to see every line; SET CONSTRAINTS … IMMEDIATE runs that check early: lines after it count.
    for (const early of [false, true]) {
      const state = await sqlState(() =>
        db.transaction(async (tx) => {
          const { id } = await post(
            tx as unknown as Db,
            { type: 'receipt', date: '2035-08-01', lines: twoLines(cash, sales, 300n) },
            SYSTEM,
          )
          if (early) await tx.execute(sql`set constraints all immediate`)
          await tx.execute(sql`
            insert into voucher_line (voucher_id, position, posted, date, ledger_id, debit, credit)
            values (${id}, 5, true, '2035-08-01', ${cash}, 100, 0), (${id}, 6, true, '2035-08-01', ${sales}, 0, 100)`)
        }),
      )
      expect(state, early ? 'checked early' : 'checked at commit').toBe('LG002')
    }
  })

  it('posts many vouchers in one transaction, each checked', async () => {
    const ids = await db.transaction(async (tx) => {
      const posted = []
      for (let i = 1; i <= 5; i++) {
        posted.push(
          await post(
            tx as unknown as Db,
            {
              type: 'journal',
              date: '2035-08-04',
              lines: [...twoLines(cash, sales, BigInt(i)), ...twoLines(cash, sales, 10n)],
            },
            SYSTEM,
          ),
        )
      }
      return posted
    })
    const numbers = await Promise.all(ids.map((p) => voucherNumber(db, p.id)))
    expect(numbers.map((n) => n.slice(-2))).toEqual(['01', '02', '03', '04', '05'])
    const lines = await db
      .select()
      .from(voucherLine)
      .where(eq(voucherLine.voucherId, ids[4]?.id ?? 0))
      .orderBy(voucherLine.position)
    expect(lines.map((l) => [l.position, l.debit, l.credit, l.posted, l.date])).toEqual([
      [0, '0.05', '0.00', true, '2035-08-04'],
      [1, '0.00', '0.05', true, '2035-08-04'],
      [2, '0.10', '0.00', true, '2035-08-04'],
      [3, '0.00', '0.10', true, '2035-08-04'],
    ])
  })

  it('refuses a post on or before the lock date, in the service and in the database', async () => {
    await db.update(ledgerSetting).set({ lockDate: '2035-07-31' }).where(eq(ledgerSetting.id, 1))
    try {
      await expect(postReceipt(100n, '2035-07-31')).rejects.toMatchObject({
        fields: { date: [expect.stringContaining('locked up to 2035-07-31')] },
      })
      const draft = await createDraft(
        db,
        { type: 'receipt', date: '2035-08-03', lines: twoLines(cash, sales, 100n) },
        SYSTEM,
      )
      // By hand: a draft made posted with a date in the locked period.
      const state = await sqlState(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`delete from voucher_line where voucher_id = ${draft}`)
          await tx.execute(sql`
            update voucher set status = 'posted', number = 'RV-HAND-2', sequence = 998, date = '2035-07-01',
              fiscal_year_id = (select id from fiscal_year limit 1), posted_at = now() where id = ${draft}`)
          await tx.execute(sql`
            insert into voucher_line (voucher_id, position, posted, date, ledger_id, debit, credit)
            values (${draft}, 0, true, '2035-07-01', ${cash}, 1, 0), (${draft}, 1, true, '2035-07-01', ${sales}, 0, 1)`)
        }),
      )
      expect(state).toBe('LG003')
      const posted = await db.transaction(async (tx) => postDraft(tx as unknown as Db, draft, SYSTEM))
      expect(await voucherNumber(db, posted.id)).toMatch(/^RV-2035-36-\d{6}$/)
    } finally {
      await db.update(ledgerSetting).set({ lockDate: null }).where(eq(ledgerSetting.id, 1))
    }
  })

  it('numbers a voucher posted by hand at commit, and refuses a number written by hand', async () => {
    const last = await postReceipt(10n, '2035-08-05')
    const sequence = (n: number) => Number(last.number.slice(-6)) + n
    const number = (n: number) => `RV-2035-36-${String(sequence(n)).padStart(6, '0')}`
    const writeNumber = (tx: Db, id: number, n: number) =>
      tx.execute(sql`update voucher set number = ${number(n)}, sequence = ${sequence(n)} where id = ${id}`)
    // Even the right-looking next number is refused: only the counter gives numbers.
    const refused = await sqlState(() =>
      db.transaction(async (tx) => {
        const id = await postByHand(tx as unknown as Db, '2035-08-05')
        const [row] = await tx.select({ number: voucher.number }).from(voucher).where(eq(voucher.id, id))
        expect(row, 'posted, numbered only at commit').toEqual({ number: null })
        await writeNumber(tx as unknown as Db, id, 1)
      }),
    )
    expect(refused).toBe('LG001')
    // Left without one, it takes the next number when it commits.
    const id = await db.transaction((tx) => postByHand(tx as unknown as Db, '2035-08-05'))
    expect(await voucherNumber(db, id)).toBe(number(1))
    // Once numbered, never renumbered.
    expect(await sqlState(() => writeNumber(db, id, 5))).toBe('LG001')
    expect(await voucherNumber(db, id)).toBe(number(1))
  })
})
