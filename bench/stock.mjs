// The stock ledger's reads on 100,000 movements (issue 15, proof): fills a throw-away PostgreSQL
// database with BENCH_MOVEMENTS (default 100,000) stock movements over 500 products in 3 branches
// (1,500 chains: one busy chain of 10,000 movements, the rest about 60 each, from July 2023), then
// measures, median of 7 after a warm-up, each against hand-written SQL run in the same process on
// the same rows:
//   - a stock card page (stock-card.ts `stockCardPage`: page 3 of 50 rows of the busy chain over
//     one year, with the balance before the range and at its end), against the hand-written count,
//     the 50 rows joined to their vouchers' numbers, and the two balances;
//   - the inventory summary of every product and branch, now (stock-levels.ts `stockRows` and
//     its total value, what without_pagination/filter/ answers), against
//       SELECT … FROM stock_level JOIN product JOIN branch ORDER BY sku, and the sum of the values;
//   - the same as of a date (each chain's last movement on or before it), against the
//     hand-written SELECT DISTINCT ON (product_id, branch_id) … WHERE date <= … ORDER BY
//     product_id, branch_id, date DESC, id DESC, and its sum;
//   - the summary's first page of 50 (`stockPage`, filter/), against a count and a LIMIT 50.
// It also times two back-dated receipts through `recordMovements` (no target: the price of the
// synchronous recompute, ADR 025): one before 30 later movements, one before 1,000.
// Target: within 2× of the baseline.
//
// The fill: 60 movements go through `recordMovements` (back-dated sales and receipts, re-valuing
// later ones and posting their revaluation journals) with every check of the database. The bulk
// is set-based SQL: a product's movements alternate a receipt and a sale of the same quantity at
// the product's own cost, so the moving average is that cost throughout, and the running quantity
// and value after each row are window sums. Inserted with session_replication_role = replica (in
// that transaction only), which skips the deferred chain check (one trigger per row at commit,
// minutes for 100,000 rows); the rows are checked afterwards by one window query instead, the same
// rule the trigger applies, and the stock levels are written from the last movement of each chain.
//
// Runs with tsx: npm run bench:stock. Server: PG_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, trust auth); without one it falls back to PGlite in
// a temporary folder and says so. Writes bench/results/stock.json. Not a test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../server/config.ts'
import { openDatabase, queryRows } from '../server/db/client.ts'
import { stockCardPage } from '../server/modules/stores/stock/stock-card.ts'
import { stockPage, stockRows, totalValue } from '../server/modules/stores/stock/stock-levels.ts'
import { recordMovements } from '../server/modules/stores/stock-ledger.ts'
import { prepareDatabase } from '../server/prepare.ts'
import { createServerDatabase, dropServerDatabase, round, timeIt } from './pg-scratch.mjs'

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 100_000)
const PRODUCTS = 500
const BRANCHES = 3
const BUSY = Math.min(10_000, Math.floor(MOVEMENTS / 10))
const THROUGH_LEDGER = 60
const REPEAT = 7
const FIRST_DAY = '2023-07-01'
const SPAN_DAYS = 1000
const CARD = { from: '2024-07-01', to: '2025-06-30', page: 3, size: 50 }
const AS_OF = '2024-12-31'
const TARGET_RATIO = 2
const ADMIN = { email: 'bench-admin@kizuna.example', password: 'bench admin password 2026' }
const actor = { id: null }

const quiet = { info: () => {}, warn: () => {} }
const scratch = mkdtempSync(path.join(tmpdir(), 'kizuna-bench-stock-'))
const config = { ...loadConfig({}), mediaDir: path.join(scratch, 'media') }

