/**
 * `npm run db:seed -- --reset` (server/demo/reset.ts) on a database that holds the demo: its gifts,
 * dues, receipts, vouchers and opening stock are emptied past the books' truncate guards and the demo is loaded
 * again, numbered from the start; a database holding money that is not the demo's is refused,
 * unchanged, with a message saying why. Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, queryRows } from '../../server/db/client.ts'
import { writeDemoMedia } from '../../server/demo/demo-media.ts'
import { DemoResetRefused, reloadDemo } from '../../server/demo/reset.ts'
import { openDonation } from '../../server/modules/giving/donations.ts'
import { testMediaDir } from '../support/paths.ts'
import { createTestDatabase } from '../support/test-database.ts'

let database: Database
let drop: () => Promise<void>
let db: Db

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  db = database.db
})

afterAll(async () => {
  await drop()
})

const TABLES = [
  'cms_menu',
  'employee',
  'branch',
  'cause',
  'donation',
  'money_receipt',
  'member',
  'monthly_subscription',
  'voucher',
  'ledger_account',
  'product',
  'vendor',
  'customer',
  'stock_movement',
]

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {}
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )
    result[table] = row?.n ?? -1
  }
  return result
}

const firstReceipt = async () =>
  (await queryRows<{ number: string }>(db, sql`SELECT number FROM money_receipt ORDER BY id LIMIT 1`))[0]
    ?.number

describe('db:seed --reset', () => {
  it('loads the demo again over the demo, its books included', async () => {
    const before = await counts()
    expect(before.donation).toBeGreaterThan(0)
    expect(before.monthly_subscription).toBeGreaterThan(0)
    const receipt = await firstReceipt()
    const media = await writeDemoMedia(testMediaDir)

    await reloadDemo(db, media.files)

    // The same demo, not a second one on top: no gift, receipt or voucher twice.
    expect(await counts()).toEqual(before)
    expect(await firstReceipt()).toBe(receipt)
    // The guards are back: the books and the stock ledger cannot be truncated.
    await expect(db.execute(sql`TRUNCATE donation CASCADE`)).rejects.toThrow()
    await expect(db.execute(sql`TRUNCATE stock_movement CASCADE`)).rejects.toThrow()
    // And it can be done again.
    await reloadDemo(db, media.files)
    expect(await counts()).toEqual(before)
  })

  it('refuses, changing nothing, when the database holds a gift that is not the demo’s', async () => {
    await openDonation(db, {
      causeId: null,
      amount: 150_000n,
      channel: 'offline',
      donor: { firstName: 'Real', lastName: 'Donor', email: 'real.donor@example.org' },
    })
    const before = await counts()
    const media = await writeDemoMedia(testMediaDir)

    const refused = reloadDemo(db, media.files)
    await expect(refused).rejects.toBeInstanceOf(DemoResetRefused)
    await expect(refused).rejects.toThrow(/1 gift written after the demo was loaded/)

    expect(await counts()).toEqual(before)
    await expect(db.execute(sql`TRUNCATE donation CASCADE`)).rejects.toThrow()
  })
})
