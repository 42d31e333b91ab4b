/**
 * Issue 10 §7: the log never prints SQL parameters or the values in a database error's detail
 * (they hold emails and password hashes), yet keeps what is needed to find the fault: the
 * SQLSTATE code, the constraint and the query text. 5xx answers never contain SQL.
 */
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { users } from '../../server/db/schema.ts'
import { testConfig } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'

const email = 'log-secret-owner@kizuna.example'
const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$bG9nLXJlZGFjdGlvbi10ZXN0LWhhc2g'

const lines: string[] = []
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})

let app: Awaited<ReturnType<typeof buildApp>>
let drop: () => Promise<void>
let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db']
beforeAll(async () => {
  const test = await createTestDatabase()
  drop = test.drop
  app = await buildApp({ config: testConfig, database: test.database, logger: { level: 'info', stream } })
  db = test.database.db
  await db.insert(users).values({ email, passwordHash })
  // A write that fails in the database with the email and the hash as parameters.
  app.post('/__test/duplicate-user', async () => {
    await db.insert(users).values({ email, passwordHash, firstName: 'Duplicate' })
    return { created: true }
  })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await drop?.()
})

describe('issue 10: database errors in the log', () => {
  it('keep the SQLSTATE code, the constraint and the query, never the parameters or the detail values', async () => {
    lines.length = 0
    const response = await app.inject({ method: 'POST', url: '/__test/duplicate-user' })
    expect(response.statusCode).toBe(500)
    // 5xx answers say nothing about SQL.
    expect(response.body).not.toMatch(/insert|select|app_user|duplicate key|params|23505/i)
    expect(response.body).not.toContain(email)

    const log = lines.join('')
    expect(log).toContain('request failed')
    expect(log).not.toContain(email)
    expect(log).not.toContain(passwordHash)
    expect(log).not.toContain('c2VjcmV0c2FsdA')
    const entry = JSON.parse(lines.find((line) => line.includes('request failed')) ?? '{}')
    const errors = [entry.err, entry.err?.cause].filter(Boolean)
    expect(errors.some((e) => e.code === '23505')).toBe(true)
    expect(errors.some((e) => e.constraint === 'app_user_email_unique')).toBe(true)
    expect(errors.some((e) => /insert into "app_user"/.test(String(e.query)))).toBe(true)
  })

  it('however the error is logged: as err, as the object itself, or as a child logger', async () => {
    const caught = await db
      .insert(users)
      .values({ email, passwordHash })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(caught).toBeInstanceOf(Error)
    lines.length = 0
    app.log.error({ err: caught }, 'as err')
    app.log.error(caught, 'as the object')
    app.log.child({ job: 'test' }).warn({ err: caught }, 'from a child')
    const log = lines.join('')
    expect(lines).toHaveLength(3)
    expect(log).toContain('23505')
    expect(log).not.toContain(email)
    expect(log).not.toContain(passwordHash)
  })
})
