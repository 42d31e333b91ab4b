/**
 * Gifts keep the books true (issue 14 items 4 and 5). The money path (server/modules/giving/
 * donations.ts) posts a completed gift once however often it is completed, reverses a refund, and
 * issues money receipts the database numbers without gaps; the database itself refuses any change
 * to a received gift, a receipt or a number (migration 0017, GV001). A fast-check property runs
 * random opens, completions (each method), replays, failures and refunds, each in its own
 * transaction, some rolled back, and checks after every run: what each cause raised is the sum of
 * its completed gifts, the donations ledger's credit from gifts equals that sum, every received
 * gift has one receipt voucher and one receipt (and one reversal when refunded), and receipt
 * numbers are 1..n per fiscal year. Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatAmount, type Paisa, parseAmount } from '../../common/money.ts'
import { type Database, type Db, queryRows } from '../../server/db/client.ts'
import {
  completeDonation,
  markUnpaid,
  openDonation,
  type Received,
  raisedByCause,
  refundDonation,
} from '../../server/modules/giving/donations.ts'
import { issueReceipt } from '../../server/modules/giving/money-receipts.ts'
import { givingSettings } from '../../server/modules/giving/settings.ts'
import { cause, donation, givingSetting, moneyReceipt } from '../../server/modules/giving/tables.ts'
import { ensureSubLedger, ledgerIdsByName, post } from '../../server/modules/ledger/service.ts'
import { sqlState } from '../support/sql-state.ts'
import { createTestDatabase } from '../support/test-database.ts'

const actor = { id: null }
const TODAY = '2026-11-20'
const NOW = new Date('2026-11-20T06:00:00Z')

let database: Database
let drop: () => Promise<void>
let db: Db
let causes: number[]

const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((t) => work(t as unknown as Db))
const donor = { firstName: 'Rahima', lastName: 'Khatun', email: 'rahima@example.org' }
const taka = (n: number): Paisa => BigInt(n) * 100n

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  db = database.db
  // The demo's bank for cheques and transfers (a fresh database chooses none: staff do).
  const banks = await ledgerIdsByName(db, ['Dutch-Bangla Bank A/C'])
  await db
    .update(givingSetting)
    .set({ bankLedgerId: banks.get('Dutch-Bangla Bank A/C') ?? null })
    .where(eq(givingSetting.id, 1))
  causes = []
  for (const name of ['Books test cause A', 'Books test cause B']) {
    const subLedgerId = await ensureSubLedger(db, name)
    const [row] = await db
      .insert(cause)
      .values({ name, goalAmount: '100000.00', status: 'published', subLedgerId })
      .returning({ id: cause.id })
    causes.push(row?.id as number)
  }
})
afterAll(() => drop?.())

const cashOn = (receivedOn: string): Received => ({ method: 'cash', receivedOn })
/** A gift's receipt: the demo's dues receipts have source ids of their own (the payments'). */
const giftReceipt = (id: number) =>
  and(eq(moneyReceipt.sourceType, 'donation'), eq(moneyReceipt.sourceId, id))

