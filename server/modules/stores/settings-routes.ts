/**
 * The stores' settings: GET and PUT /stores_setting/api/v1/stores_setting/ (and all/, the list
 * pattern every resource answers). The five ledgers stock, sales and their costs post to, each an
 * open ledger of the kind its use needs (stock: a ledger of type "other" under an asset group;
 * sales and delivery charges: income; cost of goods and stock adjustments: expense), refused in
 * words naming the setting; and per branch whether its stock may go below zero. The Administrator
 * and the Approver change them (stores_setting.update), the Accountant and the Auditor read them.
 * A change is audited with what it was before.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  fitsStoresLedger,
  STORES_LEDGER_KEYS,
  STORES_LEDGER_SETTINGS,
  type StoresLedgerSetting,
} from '../../../common/stores-ledgers.ts'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../http/validation.ts'
import { formatDateTime } from '../../http/wire.ts'
import { audit } from '../../resources/crud-service.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import type { AreaDeps } from '../area.ts'
import { ledgerSummaries } from '../ledger/service.ts'
import { allBranches, existingBranchIds } from '../org/branch-service.ts'
import { registerSettingsReads } from '../settings-reads.ts'
import { storesSettingResource } from './settings-resource.ts'
import { stockBranchSetting, storesSetting } from './tables.ts'

const SETTINGS = '/stores_setting/api/v1/stores_setting/'
const TAGS = ['stores_setting']

type Column =
  | 'stockLedgerId'
  | 'salesLedgerId'
  | 'costOfGoodsLedgerId'
  | 'adjustmentLedgerId'
  | 'shippingLedgerId'

/** Each ledger setting's column; what fits it is common/stores-ledgers.ts, shared with the screen. */
const COLUMNS: Record<StoresLedgerSetting, Column> = {
  stock_ledger: 'stockLedgerId',
  sales_ledger: 'salesLedgerId',
  cost_of_goods_ledger: 'costOfGoodsLedgerId',
  adjustment_ledger: 'adjustmentLedgerId',
  shipping_ledger: 'shippingLedgerId',
}

const ledgerId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ message: 'Choose a ledger.' })
    .int('Choose a ledger.')
    .min(1, 'Choose a ledger.')
    .max(PG_INT_MAX),
)

const settingsBody = z.strictObject({
  ...Object.fromEntries(STORES_LEDGER_KEYS.map((key) => [key, ledgerId.optional()])),
  branches: z
    .array(
      z.strictObject({
        branch: ledgerId.describe('Branch id'),
        allow_negative_stock: z.boolean({ message: 'Must be true or false.' }),
      }),
      { message: 'Send a list of {branch, allow_negative_stock}.' },
    )
    .max(1000)
    .optional(),
})
type SettingsBody = { branches?: { branch: number; allow_negative_stock: boolean }[] } & Record<
  string,
  unknown
>

async function checkLedgers(db: Db, body: SettingsBody): Promise<void> {
  const chosen = STORES_LEDGER_KEYS.flatMap((key) =>
    typeof body[key] === 'number' ? [[key, body[key] as number] as const] : [],
  )
  const ledgers = await ledgerSummaries(
    db,
    chosen.map(([, id]) => id),
  )
  const problems: Record<string, string[]> = {}
  for (const [key, id] of chosen) {
    const { label, need } = STORES_LEDGER_SETTINGS[key]
    const ledger = ledgers.get(id)
    const problem = !ledger
      ? `Ledger ${id} does not exist.`
      : !fitsStoresLedger(key, { type: ledger.accountType, nature: ledger.nature })
        ? `"${ledger.name}" (type ${ledger.accountType}, ${ledger.nature}) cannot be the ${label.toLowerCase()}: choose ${need}.`
        : !ledger.active
          ? `"${ledger.name}" is closed to new entries: choose an open ledger.`
          : undefined
    if (problem) problems[key] = [problem]
  }
  const branchIds = (body.branches ?? []).map((b) => b.branch)
  const existing = await existingBranchIds(db, branchIds)
  const missing = branchIds.filter((id) => !existing.has(id))
  if (missing.length > 0) problems.branches = [`Branch ${missing.join(', ')} does not exist.`]
  if (Object.keys(problems).length > 0) throw new ValidationError(problems)
}

