// Shared by the benchmarks: starting processes, waiting for readiness, and wrk.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export function startProcess(command, args, env, input) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] })
  if (input) child.stdin.end(input)
  else child.stdin.end()
  return child
}

export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not become ready in ${timeoutMs / 1000} s`)
}

/**
 * The built server (dist/server.js) on a fresh demo database in a temporary folder (PGlite), or
 * on the database `env.DATABASE_URL` names.
 */
export async function startKizuna(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kizuna-bench-'))
  const port = 3900 + Math.floor(Math.random() * 90)
  const base = `http://127.0.0.1:${port}`
  const server = startProcess('node', ['dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  })
  await waitFor(`${base}/readyz`, 180_000)
  return {
    base,
    dataDir,
    async stop() {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    },
  }
}

/** A bare Fastify server answering the fixtures (bench/baseline-server.mjs); resolves to its base URL. */
export async function startBaseline(fixtures, env = {}) {
  const child = startProcess('node', ['bench/baseline-server.mjs'], env, JSON.stringify(fixtures))
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(JSON.parse(String(d)).port))
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)))
  })
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}

export const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    return error.status === 1 // wrk --version exits 1 after printing its version
  }
})()

function toMs(value, unit) {
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit]
}

/** wrk with one thread (the server gets the other core); `script` is an optional Lua file. */
export function wrk(url, { connections, duration, script }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency']
  if (script) args.push('-s', script)
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [...args, url])
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.on('close', () => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)
      const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out)
      const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)
      if (!rps || !p99) reject(new Error(`cannot read wrk output:\n${out}`))
      else
        resolve({
          rps: Math.round(Number(rps[1])),
          p99: toMs(p99[1], p99[2]),
          errors: Number(errors?.[1] ?? 0),
        })
    })
  })
}
