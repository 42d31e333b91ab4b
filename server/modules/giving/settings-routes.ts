/**
 * The giving settings, one row: GET and PUT /giving_setting/api/v1/giving_setting/ (and all/, the
 * list pattern every resource answers). The Administrator and the Approver change them
 * (giving_setting.update), the Accountant and the Auditor read them. A ledger must be of the type
 * its use needs (common/giving-ledgers.ts), refused in words naming the setting and the ledger;
 * registrations are one "Label: number" per line, as the receipts print them; the form's preset
 * amounts are whole taka. A change is audited with what it was before.
 */
import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  GIVING_LEDGER_KEYS,
  GIVING_LEDGER_SETTINGS,
  type GivingLedgerSetting,
} from '../../../common/giving-ledgers.ts'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../http/validation.ts'
import { formatDateTime } from '../../http/wire.ts'
import { audit } from '../../resources/crud-service.ts'
import type { AreaDeps } from '../area.ts'
import { ledgerSummaries } from '../ledger/service.ts'
import { registerSettingsReads } from '../settings-reads.ts'
import { type GivingSettings, givingSettings } from './settings.ts'
import { givingSettingResource } from './settings-resource.ts'
import { givingSetting } from './tables.ts'

const SETTINGS = '/giving_setting/api/v1/giving_setting/'
const TAGS = ['giving_setting']

/** The wire's ledger keys → the row's columns. */
const COLUMN: Record<GivingLedgerSetting, keyof GivingSettings> = {
  donation_ledger: 'donationLedgerId',
  dues_ledger: 'duesLedgerId',
  cash_ledger: 'cashLedgerId',
  bank_ledger: 'bankLedgerId',
  wallet_ledger: 'walletLedgerId',
  gateway_ledger: 'gatewayLedgerId',
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

const ledgerId = z.preprocess(
  (value) =>
    emptyToNull(typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ message: 'Choose a ledger.' })
    .int('Choose a ledger.')
    .min(1, 'Choose a ledger.')
    .max(2_147_483_647, 'No ledger has so large an id.')
    .nullish(),
)

const text = (max: number) =>
  z.preprocess(
    emptyToNull,
    z.string({ message: 'Enter text.' }).trim().max(max, `Use at most ${max} characters.`).nullish(),
  )

/** Each line "Label: number", as the letterhead prints it; blank lines are allowed. */
const registrations = z
  .string({ message: 'Enter one registration per line.' })
  .max(2000, 'Use at most 2000 characters.')
  .superRefine((value, ctx) => {
    value.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() && !/^[^:]+:\s*\S/.test(line.trim()))
        ctx.addIssue({
          code: 'custom',
          message: `Line ${i + 1} ("${line.trim().slice(0, 40)}") needs a label and a number: write it as "NGO Affairs Bureau: 2451".`,
        })
    })
  })

/** The donation form's buttons: whole taka, comma-separated, 1 to 8 of them. */
const presets = z
  .string({ message: 'Enter amounts in whole taka, separated by commas, such as 500,1000,2500.' })
  .trim()
  .max(100, 'Use at most 100 characters.')
  .superRefine((value, ctx) => {
    const amounts = value.split(',').map((a) => a.trim())
    const wrong = amounts.find((a) => !/^[1-9]\d{0,7}$/.test(a))
    if (wrong !== undefined || amounts.length > 8)
      ctx.addIssue({
        code: 'custom',
        message:
          wrong !== undefined
            ? `"${wrong}" is not a whole number of taka: enter amounts such as 500,1000,2500.`
            : 'Offer at most 8 amounts.',
      })
  })
  .transform((value) =>
    value
      .split(',')
      .map((a) => a.trim())
      .join(','),
  )

const settingsBody = z.strictObject({
  ...(Object.fromEntries(GIVING_LEDGER_KEYS.map((key) => [key, ledgerId.optional()])) as Record<
    GivingLedgerSetting,
    z.ZodOptional<typeof ledgerId>
  >),
  organisation_name: text(255).optional(),
  registrations: registrations.optional(),
  tax_note: text(1000).optional(),
  signatory_name: text(100).optional(),
  signatory_title: text(100).optional(),
  notify_email: z
    .preprocess(
      (value) => (typeof value === 'string' ? emptyToNull(value.trim().toLowerCase()) : value),
      z.email('Enter a valid email address, or leave it empty for the site’s.').max(254).nullish(),
    )
    .optional(),
  presets: presets.optional(),
  offline_instructions: z
    .string({ message: 'Enter text.' })
    .max(5000, 'Use at most 5000 characters.')
    .optional(),
})
type SettingsBody = z.infer<typeof settingsBody>

