/**
 * The original's per-type voucher paths, `/{resource}/api/v1/{resource}/…` for payment_voucher,
 * receipt_voucher, contra, journal, sales and purchase, so its clients keep working. Differences,
 * listed in docs/api-compat.md: create/ posts at once (its clients expect a number back) and is
 * refused when unbalanced; a posted voucher is never updated or deleted (409: correct it instead);
 * numbers are PV-2026-27-000123; an unknown number is a 404; lists read the voucher type, not
 * ledgers named "Cash" or "Bank".
 */
import multipart from '@fastify/multipart'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ApiError, parseId, truncate } from '../../http/api-error.ts'
import {
  dateText,
  itemsFromForm,
  optionalId,
  optionalText,
  parseWithLineKeys,
} from '../../http/line-forms.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { readUploadBody } from '../../media/read-upload-body.ts'
import type { AreaDeps } from '../area.ts'
import {
  LEGACY_KINDS,
  type LegacyKind,
  presentByNumber,
  presentCreated,
  presentLegacyList,
} from './legacy-voucher-present.ts'
import { deleteDraft, post, updateDraft, type VoucherInput } from './posting.ts'
import { voucher } from './tables.ts'
import { legacyLineSchema, linesInput } from './voucher-body.ts'
import { pageOfVouchers } from './voucher-list.ts'

/** The original stored the entry time after the date ("2026-08-01T10:15:00"): its date is kept. */
const legacyDate = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]/.test(value) ? value.slice(0, 10) : value),
  dateText,
)

/** The body's fields other than the date, whose key names the type (payment_date, receipt_date…). */
const commonFields = z.object({
  branch: optionalId,
  sub_ledger: optionalId.describe('Applies to every line that names none'),
  details: optionalText(5000).describe('The narration'),
  items: z.array(legacyLineSchema, { message: 'Send the lines: items[0][ledger], items[0][debit_amount]…' }),
  invoice_no: optionalText(30).describe('update/: the voucher to change'),
  id: optionalId.describe('update/: the draft to change, for a draft has no number yet'),
})
type CommonFields = z.infer<typeof commonFields>

const bodySchema = (k: LegacyKind) => commonFields.extend({ [k.dateKey]: legacyDate })

const pageQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().positive().max(100).optional(),
  date_after: dateText.optional(),
  date_before: dateText.optional(),
})
const searchQuery = pageQuery.extend({
  invoice_no: z.string().max(40).optional(),
  key: z.string().max(200).optional().describe('Part of the number or the narration'),
})
const numberParams = z.object({
  no: z.string().max(40).describe('The voucher number, e.g. PV-2026-27-000001'),
})

export async function registerLegacyVoucherRoutes(app: FastifyInstance, deps: AreaDeps): Promise<void> {
  // The original's clients send multipart forms: the parser stays in this plugin's scope.
  await app.register(multipart)
  for (const k of LEGACY_KINDS) registerKind(app, deps, k)
}

