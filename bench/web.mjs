// npm run bench:web — the public site, one run, side by side (not a test):
// 1. requests/s of the cached About page against a bare Fastify route and nginx sending the same
//    response (and a bare route sending its body alone), taking turns in BENCH_ROUNDS rounds, and
//    of uncached renders of it on PGlite and on PostgreSQL (BENCH_ONLY=throughput);
// 2. the JavaScript and CSS (gzip) each route makes a browser download, measured in Chromium;
// 3. Lighthouse 12 scores (mobile, default simulated throttling) for six pages.
// Needs wrk, nginx (nginx-light), a local PostgreSQL server with trust auth (PG_ADMIN_URL; skipped
// without one) and Debian's Chromium. BENCH_DURATION (s) sets each server's time: a cached page's
// rounds share it, an uncached run has it whole.
// Writes bench/results/web.json.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import pg from 'pg'
import { chromium } from 'playwright-core'
import { hasWrk, startBaseline, startKizuna, startProcess, waitFor, wrk } from './lib.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CONNECTIONS = 50
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const TARGETS = {
  cachedVsBare: 0.8,
  uncachedPg: 1000,
  uncachedPglite: 400,
  homeJsKb: 80,
  cssKb: 25,
  performance: 95,
  others: 100,
}

if (!hasWrk) {
  console.error('bench:web needs wrk: apt-get install -y wrk')
  process.exit(1)
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1))

/** The site's routes: every menu page plus the spec's fixed paths. */
async function siteRoutes(base) {
  const menus = (await (await fetch(`${base}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`)).json())
    .menus
  const flat = menus.flatMap((m) => [m, ...m.children])
  const byName = (name) => flat.find((m) => m.name === name)
  const about = { name: 'about', path: `/about/${byName('About')?.id}` }
  const menuRoutes = flat
    .filter((m) => m.name !== 'Home')
    .map((m) => ({ name: m.name.toLowerCase(), path: encodeURI(`/${m.name.toLowerCase()}/${m.id}`) }))
  const fixed = [
    '/notice/',
    '/contact',
    '/cause',
    '/cause-single/1',
    '/event',
    '/event-s2',
    '/event-single/1',
    '/project',
    '/project-single/1',
    '/service-single/1',
    '/team-single/1',
    '/testimonial',
    '/blog',
    '/blog-single/1',
    '/donate',
    '/volunteer',
    '/login',
    '/register',
    '/forgot-password',
  ].map((p) => ({ name: p.replace(/^\/|\/$/g, ''), path: p }))
  return {
    about,
    all: [{ name: 'home', path: '/' }, ...menuRoutes, ...fixed],
    lighthouse: [
      { name: 'home', path: '/' },
      about,
      { name: 'gallery', path: `/gallery/${byName('Gallery')?.id}` },
      { name: 'notice', path: '/notice/' },
      { name: 'contact', path: '/contact' },
      { name: 'blog', path: '/blog' },
    ],
  }
}

/**
 * Lua for wrk cycling through spellings of one page's path that Kizuna reads as the same page
 * (letters in either case, percent-encoded or not, with or without a trailing slash). They are
 * distinct cache keys, more than the page cache holds (1,000), and taken in turn, so every request
 * misses it and renders. (A junk query string would not do: the cache key drops what the page
 * does not read.)
 */
