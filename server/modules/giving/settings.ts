/**
 * Giving's settings (one row): which ledgers gifts and dues post to, the organisation as receipts
 * name it, where staff hear of pledges, the form's preset amounts and the offline instructions.
 * Every database gets the row with the chart's default ledgers at start (seedGivingSettings); staff
 * may point it at other ledgers of the right type.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Organisation, Signatory } from '../../receipts/document-data.ts'
import { type SiteIdentity, siteIdentity } from '../cms/site-identity-service.ts'
import {
  CASH_LEDGER,
  DONATIONS_LEDGER,
  DUES_LEDGER,
  GATEWAY_LEDGER,
  ledgerIdsByName,
  WALLET_LEDGER,
} from '../ledger/service.ts'
import { givingSetting } from './tables.ts'

export type GivingSettings = typeof givingSetting.$inferSelect

export async function givingSettings(db: Db): Promise<GivingSettings> {
  const [row] = await db.select().from(givingSetting).where(eq(givingSetting.id, 1))
  if (row) return row
  await db.insert(givingSetting).values({ id: 1 }).onConflictDoNothing()
  const [made] = await db.select().from(givingSetting).where(eq(givingSetting.id, 1))
  if (!made) throw new Error('The giving settings row could not be made.')
  return made
}

/** At every start: the row, with the chart's default ledgers wherever a ledger is not chosen yet. */
export async function seedGivingSettings(db: Db): Promise<void> {
  const settings = await givingSettings(db)
  const ids = await ledgerIdsByName(db, [
    DONATIONS_LEDGER,
    DUES_LEDGER,
    CASH_LEDGER,
    GATEWAY_LEDGER,
    WALLET_LEDGER,
  ])
  const defaults = {
    donationLedgerId: settings.donationLedgerId ?? ids.get(DONATIONS_LEDGER) ?? null,
    duesLedgerId: settings.duesLedgerId ?? ids.get(DUES_LEDGER) ?? null,
    cashLedgerId: settings.cashLedgerId ?? ids.get(CASH_LEDGER) ?? null,
    gatewayLedgerId: settings.gatewayLedgerId ?? ids.get(GATEWAY_LEDGER) ?? null,
    walletLedgerId: settings.walletLedgerId ?? ids.get(WALLET_LEDGER) ?? null,
  }
  const changed = (Object.keys(defaults) as (keyof typeof defaults)[]).some(
    (k) => defaults[k] !== settings[k],
  )
  if (changed) await db.update(givingSetting).set(defaults).where(eq(givingSetting.id, 1))
}

/** How money arrives, as far as the books care: which setting names the ledger it is debited to. */
export type MoneyChannel = 'cash' | 'bank' | 'wallet' | 'gateway'

const CHANNEL_SETTING: Record<MoneyChannel, { key: keyof GivingSettings; words: string }> = {
  cash: { key: 'cashLedgerId', words: 'the cash ledger' },
  bank: { key: 'bankLedgerId', words: 'the bank ledger (for cheques and bank transfers)' },
  wallet: { key: 'walletLedgerId', words: 'the mobile wallet ledger (bKash, Nagad, Rocket)' },
  gateway: { key: 'gatewayLedgerId', words: 'the payment gateway ledger' },
}

/** The channel of a payment method (the donation's and the dues payment's method names). */
export function channelOf(method: string): MoneyChannel {
  switch (method) {
    case 'cash':
      return 'cash'
    case 'cheque':
    case 'bank_transfer':
      return 'bank'
    case 'bkash':
    case 'nagad':
    case 'rocket':
      return 'wallet'
    case 'gateway':
      return 'gateway'
    default:
      throw new ApiError(400, `"${method}" is not a payment method.`)
  }
}

/** The ledger money received by `method` is debited to; 409 naming the setting when none is chosen. */
export function debitLedgerOf(settings: GivingSettings, method: string): number {
  const { key, words } = CHANNEL_SETTING[channelOf(method)]
  const id = settings[key]
  if (typeof id !== 'number')
    throw new ApiError(409, `Choose ${words} in the giving settings before recording this payment.`)
  return id
}

/** The income ledger gifts (or dues) are credited to; 409 naming the setting when none is chosen. */
export function incomeLedgerOf(settings: GivingSettings, kind: 'donation' | 'dues'): number {
  const id = kind === 'donation' ? settings.donationLedgerId : settings.duesLedgerId
  if (id === null)
    throw new ApiError(
      409,
      `Choose the ${kind === 'donation' ? 'donations' : 'membership dues'} income ledger in the giving settings first.`,
    )
  return id
}

/** "NGO Affairs Bureau: 2451" lines as the letterhead's registrations; lines without a colon are skipped. */
export function registrationsOf(text: string): { label: string; value: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => /^([^:]+):(.+)$/.exec(line.trim()))
    .flatMap((m) => (m?.[1] && m[2]?.trim() ? [{ label: m[1].trim(), value: m[2].trim() }] : []))
}

/**
 * The organisation as giving names it (receipts, statements, the donors' and staff's emails): the
 * giving settings' organisation name, else the site's (siteIdentity). With both settings, for the
 * rest of what those documents print.
 */
export async function givingOrganisation(
  db: Db,
): Promise<{ name: string; settings: GivingSettings; site: SiteIdentity }> {
  const [settings, site] = await Promise.all([givingSettings(db), siteIdentity(db)])
  return { name: settings.organisationName?.trim() || site.name, settings, site }
}

/** The organisation and signatory receipts and statements print, from both settings. */
export async function receiptIssuer(
  db: Db,
  readLogo?: (path: string) => Promise<Uint8Array | undefined>,
): Promise<{ organisation: Organisation; signatory: Signatory }> {
  const { name, settings, site } = await givingOrganisation(db)
  const logo = site.logo && readLogo ? await readLogo(site.logo) : undefined
  return {
    organisation: {
      name,
      address: site.address ?? '',
      phone: site.phone ?? undefined,
      email: site.email ?? undefined,
      registrations: registrationsOf(settings.registrations),
      logo,
      taxExemptionNote: settings.taxNote?.trim() || undefined,
    },
    signatory: {
      name: settings.signatoryName?.trim() || 'Authorised signatory',
      title: settings.signatoryTitle?.trim() || site.name,
    },
  }
}
