/**
 * Fiscal years (the list with each year's status, and year-end closing) and the books' settings
 * (the fiscal year's first month, the lock date, the fund ledger). Closing and moving the lock date
 * are the Approver's (fiscal_year.close, ledger_setting.update); a settings change is audited.
 */
import { count, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { dateText, optionalId } from '../../http/line-forms.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../http/validation.ts'
import { dateIn, formatDateTime } from '../../http/wire.ts'
import { audit } from '../../resources/crud-service.ts'
import type { AreaDeps } from '../area.ts'
import { registerSettingsReads } from '../settings-reads.ts'
import { ledgerSettingResource } from './books-resources.ts'
import { ledgerSettings } from './fiscal-year.ts'
import { voucherNumber } from './posting.ts'
import { fiscalYear, ledgerAccount, ledgerSetting, voucher } from './tables.ts'
import { closeFiscalYear } from './year-end-closing.ts'

const YEARS = '/fiscal_year/api/v1/fiscal_year/'
const SETTINGS = '/ledger_setting/api/v1/ledger_setting/'

/** Why the start month is fixed once a fiscal year exists: the 409 of a change, and what the screen shows. */
const START_MONTH_FIXED =
  'The fiscal year start month cannot change once fiscal years exist: their vouchers are numbered by them.'

const settingsBody = z.strictObject({
  fiscal_year_start_month: z
    .number({ message: 'Send the month as a number, 1 (January) to 12.' })
    .int('Send the month as a number, 1 (January) to 12.')
    .min(1, 'Send the month as a number, 1 (January) to 12.')
    .max(12, 'Send the month as a number, 1 (January) to 12.')
    .optional(),
  lock_date: z.preprocess((v) => (v === '' ? null : v), dateText.nullable()).optional(),
  fund_ledger: optionalId,
})

async function emailsOf(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map<number, { id: number; email: string }>()
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted))
  return new Map(rows.map((r) => [r.id, r]))
}

