/** Issue 10 §7: logged errors keep the fault, never the statement's values. */
import { describe, expect, it } from 'vitest'
import { redactMessage, serializeError } from './log-serializers.ts'

describe('issue 10: log serializers', () => {
  it("blank a PostgreSQL error's detail and quoted value, keeping code and constraint", () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "x@y.z"'), {
      code: '22P02',
      constraint: 'app_user_email_unique',
      detail: 'Key (email)=(x@y.z) already exists.',
      where: 'unnamed portal parameter $1 = x@y.z',
    })
    const logged = serializeError(error)
    expect(JSON.stringify(logged)).not.toContain('x@y.z')
    expect(logged).toMatchObject({
      code: '22P02',
      constraint: 'app_user_email_unique',
      detail: 'Key (email)=(…)',
    })
  })

  it("cut drizzle's params out of a message, and literals out of its query", () => {
    expect(redactMessage("Failed query: select 1 where email = 'a@b.c' and id = $1\nparams: a@b.c,2")).toBe(
      "Failed query: select ? where email = '…' and id = $1\nparams: [redacted]",
    )
  })
})
