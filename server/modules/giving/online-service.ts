/**
 * Giving from the public (issue 14 item 4): the site's donation form, the original's
 * donation/create/ API and the monthly pay links all come here. A gift is opened first (pending
 * online, pledged offline; a monthly gift is its promise plus this month's gift), then an online
 * one is taken to the gateway and an offline one is announced to staff and the donor. Nothing is
 * ever charged here: the gateway's page takes the money, and only its validated word completes a
 * gift (online-callbacks.ts).
 */
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm'
import { GATEWAY_UNREACHABLE, giftResultPath } from '../../../common/giving-links.ts'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { MediaStore } from '../../media/media-store.ts'
import { PaymentGatewayError, type PaymentProvider } from '../../payments/provider.ts'
import { MAX_AMOUNT, MIN_AMOUNT } from '../../payments/sslcommerz.ts'
import { causeTakingGifts, type DonationRow, type Donor, openDonation, purposeOf } from './donations.ts'
import { announceMonthlyStart, announcePledge } from './online-mail.ts'
import { type RecurringGiftRow, startRecurringGift } from './recurring-gifts.ts'
import { givingSettings } from './settings.ts'
import { cause, type DonationStatus, donation, moneyReceipt } from './tables.ts'

/** What public giving needs: AreaDeps has all of it, and the site's form routes are given it. */
export interface GivingDeps {
  db: Db
  mailer: Mailer
  media: Pick<MediaStore, 'imageForPdf'>
  publicUrl: string
  /** The gateway, or undefined when none is configured: then only offline giving is offered. */
  payments: PaymentProvider | undefined
  timeZone: string
  clock: () => number
}

/** Where the log lines of giving go (a request's logger or the job's). */
export type GivingLog = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void }

/** Where the gateway sends the donor's browser back, and its server-to-server notice (the IPN). */
export const CALLBACK_PATHS = {
  success: '/donation/api/v1/donation/payment/success/',
  fail: '/donation/api/v1/donation/payment/fail/',
  cancel: '/donation/api/v1/donation/payment/cancel/',
  ipn: '/donation/api/v1/donation/payment/ipn/',
} as const

/** The form's choices: whether online giving is offered, the preset amounts, how to give offline. */
export interface GivingOptions {
  online: boolean
  /** Whole taka, from the giving settings' comma-separated list. */
  presets: number[]
  offlineInstructions: string
}

/** "500, 1000,2500" → [500, 1000, 2500]: entries that are not whole taka in range are left out. */
export function presetsOf(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,7}$/.test(part))
    .map(Number)
    .filter((taka) => taka > 0)
}

export async function givingOptions(db: Db, online: boolean): Promise<GivingOptions> {
  const settings = await givingSettings(db)
  return {
    online,
    presets: presetsOf(settings.presets),
    offlineInstructions: settings.offlineInstructions.trim(),
  }
}

/** The causes a visitor may give to today, in their order: published, started, not ended. */
export async function causesOpenForGifts(
  db: Db,
  today: string,
  now: Date,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: cause.id, name: cause.name })
    .from(cause)
    .where(
      and(
        eq(cause.status, 'published'),
        lte(cause.publishAt, now),
        or(isNull(cause.endDate), gte(cause.endDate, today)),
      ),
    )
    .orderBy(asc(cause.position), asc(cause.name))
}

export interface GiftRequest {
  amount: Paisa
  frequency: 'once' | 'monthly'
  /** Null: the general fund. */
  causeId: number | null
  channel: 'online' | 'offline'
  donor: Donor & { email: string }
  /** The giver's site account, when they are signed in. */
  userId?: number | null
  /** The request's field names, so a refusal names the field the client sent. */
  fields?: Partial<Record<'amount' | 'cause' | 'channel', string>>
}

export type GiftOutcome =
  /** Send the browser to the gateway's page. */
  | { kind: 'gateway'; donation: DonationRow; redirectUrl: string }
  /** The gateway could not be reached: the gift stays pending, nothing was charged. */
  | { kind: 'unreachable'; donation: DonationRow }
  /** An offline pledge, and whether staff and the donor could be emailed. */
  | { kind: 'pledged'; donation: DonationRow; mailed: { staff: boolean; donor: boolean } }

/** Where the donor's browser goes after an outcome: the gateway, or our page of the gift. */
export function nextAddress(deps: Pick<GivingDeps, 'publicUrl'>, outcome: GiftOutcome): string {
  if (outcome.kind === 'gateway') return outcome.redirectUrl
  const gateway = outcome.kind === 'unreachable' ? GATEWAY_UNREACHABLE : undefined
  return `${deps.publicUrl}${giftResultPath(outcome.donation.transactionId, gateway)}`
}

const refuse = (field: string, message: string) => new ValidationError({ [field]: [message] })

/**
 * Opens a gift and takes it on: to the gateway (online) or announced to staff and the donor
 * (offline). Bad input is a ValidationError naming the field: a cause that takes no gifts, online
 * giving without a gateway, an amount the gateway does not take.
 */
