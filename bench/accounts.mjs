// The books under load (issue 13, proof): fills a throw-away PostgreSQL database with 1,000,000
// posted ledger lines (500,000 balanced journal vouchers over ~50 ledgers and a fiscal year, one
// ledger holding 100,000 lines), through the database's own guards (the triggers stay on), then
// measures, each against a baseline run in the same process on the same rows:
//   - posting throughput: vouchers/s through posting.ts `post` with 8 concurrent clients (each post
//     committed and its number read back), against raw INSERTs of the same vouchers and lines,
//     numbered in advance, without the service (target ≥ 500 vouchers/s, numbers gapless);
//   - a ledger statement page (50 rows, opening and running balance) of the 100,000-line ledger
//     through the reports service, against one hand-written SQL query;
//   - the year's trial balance through the reports service, against a hand-written
//     SELECT ledger_id, sum(debit), sum(credit) … GROUP BY ledger_id (target: under 1 s and within
//     2× of the baseline).
// Runs with tsx (the server code is TypeScript): npm run bench:accounts. Server: PG_ADMIN_URL
// (default postgres://postgres@127.0.0.1:5432/postgres, trust auth); without one it falls back to
// PGlite in a temporary folder and says so (one connection: no concurrency there).
// BENCH_LINES (default 1000000) sizes the books. Writes bench/results/accounts.json. Not a test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../server/db/client.ts'
import { ensureFiscalYear } from '../server/modules/ledger/fiscal-year.ts'
import { post, voucherNumber } from '../server/modules/ledger/posting.ts'
import { prepareDatabase } from '../server/prepare.ts'
import { createServerDatabase, dropServerDatabase, round, timeIt } from './pg-scratch.mjs'

const TOTAL_LINES = Number(process.env.BENCH_LINES ?? 1_000_000)
const VOUCHERS = TOTAL_LINES / 2
const HEAVY_LINES = Math.min(100_000, VOUCHERS / 5)
const LEDGERS = 50
const BATCH = 50_000
const CLIENTS = 8
const POSTS_PER_CLIENT = 250
const REPEAT = 7
const YEAR = { name: '2026-27', start: '2026-07-01', end: '2027-06-30' }
const TARGETS = { postsPerSecond: 500, trialBalanceMs: 1000, trialBalanceRatio: 2 }

const quiet = { info: () => {}, warn: () => {} }
const scratch = mkdtempSync(path.join(tmpdir(), 'kizuna-bench-accounts-'))

