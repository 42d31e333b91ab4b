// Giving's reads on a million gifts (issue 14, proof): fills a throw-away PostgreSQL database with
// BENCH_GIFTS (default 1,000,000) donations over 20 causes and the general fund, three fiscal years
// (2023-24 to 2025-26), mostly completed, some refunded, pledged, pending, failed and cancelled,
// amounts from Tk 100 to Tk 50,000 with paisa, then measures three reads, each against hand-written
// SQL run in the same process on the same rows (median of 7 after a warm-up):
//   - the donations report of fiscal year 2025-26 by cause and month (report-service.ts
//     `donationReport`), against the hand-written
//       SELECT cause_id, date_trunc('month', received_on), sum(amount), count(*) FROM donation
//       WHERE status IN ('completed', 'refunded') AND received_on BETWEEN … GROUP BY 1, 2
//     and its twin for the refunds by the month they were booked, the two run at once as the
//     service runs its two: the report shows refunds too, so a baseline of the received half alone
//     would compare unequal work;
//   - what the 20 causes raised (donations.ts `raisedByCause`: sum and distinct donors of the
//     completed gifts), against the hand-written SELECT cause_id, sum(amount),
//     count(DISTINCT lower(email)) … GROUP BY cause_id;
//   - a 50-gift page (page 2) of the staff donation list filtered by cause and status, through
//     `buildApp` + `app.inject` on GET /donation/api/v1/donation/all/ with the administrator's
//     bearer token: the list is assembled by the route (permission check, list filters, count, page,
//     presenter), not by a function the resource exports, so the honest measure is the request as
//     staff make it, JSON and all. Against hand-written SQL of the same page: the count, and the 50
//     rows with their cause's name, receipt number and voucher numbers joined in.
// The fill ends with VACUUM ANALYZE (what autovacuum does after a table's inserts): what the causes
// raised is an index-only scan of donation_raised_idx (migration 0019, added after this bench found
// that read at 3 s), which relies on the visibility map.
// Targets: under 1 s, and within 3× of the baseline (the report does more than its SQL: parsing
// amounts, tallying months, naming the causes); the list page may instead be at most 50 ms over it
// (see TARGETS for why).
//
// The fill goes through every CHECK, foreign key and trigger of the tables (no
// session_replication_role): a received gift names a real posted receipt voucher and a real money
// receipt numbered by the database, a refunded one a real posted reversal voucher. To keep the fill
// to a couple of minutes the gifts share a pool of 10,000 receipt vouchers (with their lines) and
// money receipts and 1,000 reversal vouchers, rather than one each: none of the three reads touches
// vouchers or receipts but the list's presenter, which looks up the page's 50 by primary key, as it
// would with one each.
//
// Runs with tsx: npm run bench:giving. Server: PG_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, trust auth); without one it falls back to PGlite in
// a temporary folder and says so. Writes bench/results/giving.json. Not a test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { openDatabase, queryRows } from '../server/db/client.ts'
import { raisedByCause } from '../server/modules/giving/donations.ts'
import { donationReport } from '../server/modules/giving/report-service.ts'
import { ensureFiscalYear } from '../server/modules/ledger/fiscal-year.ts'
import { prepareDatabase } from '../server/prepare.ts'
import { createServerDatabase, dropServerDatabase, round, timeIt } from './pg-scratch.mjs'

const GIFTS = Number(process.env.BENCH_GIFTS ?? 1_000_000)
const CAUSES = 20
const BATCH = 100_000
const RECEIPT_POOL = Math.min(10_000, GIFTS)
const REFUND_POOL = Math.min(1_000, GIFTS)
const REPEAT = 7
const FIRST_DAY = '2023-07-01' // three fiscal years, July to June: 1,096 days
const DAYS = 1096
const YEARS = ['2023-07-01', '2024-07-01', '2025-07-01']
const REPORT = { from: '2025-07-01', to: '2026-06-30' }
const PAGE = { size: 50, page: 2 }
// The list may instead be at most 50 ms over its baseline: the route pays a fixed cost per request
// that its two baseline statements do not (the bearer token and permission checked, the count, the
// page and the presenter's three lookups as five round trips, 50 gifts turned into JSON), about
// 20–30 ms whether the table holds 20,000 gifts or a million (over_ms), so against a baseline of
// 7–11 ms (an index-only count and a 100-row index walk) its ratio says more about that constant
// than about how the read scales; the 3× still applies when the SQL is slow.
const TARGETS = { ms: 1000, ratio: 3, listOverMs: 50 }
const ADMIN = { email: 'bench-admin@kizuna.example', password: 'bench admin password 2026' }