describe('a gift through the books', () => {
  it('posts Dr cash / Cr donations under the cause, issues a numbered receipt, and only once', async () => {
    const gift = await openDonation(db, {
      causeId: causes[0] as number,
      amount: taka(1500),
      channel: 'offline',
      donor,
    })
    expect(gift.status).toBe('pledged')
    const first = await inTx((tx) => completeDonation(tx, gift.id, cashOn(TODAY), actor, NOW))
    expect(first.completedNow).toBe(true)
    const again = await inTx((tx) => completeDonation(tx, gift.id, cashOn(TODAY), actor, NOW))
    expect(again.completedNow).toBe(false)

    const lines = await queryRows<{ ledger: string; sub: string | null; debit: string; credit: string }>(
      db,
      sql`select l.name as ledger, s.name as sub, vl.debit, vl.credit
          from voucher v join voucher_line vl on vl.voucher_id = v.id
          join ledger_account l on l.id = vl.ledger_id left join sub_ledger_account s on s.id = vl.sub_ledger_id
          where v.source_type = 'donation' and v.source_id = ${gift.id} order by vl.position`,
    )
    expect(lines).toEqual([
      { ledger: 'Cash', sub: null, debit: '1500.00', credit: '0.00' },
      { ledger: 'Donations Received', sub: 'Books test cause A', debit: '0.00', credit: '1500.00' },
    ])
    const [receipt] = await db.select().from(moneyReceipt).where(giftReceipt(gift.id))
    expect(receipt?.number).toMatch(/^MR-2026-27-\d{6}$/)
    expect(receipt?.method).toEqual({ kind: 'cash' })
    expect(
      (await raisedByCause(db, [causes[0] as number])).get(causes[0] as number)?.raised,
    ).toBeGreaterThanOrEqual(taka(1500))
  })

  it('refuses to complete an offline pledge as if the gateway paid it, and the other way round', async () => {
    const pledge = await openDonation(db, { causeId: null, amount: taka(100), channel: 'offline', donor })
    const online = await openDonation(db, { causeId: null, amount: taka(100), channel: 'online', donor })
    const gateway: Received = { method: 'gateway', gateway: 'SSLCommerz', receivedOn: TODAY }
    await expect(inTx((tx) => completeDonation(tx, pledge.id, gateway, actor, NOW))).rejects.toThrow(
      /record how the money came/,
    )
    await expect(inTx((tx) => completeDonation(tx, online.id, cashOn(TODAY), actor, NOW))).rejects.toThrow(
      /only the gateway/,
    )
  })

  it('refunds by reversing the receipt voucher, once; a cancelled gift cannot complete', async () => {
    const gift = await openDonation(db, {
      causeId: causes[1] as number,
      amount: taka(800),
      channel: 'offline',
      donor,
    })
    await inTx((tx) => completeDonation(tx, gift.id, cashOn(TODAY), actor, NOW))
    const options = { reason: 'Given twice by mistake', today: TODAY, timeZone: 'Asia/Dhaka', now: NOW }
    const refunded = await inTx((tx) => refundDonation(tx, gift.id, options, actor))
    expect(refunded.status).toBe('refunded')
    const [reversal] = await queryRows<{ reverses_id: number; narration: string }>(
      db,
      sql`select reverses_id, narration from voucher where id = ${refunded.refundVoucherId}`,
    )
    expect(reversal?.reverses_id).toBe(refunded.voucherId)
    expect(reversal?.narration).toMatch(/refund of donation KZD-/)
    await expect(inTx((tx) => refundDonation(tx, gift.id, options, actor))).rejects.toThrow(
      /already refunded/,
    )

    const cancelled = await openDonation(db, { causeId: null, amount: taka(50), channel: 'online', donor })
    await inTx((tx) => markUnpaid(tx, cancelled.id, 'cancelled', 'The donor cancelled at the gateway.', NOW))
    const gateway: Received = { method: 'gateway', gateway: 'SSLCommerz', receivedOn: TODAY }
    await expect(inTx((tx) => completeDonation(tx, cancelled.id, gateway, actor, NOW))).rejects.toThrow(
      /was cancelled/,
    )
  })
})