function uncachedLua(name, id) {
  const forms = (c) => {
    const hex = (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`
    return /[a-z]/.test(c) ? [c, c.toUpperCase(), hex(c), hex(c.toUpperCase())] : [c]
  }
  let spellings = ['']
  for (const c of name) spellings = spellings.flatMap((p) => forms(c).map((f) => p + f))
  const paths = spellings.flatMap((p) => [`/${p}/${id}`, `/${p}/${id}/`])
  if (paths.length <= 1000) throw new Error(`only ${paths.length} spellings of /${name}/${id}`)
  return `paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}
counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, paths[(counter % #paths) + 1])
end
`
}

/**
 * nginx (nginx-light) serving one file at `urlPath` from `dir`, on a free loopback port, with
 * `headers` added (its own ETag and Last-Modified off, so the headers are the same set).
 */
async function startNginx(dir, urlPath, fileName, headers = {}) {
  const quoted = (value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  const added = Object.entries(headers)
    .flatMap(([name, value]) => [value].flat().map((one) => `add_header ${name} ${quoted(one)};`))
    .join(' ')
  const port = await freePort()
  // Started by root, nginx's worker runs as nobody: it must be able to read the file.
  for (const folder of [path.dirname(dir), dir]) chmodSync(folder, 0o755)
  for (const sub of ['logs', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true })
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    location = ${urlPath} {
      default_type "text/html; charset=utf-8"; alias ${dir}/${fileName};
      etag off; ${added}
    }
  }
}
`,
  )
  const child = startProcess(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')])
  const base = `http://127.0.0.1:${port}`
  await waitFor(base + urlPath, 10_000)
  return { base, stop: () => child.kill('SIGTERM') }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The About page's path on a running Kizuna, and its menu's name and id. */
async function aboutPage(base) {
  const { about } = await siteRoutes(base)
  const [, name, id] = /^\/([^/]+)\/(\d+)$/.exec(about.path)
  return { path: about.path, name, id }
}

/** Uncached renders of the About page: requests/s, p99 and errors. */
async function uncachedRun(base, scratch, label) {
  const about = await aboutPage(base)
  const luaFile = path.join(scratch, `uncached-${label}.lua`)
  writeFileSync(luaFile, uncachedLua(about.name, about.id))
  const options = { connections: CONNECTIONS, duration: DURATION, script: luaFile }
  await wrk(base + about.path, { ...options, duration: Math.min(2, DURATION) })
  return wrk(base + about.path, options)
}

/**
 * The headers of a response a baseline sends too: all but those every server writes for itself
 * (date, connection, length) and the content type (sent on its own).
 */
function headersToRepeat(response) {
  const own = new Set([
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'transfer-encoding',
    'content-type',
  ])
  const headers = {}
  for (const [name, value] of response.headers)
    if (!own.has(name) && name !== 'set-cookie') headers[name] = value
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  return headers
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * The cached About page against the same response from a bare Fastify route (the same body and
 * headers: CSP and the other security headers, ETag, cache control, the form cookie), the same
 * body alone from a bare route, and the same response from nginx. These machines are shared and
 * their speed swings within seconds, so the servers take turns in ROUNDS short runs and each
 * ratio is the median of the ratios within a round: a server never gets a quiet minute the
 * others did not.
 */
async function cachedRounds(kizuna, about, body, response, scratch) {
  const contentType = response.headers.get('content-type')
  const headers = headersToRepeat(response)
  const fixture = { path: about.path, contentType, bodyBase64: body.toString('base64') }
  const bare = await startBaseline([{ ...fixture, headers }])
  const bareBody = await startBaseline([fixture])
  const nginxDir = path.join(scratch, 'nginx')
  mkdirSync(nginxDir)
  writeFileSync(path.join(nginxDir, 'about.html'), body)
  const nginx = await startNginx(nginxDir, about.path, 'about.html', headers)
  const servers = { cached: kizuna.base, bare: bare.base, bare_body_only: bareBody.base, nginx: nginx.base }
  const run = { connections: CONNECTIONS, duration: Math.max(1, Math.round(DURATION / ROUNDS)) }
  const rps = Object.fromEntries(Object.keys(servers).map((name) => [name, []]))
  let errors = 0
  try {
    for (const base of Object.values(servers)) await wrk(base + about.path, { ...run, duration: 2 })
    for (let round = 1; round <= ROUNDS; round++) {
      const line = []
      for (const [name, base] of Object.entries(servers)) {
        const result = await wrk(base + about.path, run)
        rps[name].push(result.rps)
        if (name === 'cached') errors += result.errors
        line.push(`${name} ${result.rps}`)
      }
      console.log(`round ${round}: ${line.join(', ')} req/s`)
    }
  } finally {
    bare.stop()
    bareBody.stop()
    nginx.stop()
  }
  const ratio = (name) => Number(median(rps.cached.map((value, i) => value / rps[name][i])).toFixed(2))
  return {
    ...Object.fromEntries(
      Object.entries(rps).map(([name, values]) => [`${name}_rps`, Math.round(median(values))]),
    ),
    cached_errors: errors,
    cached_vs_bare: ratio('bare'),
    cached_vs_bare_body_only: ratio('bare_body_only'),
    cached_vs_nginx: ratio('nginx'),
  }
}

/**
 * One run: the cached About page against bare Fastify and nginx (cachedRounds), then uncached
 * renders of it on PGlite (`kizuna`) and on PostgreSQL (a throw-away database).
 */
async function throughput(kizuna, scratch) {
  const about = await aboutPage(kizuna.base)
  const response = await fetch(kizuna.base + about.path)
  const body = Buffer.from(await response.arrayBuffer())
  const result = {
    route: about.path,
    html_kb: kb(body.length),
    rounds: ROUNDS,
    ...(await cachedRounds(kizuna, about, body, response, scratch)),
  }

  process.stdout.write('uncached on PGlite… ')
  const pglite = await uncachedRun(kizuna.base, scratch, 'pglite')
  console.log(`${pglite.rps} req/s`)
  result.uncached_pglite_rps = pglite.rps
  result.uncached_pglite_p99_ms = pglite.p99
  result.uncached_pglite_errors = pglite.errors

  const pg = await withPgDatabase(async (url) => {
    process.stdout.write('Starting Kizuna on PostgreSQL… ')
    const onPg = await startKizuna({ DATABASE_URL: url })
    console.log('ready')
    try {
      process.stdout.write('uncached on PostgreSQL… ')
      const run = await uncachedRun(onPg.base, scratch, 'pg')
      console.log(`${run.rps} req/s`)
      return run
    } finally {
      await onPg.stop()
      rmSync(onPg.dataDir, { recursive: true, force: true })
    }
  })
  result.uncached_pg_rps = pg?.rps ?? null
  result.uncached_pg_p99_ms = pg?.p99 ?? null
  result.uncached_pg_errors = pg?.errors ?? null
  result.checks = {
    [`cached/bare >= ${TARGETS.cachedVsBare}`]: result.cached_vs_bare >= TARGETS.cachedVsBare,
    [`uncached PostgreSQL >= ${TARGETS.uncachedPg} req/s`]: (pg?.rps ?? 0) >= TARGETS.uncachedPg,
    [`uncached PGlite >= ${TARGETS.uncachedPglite} req/s`]: pglite.rps >= TARGETS.uncachedPglite,
    'no errors': [result.cached_errors, result.uncached_pglite_errors, pg?.errors ?? 0].every((e) => e === 0),
  }
  return result
}

/**
 * Runs `use` with the URL of a new database on the local PostgreSQL server (PG_ADMIN_URL, trust
 * auth, as scripts/with-pg-database.mjs), dropped afterwards; null when there is no server.
 */
async function withPgDatabase(use) {
  const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `kizuna_bench_${process.pid}`
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  try {
    await admin(`CREATE DATABASE "${name}"`)
  } catch (error) {
    console.log(`no PostgreSQL server to measure on (${error.message})`)
    return null
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    return await use(url.toString())
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  }
}

/** What a browser downloads for each route: same-origin scripts and stylesheets, gzip -9 sizes. */
async function shippedBytes(base, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  const rows = []
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const sizes = { js: 0, css: 0, files: 0 }
      const pending = []
      page.on('response', (response) => {
        const type = response.request().resourceType()
        if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(base)) return
        pending.push(
          response.body().then((body) => {
            sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length
            sizes.files++
          }),
        )
      })
      await page.goto(base + route.path, { waitUntil: 'networkidle' })
      await Promise.all(pending)
      await context.close()
      rows.push({
        route: route.path,
        js_kb_gzip: kb(sizes.js),
        css_kb_gzip: kb(sizes.css),
        files: sizes.files,
        meets_target:
          (route.path !== '/' || sizes.js <= TARGETS.homeJsKb * 1024) && sizes.css <= TARGETS.cssKb * 1024,
      })
    }
  } finally {
    await browser.close()
  }
  return rows
}

async function lighthouseScores(base, routes) {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const rows = []
  try {
    for (const route of routes) {
      process.stdout.write(`Lighthouse ${route.path}… `)
      const result = await lighthouse(base + route.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      })
      const { categories, audits } = result.lhr
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
      const row = {
        page: route.name,
        route: route.path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        best_practices: score('best-practices'),
        seo: score('seo'),
        lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      }
      row.failing = Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 0.9)
        .map((ref) => ref.id)
      row.meets_target =
        row.performance >= TARGETS.performance &&
        [row.accessibility, row.best_practices, row.seo].every((s) => s >= TARGETS.others)
      rows.push(row)
      console.log(`${row.performance}/${row.accessibility}/${row.best_practices}/${row.seo}`)
    }
  } finally {
    chrome.kill()
  }
  return rows
}