export async function acceptGift(
  deps: GivingDeps,
  request: GiftRequest,
  log: GivingLog,
): Promise<GiftOutcome> {
  const field = { amount: 'amount', cause: 'cause', channel: 'channel', ...request.fields }
  const now = new Date(deps.clock())
  const today = dateIn(now, deps.timeZone)
  if (request.amount <= 0n) throw refuse(field.amount, 'The amount must be greater than 0.')
  if (request.channel === 'online') {
    if (!deps.payments)
      throw refuse(field.channel, 'Online giving is not open on this site: please give offline.')
    if (request.amount < MIN_AMOUNT || request.amount > MAX_AMOUNT)
      throw refuse(field.amount, 'Online gifts are from 10 to 5,00,000 taka; for more, please give offline.')
  }
  try {
    await causeTakingGifts(deps.db, request.causeId, today, now)
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) throw refuse(field.cause, error.detail)
    throw error
  }
  const opened = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const base = {
      causeId: request.causeId,
      amount: request.amount,
      channel: request.channel,
      donor: request.donor,
      userId: request.userId ?? null,
    }
    if (request.frequency === 'monthly') {
      const { gift, first } = await startRecurringGift(tx, { ...base, today })
      return { donation: first, gift }
    }
    return { donation: await openDonation(tx, base), gift: null as RecurringGiftRow | null }
  })
  if (request.channel === 'offline') {
    const mailed = await announcePledge(deps, opened, log)
    return { kind: 'pledged', donation: opened.donation, mailed }
  }
  if (opened.gift) await announceMonthlyStart(deps, opened.gift, log)
  return sendToGateway(deps, opened.donation, log)
}

/**
 * Opens a gateway session for a waiting online gift and keeps its key. A gateway that cannot be
 * reached leaves the gift as it was (pending): nothing was charged, and the donor may try again.
 */
export async function sendToGateway(
  deps: GivingDeps,
  row: DonationRow,
  log: GivingLog,
): Promise<GiftOutcome> {
  const provider = deps.payments
  if (!provider) return { kind: 'unreachable', donation: row }
  const amount = parseAmount(row.amount) as Paisa
  try {
    const session = await provider.initiate({
      id: row.transactionId,
      amount,
      currency: 'BDT',
      description: await purposeOf(deps.db, row.causeId),
      customer: {
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email ?? '',
        phone: row.phone ?? '',
        address: row.address ?? '',
      },
      successUrl: `${deps.publicUrl}${CALLBACK_PATHS.success}`,
      failUrl: `${deps.publicUrl}${CALLBACK_PATHS.fail}`,
      cancelUrl: `${deps.publicUrl}${CALLBACK_PATHS.cancel}`,
      ipnUrl: `${deps.publicUrl}${CALLBACK_PATHS.ipn}`,
    })
    // Only a waiting gift takes the key: a callback may have settled it in the meantime.
    const [updated] = await deps.db
      .update(donation)
      .set({ gatewaySessionKey: session.sessionKey.slice(0, 100), updatedAt: new Date(deps.clock()) })
      .where(and(eq(donation.id, row.id), inArray(donation.status, ['pending', 'failed'])))
      .returning()
    return { kind: 'gateway', donation: updated ?? row, redirectUrl: session.redirectUrl }
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error
    log.warn(
      { transactionId: row.transactionId, err: error.message },
      'the payment gateway could not be reached; the gift stays pending',
    )
    return { kind: 'unreachable', donation: row }
  }
}

export const donationByReference = async (db: Db, reference: string): Promise<DonationRow | undefined> => {
  if (!/^[A-Za-z0-9_-]{1,30}$/.test(reference)) return undefined
  const [row] = await db.select().from(donation).where(eq(donation.transactionId, reference))
  return row
}

/**
 * The pay link of a waiting online gift (a monthly gift's month, or a gift whose first attempt
 * failed or never reached the gateway): a new gateway session. Anything else, or an unknown
 * reference, gives null: the caller shows the gift's page, which says where it stands.
 */
export async function payAgain(
  deps: GivingDeps,
  reference: string,
  log: GivingLog,
): Promise<GiftOutcome | null> {
  const row = await donationByReference(deps.db, reference)
  if (row?.channel !== 'online' || !['pending', 'failed'].includes(row.status)) return null
  return sendToGateway(deps, row, log)
}

/** What a donor's page of their gift shows: never the email, phone or address. */
export interface GiftState {
  reference: string
  firstName: string
  amount: string
  causeName: string | null
  status: DonationStatus
  channel: 'online' | 'offline'
  monthly: boolean
  /** Whether a gateway session was ever opened for it (else the gateway was not reached). */
  sentToGateway: boolean
  receiptNumber: string | null
  /** How to give offline: shown with a pledge, and as the way out when the gateway is down. */
  offlineInstructions: string
}

export async function giftState(db: Db, reference: string): Promise<GiftState | null> {
  if (!/^[A-Za-z0-9_-]{1,30}$/.test(reference)) return null
  const [row] = await db
    .select({
      gift: donation,
      causeName: cause.name,
      receiptNumber: moneyReceipt.number,
    })
    .from(donation)
    .leftJoin(cause, eq(cause.id, donation.causeId))
    .leftJoin(moneyReceipt, eq(moneyReceipt.id, donation.receiptId))
    .where(eq(donation.transactionId, reference))
  if (!row) return null
  const { gift } = row
  const settings = await givingSettings(db)
  return {
    reference: gift.transactionId,
    firstName: gift.firstName,
    amount: gift.amount,
    causeName: row.causeName,
    status: gift.status as DonationStatus,
    channel: gift.channel as 'online' | 'offline',
    monthly: gift.recurringGiftId !== null,
    sentToGateway: gift.gatewaySessionKey !== null,
    receiptNumber: row.receiptNumber,
    offlineInstructions: settings.offlineInstructions.trim(),
  }
}