describe('what the database itself refuses (GV001)', () => {
  let received: number
  beforeAll(async () => {
    const gift = await openDonation(db, { causeId: null, amount: taka(300), channel: 'offline', donor })
    await inTx((tx) => completeDonation(tx, gift.id, cashOn(TODAY), actor, NOW))
    received = gift.id
  })

  it.each([
    ['its amount', (id: number) => sql`update donation set amount = 1 where id = ${id}`],
    ['its cause', (id: number) => sql`update donation set cause_id = ${causes[0]} where id = ${id}`],
    ['its voucher', (id: number) => sql`update donation set voucher_id = voucher_id + 1 where id = ${id}`],
    [
      'its status back to pending',
      (id: number) => sql`update donation set status = 'pending' where id = ${id}`,
    ],
    ['deleting it', (id: number) => sql`delete from donation where id = ${id}`],
  ])('a received gift: %s', async (_what, statement) => {
    expect(await sqlState(() => db.execute(statement(received)))).toBe('GV001')
  })

  it('a receipt: its amount, its payer, deleting it, truncating the table', async () => {
    const [receipt] = await db.select().from(moneyReceipt).where(giftReceipt(received))
    const id = receipt?.id as number
    expect(await sqlState(() => db.execute(sql`update money_receipt set amount = 1 where id = ${id}`))).toBe(
      'GV001',
    )
    expect(
      await sqlState(() => db.execute(sql`update money_receipt set payer_name = 'X' where id = ${id}`)),
    ).toBe('GV001')
    expect(await sqlState(() => db.execute(sql`delete from money_receipt where id = ${id}`))).toBe('GV001')
    expect(await sqlState(() => db.execute(sql`truncate money_receipt cascade`))).toBe('GV001')
    // Delivery is the one thing that changes.
    expect(
      await sqlState(() =>
        db.execute(
          sql`update money_receipt set times_printed = times_printed + 1, emailed_at = now() where id = ${id}`,
        ),
      ),
    ).toBeUndefined()
  })

  it('a receipt inserted with a number of its own, or dated outside its fiscal year', async () => {
    const [receipt] = await db.select().from(moneyReceipt).where(giftReceipt(received))
    const base = { ...(receipt as typeof moneyReceipt.$inferSelect), sourceId: 999_999 }
    const { id: _id, number: _n, sequence: _s, ...values } = base
    expect(
      await sqlState(() => db.insert(moneyReceipt).values({ ...values, number: 'MR-2026-27-000001' })),
    ).toBe('GV001')
    expect(await sqlState(() => db.insert(moneyReceipt).values({ ...values, date: '2030-01-01' }))).toBe(
      'GV001',
    )
  })

  it('a rolled-back receipt gives its number back: the next one takes it', async () => {
    const next = async () => {
      const [row] = await queryRows<{ last: number }>(
        db,
        sql`select c.last_sequence as last from voucher_counter c join fiscal_year f on f.id = c.fiscal_year_id
            where c.series = 'MR' and ${TODAY}::date between f.start_date and f.end_date`,
      )
      return Number(row?.last ?? 0)
    }
    const before = await next()
    await expect(
      inTx(async (tx) => {
        const gift = await openDonation(tx, { causeId: null, amount: taka(10), channel: 'offline', donor })
        await completeDonation(tx, gift.id, cashOn(TODAY), actor, NOW)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await next()).toBe(before)
  })

  it('the receipt service refuses a zero amount before the database sees it', async () => {
    const cashId = (await givingSettings(db)).cashLedgerId as number
    await expect(
      inTx(async (tx) => {
        const posted = await post(
          tx,
          {
            type: 'journal',
            date: TODAY,
            lines: [
              { ledgerId: cashId, debit: 100n, credit: 0n },
              { ledgerId: (await givingSettings(tx)).donationLedgerId as number, debit: 0n, credit: 100n },
            ],
          },
          actor,
        )
        await issueReceipt(tx, {
          date: TODAY,
          source: { type: 'donation', id: 1 },
          payer: { name: 'Nobody' },
          amount: 0n,
          purpose: 'Test',
          method: { kind: 'cash' },
          voucherId: posted.id,
          issuedBy: null,
        })
      }),
    ).rejects.toThrow(/positive amount/)
  })
})

// ---- the property ----

type Method = Received['method']
const methods: Method[] = ['cash', 'cheque', 'bank_transfer', 'bkash', 'nagad', 'rocket']

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    online: fc.boolean(),
    cause: fc.nat({ max: 2 }),
    amount: fc.bigInt({ min: 1n, max: 50_000_000n }),
  }),
  fc.record({
    kind: fc.constant('complete' as const),
    pick: fc.nat(),
    method: fc.constantFrom(...methods),
    days: fc.integer({ min: -30, max: 0 }),
    rollback: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('fail' as const), pick: fc.nat(), cancel: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), rollback: fc.boolean() }),
)
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never

/** A run that completes seven offline gifts and refunds the first. */
const WALKS_THE_MONEY_PATH: Operation[] = [
  ...Array.from({ length: 7 }, (_, i): Operation[] => [
    { kind: 'open', online: false, cause: i % 3, amount: BigInt(100_000 * (i + 1)) },
    { kind: 'complete', pick: i, method: 'cash', days: 0, rollback: false },
  ]).flat(),
  { kind: 'refund', pick: 0, rollback: false },
]

function receivedBy(method: Method, online: boolean, receivedOn: string): Received {
  if (online) return { method: 'gateway', gateway: 'SSLCommerz', gatewayTransactionId: 'BANK-1', receivedOn }
  switch (method) {
    case 'cash':
      return { method, receivedOn }
    case 'cheque':
      return { method, receivedOn, reference: '104522', bankName: 'Sonali Bank', chequeDate: receivedOn }
    case 'bank_transfer':
      return { method, receivedOn, reference: 'BEFTN-77', bankName: 'BRAC Bank' }
    case 'gateway':
      return { method, gateway: 'SSLCommerz', receivedOn }
    default:
      return { method, receivedOn, reference: '9GH7K2L1QZ' }
  }
}

const dayBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function apply(op: Operation, ids: number[]): Promise<void> {
  const pick = (n: number) => ids[n % Math.max(1, ids.length)]
  switch (op.kind) {
    case 'open': {
      const causeId = op.cause === 2 ? null : (causes[op.cause] as number)
      const row = await openDonation(db, {
        causeId,
        amount: op.amount,
        channel: op.online ? 'online' : 'offline',
        donor,
      })
      ids.push(row.id)
      return
    }
    case 'complete': {
      const id = pick(op.pick)
      if (id === undefined) return
      const [row] = await db.select().from(donation).where(eq(donation.id, id))
      const received = receivedBy(op.method, row?.channel === 'online', dayBefore(op.days))
      await inTx(async (tx) => {
        await completeDonation(tx, id, received, actor, NOW)
        if (op.rollback) throw new Error('rolled back on purpose')
      }).catch((error: Error) => {
        // Refusals (a cancelled gift) and the deliberate rollback leave nothing behind.
        if (!/rolled back on purpose|cannot be completed/.test(error.message)) throw error
      })
      return
    }
    case 'fail': {
      const id = pick(op.pick)
      if (id !== undefined)
        await inTx((tx) =>
          markUnpaid(tx, id, op.cancel ? 'cancelled' : 'failed', 'The gateway said so.', NOW),
        )
      return
    }
    case 'refund': {
      const id = pick(op.pick)
      if (id === undefined) return
      const options = { reason: 'Asked for it back', today: TODAY, timeZone: 'Asia/Dhaka', now: NOW }
      await inTx(async (tx) => {
        await refundDonation(tx, id, options, actor)
        if (op.rollback) throw new Error('rolled back on purpose')
      }).catch((error: Error) => {
        if (!/rolled back on purpose|nothing to refund|already refunded/.test(error.message)) throw error
      })
    }
  }
}

async function checkInvariants(): Promise<void> {
  const gifts = await db.select().from(donation)
  // 1. What each cause raised is the sum of its completed gifts.
  const raised = await raisedByCause(db, causes)
  for (const id of causes) {
    const sum = gifts
      .filter((g) => g.causeId === id && g.status === 'completed')
      .reduce((total, g) => total + (parseAmount(g.amount) as Paisa), 0n)
    expect(raised.get(id)?.raised).toBe(sum)
  }
  // 2. The donations ledger's net credit from gifts is the sum of every completed gift.
  const settings = await givingSettings(db)
  const [net] = await queryRows<{ net: string }>(
    db,
    sql`select coalesce(sum(vl.credit - vl.debit), 0)::text as net
        from voucher_line vl join voucher v on v.id = vl.voucher_id
        where vl.posted and vl.ledger_id = ${settings.donationLedgerId} and v.source_type = 'donation'`,
  )
  const completedSum = gifts
    .filter((g) => g.status === 'completed')
    .reduce((total, g) => total + (parseAmount(g.amount) as Paisa), 0n)
  expect(parseAmount(net?.net)).toBe(completedSum)
  // 3. Every received gift: one voucher, one receipt of its amount; a refunded one also its reversal.
  const perGift = await queryRows<{
    id: number
    vouchers: number
    receipts: number
    receipt_amount: string | null
  }>(
    db,
    sql`select d.id,
          (select count(*)::int from voucher v where v.source_type = 'donation' and v.source_id = d.id) as vouchers,
          (select count(*)::int from money_receipt r where r.source_type = 'donation' and r.source_id = d.id) as receipts,
          (select r.amount::text from money_receipt r where r.source_type = 'donation' and r.source_id = d.id) as receipt_amount
        from donation d`,
  )
  for (const g of gifts) {
    const found = perGift.find((p) => Number(p.id) === g.id)
    const received = g.status === 'completed' || g.status === 'refunded'
    // The reversal names the gift too (it reverses the gift's voucher).
    expect(found?.vouchers).toBe(g.status === 'refunded' ? 2 : received ? 1 : 0)
    expect(found?.receipts).toBe(received ? 1 : 0)
    if (received) expect(found?.receipt_amount).toBe(formatAmount(parseAmount(g.amount) as Paisa))
  }
  // 4. Receipt numbers are 1..n in each fiscal year, and the counter stands at n.
  const years = await queryRows<{ n: number; max: number; last: number }>(
    db,
    sql`select count(*)::int as n, max(r.sequence) as max, c.last_sequence as last
        from money_receipt r join voucher_counter c on c.series = 'MR' and c.fiscal_year_id = r.fiscal_year_id
        group by r.fiscal_year_id, c.last_sequence`,
  )
  for (const y of years) {
    expect(Number(y.max)).toBe(Number(y.n))
    expect(Number(y.last)).toBe(Number(y.n))
  }
}

describe('any run of gifts keeps the books and the causes agreeing', () => {
  it('holds the invariants after every run', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (ops) => {
        const ids: number[] = []
        for (const op of ops) await apply(op, ids)
        await checkInvariants()
      }),
      // The first run is this one, so the money path is always walked, whatever the random runs do.
      { numRuns: 40, examples: [[WALKS_THE_MONEY_PATH]] },
    )
    // The runs did exercise the money path (not only refusals).
    const statuses = await queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from donation group by status`,
    )
    const count = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0)
    expect(count('completed')).toBeGreaterThan(5)
    expect(count('refunded')).toBeGreaterThan(0)
  }, 180_000)
})
