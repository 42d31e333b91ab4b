/**
 * The reports' paths, the original's (issue 13 item 3): the ledger statement and the books built
 * on it under account_log_report/, the voucher registers and party balances under
 * account_report/, and the trial balance, income and expenditure, balance sheet and group
 * drill-down under balance_sheet/. Every one is a GET for staff with `account_report.read`, reads
 * its query with a zod schema (a bad date or id is a 400 naming the parameter), answers JSON, or
 * with `?format=csv` the same rows as a CSV file. Answers are never cached: the books change.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requirePermission } from '../../../auth/request-auth.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { idParam, pageQuery, reportQuery } from '../../../http/report-query.ts'
import { ERROR_ANSWERS, routeSchema } from '../../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../../http/validation.ts'
import type { AreaDeps } from '../../area.ts'
import { ledgerAccount, subLedgerAccount, type VoucherType } from '../tables.ts'
import { toWire } from './amounts.ts'
import { balanceSheet, groupDetails } from './balance-sheet.ts'
import {
  balanceSheetTable,
  type CsvTable,
  csvText,
  groupDetailsTable,
  incomeExpenditureHorizontalTable,
  incomeExpenditureTable,
  receiptsPaymentsTable,
  statementTable,
  sundryTable,
  trialBalanceTable,
  voucherListTable,
  voucherSummaryTable,
} from './csv.ts'
import { filterOf, type ReportFilter } from './filters.ts'
import { incomeAndExpenditure, incomeAndExpenditureHorizontal } from './income-expenditure.ts'
import { statement } from './ledger-statement.ts'
import { receiptsAndPayments } from './receipts-payments.ts'
import { sundryBalances } from './sundry.ts'
import { trialBalance } from './trial-balance.ts'
import { dayBook, voucherSummary, vouchersInRange } from './vouchers-in-range.ts'

const LOG = '/account_log_report/api/v1/account_log_report'
const REPORT = '/account_report/api/v1/account_report'
const SHEET = '/balance_sheet/api/v1/balance_sheet'

/** The original's voucher resource names → the voucher type. */
const REGISTERS: Record<string, VoucherType> = {
  payment_voucher: 'payment',
  receipt_voucher: 'receipt',
  contra: 'contra',
  journal: 'journal',
  sales: 'sales',
  purchase: 'purchase',
}

/** A report's answer: its JSON (service shape; toWire writes it) and its CSV table. */
interface Answer {
  json: unknown
  table: () => CsvTable
}

const pagedQuery = reportQuery.extend(pageQuery.shape)

/** The range of a parsed query, refused when it ends before it starts. */
function rangeOf(query: z.infer<typeof reportQuery>): ReportFilter {
  const filter = filterOf(query)
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new ValidationError({
      date_before: [`The range ends (${filter.to}) before it starts (${filter.from}).`],
    })
  }
  return filter
}

async function ledgerOfType(db: Db, id: number, types?: readonly string[]) {
  const [row] = await db
    .select({ id: ledgerAccount.id, name: ledgerAccount.name, accountType: ledgerAccount.accountType })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.id, id))
  if (!row) throw new ApiError(404, `Ledger ${id} does not exist.`)
  if (types && !types.includes(row.accountType)) {
    throw new ValidationError({ ledger: [`${row.name} is not a ${types.join(' or ')} ledger.`] })
  }
  return row
}

async function ledgersOfType(db: Db, types: readonly string[]): Promise<number[]> {
  const rows = await db.select({ id: ledgerAccount.id, type: ledgerAccount.accountType }).from(ledgerAccount)
  return rows.filter((r) => types.includes(r.type)).map((r) => r.id)
}

