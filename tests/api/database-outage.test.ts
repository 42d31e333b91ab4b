/**
 * Issue 10 §6: while the database cannot be reached the API answers 503 with Retry-After, pages
 * already rendered answer 200 from their last whole copy, /readyz says "database unavailable"
 * without SQL, the log gets a handful of lines however many requests fail, and everything answers
 * again once the database is back. On PostgreSQL the outage is real: the app talks to the
 * database through a TCP proxy that the test cuts.
 */
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { DATABASE_UNAVAILABLE_DETAIL } from '../../server/db/unavailable.ts'
import { errorReporter, LogDedupe } from '../../server/lib/log-dedupe.ts'
import { signIn } from '../support/accounts.ts'
import { testAdmin, testScratchDir } from '../support/paths.ts'
import { TcpProxy } from '../support/tcp-proxy.ts'
import { testConfig } from '../support/test-app.ts'
import { createTestDatabase, onPostgres } from '../support/test-database.ts'
import { until } from '../support/until.ts'

const MENUS_URL = '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/'
const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
})

/** An app whose log lines are kept in an array. */
async function appOn(database: Database) {
  const lines: { level: number; msg: string }[] = []
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  const app = await buildApp({ config: testConfig, database, logger })
  await app.ready()
  cleanups.push(() => app.close())
  return { app, lines }
}

async function aboutPathOf(app: FastifyInstance): Promise<string> {
  const menus = (await app.inject(MENUS_URL)).json().menus as { id: number; name: string }[]
  return `/about/${menus.find((m) => m.name === 'About')?.id}`
}

/** What every outage must look like, whichever way the database went away. */
async function expectOutageAnswers(
  app: FastifyInstance,
  lines: { level: number; msg: string }[],
  page: { path: string; body: string },
  auth: Record<string, string>,
) {
  const api = await app.inject(MENUS_URL)
  expect(api.statusCode).toBe(503)
  expect(api.headers['retry-after']).toMatch(/^\d+$/)
  expect(api.json()).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL })
  // Signed-in requests look up their session first: that failing is the same outage.
  const signedIn = await app.inject({ url: '/user/api/v1/user/me/', headers: auth })
  expect(signedIn.statusCode).toBe(503)

  const ready = await app.inject('/readyz')
  expect(ready.statusCode).toBe(503)
  expect(ready.json()).toEqual({ status: 'unavailable', detail: 'database unavailable' })

  const stale = await app.inject(page.path)
  expect(stale.statusCode).toBe(200)
  expect(stale.headers['x-kizuna-stale']).toBe('true')
  expect(stale.body).toBe(page.body)
  const data = await app.inject(`/__page-data?path=${encodeURIComponent(page.path)}`)
  expect(data.statusCode).toBe(200)
  // A signed-in visitor asking for a preview gets the public copy, not an error.
  const preview = await app.inject({ url: `${page.path}?preview=1`, headers: auth })
  expect(preview.statusCode).toBe(200)

  const before = lines.length
  for (let i = 0; i < 200; i++) expect((await app.inject(MENUS_URL)).statusCode).toBe(503)
  for (let i = 0; i < 20; i++) expect((await app.inject(page.path)).statusCode).toBe(200)
  const written = lines.slice(before)
  expect(written.length).toBeLessThan(10)
  // The driver's error is logged, not drizzle's message with the SQL and its parameters.
  expect(written.filter((l) => JSON.stringify(l).includes('Failed query'))).toEqual([])
}

describe('issue 10: a database outage is an outage, not a crash', () => {
  it('answers 503 with Retry-After from the API and the last good copy of pages when the database is closed', async () => {
    const { database, drop } = await createTestDatabase()
    cleanups.push(drop)
    const { app, lines } = await appOn(database)
    const aboutPath = await aboutPathOf(app)
    const page = await app.inject(aboutPath)
    expect(page.statusCode).toBe(200)
    expect((await app.inject(`/__page-data?path=${encodeURIComponent(aboutPath)}`)).statusCode).toBe(200)
    const auth = await signIn(app, testAdmin.email, testAdmin.password)

    await database.close()
    // PGlite delivers no "lost" signal: drop what was cached, as a change notification would.
    app.responseCache.invalidate()
    await expectOutageAnswers(app, lines, { path: aboutPath, body: page.body }, auth)
  })

  it.runIf(onPostgres)(
    'on PostgreSQL, answers 503 while the connection is cut and 200 again once it is back',
    async () => {
      const direct = await createTestDatabase()
      cleanups.push(direct.drop)
      const target = new URL(direct.url as string)
      const proxy = new TcpProxy(target.hostname, Number(target.port || 5432))
      await proxy.start()
      cleanups.push(() => proxy.outage())
      // As main.ts does: the pool's and the listener's connection errors, logged deduplicated.
      const connectionLog: unknown[] = []
      const connectionLogger = pino({ level: 'warn' }, { write: (line: string) => connectionLog.push(line) })
      const database = await openDatabase({
        databaseUrl: proxy.urlFor(target.toString()),
        dataDir: testScratchDir,
        onError: errorReporter(new LogDedupe(connectionLogger), 'database connection error'),
      })
      cleanups.push(() => database.close())
      const { app, lines } = await appOn(database)
      const aboutPath = await aboutPathOf(app)
      const page = await app.inject(aboutPath)
      expect(page.statusCode).toBe(200)
      expect((await app.inject(`/__page-data?path=${encodeURIComponent(aboutPath)}`)).statusCode).toBe(200)
      const auth = await signIn(app, testAdmin.email, testAdmin.password)

      await proxy.outage()
      // The listener notices the cut: the response cache stops answering from before it.
      await until(() => !app.responseCache.isEnabled)
      await expectOutageAnswers(app, lines, { path: aboutPath, body: page.body }, auth)

      await proxy.recover()
      expect((await app.inject(MENUS_URL)).statusCode).toBe(200)
      await until(() => app.responseCache.isEnabled)
      // Cut idle connections and failed attempts to listen again: a handful of lines, not one each.
      expect(connectionLog.length).toBeGreaterThan(0)
      expect(connectionLog.length).toBeLessThan(6)
      expect((await app.inject('/readyz')).statusCode).toBe(200)
      const fresh = await app.inject(aboutPath)
      expect(fresh.statusCode).toBe(200)
      expect(fresh.headers['x-kizuna-stale']).toBeUndefined()
    },
  )
})