const quiet = { info: () => {}, warn: () => {} }
const scratch = mkdtempSync(path.join(tmpdir(), 'kizuna-bench-giving-'))
const config = { ...loadConfig({}), mediaDir: path.join(scratch, 'media'), publicUrl: 'http://kizuna.bench' }

const databaseUrl = await createServerDatabase()
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite'
const database = await openDatabase({ databaseUrl, dataDir: scratch })
const db = database.db
let app
try {
  await prepareDatabase(database, { seedDemo: false, mediaDir: config.mediaDir, log: quiet, admin: ADMIN })
  const years = []
  for (const start of YEARS) years.push(await ensureFiscalYear(db, start, 7))
  const lastYear = years[2]

  // ---- 20 published causes ----
  await db.execute(sql`
    insert into cause (name, category, summary, goal_amount, start_date, position, status, publish_at)
    select 'Bench cause ' || n, 'Relief', 'A cause of the bench', 5000000, ${FIRST_DAY}::date, n, 'published', now()
    from generate_series(1, ${CAUSES}::int) n`)
  const causeIds = (await queryRows(db, sql`select id from cause order by id`)).map((c) => Number(c.id))
  const causeArray = `{${causeIds.join(',')}}`

  console.log(`Filling ${engine} with ${GIFTS.toLocaleString('en')} gifts…`)
  const fillStarted = performance.now()

  // ---- the pool: posted receipt vouchers with their lines, their money receipts, reversals ----
  const [{ id: cash }] = await queryRows(db, sql`select id from ledger_account where name = 'Cash'`)
  const [{ id: income }] = await queryRows(db, sql`select id from ledger_account where name = 'Sales'`)
  const postedVouchers = (series, type, count, debit, credit) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into voucher (type, status, number, series, fiscal_year_id, sequence, date, total, narration, posted_at)
        select ${type}, 'posted', ${`${series}-${lastYear.name}-`} || lpad(s::text, 6, '0'), ${series},
          ${lastYear.id}::int, s, ${lastYear.startDate}::date + (s % 365), (100 + s % 49901)::numeric, 'Bench gift', now()
        from generate_series(1, ${count}::int) s`)
      await tx.execute(sql`
        insert into voucher_line (voucher_id, position, posted, date, ledger_id, debit, credit)
        select v.id, side.position, true, v.date,
          case when side.position = 0 then ${debit}::int else ${credit}::int end,
          case when side.position = 0 then v.total else 0 end,
          case when side.position = 1 then v.total else 0 end
        from voucher v cross join (values (0::smallint), (1::smallint)) side(position)
        where v.series = ${series} and v.fiscal_year_id = ${lastYear.id}::int`)
      await tx.execute(sql`
        insert into voucher_counter (series, fiscal_year_id, last_sequence) values (${series}, ${lastYear.id}, ${count})`)
    })
  await postedVouchers('RV', 'receipt', RECEIPT_POOL, cash, income)
  await postedVouchers('JV', 'journal', REFUND_POOL, income, cash)
  const span = async (series) => {
    const [r] = await queryRows(
      db,
      sql`select min(id)::int as first, count(*)::int as n, (max(id) - min(id) + 1)::int as width
          from voucher where series = ${series}`,
    )
    if (r.n !== r.width) throw new Error(`${series} vouchers are not numbered contiguously`)
    return r.first
  }
  const firstReceiptVoucher = await span('RV')
  const firstRefundVoucher = await span('JV')
  // The database numbers each receipt (money_receipt_number), so they go in as the service writes them.
  await db.execute(sql`
    insert into money_receipt (fiscal_year_id, date, source_type, source_id, payer_name, amount, purpose, method, voucher_id)
    select ${lastYear.id}::int, v.date, 'donation', v.sequence, 'Bench donor', v.total, 'Donation: bench', '{"kind":"cash"}'::jsonb, v.id
    from voucher v where v.series = 'RV' and v.fiscal_year_id = ${lastYear.id}::int order by v.id`)
  const [receipts] = await queryRows(
    db,
    sql`select min(id)::int as first, count(*)::int as n, (max(id) - min(id) + 1)::int as width from money_receipt`,
  )
  if (receipts.n !== receipts.width) throw new Error('money receipts are not numbered contiguously')

  // ---- the gifts, in batches: n picks cause, status, day, amount, channel and donor ----
  // status by (n * 37) % 100: 0–84 completed, 85–87 refunded, 88–92 pledged, 93–96 failed,
  // 97–98 pending, 99 cancelled. One gift in eleven goes to the general fund.
  for (let lo = 1; lo <= GIFTS; lo += BATCH) {
    const hi = Math.min(GIFTS, lo + BATCH - 1)
    await db.execute(sql`
      with g as (
        select n,
          case when (n * 37) % 100 < 85 then 'completed' when (n * 37) % 100 < 88 then 'refunded'
               when (n * 37) % 100 < 93 then 'pledged' when (n * 37) % 100 < 97 then 'failed'
               when (n * 37) % 100 < 99 then 'pending' else 'cancelled' end as status,
          ${FIRST_DAY}::date + (n % ${DAYS}::int)::int as day,
          (${FIRST_DAY}::date + (n % ${DAYS}::int)::int)::timestamp at time zone 'Asia/Dhaka'
            + make_interval(secs => 6 * 3600 + (n * 7919) % 57600) as made
        from generate_series(${lo}::bigint, ${hi}::bigint) n),
      c as (
        select g.*, case when status = 'pledged' then 'offline' when status in ('completed', 'refunded')
                           and n % 3 = 0 then 'offline' when status in ('completed', 'refunded') then 'online'
                         else 'online' end as channel
        from g)
      insert into donation (transaction_id, cause_id, first_name, last_name, email, phone, amount, channel,
        method, status, received_on, completed_at, voucher_id, receipt_id, refund_voucher_id, refunded_at,
        refund_reason, created_at, updated_at)
      select 'BENCH-' || lpad(n::text, 9, '0'),
        case when n % 11 = 0 then null else (${causeArray}::int[])[(1 + (n * 7) % ${CAUSES}::int)::int] end,
        'Donor', 'No. ' || (n % 50000), 'donor' || (n % 50000) || '@example.org', '017' || lpad((n % 100000000)::text, 8, '0'),
        round((100 + (n * 7919) % 49901)::numeric + (n % 100)::numeric / 100, 2),
        channel,
        case when status = 'pledged' then null when channel = 'online' then 'gateway'
             else (array['cash', 'cheque', 'bank_transfer', 'bkash'])[(1 + n % 4)::int] end,
        status,
        case when status in ('completed', 'refunded') then day end,
        case when status in ('completed', 'refunded') then made + interval '5 minutes' end,
        case when status in ('completed', 'refunded') then ${firstReceiptVoucher}::int + n % ${RECEIPT_POOL}::int end,
        case when status in ('completed', 'refunded') then ${receipts.first}::int + n % ${RECEIPT_POOL}::int end,
        case when status = 'refunded' then ${firstRefundVoucher}::int + n % ${REFUND_POOL}::int end,
        case when status = 'refunded' then made + interval '20 days' end,
        case when status = 'refunded' then 'Bench refund' end,
        made, made
      from c`)
    process.stdout.write(`  ${hi.toLocaleString('en')} gifts\r`)
  }
  // VACUUM as well as ANALYZE: autovacuum does as much for a table after its inserts (PostgreSQL 13
  // and later vacuum on inserts), and index-only scans rely on the visibility map it writes.
  await db.execute(sql`vacuum analyze donation`)
  await db.execute(sql`analyze voucher; analyze voucher_line; analyze money_receipt; analyze cause`)
  const fillSeconds = (performance.now() - fillStarted) / 1000
  const [counts] = await queryRows(
    db,
    sql`select count(*)::int as gifts, count(*) filter (where status = 'completed')::int as completed,
          count(*) filter (where status = 'refunded')::int as refunded,
          count(*) filter (where received_on between ${REPORT.from} and ${REPORT.to})::int as in_year
        from donation`,
  )
  console.log(
    `Filled in ${round(fillSeconds)} s: ${counts.gifts.toLocaleString('en')} gifts, ${counts.completed.toLocaleString('en')} completed, ${counts.refunded.toLocaleString('en')} refunded, ${counts.in_year.toLocaleString('en')} received in ${lastYear.name}.`,
  )

  const results = []
  /** One row of the table; on a FAIL, the plan of the baseline's `explain` statement, to see why. */
  const measure = async (name, ours, baseline, explain, overMs) => {
    const ratio = ours / baseline
    const pass =
      ours < TARGETS.ms && (ratio <= TARGETS.ratio || (overMs !== undefined && ours - baseline <= overMs))
    if (!pass) {
      const plan = await queryRows(db, sql`explain (analyze, buffers) ${explain}`)
      console.log(`${name}: FAIL; the baseline's plan:\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`)
    }
    results.push({
      read: name,
      ours_ms: round(ours),
      baseline_ms: round(baseline),
      ratio: round(ratio, 2),
      over_ms: round(ours - baseline),
      target: `< ${TARGETS.ms} ms, ≤ ${TARGETS.ratio}×${overMs === undefined ? '' : ` or ≤ +${overMs} ms`}`,
      pass: pass ? 'PASS' : 'FAIL',
    })
  }

  // ---- 1. the donations report of a fiscal year ----
  const timeZone = config.timeZone
  const report = await donationReport(db, REPORT, timeZone)
  const receivedSql = sql`select cause_id, date_trunc('month', received_on) as month, sum(amount) as amount,
      count(*) as n
    from donation
    where status in ('completed', 'refunded') and received_on between ${REPORT.from} and ${REPORT.to}
    group by 1, 2`
  const reportBaseline = () =>
    Promise.all([
      queryRows(db, receivedSql),
      queryRows(
        db,
        sql`select cause_id, date_trunc('month', greatest(received_on, (refunded_at at time zone ${timeZone})::date)) as month,
              sum(amount) as amount, count(*) as n
            from donation
            where status = 'refunded'
              and greatest(received_on, (refunded_at at time zone ${timeZone})::date) between ${REPORT.from} and ${REPORT.to}
            group by 1, 2`,
      ),
    ])
  const [received] = await reportBaseline()
  if (received.reduce((n, r) => n + Number(r.n), 0) !== report.giftCount)
    throw new Error('the report and its baseline count different gifts')
  await measure(
    `donations report, ${lastYear.name} by cause and month`,
    await timeIt(() => donationReport(db, REPORT, timeZone), REPEAT),
    await timeIt(reportBaseline, REPEAT),
    receivedSql,
  )

  // ---- 2. what the causes raised ----
  const raisedSql = sql`select cause_id, sum(amount) as raised, count(distinct lower(email)) as donors
    from donation where cause_id = any(${causeArray}::int[]) and status = 'completed' group by cause_id`
  const raisedBaseline = () => queryRows(db, raisedSql)
  const raised = await raisedByCause(db, causeIds)
  const raisedRows = await raisedBaseline()
  const first = raisedRows.find((r) => Number(r.cause_id) === causeIds[0])
  if (String(raised.get(causeIds[0]).donors) !== String(first.donors))
    throw new Error('raisedByCause and its baseline disagree')
  await measure(
    `raised by ${CAUSES} causes`,
    await timeIt(() => raisedByCause(db, causeIds), REPEAT),
    await timeIt(raisedBaseline, REPEAT),
    raisedSql,
  )

  // ---- 3. a page of the staff list, by cause and status, through the route ----
  app = await buildApp({ config, database })
  await app.ready()
  const login = await app.inject({
    method: 'POST',
    url: '/user/api/v1/user/login/',
    payload: { email: ADMIN.email, password: ADMIN.password },
  })
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`)
  const headers = { authorization: `Bearer ${login.json().access}` }
  const listCause = causeIds[3]
  const url = `/donation/api/v1/donation/all/?cause=${listCause}&status=completed&page=${PAGE.page}&size=${PAGE.size}`
  const listRoute = async () => {
    const response = await app.inject({ method: 'GET', url, headers })
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
    return response
  }
  const pageSql = sql`select d.*, c.name as cause_name, r.number as receipt_number, v.number as voucher_number,
      rv.number as refund_voucher_number
    from (select * from donation where cause_id = ${listCause} and status = 'completed'
          order by created_at desc, id desc limit ${PAGE.size} offset ${(PAGE.page - 1) * PAGE.size}) d
    left join cause c on c.id = d.cause_id
    left join money_receipt r on r.id = d.receipt_id
    left join voucher v on v.id = d.voucher_id
    left join voucher rv on rv.id = d.refund_voucher_id
    order by d.created_at desc, d.id desc`
  const listBaseline = () =>
    Promise.all([
      queryRows(
        db,
        sql`select count(*) from donation where cause_id = ${listCause} and status = 'completed'`,
      ),
      queryRows(db, pageSql),
    ])
  const page = (await listRoute()).json()
  const [[total], baselineRows] = await listBaseline()
  if (page.total_elements !== Number(total.count) || page.donations[0].id !== baselineRows[0].id)
    throw new Error('the list route and its baseline answer different pages')
  if (!page.donations[0].receipt_number || !page.donations[0].voucher_number)
    throw new Error('the page names no receipt or voucher')
  await measure(
    `staff list page (${PAGE.size}, cause + status) via app.inject`,
    await timeIt(listRoute, REPEAT),
    await timeIt(listBaseline, REPEAT),
    pageSql,
    TARGETS.listOverMs,
  )

  console.log(`\nGiving bench on ${engine} (${GIFTS.toLocaleString('en')} gifts; medians of ${REPEAT})`)
  console.table(results)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/giving.json',
    `${JSON.stringify({ date: new Date().toISOString(), engine, gifts: GIFTS, fill_seconds: round(fillSeconds), counts, results }, null, 2)}\n`,
  )
  console.log('Written to bench/results/giving.json')
  if (results.some((r) => r.pass === 'FAIL')) process.exitCode = 1
} finally {
  await app?.close()
  await database.close()
  if (databaseUrl) await dropServerDatabase()
  rmSync(scratch, { recursive: true, force: true })
}
