/**
 * The deadlines stored on a ticket are only ever what the service-level function says (ADR 028):
 * after any sequence of status changes, replies from either side, priority changes and edits of
 * the calendar, at any moments, the row's response_due_at, resolution_due_at and next_due_at
 * equal the standing computed afresh from the clock history. And a ticket's thread and clock
 * history cannot be rewritten. Runs on PGlite and, with scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../server/db/client.ts'
import { loadCalendar } from '../../server/modules/helpdesk/calendar.ts'
import { refreshSla, standings } from '../../server/modules/helpdesk/sla-refresh.ts'
import {
  holiday,
  ticket,
  ticketClock,
  ticketDetail,
  ticketPriority,
  ticketStatus,
} from '../../server/modules/helpdesk/tables.ts'
import { addMessage, changeTicket, openTicket } from '../../server/modules/helpdesk/ticket-service.ts'
import { sqlState } from '../support/sql-state.ts'
import { createTestDatabase } from '../support/test-database.ts'

const ZONE = 'Asia/Dhaka'
const MINUTE = 60_000
let database: Database
let drop: () => Promise<void>
let db: Db
let statuses: number[]
let priorities: number[]

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  db = database.db
  statuses = (await db.select({ id: ticketStatus.id }).from(ticketStatus)).map((r) => r.id)
  priorities = (await db.select({ id: ticketPriority.id }).from(ticketPriority)).map((r) => r.id)
}, 120_000)
afterAll(() => drop?.())

const step = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('staff' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('requester' as const) }),
  fc.record({ kind: fc.constant('priority' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('holiday' as const), day: fc.integer({ min: 0, max: 20 }) }),
)

async function expectStoredEqualsComputed(id: number, now: Date) {
  const [row] = await db.select().from(ticket).where(eq(ticket.id, id))
  const standing = (await standings(db, [id], await loadCalendar(db, ZONE), now)).get(id)
  if (!row || !standing) throw new Error('ticket missing')
  const open = (s: typeof standing.response) => (s.state === 'met' || s.state === 'met_late' ? null : s.dueAt)
  const response = open(standing.response)
  const resolution = open(standing.resolution)
  expect(row.responseDueAt?.getTime() ?? null).toBe(response?.getTime() ?? null)
  expect(row.resolutionDueAt?.getTime() ?? null).toBe(resolution?.getTime() ?? null)
  const next = [response, resolution].filter((d): d is Date => d !== null).map((d) => d.getTime())
  expect(row.nextDueAt?.getTime() ?? null).toBe(next.length ? Math.min(...next) : null)
}

describe('a ticket’s stored deadlines', () => {
  it('equal the service-level function’s after any sequence of changes', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ gap: fc.integer({ min: 1, max: 3 * 24 * 60 }), step }), { maxLength: 6 }),
        async (steps) => {
          run++
          // Each run in a week of its own, from Sunday 2 December 2035 on.
          let now = Date.parse('2035-12-02T03:00:00Z') + run * 14 * 24 * 60 * MINUTE
          const ctx = { timeZone: ZONE, now: () => new Date(now) }
          const opened = await db.transaction((tx) =>
            openTicket(
              tx as unknown as Db,
              {
                subject: `Property ${run}`,
                message: 'Help',
                requesterName: 'P',
                requesterEmail: 'p@example.com',
                channel: 'web',
              },
              ctx,
            ),
          )
          await expectStoredEqualsComputed(opened.id, new Date(now))
          for (const { gap, step: s } of steps) {
            now += gap * MINUTE
            await db.transaction(async (raw) => {
              const tx = raw as unknown as Db
              if (s.kind === 'status')
                await changeTicket(tx, opened.id, { statusId: statuses[s.pick % statuses.length] }, null, ctx)
              else if (s.kind === 'priority')
                await changeTicket(
                  tx,
                  opened.id,
                  { priorityId: priorities[s.pick % priorities.length] },
                  null,
                  ctx,
                )
              else if (s.kind === 'staff')
                await addMessage(
                  tx,
                  opened.id,
                  {
                    authorKind: 'staff',
                    message: 'Answer',
                    via: 'staff',
                    isInternal: s.pick % 3 === 0,
                    statusId: s.pick % 2 === 0 ? (statuses[s.pick % statuses.length] ?? null) : null,
                  },
                  ctx,
                )
              else if (s.kind === 'requester')
                await addMessage(tx, opened.id, { authorKind: 'requester', message: 'More', via: 'web' }, ctx)
              else {
                const date = new Date(now + s.day * 24 * 60 * MINUTE).toISOString().slice(0, 10)
                await tx.insert(holiday).values({ date, name: 'Property holiday' }).onConflictDoNothing()
                // What the holidays screen's write hook does: every open ticket's deadlines again.
                await refreshSla(tx, ZONE, new Date(now))
              }
            })
            await expectStoredEqualsComputed(opened.id, new Date(now))
          }
        },
      ),
      { numRuns: 15 },
    )
  }, 240_000)

  it('replies arriving at once are taken in turn: each lands, the first response is the first reply', async () => {
    const at = Date.parse('2036-06-01T04:00:00Z')
    const ctx = { timeZone: ZONE, now: () => new Date(at) }
    const opened = await db.transaction((tx) =>
      openTicket(
        tx as unknown as Db,
        {
          subject: 'Race',
          message: 'Help',
          requesterName: 'R',
          requesterEmail: 'r@example.com',
          channel: 'web',
        },
        ctx,
      ),
    )
    const waiting = (await db.select().from(ticketStatus)).find((s) => s.clock === 'paused')?.id ?? null
    // On PostgreSQL these are separate connections writing at the same moment; the ticket's row lock orders them.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        db.transaction((tx) =>
          addMessage(
            tx as unknown as Db,
            opened.id,
            i % 2 === 0
              ? { authorKind: 'staff', message: `Answer ${i}`, via: 'staff', statusId: waiting }
              : { authorKind: 'requester', message: `More ${i}`, via: 'web' },
            { timeZone: ZONE, now: () => new Date(at + (i + 1) * MINUTE) },
          ),
        ),
      ),
    )
    const thread = await db.select().from(ticketDetail).where(eq(ticketDetail.ticketId, opened.id))
    expect(thread).toHaveLength(7)
    const [row] = await db.select().from(ticket).where(eq(ticket.id, opened.id))
    const firstStaff = thread
      .filter((m) => m.authorKind === 'staff')
      .map((m) => m.createdAt.getTime())
      .sort((a, b) => a - b)[0]
    expect(row?.firstRespondedAt).not.toBeNull()
    expect(row?.firstRespondedAt?.getTime()).toBeGreaterThanOrEqual(firstStaff ?? 0)
    // Every clock change is a real change: no two rows in a row set the same status.
    const history = await db
      .select()
      .from(ticketClock)
      .where(eq(ticketClock.ticketId, opened.id))
      .orderBy(ticketClock.id)
    for (const [i, change] of history.slice(1).entries())
      expect(change.statusId).not.toBe(history[i]?.statusId)
    await expectStoredEqualsComputed(opened.id, new Date(at + 10 * MINUTE))
  })

  it('a clock history row cannot be rewritten', async () => {
    const [row] = await db.select({ id: ticketClock.id }).from(ticketClock).limit(1)
    expect(
      await sqlState(() =>
        db
          .update(ticketClock)
          .set({ clock: 'paused' })
          .where(eq(ticketClock.id, row?.id ?? 0)),
      ),
    ).toBe('23514')
  })
})
