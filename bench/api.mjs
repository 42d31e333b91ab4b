// npm run bench:api — throughput and p99 latency of the public content API.
// Starts the built server (dist/server.js) on a fresh demo database and, in the same run, a bare
// Fastify server returning the same bytes for the same paths; loads each with autocannon
// (50 connections, 10 s, after a 3 s warm-up) and prints the ratio to the baseline.
// autocannon decodes every body on one thread and tops out near 30k req/s (and about 55 MB/s), so
// when wrk is installed (apt-get install wrk) every endpoint is measured with it too, and the
// target is judged on the wrk figures. Writes bench/results/api.json. Not a test.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { hasWrk, wrk as runWrk, startBaseline, startKizuna } from './lib.mjs'

const CONNECTIONS = 50
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const WARMUP = 3
const TARGET_RATIO = 0.5
const TARGET_RPS = 10_000

const wrk = (url) => runWrk(url, { connections: CONNECTIONS, duration: DURATION })

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) => {
      if (error) reject(error)
      else resolve(result)
    })
  })
}

function warm(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: WARMUP }, (e) => (e ? reject(e) : resolve())),
  )
}

console.log('Starting Kizuna on a fresh demo database…')
const kizuna = await startKizuna()
const base = kizuna.base
let baseline
try {
  const menus = (await (await fetch(`${base}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`)).json())
    .menus
  const home = menus.find((m) => m.name === 'Home')
  const gallery = menus.find((m) => m.name === 'Gallery')
  const images = (
    await (
      await fetch(
        `${base}/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${gallery.id}`,
      )
    ).json()
  ).content_images
  const endpoints = [
    ['nested menu', '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/'],
    ['menu contents (Home)', `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${home.id}`],
    [
      'content images (Gallery)',
      `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${gallery.id}`,
    ],
    ['notices', '/notice/api/v1/notice/all/without_pagination/'],
    ['media (one image)', `/media/${[images.Gallery].flat()[0]}`],
  ]

  const fixtures = []
  for (const [, p] of endpoints) {
    const response = await fetch(base + p)
    if (!response.ok) throw new Error(`${p} answered ${response.status}`)
    const body = Buffer.from(await response.arrayBuffer())
    fixtures.push({
      path: p,
      contentType: response.headers.get('content-type'),
      bodyBase64: body.toString('base64'),
      bytes: body.length,
    })
  }
  baseline = await startBaseline(fixtures)
  const baselineBase = baseline.base

  const rows = []
  for (const [index, [label, p]] of endpoints.entries()) {
    process.stdout.write(`Measuring ${label}… `)
    await warm(base + p)
    const ours = await load(base + p)
    await warm(baselineBase + p)
    const bare = await load(baselineBase + p)
    const row = {
      endpoint: label,
      path: p,
      bytes: fixtures[index].bytes,
      kizuna_rps: Math.round(ours.requests.average),
      kizuna_p99_ms: ours.latency.p99,
      baseline_rps: Math.round(bare.requests.average),
      baseline_p99_ms: bare.latency.p99,
      ratio: Number((ours.requests.average / bare.requests.average).toFixed(3)),
      errors: ours.errors + ours.non2xx,
    }
    if (hasWrk) {
      const oursWrk = await wrk(base + p)
      const bareWrk = await wrk(baselineBase + p)
      Object.assign(row, {
        wrk_kizuna_rps: oursWrk.rps,
        wrk_kizuna_p99_ms: oursWrk.p99,
        wrk_baseline_rps: bareWrk.rps,
        wrk_baseline_p99_ms: bareWrk.p99,
        wrk_ratio: Number((oursWrk.rps / bareWrk.rps).toFixed(3)),
      })
      row.errors += oursWrk.errors
    }
    const [rps, ratio] = hasWrk ? [row.wrk_kizuna_rps, row.wrk_ratio] : [row.kizuna_rps, row.ratio]
    row.meets_target = ratio >= TARGET_RATIO && rps >= TARGET_RPS && row.errors === 0
    rows.push(row)
    console.log(
      `${row.kizuna_rps} req/s (baseline ${row.baseline_rps}, ratio ${row.ratio})` +
        (hasWrk
          ? `; wrk ${row.wrk_kizuna_rps} req/s (baseline ${row.wrk_baseline_rps}, ratio ${row.wrk_ratio})`
          : ''),
    )
  }

  console.log(
    `\nKizuna content API vs a bare Fastify route with the same bytes (${CONNECTIONS} connections, ${DURATION} s each)\n`,
  )
  console.table(
    rows.map((r) => ({
      endpoint: r.endpoint,
      bytes: r.bytes,
      'req/s': r.kizuna_rps,
      'p99 ms': r.kizuna_p99_ms,
      'baseline req/s': r.baseline_rps,
      'baseline p99 ms': r.baseline_p99_ms,
      ratio: r.ratio,
      ...(hasWrk
        ? {
            'wrk req/s': r.wrk_kizuna_rps,
            'wrk p99 ms': r.wrk_kizuna_p99_ms,
            'wrk baseline req/s': r.wrk_baseline_rps,
            'wrk ratio': r.wrk_ratio,
          }
        : {}),
      target: r.meets_target ? 'met' : 'MISSED',
    })),
  )
  if (!hasWrk)
    console.log('wrk is not installed: figures are autocannon only (apt-get install wrk for more).')
  mkdirSync('bench/results', { recursive: true })
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    connections: CONNECTIONS,
    duration_s: DURATION,
    targets: { ratio: TARGET_RATIO, rps: TARGET_RPS, judged_on: hasWrk ? 'wrk' : 'autocannon' },
    rows,
  }
  writeFileSync('bench/results/api.json', `${JSON.stringify(result, null, 2)}\n`)
  console.log('Written to bench/results/api.json')
} finally {
  baseline?.stop()
  await kizuna.stop()
  rmSync(kizuna.dataDir, { recursive: true, force: true })
}
