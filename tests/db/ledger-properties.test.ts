/**
 * The books stay true under any sequence of operations (issue 13, proof): fast-check generates
 * runs of drafts, edits, deletions, posts (valid, or deliberately unbalanced, empty, a contra on a
 * non-cash ledger, dated in the locked period), reversals and corrections, each in its own
 * transaction, and keeps a model of what should have happened. Invalid operations must throw and
 * change nothing. After every run the database must agree with the invariants and the model:
 * posted vouchers balance, drafts have no number, numbers are 1..n per series and fiscal year,
 * reversals mirror their originals, each ledger's balance is the sum of its lines, the trial
 * balance ties. One database for the file; the invariants are global, so runs accumulate.
 * Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatAmount, type Paisa, parseAmount } from '../../common/money.ts'
import { type Database, type Db, queryRows } from '../../server/db/client.ts'
import {
  correct,
  createDraft,
  deleteDraft,
  post,
  postDraft,
  reverse,
  updateDraft,
  type VoucherInput,
} from '../../server/modules/ledger/posting.ts'
import { accountGroup, ledgerAccount, ledgerSetting } from '../../server/modules/ledger/tables.ts'
import { sqlState } from '../support/sql-state.ts'
import { createTestDatabase } from '../support/test-database.ts'

const LOCK_DATE = '2026-07-31'
/** Valid dates run from the day after the lock date over about two fiscal years. */
const FIRST_OPEN_DAY = Date.UTC(2026, 7, 1)
const DAY = 86_400_000
const actor = { id: null }

let database: Database
let drop: () => Promise<void>
let db: Db
/** The ledgers the runs use; cash and bank are the only ones a contra may touch. */
let ledgers: { id: number; cashOrBank: boolean }[]

interface ModelVoucher {
  id: number
  status: 'draft' | 'posted'
  type: VoucherInput['type']
  date: string
  lines: { ledgerId: number; debit: Paisa; credit: Paisa }[]
  reversesId?: number
  reversedBy?: number
}

/** What the database should hold: the vouchers the runs made, and each ledger's balance (dr − cr). */
const model = { vouchers: new Map<number, ModelVoucher>(), balances: new Map<number, Paisa>() }

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  db = database.db
  const groups = await db.select().from(accountGroup)
  const groupNamed = (name: string) => groups.find((g) => g.name === name)?.id as number
  await db.insert(ledgerAccount).values([
    { name: 'Prop Bank', groupId: groupNamed('Bank Accounts'), accountType: 'bank' },
    { name: 'Prop Rent', groupId: groupNamed('Indirect Expenses'), accountType: 'expense' },
    { name: 'Prop Debtor', groupId: groupNamed('Sundry Debtors'), accountType: 'receivable' },
  ])
  const all = await db.select().from(ledgerAccount)
  const chosen = ['Cash', 'Sales', 'Purchases', 'General Fund', 'Prop Bank', 'Prop Rent', 'Prop Debtor']
  ledgers = chosen.map((name) => {
    const row = all.find((l) => l.name === name)
    if (!row) throw new Error(`No ledger ${name}.`)
    return { id: row.id, cashOrBank: row.accountType === 'cash' || row.accountType === 'bank' }
  })
  for (const [ledgerId, balance] of await databaseBalances()) model.balances.set(ledgerId, balance)
  await db.update(ledgerSetting).set({ lockDate: LOCK_DATE }).where(eq(ledgerSetting.id, 1))
})
afterAll(() => drop?.())

// ---- generated operations: plain data, read against the model when they run ----

type Flaw = 'none' | 'unbalanced' | 'zero' | 'contra-non-cash' | 'locked'
const voucherTypes = ['payment', 'receipt', 'contra', 'journal', 'sales', 'purchase'] as const