export function registerFiscalYearRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps

  deps.routes.add('GET', `${YEARS}all/`)
  app.get(
    `${YEARS}all/`,
    {
      preHandler: requirePermission('fiscal_year', 'read'),
      schema: routeSchema({
        summary: 'Fiscal years, latest first, each open or closed with its closing voucher',
        tags: ['fiscal_year'],
        auth: 'staff',
        answers: { 200: '{fiscal_years: […]}', ...ERROR_ANSWERS },
      }),
    },
    async () => {
      const rows = await db
        .select({ year: fiscalYear, closingNumber: voucher.number })
        .from(fiscalYear)
        .leftJoin(voucher, eq(voucher.id, fiscalYear.closingVoucherId))
        .orderBy(desc(fiscalYear.startDate))
      const closers = await emailsOf(
        db,
        rows.map((r) => r.year.closedBy),
      )
      return {
        fiscal_years: rows.map(({ year, closingNumber }) => ({
          id: year.id,
          name: year.name,
          start_date: year.startDate,
          end_date: year.endDate,
          status: year.closedAt ? 'closed' : 'open',
          closed_at: formatDateTime(year.closedAt, deps.timeZone),
          closed_by: year.closedBy === null ? null : (closers.get(year.closedBy) ?? null),
          closing_voucher:
            year.closingVoucherId === null ? null : { id: year.closingVoucherId, number: closingNumber },
        })),
      }
    },
  )

  deps.routes.add('POST', `${YEARS}close/:id`)
  app.post<{ Params: { id: string } }>(
    `${YEARS}close/:id`,
    {
      preHandler: requirePermission('fiscal_year', 'close'),
      schema: routeSchema({
        summary: 'Close a fiscal year: its income and expenses carried to the fund; nothing more posts in it',
        tags: ['fiscal_year'],
        auth: 'staff',
        params: idParams,
        answers: {
          200: '{detail, closing_voucher: {id, number}|null}',
          ...ERROR_ANSWERS,
          409: 'Not ended, an earlier year open, drafts in it, or already closed',
        },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Fiscal year')
      const auth = await requireUser(request)
      const now = new Date(deps.clock())
      const result = await db.transaction(async (tx) =>
        closeFiscalYear(
          tx as unknown as Db,
          id,
          { today: dateIn(now, deps.timeZone), now },
          { id: auth.user.id },
        ),
      )
      const closing = result.closingVoucher
      return {
        detail: `Fiscal year ${result.name} is closed.`,
        closing_voucher: closing && { id: closing.id, number: await voucherNumber(db, closing.id) },
      }
    },
  )

  const presentSettings = async () => {
    const settings = await ledgerSettings(db)
    const [row] = await db.select().from(ledgerSetting).where(eq(ledgerSetting.id, 1))
    const [fund] = settings.fundLedgerId
      ? await db
          .select({ id: ledgerAccount.id, name: ledgerAccount.name })
          .from(ledgerAccount)
          .where(eq(ledgerAccount.id, settings.fundLedgerId))
      : []
    const people = await emailsOf(db, [row?.updatedBy ?? null])
    const [years] = await db.select({ n: count() }).from(fiscalYear)
    return {
      fiscal_year_start_month: settings.fiscalYearStartMonth,
      // The screen disables the month with this reason rather than offering a change it would refuse.
      fiscal_year_start_month_fixed: (years?.n ?? 0) > 0 ? START_MONTH_FIXED : null,
      lock_date: settings.lockDate,
      fund_ledger: fund ?? null,
      updated_at: formatDateTime(row?.updatedAt ?? null, deps.timeZone),
      updated_by: row?.updatedBy ? (people.get(row.updatedBy) ?? null) : null,
    }
  }

  registerSettingsReads(app, deps, {
    base: SETTINGS,
    resource: 'ledger_setting',
    title: "The books' settings",
    holds: 'fiscal year start month, lock date, fund ledger',
    present: presentSettings,
  })

  deps.routes.add('PUT', SETTINGS)
  app.put(
    SETTINGS,
    {
      preHandler: requirePermission('ledger_setting', 'update'),
      schema: routeSchema({
        summary: "Change the books' settings (the start month only before any fiscal year exists)",
        tags: ['ledger_setting'],
        auth: 'staff',
        body: settingsBody,
        answers: { 200: 'The settings', ...ERROR_ANSWERS, 409: 'The start month, once years exist' },
      }),
    },
    async (request) => {
      const auth = await requireUser(request)
      const body = parseBody(settingsBody, request.body)
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db
        const before = await ledgerSettings(tx)
        const [locked] = await tx.select().from(ledgerSetting).where(eq(ledgerSetting.id, 1)).for('update')
        if (!locked) throw new Error('The ledger settings row vanished.')
        const changes: Record<string, { before: unknown; after: unknown }> = {}
        const month = body.fiscal_year_start_month
        if (month !== undefined && month !== before.fiscalYearStartMonth) {
          const [years] = await tx.select({ n: count() }).from(fiscalYear)
          if ((years?.n ?? 0) > 0) throw new ApiError(409, START_MONTH_FIXED)
          changes.fiscal_year_start_month = { before: before.fiscalYearStartMonth, after: month }
        }
        if (body.lock_date !== undefined && body.lock_date !== before.lockDate)
          changes.lock_date = { before: before.lockDate, after: body.lock_date }
        if (body.fund_ledger !== undefined && body.fund_ledger !== before.fundLedgerId) {
          if (body.fund_ledger === null)
            throw new ValidationError({ fund_ledger: ['The books need a fund ledger.'] })
          const [ledger] = await tx
            .select({ type: ledgerAccount.accountType, name: ledgerAccount.name })
            .from(ledgerAccount)
            .where(eq(ledgerAccount.id, body.fund_ledger))
          if (!ledger)
            throw new ValidationError({ fund_ledger: [`Ledger ${body.fund_ledger} does not exist.`] })
          if (ledger.type !== 'fund')
            throw new ValidationError({
              fund_ledger: [`"${ledger.name}" is not a fund ledger (its type is ${ledger.type}).`],
            })
          changes.fund_ledger = { before: before.fundLedgerId, after: body.fund_ledger }
        }
        if (Object.keys(changes).length === 0) return
        await tx
          .update(ledgerSetting)
          .set({
            fiscalYearStartMonth: month ?? before.fiscalYearStartMonth,
            lockDate: body.lock_date === undefined ? before.lockDate : body.lock_date,
            fundLedgerId: body.fund_ledger ?? before.fundLedgerId,
            updatedAt: new Date(deps.clock()),
            updatedBy: auth.user.id,
          })
          .where(eq(ledgerSetting.id, 1))
        await audit(
          tx,
          { id: auth.user.id, email: auth.user.email, ip: request.ip },
          ledgerSettingResource as never,
          1,
          'update',
          changes,
        )
      })
      return presentSettings()
    },
  )
}