const databaseUrl = await createServerDatabase()
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite'
const database = await openDatabase({ databaseUrl, dataDir: scratch })
const db = database.db
try {
  await prepareDatabase(database, { seedDemo: false, mediaDir: config.mediaDir, log: quiet, admin: ADMIN })

  // ---- branches and products: cost per product Tk 100.25 to Tk 499.25 ----
  await db.execute(
    sql`insert into branch (name) select 'Bench branch ' || n from generate_series(1, ${BRANCHES}::int) n`,
  )
  await db.execute(sql`
    insert into product (sku, name, unit, sale_price, low_stock_threshold)
    select 'BENCH-' || lpad(n::text, 4, '0'), 'Bench product ' || n, 'pcs', 600, 500 + n % 10
    from generate_series(1, ${PRODUCTS}::int) n`)
  const branchIds = (
    await queryRows(db, sql`select id from branch where name like 'Bench branch %' order by id`)
  ).map((r) => Number(r.id))
  const [{ first: firstProduct }] = await queryRows(
    db,
    sql`select min(id)::int as first from product where sku like 'BENCH-%'`,
  )

  console.log(`Filling ${engine} with ${MOVEMENTS.toLocaleString('en')} stock movements…`)
  const fillStarted = performance.now()
  const chains = PRODUCTS * BRANCHES
  const bulk = MOVEMENTS - THROUGH_LEDGER
  const perChain = Math.floor((bulk - BUSY) / (chains - 1))
  await db.transaction(async (tx) => {
    // Only this transaction skips the triggers (see the header): the rows are checked below.
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(sql`
      with chain as (
        select c, ${firstProduct}::int + c / ${BRANCHES}::int as product_id,
          (${sql.raw(`array[${branchIds.join(',')}]`)})[1 + c % ${BRANCHES}::int] as branch_id,
          case when c = 0 then ${BUSY}::int else ${perChain}::int end as n,
          (100 + (c / ${BRANCHES}::int) % 400)::numeric + 0.25 as cost
        from generate_series(0, ${chains - 1}::int) c),
      step as (
        select chain.*, k,
          case when k = 1 then 'opening' when k % 2 = 0 then 'purchase' else 'sale' end as kind,
          case when k = 1 then 500 when k % 2 = 0 then 1 + (k * 7 + c) % 9 else -(1 + ((k - 1) * 7 + c) % 9) end as q,
          ${FIRST_DAY}::date + (k::bigint * ${SPAN_DAYS} / n)::int as day
        from chain cross join lateral generate_series(1, chain.n) k)
      insert into stock_movement (product_id, branch_id, date, kind, quantity, value, quantity_after, value_after,
        rate_after, unit_cost, document_value)
      select product_id, branch_id, day, kind, q, q * cost,
        sum(q) over w, sum(q) over w * cost, cost, case when q > 0 then cost end, case when q > 0 then q * cost end
      from step
      window w as (partition by c order by k)
      order by c, k`)
    await tx.execute(sql`
      insert into stock_level (product_id, branch_id, quantity, value)
      select distinct on (product_id, branch_id) product_id, branch_id, quantity_after, value_after
      from stock_movement order by product_id, branch_id, date desc, id desc`)
  })
  // The chain rule the deferred trigger checks, over every row at once.
  const [broken] = await queryRows(
    db,
    sql`select count(*)::int as n from (
          select quantity_after, value_after,
            coalesce(lag(quantity_after) over w, 0) + quantity as q, coalesce(lag(value_after) over w, 0) + value as v
          from stock_movement window w as (partition by product_id, branch_id order by date, id)) s
        where quantity_after <> q or value_after <> v or quantity_after < 0`,
  )
  if (broken.n !== 0) throw new Error(`${broken.n} bulk movements do not follow from the one before them`)

  // ---- through the ledger: back-dated sales and receipts in ordinary chains ----
  const chainAt = (i) => ({
    productId: firstProduct + 1 + ((i * 37) % (PRODUCTS - 1)),
    branchId: branchIds[i % BRANCHES],
  })
  for (let i = 0; i < THROUGH_LEDGER; i++) {
    const day = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + (100 + ((i * 53) % 800)) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    const input =
      i % 2 === 0
        ? { ...chainAt(i), date: day, kind: 'sale', quantity: -2000n }
        : { ...chainAt(i), date: day, kind: 'purchase', quantity: 3000n, unitCost: 1_500_000n }
    await db.transaction((tx) => recordMovements(tx, [input], actor))
  }
  await db.execute(sql`vacuum analyze stock_movement`)
  await db.execute(sql`vacuum analyze stock_level`)
  const fillSeconds = (performance.now() - fillStarted) / 1000
  const [counts] = await queryRows(
    db,
    sql`select count(*)::int as movements, count(distinct (product_id, branch_id))::int as chains,
          (select count(*)::int from voucher where source_type = 'stock_revaluation') as revaluations
        from stock_movement`,
  )
  console.log(
    `Filled in ${round(fillSeconds)} s: ${counts.movements.toLocaleString('en')} movements in ${counts.chains} chains, ${counts.revaluations} revaluation journals.`,
  )

  const results = []
  const measure = async (name, ours, baseline) => {
    const ratio = ours / baseline
    results.push({
      read: name,
      ours_ms: round(ours, 2),
      baseline_ms: round(baseline, 2),
      ratio: round(ratio, 2),
      target: `≤ ${TARGET_RATIO}×`,
      pass: ratio <= TARGET_RATIO ? 'PASS' : 'FAIL',
    })
  }

  // ---- 1. a stock card page of the busy chain ----
  const busy = { productId: firstProduct, branchId: branchIds[0] }
  const card = { ...busy, from: CARD.from, to: CARD.to }
  const ourCard = await stockCardPage(db, card, { page: CARD.page, size: CARD.size })
  const chainWhere = sql`product_id = ${busy.productId} and branch_id = ${busy.branchId}`
  const cardBaseline = async () => {
    const [{ n }] = await queryRows(
      db,
      sql`select count(*)::int as n from stock_movement where ${chainWhere} and date between ${CARD.from} and ${CARD.to}`,
    )
    const rows = await queryRows(
      db,
      sql`select m.*, v.number as voucher_number from stock_movement m left join voucher v on v.id = m.voucher_id
          where m.${sql.raw('product_id')} = ${busy.productId} and m.branch_id = ${busy.branchId} and m.date between ${CARD.from} and ${CARD.to}
          order by m.date, m.id limit ${CARD.size} offset ${(CARD.page - 1) * CARD.size}`,
    )
    const balance = (condition) =>
      queryRows(
        db,
        sql`select quantity_after, value_after, rate_after from stock_movement where ${chainWhere} and ${condition} order by date desc, id desc limit 1`,
      )
    await balance(sql`date < ${CARD.from}`)
    await balance(sql`date <= ${CARD.to}`)
    return { n, rows }
  }
  const baselineCard = await cardBaseline()
  if (ourCard.total_elements !== baselineCard.n || ourCard.movements.length !== baselineCard.rows.length)
    throw new Error('The stock card and its baseline disagree')
  await measure(
    `stock card page (${CARD.size} of ${ourCard.total_elements} rows + balances)`,
    await timeIt(() => stockCardPage(db, card, { page: CARD.page, size: CARD.size }), REPEAT),
    await timeIt(cardBaseline, REPEAT),
  )

  // ---- 2. the inventory summary now ----
  const summary = async (filter) => totalValue(await stockRows(db, filter))
  const nowBaseline = async () => {
    await queryRows(
      db,
      sql`select p.id, p.sku, p.name, p.unit, b.id as branch, b.name as branch_name, l.quantity, l.value,
            case when l.quantity > 0 then round(l.value / l.quantity, 4) end as average_cost,
            l.quantity <= p.low_stock_threshold as low_stock
          from stock_level l join product p on p.id = l.product_id join branch b on b.id = l.branch_id
          order by upper(p.sku), b.id`,
    )
    await queryRows(db, sql`select count(*), sum(value) from stock_level`)
  }
  await measure(
    `inventory summary now (${chains} rows)`,
    await timeIt(() => summary({}), REPEAT),
    await timeIt(nowBaseline, REPEAT),
  )

  // ---- 3. the inventory summary as of a date ----
  const asOfSql = sql`select distinct on (m.product_id, m.branch_id) m.product_id, m.branch_id, m.quantity_after, m.value_after
    from stock_movement m where m.date <= ${AS_OF}::date order by m.product_id, m.branch_id, m.date desc, m.id desc`
  const asOfBaseline = async () => {
    await queryRows(
      db,
      sql`select p.sku, p.name, b.name, s.quantity_after, s.value_after from (${asOfSql}) s
          join product p on p.id = s.product_id join branch b on b.id = s.branch_id order by upper(p.sku), b.id`,
    )
    await queryRows(db, sql`select count(*), sum(value_after) from (${asOfSql}) s`)
  }
  const ours = await stockRows(db, { asOf: AS_OF })
  const [theirs] = await queryRows(db, sql`select sum(value_after)::text as value from (${asOfSql}) s`)
  if (Number(totalValue(ours)) !== Number(theirs.value))
    throw new Error(`As of ${AS_OF}: ${totalValue(ours)} vs ${theirs.value}`)
  await measure(
    `inventory summary as of ${AS_OF} (${ours.length} rows)`,
    await timeIt(() => summary({ asOf: AS_OF }), REPEAT),
    await timeIt(asOfBaseline, REPEAT),
  )

  // ---- 4. the summary's first page ----
  await measure(
    'inventory summary page (50 rows)',
    await timeIt(() => stockPage(db, {}, { page: 1, size: 50 }), REPEAT),
    await timeIt(async () => {
      await queryRows(db, sql`select count(*), sum(value) from stock_level`)
      await queryRows(
        db,
        sql`select p.id, p.sku, p.name, p.unit, b.id as branch, b.name as branch_name, l.quantity, l.value,
              case when l.quantity > 0 then round(l.value / l.quantity, 4) end as average_cost,
              l.quantity <= p.low_stock_threshold as low_stock
            from stock_level l join product p on p.id = l.product_id join branch b on b.id = l.branch_id
            order by upper(p.sku), b.id limit 50`,
      )
    }, REPEAT),
  )

  // ---- the price of back-dating (no target) ----
  const backDated = async (chain, day) => {
    const started = performance.now()
    await db.transaction((tx) =>
      recordMovements(
        tx,
        [{ ...chain, date: day, kind: 'purchase', quantity: 5000n, unitCost: 2_000_000n }],
        actor,
      ),
    )
    return performance.now() - started
  }
  const later = async (chain, day) => {
    const [{ n }] = await queryRows(
      db,
      sql`select count(*)::int as n from stock_movement where product_id = ${chain.productId} and branch_id = ${chain.branchId} and date > ${day}::date`,
    )
    return n
  }
  const ordinary = chainAt(7)
  const recompute = []
  for (const [chain, day] of [
    [ordinary, '2024-11-15'],
    [busy, '2026-01-01'],
  ]) {
    const n = await later(chain, day)
    recompute.push({
      back_dated_receipt: `before ${n} later movements`,
      ms: round(await backDated(chain, day)),
    })
  }

  console.log(
    `\nStock bench on ${engine} (${counts.movements.toLocaleString('en')} movements; medians of ${REPEAT})`,
  )
  console.table(results)
  console.table(recompute)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/stock.json',
    `${JSON.stringify({ date: new Date().toISOString(), engine, fill_seconds: round(fillSeconds), counts, results, recompute }, null, 2)}\n`,
  )
  console.log('Written to bench/results/stock.json')
  if (results.some((r) => r.pass === 'FAIL')) process.exitCode = 1
} finally {
  await database.close()
  if (databaseUrl) await dropServerDatabase()
  rmSync(scratch, { recursive: true, force: true })
}
