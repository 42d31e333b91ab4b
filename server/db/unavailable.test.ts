import { DrizzleQueryError } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, unavailableCause } from './unavailable.ts'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('issue 10: a database that cannot be reached is recognised', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a connection dropped', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['an administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a crash shutdown', withCode('terminating connection', '57P02')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['PGlite closed', new Error('PGlite is closed')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([error], 'all addresses failed'))).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "x"', '42601')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('but not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(false)
  })

  it('recognises what node-postgres really throws for a refused connection', async () => {
    // Port 9 (discard) on loopback has nothing listening.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' })
    const refused = await pool.query('select 1').catch((error: unknown) => error)
    await pool.end()
    expect(unavailableCause(refused)).toMatchObject({ code: 'ECONNREFUSED' })
  })
})