export function registerStoresSettingsRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps

  const present = async () => {
    const [row] = await db.select().from(storesSetting).where(eq(storesSetting.id, 1))
    if (!row) throw new Error('The stores settings row is missing (seeded at every start).')
    const ledgers = await ledgerSummaries(
      db,
      STORES_LEDGER_KEYS.flatMap((key) => {
        const id = row[COLUMNS[key]]
        return id === null ? [] : [id]
      }),
    )
    const [branches, negative] = await Promise.all([allBranches(db), db.select().from(stockBranchSetting)])
    const allowed = new Set(negative.filter((s) => s.allowNegativeStock).map((s) => s.branchId))
    return {
      ...Object.fromEntries(
        STORES_LEDGER_KEYS.map((key) => {
          const ledger = ledgers.get(row[COLUMNS[key]] as number)
          return [key, ledger ? { id: ledger.id, name: ledger.name, account_type: ledger.accountType } : null]
        }),
      ),
      branches: branches.map((b) => ({ branch: b, allow_negative_stock: allowed.has(b.id) })),
      updated_at: formatDateTime(row.updatedAt, deps.timeZone),
      updated_by: row.updatedBy,
    }
  }

  registerSettingsReads(app, deps, {
    base: SETTINGS,
    resource: 'stores_setting',
    title: "The stores' settings",
    holds: 'the ledgers stock, sales and their costs post to, and which branches may sell below zero',
    present,
  })

  deps.routes.add('PUT', SETTINGS)
  app.put(
    SETTINGS,
    {
      preHandler: requirePermission('stores_setting', 'update'),
      schema: routeSchema({
        summary: "Change the stores' settings (fields left out are kept)",
        tags: TAGS,
        auth: 'staff',
        body: settingsBody,
        answers: { 200: 'The settings', ...ERROR_ANSWERS },
      }),
    },
    async (request) => {
      const auth = await requireUser(request)
      const body = parseBody(settingsBody, request.body) as SettingsBody
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db
        await checkLedgers(tx, body)
        const [before] = await tx.select().from(storesSetting).where(eq(storesSetting.id, 1)).for('update')
        if (!before) throw new Error('The stores settings row vanished.')
        const values: Partial<Record<Column, number>> = {}
        const changes: Record<string, { before: unknown; after: unknown }> = {}
        for (const key of STORES_LEDGER_KEYS) {
          const column = COLUMNS[key]
          const value = body[key]
          if (typeof value !== 'number' || value === before[column]) continue
          values[column] = value
          changes[key] = { before: before[column], after: value }
        }
        const now = new Date(deps.clock())
        for (const { branch, allow_negative_stock } of body.branches ?? []) {
          const [was] = await tx
            .select()
            .from(stockBranchSetting)
            .where(eq(stockBranchSetting.branchId, branch))
          if ((was?.allowNegativeStock ?? false) === allow_negative_stock) continue
          await tx
            .insert(stockBranchSetting)
            .values({
              branchId: branch,
              allowNegativeStock: allow_negative_stock,
              updatedAt: now,
              updatedBy: auth.user.id,
            })
            .onConflictDoUpdate({
              target: stockBranchSetting.branchId,
              set: { allowNegativeStock: allow_negative_stock, updatedAt: now, updatedBy: auth.user.id },
            })
          changes[`branch ${branch} allow_negative_stock`] = {
            before: !allow_negative_stock,
            after: allow_negative_stock,
          }
        }
        if (Object.keys(changes).length === 0) return
        await tx
          .update(storesSetting)
          .set({ ...values, updatedAt: now, updatedBy: auth.user.id })
          .where(eq(storesSetting.id, 1))
        await audit(
          tx,
          { id: auth.user.id, email: auth.user.email, ip: request.ip },
          storesSettingResource as never,
          1,
          'update',
          changes,
        )
      })
      return present()
    },
  )
}