console.log('Starting Kizuna on a fresh demo database…')
const kizuna = await startKizuna()
const scratch = mkdtempSync(path.join(tmpdir(), 'kizuna-bench-web-'))
try {
  const routes = await siteRoutes(kizuna.base)
  const only = process.env.BENCH_ONLY?.split(',') // e.g. BENCH_ONLY=lighthouse
  const run = (part) => !only || only.includes(part)
  const result = { date: new Date().toISOString(), node: process.version, targets: TARGETS }
  if (run('bytes')) {
    result.bytes = await shippedBytes(kizuna.base, routes.all)
    console.log('\nJavaScript and CSS downloaded per route (gzip -9)')
    console.table(result.bytes)
  }
  if (run('lighthouse')) {
    result.lighthouse = await lighthouseScores(kizuna.base, routes.lighthouse)
    console.log('\nLighthouse 12, mobile, simulated throttling')
    console.table(result.lighthouse.map(({ failing, ...row }) => row))
    for (const row of result.lighthouse)
      if (row.failing.length > 0) console.log(`${row.route}: audits below 0.9: ${row.failing.join(', ')}`)
  }
  if (run('throughput')) {
    const t = await throughput(kizuna, scratch)
    result.throughput = t
    console.log(`\n${t.route} (${t.html_kb} kB), wrk, ${CONNECTIONS} connections, ${DURATION} s per server`)
    console.table({
      'cached page': { 'req/s': t.cached_rps },
      'bare Fastify, same response': { 'req/s': t.bare_rps },
      'bare Fastify, same body only': { 'req/s': t.bare_body_only_rps },
      'nginx, same response': { 'req/s': t.nginx_rps },
      'uncached, PGlite': { 'req/s': t.uncached_pglite_rps, 'p99 ms': t.uncached_pglite_p99_ms },
      'uncached, PostgreSQL': { 'req/s': t.uncached_pg_rps, 'p99 ms': t.uncached_pg_p99_ms },
    })
    console.log(
      `medians of ${t.rounds} rounds: cached/bare ${t.cached_vs_bare}, ` +
        `cached/bare (body only) ${t.cached_vs_bare_body_only}, cached/nginx ${t.cached_vs_nginx}`,
    )
    for (const [check, ok] of Object.entries(t.checks)) console.log(`${ok ? 'PASS' : 'FAIL'} ${check}`)
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/web.json', `${JSON.stringify(result, null, 2)}\n`)
  console.log('Written to bench/results/web.json')
} finally {
  await kizuna.stop()
  rmSync(kizuna.dataDir, { recursive: true, force: true })
  rmSync(scratch, { recursive: true, force: true })
}