/** The plain settings' wire keys → the row's columns. */
const PLAIN: Record<Exclude<keyof SettingsBody, GivingLedgerSetting>, keyof GivingSettings> = {
  organisation_name: 'organisationName',
  registrations: 'registrations',
  tax_note: 'taxNote',
  signatory_name: 'signatoryName',
  signatory_title: 'signatoryTitle',
  notify_email: 'notifyEmail',
  presets: 'presets',
  offline_instructions: 'offlineInstructions',
}

/** Every chosen ledger exists, is open to entries and is of the type its setting needs. */
async function checkLedgers(db: Db, body: SettingsBody): Promise<void> {
  const chosen = GIVING_LEDGER_KEYS.flatMap((key) => {
    const id = body[key]
    return typeof id === 'number' ? [[key, id] as const] : []
  })
  const ledgers = await ledgerSummaries(
    db,
    chosen.map(([, id]) => id),
  )
  const problems: Record<string, string[]> = {}
  for (const [key, id] of chosen) {
    const { label, type } = GIVING_LEDGER_SETTINGS[key]
    const ledger = ledgers.get(id)
    const problem = !ledger
      ? `Ledger ${id} does not exist.`
      : ledger.accountType !== type
        ? `"${ledger.name}" is a ledger of type ${ledger.accountType}; the ${label.toLowerCase()} must be a ledger of type ${type}.`
        : !ledger.active
          ? `"${ledger.name}" is closed to new entries: choose an open ledger.`
          : undefined
    if (problem) problems[key] = [problem]
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems)
}

export function registerSettingsRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps

  const present = async () => {
    const row = await givingSettings(db)
    const ids = GIVING_LEDGER_KEYS.flatMap((key) => {
      const id = row[COLUMN[key]]
      return typeof id === 'number' ? [id] : []
    })
    const ledgers = await ledgerSummaries(db, ids)
    const [editor] = row.updatedBy
      ? await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, [row.updatedBy]))
      : []
    const ledgerOf = (key: GivingLedgerSetting) => {
      const ledger = ledgers.get(row[COLUMN[key]] as number)
      return ledger ? { id: ledger.id, name: ledger.name, account_type: ledger.accountType } : null
    }
    return {
      ...Object.fromEntries(GIVING_LEDGER_KEYS.map((key) => [key, ledgerOf(key)])),
      organisation_name: row.organisationName,
      registrations: row.registrations,
      tax_note: row.taxNote,
      signatory_name: row.signatoryName,
      signatory_title: row.signatoryTitle,
      notify_email: row.notifyEmail,
      presets: row.presets,
      offline_instructions: row.offlineInstructions,
      updated_at: formatDateTime(row.updatedAt, deps.timeZone),
      updated_by: editor ?? null,
    }
  }

  registerSettingsReads(app, deps, {
    base: SETTINGS,
    resource: 'giving_setting',
    title: 'The giving settings',
    holds:
      'ledgers gifts and dues post to, the receipts’ organisation and signatory, the donation form’s amounts and offline instructions',
    present,
  })

  deps.routes.add('PUT', SETTINGS)
  app.put(
    SETTINGS,
    {
      preHandler: requirePermission('giving_setting', 'update'),
      schema: routeSchema({
        summary: 'Change the giving settings (fields left out are kept)',
        tags: TAGS,
        auth: 'staff',
        body: settingsBody,
        answers: { 200: 'The settings', ...ERROR_ANSWERS },
      }),
    },
    async (request) => {
      const auth = await requireUser(request)
      const body = parseBody(settingsBody, request.body)
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db
        await checkLedgers(tx, body)
        const [before] = await tx.select().from(givingSetting).where(eq(givingSetting.id, 1)).for('update')
        if (!before) throw new Error('The giving settings row vanished.')
        const columns = { ...COLUMN, ...PLAIN } as Record<keyof SettingsBody, keyof GivingSettings>
        const values: Partial<Record<keyof GivingSettings, unknown>> = {}
        const changes: Record<string, { before: unknown; after: unknown }> = {}
        for (const [key, column] of Object.entries(columns) as [keyof SettingsBody, keyof GivingSettings][]) {
          const value = body[key]
          if (value === undefined || value === before[column]) continue
          values[column] = value
          changes[key] = { before: before[column], after: value }
        }
        if (Object.keys(changes).length === 0) return
        await tx
          .update(givingSetting)
          .set({
            ...(values as Partial<GivingSettings>),
            updatedAt: new Date(deps.clock()),
            updatedBy: auth.user.id,
          })
          .where(eq(givingSetting.id, 1))
        await audit(
          tx,
          { id: auth.user.id, email: auth.user.email, ip: request.ip },
          givingSettingResource as never,
          1,
          'update',
          changes,
        )
      })
      return present()
    },
  )
}
