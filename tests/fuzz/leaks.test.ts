import { describe, expect, it } from 'vitest'
import { leaksIn } from './leaks.ts'

describe('issue 10: the fuzz suite recognises leaks', () => {
  it('finds stack frames, Node internals and SQL', () => {
    expect(leaksIn('TypeError: x\n    at parse (/srv/server/app.ts:12:34)')).toEqual(['stack frame'])
    expect(leaksIn('at node:internal/process/task_queues')).toEqual(['node:internal'])
    expect(leaksIn('Failed query: select "id", "email" from "users" where "users"."id" = $1')).toEqual([
      'Failed query',
      'SQL select',
    ])
    expect(leaksIn('insert into "users" ("email") values ($1)')).toEqual(['SQL insert'])
    expect(leaksIn('update "users" set "password_hash" = $1')).toEqual(['SQL update'])
    expect(leaksIn('delete from "session" where "id" = $1')).toEqual(['SQL delete'])
    expect(leaksIn('DrizzleQueryError: boom')).toEqual(['DrizzleQueryError'])
  })

  it('leaves ordinary prose and JSON alone', () => {
    expect(leaksIn('{"detail":"Select a page from the list, then update the settings."}')).toEqual([])
    expect(leaksIn('<p>Please delete from your calendar the meeting at noon (room 12)</p>')).toEqual([])
  })
})
