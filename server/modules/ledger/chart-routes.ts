/**
 * The chart's routes beyond the generic CRUD, at the original's paths: the ledger form's live
 * duplicate-name checks, the cash/bank ledger lists the voucher forms fill their first line from,
 * whether a ledger is cash or bank, and the chart tree with balances for the chart screen. All are
 * staff-only (ledger_account.read); answers are never cached.
 */
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requirePermission } from '../../auth/request-auth.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { parseBody } from '../../http/validation.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import { presentersOf } from '../../resources/present.ts'
import type { AreaDeps } from '../area.ts'
import { chartTree } from './chart-tree.ts'
import { ledgerAccountResource } from './ledger-account-resource.ts'
import { ledgerAccount } from './tables.ts'

const BASE = '/ledger_account/api/v1/ledger_account/'
const TAGS = ['ledger_account']
const CASH_BANK = ['cash', 'bank']

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`)
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v)
  }, 'This date does not exist.')

const chartQuery = z.object({
  date_before: isoDate.optional().describe('Lines dated on or before it (default: all)'),
  branch: z.coerce
    .number({ message: 'Send a branch id.' })
    .int('Send a branch id.')
    .min(1, 'Send a branch id.')
    .max(PG_INT_MAX, 'No branch has so large an id.')
    .optional()
    .describe('Lines of this branch only'),
})

const nameQuery = z.object({
  key: z
    .string({ message: 'Send the name to check as ?key=.' })
    .trim()
    .min(1, 'Send the name to check as ?key=.')
    .max(200),
})

const nameUpdateQuery = nameQuery.extend({
  id: z.coerce
    .number({ message: 'Send the ledger id as ?id=.' })
    .int()
    .min(1)
    .max(PG_INT_MAX, 'No ledger has so large an id.'),
})

const blankToUndefined = (query: unknown) =>
  Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''))

export function registerChartRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const ctx = { db, timeZone: deps.timeZone }
  const canRead = requirePermission('ledger_account', 'read')

  const get = (
    path: string,
    docs: Omit<Parameters<typeof routeSchema>[0], 'tags' | 'auth'>,
    handler: (request: FastifyRequest) => Promise<unknown>,
  ) => {
    deps.routes.add('GET', `${BASE}${path}`)
    app.get(
      `${BASE}${path}`,
      { preHandler: canRead, schema: routeSchema({ ...docs, tags: TAGS, auth: 'staff' }) },
      async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'private, no-store')
        return handler(request)
      },
    )
  }

  const nameTaken = async (name: string, exceptId?: number) => {
    const [row] = await db
      .select({ id: ledgerAccount.id })
      .from(ledgerAccount)
      .where(
        and(
          sql`lower(${ledgerAccount.name}) = lower(${name})`,
          exceptId ? ne(ledgerAccount.id, exceptId) : undefined,
        ),
      )
      .limit(1)
    return Boolean(row)
  }

  const ledgerList = async (where: ReturnType<typeof inArray>) => {
    const rows = await db
      .select()
      .from(ledgerAccount)
      .where(where)
      .orderBy(asc(ledgerAccount.name), asc(ledgerAccount.id))
    return { ledger_accounts: await presentersOf(ledgerAccountResource).unpaginated(rows, ctx) }
  }

  get(
    'check_name_of_ledger_account_when_create/',
    {
      summary: 'Whether a ledger by this name exists (case-insensitive), for the form’s live check',
      querystring: nameQuery,
      answers: { 200: '{"name_exists": true|false}', ...ERROR_ANSWERS },
    },
    async (request) => ({ name_exists: await nameTaken(parseBody(nameQuery, request.query).key) }),
  )

  get(
    'check_name_of_ledger_account_when_update/',
    {
      summary: 'Whether another ledger than ?id= has this name, for the edit form’s live check',
      querystring: nameUpdateQuery,
      answers: { 200: '{"name_exists": true|false}', ...ERROR_ANSWERS },
    },
    async (request) => {
      const { key, id } = parseBody(nameUpdateQuery, request.query)
      return { name_exists: await nameTaken(key, id) }
    },
  )

  for (const path of ['cash_bank/', 'get_cash_and_bank_ledgers/']) {
    get(
      path,
      {
        summary: 'The cash and bank ledgers (account type cash or bank), unpaginated',
        answers: { 200: '{"ledger_accounts": […]}', ...ERROR_ANSWERS },
      },
      async () => ledgerList(inArray(ledgerAccount.accountType, CASH_BANK)),
    )
  }

  get(
    'without_cash_bank/all/',
    {
      summary:
        'Every ledger but the cash and bank ones (a journal’s and a voucher’s other lines), unpaginated',
      answers: { 200: '{"ledger_accounts": […]}', ...ERROR_ANSWERS },
    },
    async () => ledgerList(notInArray(ledgerAccount.accountType, CASH_BANK)),
  )

  get(
    'check_bank_or_cash_by_ledger_id/:id',
    {
      summary: 'Whether the ledger is a cash or bank ledger (then its lines take cheque details)',
      params: idParams,
      answers: { 200: '{"has_bank_accounts": true|false}', ...ERROR_ANSWERS },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id, 'Ledger')
      const [row] = await db
        .select({ type: ledgerAccount.accountType })
        .from(ledgerAccount)
        .where(eq(ledgerAccount.id, id))
      if (!row) throw new ApiError(404, `Ledger ${id} does not exist.`)
      return { has_bank_accounts: CASH_BANK.includes(row.type) }
    },
  )

  get(
    'chart/',
    {
      summary: 'The chart of accounts as a tree with each ledger’s and group’s balance',
      description:
        'Balances are Σ(debit − credit) of posted lines up to date_before (in the branch when given), as exact decimal strings: positive is a debit balance, negative a credit one.',
      querystring: chartQuery,
      answers: {
        200: '{"primary_groups": [{id, name, nature, balance, groups: [{id, name, balance, groups, ledgers: [{id, name, code, account_type, is_active, balance, debit, credit}]}]}]}',
        ...ERROR_ANSWERS,
      },
    },
    async (request) => {
      const query = parseBody(chartQuery, blankToUndefined(request.query))
      return chartTree(db, { dateBefore: query.date_before, branchId: query.branch })
    },
  )
}