export function registerReportRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps

  function report<S extends z.ZodObject>(
    path: string,
    docs: { summary: string; tag: string; description?: string },
    query: S,
    run: (query: z.infer<S>, csv: boolean) => Promise<Answer>,
  ) {
    deps.routes.add('GET', path)
    app.get(
      path,
      {
        preHandler: requirePermission('account_report', 'read'),
        schema: routeSchema({
          summary: docs.summary,
          description: docs.description,
          tags: [docs.tag],
          auth: 'staff',
          querystring: query,
          answers: {
            200: 'The report as JSON, or with ?format=csv as a CSV file (text/csv)',
            400: ERROR_ANSWERS[400],
            401: ERROR_ANSWERS[401],
            403: ERROR_ANSWERS[403],
            404: 'A ledger, sub-ledger or group named in the query does not exist',
          },
        }),
      },
      async (request, reply) => {
        const parsed = parseBody(query, request.query) as z.infer<S>
        const csv = (parsed as { format?: string }).format === 'csv'
        const answer = await run(parsed, csv)
        reply.header('cache-control', 'private, no-store')
        if (!csv) return toWire(answer.json)
        const name = path.split('/').filter(Boolean).at(-1) ?? 'report'
        const { from, to } = filterOf(parsed as z.infer<typeof reportQuery>)
        const range = [from, to].filter(Boolean).join('_to_')
        return reply
          .header('content-disposition', `attachment; filename="${name}${range ? `-${range}` : ''}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(csvText(answer.table()))
      },
    )
  }

  const statementAnswer = async (
    query: z.infer<typeof pagedQuery>,
    csv: boolean,
    scope: { ledgerIds?: number[]; subLedgerId?: number },
  ): Promise<Answer> => {
    const result = await statement(db, {
      ...rangeOf(query),
      ...scope,
      page: csv ? 1 : query.page,
      size: csv ? null : query.size,
    })
    return { json: result, table: () => statementTable(result) }
  }

  report(
    `${LOG}/general/`,
    {
      summary: "A ledger's statement: opening, lines with running balance, closing",
      tag: 'account_log_report',
    },
    pagedQuery.extend({
      ledger: idParam('The ledger (required)'),
      sub_ledger: idParam('Lines of this sub-ledger only'),
    }),
    async (query, csv) => {
      if (query.ledger === undefined) throw new ValidationError({ ledger: ['This field is required.'] })
      await ledgerOfType(db, query.ledger)
      if (query.sub_ledger !== undefined) await subLedgerExists(db, query.sub_ledger)
      return statementAnswer(query, csv, { ledgerIds: [query.ledger], subLedgerId: query.sub_ledger })
    },
  )

  for (const [path, types, what] of [
    ['for_cash_ledger', ['cash'], 'The cash book: one cash ledger or all of them together'],
    [
      'for_bank_ledger_or_bank_account_group',
      ['bank'],
      'The bank book: one bank ledger or all of them together',
    ],
  ] as const) {
    report(
      `${LOG}/${path}/`,
      { summary: what, tag: 'account_log_report' },
      pagedQuery.extend({ ledger: idParam(`One ${types[0]} ledger; default all`) }),
      async (query, csv) => {
        const ledgerIds =
          query.ledger === undefined
            ? await ledgersOfType(db, types)
            : [(await ledgerOfType(db, query.ledger, types)).id]
        return statementAnswer(query, csv, { ledgerIds })
      },
    )
  }

  report(
    `${LOG}/for_sub_ledger/`,
    {
      summary: 'The lines of a sub-ledger (a purpose tag), optionally of one ledger',
      tag: 'account_log_report',
    },
    pagedQuery.extend({
      sub_ledger: idParam('The sub-ledger (required)'),
      ledger: idParam('One ledger only'),
    }),
    async (query, csv) => {
      if (query.sub_ledger === undefined)
        throw new ValidationError({ sub_ledger: ['This field is required.'] })
      await subLedgerExists(db, query.sub_ledger)
      if (query.ledger !== undefined) await ledgerOfType(db, query.ledger)
      return statementAnswer(query, csv, {
        subLedgerId: query.sub_ledger,
        ledgerIds: query.ledger === undefined ? undefined : [query.ledger],
      })
    },
  )

  report(
    `${LOG}/day_book/`,
    { summary: 'The day book: every posted voucher of the range with its lines', tag: 'account_log_report' },
    pagedQuery,
    async (query, csv) => {
      const result = await dayBook(db, {
        ...rangeOf(query),
        page: csv ? 1 : query.page,
        size: csv ? null : query.size,
      })
      return { json: result, table: () => voucherListTable(result) }
    },
  )

  report(
    `${LOG}/receipts_and_payments/`,
    {
      summary: 'The receipts and payments account: opening cash and bank, receipts, payments, closing',
      tag: 'account_log_report',
    },
    reportQuery,
    async (query) => {
      const result = await receiptsAndPayments(db, rangeOf(query))
      return { json: result, table: () => receiptsPaymentsTable(result) }
    },
  )

  for (const [name, type] of Object.entries(REGISTERS)) {
    report(
      `${REPORT}/report_for_${name}/`,
      {
        summary: `The register of posted ${type} vouchers in the range, with their lines`,
        tag: 'account_report',
      },
      pagedQuery,
      async (query, csv) => {
        const result = await vouchersInRange(db, {
          ...rangeOf(query),
          type,
          page: csv ? 1 : query.page,
          size: csv ? null : query.size,
        })
        return { json: result, table: () => voucherListTable(result) }
      },
    )
    report(
      `${REPORT}/summary_for_${name}/`,
      {
        summary: `Per ledger, the debits and credits of the range's ${type} vouchers`,
        tag: 'account_report',
      },
      reportQuery,
      async (query) => {
        const result = await voucherSummary(db, type, rangeOf(query))
        return { json: result, table: () => voucherSummaryTable(result) }
      },
    )
  }

  for (const kind of ['debtors', 'creditors'] as const) {
    report(
      `${REPORT}/report_for_sundry_${kind}/`,
      { summary: `Balances of the sundry ${kind}`, tag: 'account_report' },
      reportQuery,
      async (query) => {
        const result = await sundryBalances(db, kind, rangeOf(query))
        return { json: result, table: () => sundryTable(result) }
      },
    )
  }

  report(
    `${SHEET}/trial_balance/`,
    {
      summary: 'The trial balance: per group and ledger, opening, period and closing debit and credit',
      tag: 'balance_sheet',
    },
    reportQuery,
    async (query) => {
      const result = await trialBalance(db, rangeOf(query))
      return { json: result, table: () => trialBalanceTable(result.rows, result) }
    },
  )

  report(
    `${SHEET}/profit_loss/`,
    {
      summary: 'The income and expenditure account, in Tally’s two columns (default) or as one list',
      tag: 'balance_sheet',
    },
    reportQuery.extend({
      layout: z.preprocess(
        (v) => (Array.isArray(v) ? v.at(-1) : v),
        z.enum(['horizontal', 'vertical']).optional().describe('horizontal (default) or vertical'),
      ),
    }),
    async (query) => {
      if (query.layout === 'vertical') {
        const result = await incomeAndExpenditure(db, rangeOf(query))
        return { json: result, table: () => incomeExpenditureTable(result) }
      }
      const result = await incomeAndExpenditureHorizontal(db, rangeOf(query))
      return { json: result, table: () => incomeExpenditureHorizontalTable(result) }
    },
  )

  report(
    `${SHEET}/balance_sheet/`,
    {
      summary: 'The balance sheet as at date_before: liabilities and fund left, assets right',
      tag: 'balance_sheet',
    },
    reportQuery,
    async (query) => {
      const result = await balanceSheet(db, rangeOf(query))
      return { json: result, table: () => balanceSheetTable(result) }
    },
  )

  report(
    `${SHEET}/group_details/`,
    { summary: "A group's sub-groups and ledgers with their balances (drill-down)", tag: 'balance_sheet' },
    reportQuery.extend({ group: idParam('The group (required)') }),
    async (query) => {
      if (query.group === undefined) throw new ValidationError({ group: ['This field is required.'] })
      const result = await groupDetails(db, query.group, rangeOf(query))
      return { json: result, table: () => groupDetailsTable(result) }
    },
  )
}

async function subLedgerExists(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: subLedgerAccount.id })
    .from(subLedgerAccount)
    .where(eq(subLedgerAccount.id, id))
  if (!row) throw new ApiError(404, `Sub-ledger ${id} does not exist.`)
}