/** A voucher as generated: pairs of (debit ledger, credit ledger, amount) make it balance. */
const voucherSpec = fc.record({
  type: fc.constantFrom(...voucherTypes),
  day: fc.integer({ min: 0, max: 700 }),
  pairs: fc.array(
    fc.record({
      debit: fc.nat(),
      credit: fc.nat(),
      amount: fc.bigInt({ min: 1n, max: 10_000_000n }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
})
type Spec = typeof voucherSpec extends fc.Arbitrary<infer T> ? T : never

const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      spec: voucherSpec,
      flaw: fc.constant<Flaw>('none'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      spec: voucherSpec,
      flaw: fc.constantFrom<Flaw>('unbalanced', 'zero', 'contra-non-cash', 'locked'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('createDraft' as const),
      spec: voucherSpec,
      unbalanced: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('updateDraft' as const),
      pick: fc.nat(),
      spec: voucherSpec,
      unbalanced: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteDraft' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('postDraft' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('reverse' as const, 'correct' as const),
      pick: fc.nat(),
      laterDays: fc.integer({ min: 0, max: 40 }),
      mayReversePastDay: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deletePosted' as const), pick: fc.nat() }) },
)
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never

const dateOf = (day: number) => new Date(FIRST_OPEN_DAY + day * DAY).toISOString().slice(0, 10)
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/** The voucher a spec describes, with the flaw asked for; `valid` says whether posting it must work. */
function voucherOf(spec: Spec, flaw: Flaw): { input: VoucherInput; valid: boolean } {
  const type = flaw === 'contra-non-cash' ? 'contra' : spec.type
  const usable = type === 'contra' ? ledgers.filter((l) => l.cashOrBank) : ledgers
  const pick = (n: number) => (usable[n % usable.length] as { id: number }).id
  const lines = spec.pairs.flatMap((p) => [
    { ledgerId: pick(p.debit), debit: p.amount, credit: 0n },
    { ledgerId: pick(p.credit), debit: 0n, credit: p.amount },
  ])
  const first = lines[0] as VoucherInput['lines'][number]
  if (flaw === 'unbalanced') first.debit += 1n
  if (flaw === 'zero') for (const line of lines) Object.assign(line, { debit: 0n, credit: 0n })
  if (flaw === 'contra-non-cash') {
    const other = ledgers.find((l) => !l.cashOrBank) as { id: number }
    first.ledgerId = other.id
  }
  const date = flaw === 'locked' ? addDays(LOCK_DATE, -(spec.day % 31)) : dateOf(spec.day)
  return { input: { type, date, lines }, valid: flaw === 'none' }
}

const balanced = (lines: ModelVoucher['lines']) => {
  const dr = lines.reduce((s, l) => s + l.debit, 0n)
  const cr = lines.reduce((s, l) => s + l.credit, 0n)
  return dr === cr && dr > 0n
}

function book(v: ModelVoucher) {
  for (const line of v.lines) {
    const before = model.balances.get(line.ledgerId) ?? 0n
    model.balances.set(line.ledgerId, before + line.debit - line.credit)
  }
}

const ofStatus = (status: ModelVoucher['status']) =>
  [...model.vouchers.values()].filter((v) => v.status === status)
const nth = <T>(list: T[], pick: number): T | undefined =>
  list.length ? list[pick % list.length] : undefined

/** A fingerprint of everything an operation may write, to show a refused one changed nothing. */
async function fingerprint(): Promise<unknown> {
  return queryRows(
    db,
    sql`
    select (select count(*) from voucher)::int as vouchers,
           (select coalesce(sum(id), 0) from voucher)::text as voucher_ids,
           (select count(*) from voucher_line)::int as lines,
           (select coalesce(sum(debit - credit), 0) from voucher_line where posted)::text as net,
           (select coalesce(sum(last_sequence), 0) from voucher_counter)::text as counters`,
  )
}

const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
  db.transaction(async (tx) => work(tx as unknown as Db))

/** Runs an operation that must be refused: it throws, and the database is as it was. */
async function refused(work: (tx: Db) => Promise<unknown>, what: string) {
  const before = await fingerprint()
  let threw = false
  try {
    await inTransaction(work)
  } catch {
    threw = true
  }
  expect(threw, `${what} should have been refused`).toBe(true)
  expect(await fingerprint()).toEqual(before)
}

/** Runs one operation against the database and the model. */
async function run(op: Operation): Promise<void> {
  switch (op.kind) {
    case 'post': {
      const { input, valid } = voucherOf(op.spec, op.flaw)
      if (!valid) return refused((tx) => post(tx, input, actor), `a post with the flaw ${op.flaw}`)
      const { id } = await inTransaction((tx) => post(tx, input, actor))
      const v: ModelVoucher = { id, status: 'posted', type: input.type, date: input.date, lines: input.lines }
      model.vouchers.set(id, v)
      book(v)
      return
    }
    case 'createDraft': {
      const { input } = voucherOf(op.spec, op.unbalanced ? 'unbalanced' : 'none')
      const id = await inTransaction((tx) => createDraft(tx, input, actor))
      model.vouchers.set(id, { id, status: 'draft', type: input.type, date: input.date, lines: input.lines })
      return
    }
    case 'updateDraft': {
      const draft = nth(ofStatus('draft'), op.pick)
      if (!draft) return
      const { input } = voucherOf(
        { ...op.spec, type: draft.type as Spec['type'] },
        op.unbalanced ? 'unbalanced' : 'none',
      )
      await inTransaction((tx) => updateDraft(tx, draft.id, input, actor))
      Object.assign(draft, { date: input.date, lines: input.lines })
      return
    }
    case 'deleteDraft': {
      const draft = nth(ofStatus('draft'), op.pick)
      if (!draft) return
      await inTransaction((tx) => deleteDraft(tx, draft.id))
      model.vouchers.delete(draft.id)
      return
    }
    case 'deletePosted': {
      const posted = nth(ofStatus('posted'), op.pick)
      if (!posted) return
      return refused((tx) => deleteDraft(tx, posted.id), 'deleting a posted voucher')
    }
    case 'postDraft': {
      const draft = nth(ofStatus('draft'), op.pick)
      if (!draft) return
      if (!balanced(draft.lines))
        return refused((tx) => postDraft(tx, draft.id, actor), 'an unbalanced draft')
      await inTransaction((tx) => postDraft(tx, draft.id, actor))
      draft.status = 'posted'
      book(draft)
      return
    }
    case 'reverse':
    case 'correct': {
      const original = nth(ofStatus('posted'), op.pick)
      if (!original) return
      const date = addDays(original.date, op.laterDays)
      // Today is far ahead, so every voucher was posted on an earlier day: the permission decides.
      const options = {
        date,
        today: '2099-01-01',
        timeZone: 'Asia/Dhaka',
        mayReversePastDay: op.mayReversePastDay,
      }
      const reversible =
        op.mayReversePastDay && original.reversesId === undefined && original.reversedBy === undefined
      const doing = async (tx: Db) =>
        op.kind === 'reverse'
          ? { reversal: await reverse(tx, original.id, options, actor), draftId: undefined }
          : correct(tx, original.id, options, actor)
      if (!reversible) return refused(doing, `this ${op.kind}`)
      const { reversal, draftId } = await inTransaction(doing)
      const mirrored: ModelVoucher = {
        id: reversal.id,
        status: 'posted',
        type: original.type,
        date,
        lines: original.lines.map((l) => ({ ledgerId: l.ledgerId, debit: l.credit, credit: l.debit })),
        reversesId: original.id,
      }
      original.reversedBy = reversal.id
      model.vouchers.set(reversal.id, mirrored)
      book(mirrored)
      if (draftId !== undefined) {
        model.vouchers.set(draftId, {
          id: draftId,
          status: 'draft',
          type: original.type,
          date: original.date,
          lines: original.lines.map((l) => ({ ...l })),
        })
      }
      return
    }
  }
}

// ---- what the database holds, read the way the reports read it ----

/** Each ledger's balance by the reports' aggregate over the general ledger (posted lines). */
async function databaseBalances(): Promise<Map<number, Paisa>> {
  const rows = await queryRows<{ ledger_id: number; balance: string }>(
    db,
    sql`
    select ledger_id, (sum(debit) - sum(credit))::text as balance
    from voucher_line where posted group by ledger_id`,
  )
  return new Map(rows.map((r) => [Number(r.ledger_id), parseAmount(r.balance) as Paisa]))
}

async function checkInvariants(): Promise<void> {
  const unbalanced = await queryRows(
    db,
    sql`
    select v.id from voucher v left join voucher_line l on l.voucher_id = v.id
    where v.status = 'posted'
    group by v.id, v.total
    having coalesce(sum(l.debit), 0) <> coalesce(sum(l.credit), 0) or coalesce(sum(l.debit), 0) <> v.total
      or v.total <= 0 or bool_or(not l.posted)`,
  )
  expect(unbalanced, 'posted vouchers that do not balance').toEqual([])

  const numberedDrafts = await queryRows(
    db,
    sql`
    select id from voucher where status = 'draft' and (number is not null or sequence is not null)`,
  )
  expect(numberedDrafts, 'drafts with a number').toEqual([])

  const series = await queryRows<{
    series: string
    name: string
    n: number
    lo: number
    hi: number
    distinct_numbers: number
    bad: number
    counter: number
  }>(
    db,
    sql`
    select v.series, f.name, count(*)::int as n, min(v.sequence)::int as lo, max(v.sequence)::int as hi,
      count(distinct v.number)::int as distinct_numbers,
      count(*) filter (where v.number <> v.series || '-' || f.name || '-' || lpad(v.sequence::text, 6, '0'))::int as bad,
      max(c.last_sequence)::int as counter
    from voucher v join fiscal_year f on f.id = v.fiscal_year_id
    left join voucher_counter c on c.series = v.series and c.fiscal_year_id = v.fiscal_year_id
    where v.status = 'posted'
    group by v.series, f.name`,
  )
  for (const s of series) {
    expect(s, `numbers of ${s.series} ${s.name} are 1..n, each once, as the counter says`).toMatchObject({
      lo: 1,
      hi: s.n,
      distinct_numbers: s.n,
      bad: 0,
      counter: s.n,
    })
  }

  const pairs = await queryRows<{ original: number; reversal: number; mirrored: boolean }>(
    db,
    sql`
    select r.reverses_id as original, r.id as reversal,
      (select array_agg(array[l.ledger_id::text, coalesce(l.branch_id::text, ''), coalesce(l.sub_ledger_id::text, ''), l.credit::text, l.debit::text] order by l.position)
         from voucher_line l where l.voucher_id = r.reverses_id)
      = (select array_agg(array[l.ledger_id::text, coalesce(l.branch_id::text, ''), coalesce(l.sub_ledger_id::text, ''), l.debit::text, l.credit::text] order by l.position)
         from voucher_line l where l.voucher_id = r.id) as mirrored
    from voucher r where r.reverses_id is not null`,
  )
  for (const pair of pairs) expect(pair, 'a reversal mirrors its original').toMatchObject({ mirrored: true })

  // The model, line by line, against the database.
  const stored = await queryRows<{ id: number; status: string; reverses_id: number | null }>(
    db,
    sql`
    select id, status, reverses_id from voucher`,
  )
  const storedById = new Map(stored.map((v) => [Number(v.id), v]))
  for (const v of model.vouchers.values()) {
    const row = storedById.get(v.id)
    expect(row?.status, `voucher ${v.id}`).toBe(v.status)
    expect(row?.reverses_id ?? undefined, `voucher ${v.id} reverses`).toBe(v.reversesId)
  }

  const balances = await databaseBalances()
  const ledgerIds = new Set([...balances.keys(), ...model.balances.keys()])
  for (const ledgerId of ledgerIds) {
    expect(formatAmount(balances.get(ledgerId) ?? 0n), `ledger ${ledgerId}`).toBe(
      formatAmount(model.balances.get(ledgerId) ?? 0n),
    )
  }
  const trial = [...balances.values()].reduce((sum, b) => sum + b, 0n)
  expect(trial, 'the trial balance ties').toBe(0n)
}

describe('any sequence of ledger operations keeps the books true', () => {
  it('drafts, posts, reversals and corrections, valid or not, leave every invariant holding', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 30 }), async (operations) => {
        for (const op of operations) await run(op)
        await checkInvariants()
      }),
      { numRuns: 25 },
    )
    expect(ofStatus('posted').length).toBeGreaterThan(20)
  }, 240_000)

  it('refuses a direct UPDATE or DELETE of any posted line (LG001)', async () => {
    const lines = await queryRows<{ id: number }>(
      db,
      sql`select id from voucher_line where posted order by id`,
    )
    expect(lines.length).toBeGreaterThan(0)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lines.map((l) => Number(l.id))),
        fc.constantFrom('debit', 'credit', 'ledger', 'delete'),
        async (id, change) => {
          const statement =
            change === 'delete'
              ? sql`delete from voucher_line where id = ${id}`
              : change === 'ledger'
                ? sql`update voucher_line set ledger_id = ledger_id where id = ${id}`
                : sql`update voucher_line set ${sql.raw(change)} = ${sql.raw(change)} + 1 where id = ${id}`
          expect(await sqlState(() => db.execute(statement))).toBe('LG001')
        },
      ),
      { numRuns: 20 },
    )
    await checkInvariants()
  })
})
