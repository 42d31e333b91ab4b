// Shared by the benchmarks that fill a database of their own (accounts.mjs, giving.mjs): a
// throw-away `kizuna_bench_<pid>` database on the local PostgreSQL server (PG_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, trust auth), and the timing helpers.
import pg from 'pg'

export const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const benchDatabaseName = `kizuna_bench_${process.pid}`

/** One statement on the server's maintenance database, on a connection of its own. */
export async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A throw-away database on the server, or undefined (PGlite then) when there is no server. */
export async function createServerDatabase(name = benchDatabaseName) {
  try {
    await admin(`CREATE DATABASE "${name}"`)
  } catch (error) {
    console.log(`No PostgreSQL server at ${adminUrl} (${error.message}): falling back to PGlite.`)
    return undefined
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops the throw-away database, whoever is still connected to it. */
export async function dropServerDatabase(name = benchDatabaseName) {
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The median time of `work` over `repeat` runs after one warm-up, in ms. */
export async function timeIt(work, repeat = 7) {
  await work()
  const times = []
  for (let i = 0; i < repeat; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  return median(times)
}

export const round = (n, digits = 1) => Number(n.toFixed(digits))