function registerKind(app: FastifyInstance, deps: AreaDeps, k: LegacyKind): void {
  const { db } = deps
  const base = `/${k.resource}/api/v1/${k.resource}/`
  const tags = [k.resource]
  const schemaOf = bodySchema(k)
  const limits = {
    maxFiles: 1,
    maxFileBytes: Math.max(deps.media.limits.maxImageBytes, deps.media.limits.maxPdfBytes),
  }

  /** The body as posting input, with the attachment stored (pending until the voucher commits). */
  const readVoucher = async (request: FastifyRequest) => {
    const { body, files } = await readUploadBody(request, limits)
    const gathered = body && typeof body === 'object' ? itemsFromForm(body as Record<string, unknown>) : body
    const parsed = parseWithLineKeys(schemaOf, gathered) as CommonFields & Record<string, unknown>
    const lines = linesInput(parsed.items, { subLedgerId: parsed.sub_ledger ?? null })
    // Stored once the body is known to be readable; pending until the voucher commits.
    const upload = files.find((f) => f.fieldName === 'file')
    const stored = upload ? await deps.media.save('file', upload, ['image', 'pdf'], 'vouchers') : undefined
    const input: VoucherInput = {
      type: k.type,
      date: parsed[k.dateKey] as string,
      branchId: parsed.branch ?? null,
      narration: parsed.details ?? null,
      file: stored?.path,
      lines,
    }
    return { parsed, input, files: stored ? [stored.path] : [] }
  }
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db))
  const byId = async (id: number) => {
    const [row] = await db
      .select()
      .from(voucher)
      .where(and(eq(voucher.id, id), eq(voucher.type, k.type)))
    if (!row) throw new ApiError(404, `${k.label} ${id} does not exist.`)
    return row
  }
  const byNumber = async (number: string) => {
    const [row] = await db
      .select()
      .from(voucher)
      .where(and(eq(voucher.number, number), eq(voucher.type, k.type)))
    return row
  }
  const docs = (summary: string, extra: Partial<Parameters<typeof routeSchema>[0]> = {}) =>
    routeSchema({ summary, tags, auth: 'staff', answers: { 200: summary, ...ERROR_ANSWERS }, ...extra })

  deps.routes.add('POST', `${base}create/`)
  app.post(
    `${base}create/`,
    {
      preHandler: [requirePermission('voucher', 'create'), requirePermission('voucher', 'post')],
      schema: docs(`Post a ${k.label.toLowerCase()} at once (the original's clients expect its number)`, {
        body: schemaOf,
        consumes: ['application/json', 'multipart/form-data'],
        answers: {
          201: `{${k.listKey}: [row per line], account_logs: [row per line]}`,
          ...ERROR_ANSWERS,
        },
      }),
    },
    async (request, reply) => {
      const auth = await requireUser(request)
      const { input, files } = await readVoucher(request)
      const posted = await inTransaction(async (tx) => {
        const result = await post(tx, input, { id: auth.user.id }, { now: new Date(deps.clock()) })
        await deps.media.confirm(tx, files)
        return result
      })
      return reply.code(201).send(await presentCreated(db, k, await byId(posted.id)))
    },
  )

  deps.routes.add('GET', `${base}all/`)
  app.get(
    `${base}all/`,
    {
      preHandler: requirePermission('voucher', 'read'),
      schema: docs(`Posted ${k.label.toLowerCase()}s, newest first`, { querystring: pageQuery }),
    },
    async (request) => {
      const { rows, ...envelope } = await pageOfVouchers(db, request.query as Record<string, unknown>, {
        type: k.type,
        postedOnly: true,
      })
      return { [k.listKey]: await presentLegacyList(db, k, rows), ...envelope }
    },
  )

  deps.routes.add('GET', `${base}search/`)
  app.get(
    `${base}search/`,
    {
      preHandler: requirePermission('voucher', 'read'),
      schema: docs(`Search posted ${k.label.toLowerCase()}s by number or narration`, {
        querystring: searchQuery,
      }),
    },
    async (request) => {
      const { rows, ...envelope } = await pageOfVouchers(db, request.query as Record<string, unknown>, {
        type: k.type,
        postedOnly: true,
      })
      return { [k.listKey]: await presentLegacyList(db, k, rows), ...envelope }
    },
  )

  deps.routes.add('GET', `${base}${k.byNumber}/:no`)
  app.get<{ Params: { no: string } }>(
    `${base}${k.byNumber}/:no`,
    {
      preHandler: requirePermission('voucher', 'read'),
      schema: docs(`A ${k.label.toLowerCase()} by its number, with its lines`, {
        params: numberParams,
        answers: { 200: 'The voucher', ...ERROR_ANSWERS, 404: 'No voucher has the number' },
      }),
    },
    async (request) => {
      const number = request.params.no
      // PostgreSQL cannot compare text holding U+0000: such a number is a bad request, not a query.
      if (number.includes('\u0000')) {
        throw new ApiError(400, 'The voucher number contains a NUL character, which is not allowed.')
      }
      const row = number.length <= 40 ? await byNumber(number) : undefined
      if (!row) throw new ApiError(404, `Invoice no ${truncate(number, 40)} has no ${k.plural}`)
      return presentByNumber(db, k, row)
    },
  )

  deps.routes.add('GET', `${base}:id`)
  app.get<{ Params: { id: string } }>(
    `${base}:id`,
    {
      preHandler: requirePermission('voucher', 'read'),
      schema: docs(`A ${k.label.toLowerCase()} by id, with its lines`, { params: idParams }),
    },
    async (request) => presentByNumber(db, k, await byId(parseId(request.params.id, k.label))),
  )

  deps.routes.add('PUT', `${base}update/`)
  app.put(
    `${base}update/`,
    {
      preHandler: requirePermission('voucher', 'update'),
      schema: docs(`Change a draft ${k.label.toLowerCase()} (a posted one answers 409: correct it)`, {
        body: schemaOf,
        consumes: ['application/json', 'multipart/form-data'],
        answers: { 200: 'The draft', ...ERROR_ANSWERS, 409: 'Posted: correct it by reversal' },
      }),
    },
    async (request) => {
      const auth = await requireUser(request)
      const { parsed, input, files } = await readVoucher(request)
      const number = parsed.invoice_no ?? undefined
      const row = number ? await byNumber(number) : parsed.id ? await byId(parsed.id) : undefined
      if (!row) {
        throw new ApiError(
          number ? 404 : 400,
          number
            ? `Invoice no ${truncate(number, 40)} has no ${k.plural}`
            : 'Send the invoice_no (or id) of the voucher.',
        )
      }
      if (row.status === 'posted') {
        throw new ApiError(
          409,
          `${row.number} is posted: posted vouchers are corrected by reversal: POST /voucher/api/v1/voucher/correct/${row.id}`,
        )
      }
      await inTransaction(async (tx) => {
        await updateDraft(tx, row.id, input, { id: auth.user.id })
        await deps.media.confirm(tx, files)
      })
      return presentByNumber(db, k, await byId(row.id))
    },
  )

  deps.routes.add('DELETE', `${base}delete/:id`)
  app.delete<{ Params: { id: string } }>(
    `${base}delete/:id`,
    {
      preHandler: requirePermission('voucher', 'delete'),
      schema: docs(`Delete a draft ${k.label.toLowerCase()} (a posted one answers 409)`, {
        params: idParams,
        answers: { 200: 'Deleted', ...ERROR_ANSWERS, 409: 'Posted: correct it by reversal' },
      }),
    },
    async (request) => {
      const row = await byId(parseId(request.params.id, k.label))
      if (row.status === 'posted') {
        throw new ApiError(
          409,
          `${row.number} is posted and cannot be deleted: correct it by reversal: POST /voucher/api/v1/voucher/correct/${row.id}`,
        )
      }
      await inTransaction((tx) => deleteDraft(tx, row.id))
      return { detail: `Draft ${k.label.toLowerCase()} ${row.id} deleted.` }
    },
  )
}
