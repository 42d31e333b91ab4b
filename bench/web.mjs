// npm run bench:web — the public site, one run, side by side (not a test):
// 1. requests/s of cached pages against the same HTML bytes served as static files by a bare
//    Fastify + @fastify/static, and of uncached renders (each request a new URL);
// 2. the JavaScript and CSS (gzip) each route makes a browser download, measured in Chromium;
// 3. Lighthouse 12 scores (mobile, default simulated throttling) for six pages.
// Needs wrk (apt-get install wrk) and Debian's Chromium (apt-get install chromium).
// Writes bench/results/web.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { hasWrk, startKizuna, startProcess, wrk } from './lib.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CONNECTIONS = 50
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const TARGETS = { cachedRatio: 0.5, homeJsKb: 80, cssKb: 25, performance: 95, others: 100 }

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
    all: [{ name: 'home', path: '/' }, ...menuRoutes, ...fixed],
    lighthouse: [
      { name: 'home', path: '/' },
      { name: 'about', path: `/about/${byName('About')?.id}` },
      { name: 'gallery', path: `/gallery/${byName('Gallery')?.id}` },
      { name: 'notice', path: '/notice/' },
      { name: 'contact', path: '/contact' },
      { name: 'blog', path: '/blog' },
    ],
  }
}

/** Lua for wrk: every request a new query string, so the page cache never answers. */
const UNCACHED_LUA = `
counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?uncached=" .. counter .. "-" .. math.random(1000000000))
end
`

async function throughput(base, routes, scratch) {
  const staticDir = path.join(scratch, 'static')
  mkdirSync(staticDir)
  const fixtures = []
  for (const [i, route] of routes.entries()) {
    const response = await fetch(base + route.path)
    const html = Buffer.from(await response.arrayBuffer())
    writeFileSync(path.join(staticDir, `${i}.html`), html)
    fixtures.push({ ...route, status: response.status, bytes: html.length, staticPath: `/static/${i}.html` })
  }
  const luaFile = path.join(scratch, 'uncached.lua')
  writeFileSync(luaFile, UNCACHED_LUA)
  const staticServer = startProcess('node', ['bench/static-server.mjs'], { STATIC_DIR: staticDir })
  const staticBase = await new Promise((resolve, reject) => {
    staticServer.stdout.once('data', (d) => resolve(`http://127.0.0.1:${JSON.parse(String(d)).port}`))
    staticServer.once('exit', (code) => reject(new Error(`static server exited with ${code}`)))
  })
  const options = { connections: CONNECTIONS, duration: DURATION }
  const rows = []
  try {
    for (const route of fixtures) {
      process.stdout.write(`Measuring ${route.path}… `)
      await wrk(base + route.path, { ...options, duration: 2 })
      const cached = await wrk(base + route.path, options)
      const plain = await wrk(staticBase + route.staticPath, options)
      const uncached = await wrk(base + route.path, { ...options, script: luaFile })
      const row = {
        route: route.path,
        html_kb: kb(route.bytes),
        cached_rps: cached.rps,
        static_rps: plain.rps,
        ratio: Number((cached.rps / plain.rps).toFixed(2)),
        uncached_rps: uncached.rps,
        uncached_p99_ms: uncached.p99,
        errors: cached.errors + uncached.errors,
      }
      row.meets_target = row.ratio >= TARGETS.cachedRatio && row.errors === 0
      rows.push(row)
      console.log(`${row.cached_rps} req/s cached, ${row.static_rps} static, ${row.uncached_rps} uncached`)
    }
  } finally {
    staticServer.kill('SIGTERM')
  }
  return rows
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
    result.throughput = await throughput(kizuna.base, routes.lighthouse, scratch)
    console.log(
      `\nCached pages vs the same bytes as static files (wrk, ${CONNECTIONS} connections, ${DURATION} s)`,
    )
    console.table(result.throughput)
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/web.json', `${JSON.stringify(result, null, 2)}\n`)
  console.log('Written to bench/results/web.json')
} finally {
  await kizuna.stop()
  rmSync(kizuna.dataDir, { recursive: true, force: true })
  rmSync(scratch, { recursive: true, force: true })
}