const databaseUrl = await createServerDatabase()
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite'
const database = await openDatabase({ databaseUrl, dataDir: scratch })
const db = database.db
try {
  await prepareDatabase(database, { seedDemo: false, mediaDir: path.join(scratch, 'media'), log: quiet })
  const year = await ensureFiscalYear(db, YEAR.start, 7)

  // ---- the chart: ~50 ledgers, one of them the heavy one ----
  const [{ id: groupId }] = await queryRows(
    db,
    sql`select id from account_group where name = 'Indirect Expenses'`,
  )
  const [{ id: bankGroup }] = await queryRows(
    db,
    sql`select id from account_group where name = 'Bank Accounts'`,
  )
  await db.execute(sql`
    insert into ledger_account (name, group_id, account_type)
    select 'Bench ledger ' || n, ${groupId}::int, 'expense' from generate_series(1, ${LEDGERS - 3}::int) n`)
  await db.execute(
    sql`insert into ledger_account (name, group_id, account_type) values ('Bench Bank', ${bankGroup}, 'bank')`,
  )
  const ledgerRows = await queryRows(db, sql`select id, name from ledger_account order by id`)
  const idOf = (name) => ledgerRows.find((l) => l.name === name).id
  const heavy = idOf('Bench Bank')
  const cash = idOf('Cash')
  const sales = idOf('Sales')
  const others = ledgerRows.map((l) => l.id).filter((id) => id !== heavy)
  const othersArray = `{${others.join(',')}}`

  // ---- 1,000,000 posted lines, in batches of vouchers with their lines in the same transaction ----
  console.log(`Filling ${engine} with ${TOTAL_LINES.toLocaleString('en')} posted lines…`)
  const fillStarted = performance.now()
  const heavyEvery = Math.floor(VOUCHERS / HEAVY_LINES)
  for (let lo = 1; lo <= VOUCHERS; lo += BATCH) {
    const hi = Math.min(VOUCHERS, lo + BATCH - 1)
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into voucher (type, status, number, series, fiscal_year_id, sequence, date, total, narration, posted_at)
        select 'journal', 'posted', 'JV-${sql.raw(YEAR.name)}-' || lpad(s::text, 6, '0'), 'JV', ${year.id}::int, s,
          ${YEAR.start}::date + (s % 365), ((s % 99991) + 1)::numeric / 100, 'Bench', now()
        from generate_series(${lo}::int, ${hi}::int) s`)
      // Debit: the heavy ledger on every heavyEvery-th voucher, else one of the others; credit: another.
      await tx.execute(sql`
        insert into voucher_line (voucher_id, position, posted, date, ledger_id, debit, credit)
        select v.id, side.position, true, v.date,
          case when side.position = 0 then
                 case when v.sequence % ${heavyEvery}::int = 0 then ${heavy}::int
                      else (${othersArray}::int[])[1 + v.sequence % ${others.length}::int] end
               else (${othersArray}::int[])[1 + (v.sequence / 7) % ${others.length}::int] end,
          case when side.position = 0 then v.total else 0 end,
          case when side.position = 1 then v.total else 0 end
        from voucher v cross join (values (0::smallint), (1::smallint)) side(position)
        where v.series = 'JV' and v.fiscal_year_id = ${year.id}::int and v.sequence between ${lo}::int and ${hi}::int`)
    })
    process.stdout.write(`  ${(hi * 2).toLocaleString('en')} lines\r`)
  }
  await db.execute(sql`
    insert into voucher_counter (series, fiscal_year_id, last_sequence) values ('JV', ${year.id}, ${VOUCHERS})`)
  await db.execute(sql`analyze voucher; analyze voucher_line`)
  const fillSeconds = (performance.now() - fillStarted) / 1000
  const [counts] = await queryRows(
    db,
    sql`select count(*)::int as lines, count(*) filter (where ledger_id = ${heavy})::int as heavy from voucher_line where posted`,
  )
  console.log(
    `Filled in ${round(fillSeconds)} s: ${counts.lines.toLocaleString('en')} posted lines, ${counts.heavy.toLocaleString('en')} on the heavy ledger.`,
  )

  const results = []

  // ---- posting throughput: 8 clients through the service, against raw INSERTs of the same rows ----
  const clients = databaseUrl
    ? await Promise.all(
        Array.from({ length: CLIENTS }, () => openDatabase({ databaseUrl, dataDir: scratch })),
      )
    : Array.from({ length: CLIENTS }, () => database)
  const receipt = (c, i) => {
    const paisa = BigInt(c * 10_000 + i + 1)
    return {
      type: 'receipt',
      date: `2026-${String(8 + (i % 4)).padStart(2, '0')}-15`,
      lines: [
        { ledgerId: cash, debit: paisa, credit: 0n },
        { ledgerId: sales, debit: 0n, credit: paisa },
      ],
    }
  }
  const throughput = async (postOne) => {
    const started = performance.now()
    await Promise.all(
      clients.map(async (client, c) => {
        for (let i = 0; i < POSTS_PER_CLIENT; i++) await postOne(client.db, c, i)
      }),
    )
    return (CLIENTS * POSTS_PER_CLIENT) / ((performance.now() - started) / 1000)
  }
  // Each post commits, then reads the number the database gave it at commit (ADR 021), as the
  // voucher routes do before they answer.
  const viaService = await throughput(async (clientDb, c, i) => {
    const { id } = await clientDb.transaction((tx) => post(tx, receipt(c, i), { id: null }))
    return voucherNumber(clientDb, id)
  })
  // The same vouchers and lines written by hand, numbered in advance (a year of their own, so the
  // numbers do not meet the service's), one transaction each, with the same triggers checking them.
  const rawYear = await ensureFiscalYear(db, '2027-08-01', 7)
  const viaInserts = await throughput((clientDb, c, i) =>
    clientDb.transaction(async (tx) => {
      const input = receipt(c, i)
      const sequence = c * POSTS_PER_CLIENT + i + 1
      const amount = (Number(input.lines[0].debit) / 100).toFixed(2)
      const [row] = await queryRows(
        tx,
        sql`insert into voucher (type, status, number, series, fiscal_year_id, sequence, date, total, posted_at)
            values ('receipt', 'posted', ${`RV-${rawYear.name}-${String(sequence).padStart(6, '0')}`}, 'RV',
              ${rawYear.id}, ${sequence}, '2027-08-15', ${amount}, now()) returning id`,
      )
      await tx.execute(sql`
        insert into voucher_line (voucher_id, position, posted, date, ledger_id, debit, credit)
        values (${row.id}, 0, true, '2027-08-15', ${cash}, ${amount}, 0),
               (${row.id}, 1, true, '2027-08-15', ${sales}, 0, ${amount})`)
    }),
  )
  results.push({
    measure: `posting, ${CLIENTS} clients (vouchers/s)`,
    kizuna: round(viaService),
    baseline: round(viaInserts),
    ratio: round(viaInserts / viaService, 2),
    target: `≥ ${TARGETS.postsPerSecond}/s`,
    pass: viaService >= TARGETS.postsPerSecond,
  })
  if (databaseUrl) await Promise.all(clients.map((c) => c.close()))

  // ---- the reports: the service when it is on this branch, and the hand-written SQL ----
  let reports
  try {
    reports = await import('../server/modules/ledger/reports/index.ts')
  } catch {
    console.log(
      'reports service not on main yet: the statement and trial balance are measured by hand-written SQL only.',
    )
  }

  const pageFrom = '2027-01-01'
  const statementBaseline = () =>
    queryRows(
      db,
      sql`with opening as (
            select coalesce(sum(debit - credit), 0) as balance from voucher_line
            where posted and ledger_id = ${heavy} and date < ${pageFrom}),
          page as (
            select l.id, l.date, v.number, l.debit, l.credit from voucher_line l join voucher v on v.id = l.voucher_id
            where l.posted and l.ledger_id = ${heavy} and l.date >= ${pageFrom} and l.date <= ${YEAR.end}
            order by l.date, l.id limit 50)
          select page.*, opening.balance as opening,
            opening.balance + sum(page.debit - page.credit) over (order by page.date, page.id) as running
          from page, opening order by page.date, page.id`,
    )
  const statementMs = await timeIt(statementBaseline, REPEAT)
  const statementService = reports?.ledgerStatement
    ? await timeIt(
        () =>
          reports.ledgerStatement(db, { ledgerId: heavy, from: pageFrom, to: YEAR.end, page: 1, size: 50 }),
        REPEAT,
      )
    : undefined
  results.push({
    measure: 'ledger statement page, 100k-line ledger (ms)',
    kizuna: statementService === undefined ? 'n/a' : round(statementService),
    baseline: round(statementMs),
    ratio: statementService === undefined ? 'n/a' : round(statementService / statementMs, 2),
    target: '—',
    pass: statementService === undefined ? 'n/a' : true,
  })

  const trialBaseline = () =>
    queryRows(
      db,
      sql`select ledger_id, sum(debit) as debit, sum(credit) as credit from voucher_line
          where posted and date between ${YEAR.start} and ${YEAR.end} group by ledger_id`,
    )
  const trialMs = await timeIt(trialBaseline, REPEAT)
  const trialService = reports?.trialBalance
    ? await timeIt(() => reports.trialBalance(db, { from: YEAR.start, to: YEAR.end }), REPEAT)
    : undefined
  results.push({
    measure: 'trial balance, one year (ms)',
    kizuna: trialService === undefined ? 'n/a' : round(trialService),
    baseline: round(trialMs),
    ratio: trialService === undefined ? 'n/a' : round(trialService / trialMs, 2),
    target: `< ${TARGETS.trialBalanceMs} ms, ≤ ${TARGETS.trialBalanceRatio}× baseline`,
    pass:
      trialService === undefined
        ? 'n/a'
        : trialService < TARGETS.trialBalanceMs && trialService <= TARGETS.trialBalanceRatio * trialMs,
  })

  console.log(
    `\nAccounts bench on ${engine} (${TOTAL_LINES.toLocaleString('en')} lines; medians of ${REPEAT})`,
  )
  console.log(
    'posting: the ratio is baseline/kizuna (raw inserts per service post); reports: kizuna/baseline.',
  )
  console.table(results)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/accounts.json',
    `${JSON.stringify({ date: new Date().toISOString(), engine, lines: TOTAL_LINES, fill_seconds: round(fillSeconds), results }, null, 2)}\n`,
  )
  console.log('Written to bench/results/accounts.json')
} finally {
  await database.close()
  if (databaseUrl) await dropServerDatabase()
  rmSync(scratch, { recursive: true, force: true })
}
