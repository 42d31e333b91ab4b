/**
 * The money path of a gift (issue 14 item 4), the one place a donation changes state:
 *
 *   open (pending online / pledged offline) ──complete──► completed ──refund──► refunded
 *                  └──fail / cancel──► failed / cancelled (a failed one may still complete)
 *
 * Completing posts the receipt voucher (Dr cash, bank, wallet or gateway clearing; Cr donations
 * income under the cause's sub-ledger) and issues the money receipt, in the caller's transaction
 * with the row locked, so a gift is booked exactly once however many callbacks arrive. Refunding
 * posts the voucher's reversal. The database refuses any other change to a received gift
 * (migration 0017), and what a cause raised is always the sum of its completed gifts.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { formatAmount, formatTaka, type Paisa, parseAmount } from '../../../common/money.ts'
import { type Db, queryRows } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import type { ReceiptMethod } from '../../receipts/document-data.ts'
import { type Actor, post, reverse } from '../ledger/service.ts'
import { issueReceipt } from './money-receipts.ts'
import { debitLedgerOf, givingSettings, incomeLedgerOf } from './settings.ts'
import { cause, type DonationStatus, donation } from './tables.ts'

export type DonationRow = typeof donation.$inferSelect

export interface Donor {
  firstName: string
  lastName: string
  /** Required online (the gateway asks for it); a walk-in donor may give none. */
  email: string | null
  phone?: string | null
  address?: string | null
  anonymous?: boolean
  message?: string | null
}

export interface NewDonation {
  /** Null: the general fund. */
  causeId: number | null
  amount: Paisa
  channel: 'online' | 'offline'
  donor: Donor
  userId?: number | null
  recurringGiftId?: number | null
  actorId?: number | null
}

/** Our transaction id for a gift (the gateway's tran_id, at most 30 characters): unguessable. */
export const newTransactionId = () => `KZD-${randomBytes(12).toString('base64url').toUpperCase()}`

/** The cause's name, or the general fund; refuses a cause that takes no gifts (a draft or ended one). */
export async function causeTakingGifts(db: Db, causeId: number | null, today: string, now: Date) {
  if (causeId === null) return null
  const [row] = await db.select().from(cause).where(eq(cause.id, causeId))
  const published = row?.status === 'published' && row.publishAt <= now
  if (!row || !published) throw new ApiError(400, `Cause ${causeId} does not exist or is not open for gifts.`)
  if (row.endDate !== null && row.endDate < today)
    throw new ApiError(400, `The cause "${row.name}" ended on ${row.endDate} and takes no more gifts.`)
  return row
}

/** Opens a gift: pending (online, waiting for the gateway) or pledged (offline, waiting for staff). */
export async function openDonation(db: Db, input: NewDonation): Promise<DonationRow> {
  if (input.amount <= 0n) throw new ApiError(400, 'The amount must be greater than 0.')
  const { donor } = input
  if (input.channel === 'online' && !donor.email)
    throw new ApiError(400, 'An online gift needs an email address.')
  const [row] = await db
    .insert(donation)
    .values({
      transactionId: newTransactionId(),
      causeId: input.causeId,
      recurringGiftId: input.recurringGiftId ?? null,
      userId: input.userId ?? null,
      firstName: donor.firstName,
      lastName: donor.lastName,
      email: donor.email,
      phone: donor.phone || null,
      address: donor.address || null,
      anonymous: donor.anonymous ?? false,
      message: donor.message || null,
      amount: formatAmount(input.amount),
      channel: input.channel,
      method: input.channel === 'online' ? 'gateway' : null,
      status: input.channel === 'online' ? 'pending' : 'pledged',
      createdBy: input.actorId ?? null,
      updatedBy: input.actorId ?? null,
    })
    .returning()
  if (!row) throw new Error('The donation insert returned nothing.')
  return row
}

/** How the money of a gift was received: what the voucher debits and the receipt prints. */
export type Received = { receivedOn: string } & (
  | {
      method: 'gateway'
      /** The gateway's name, its validation id, its transaction reference and the instrument. */
      gateway: string
      validationId?: string
      gatewayTransactionId?: string
      instrument?: string
      fields?: Record<string, string>
    }
  | { method: 'cash' }
  | { method: 'cheque'; reference: string; bankName: string; chequeDate?: string | null }
  | { method: 'bank_transfer'; reference: string; bankName?: string | null }
  | { method: 'bkash' | 'nagad' | 'rocket'; reference: string }
)

const WALLETS = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' } as const

/** What the receipt prints of the method, with the reference a reader can trace it by. */
export function receiptMethodOf(received: Received, transactionId: string): ReceiptMethod {
  switch (received.method) {
    case 'gateway':
      return {
        kind: 'online',
        gateway: received.gateway,
        instrument: received.instrument,
        reference: received.gatewayTransactionId ?? transactionId,
      }
    case 'cash':
      return { kind: 'cash' }
    case 'cheque':
      return {
        kind: 'cheque',
        number: received.reference,
        bank: received.bankName,
        date: received.chequeDate ?? undefined,
      }
    case 'bank_transfer':
      return { kind: 'bank_transfer', bank: received.bankName ?? undefined, reference: received.reference }
    default:
      return { kind: 'mobile_wallet', wallet: WALLETS[received.method], transactionId: received.reference }
  }
}

/** The donation row locked for this transaction; 404 when there is none. */
async function lockDonation(tx: Db, id: number): Promise<DonationRow> {
  const [row] = await tx.select().from(donation).where(eq(donation.id, id)).for('update')
  if (!row) throw new ApiError(404, `Donation ${id} does not exist.`)
  return row
}

const donorName = (d: Pick<DonationRow, 'firstName' | 'lastName'>) => `${d.firstName} ${d.lastName}`.trim()

/** "Donation: Flood relief 2026" or "Donation: General fund". */
export async function purposeOf(db: Db, causeId: number | null): Promise<string> {
  if (causeId === null) return 'Donation: General fund'
  const [row] = await db.select({ name: cause.name }).from(cause).where(eq(cause.id, causeId))
  return `Donation: ${row?.name ?? `cause ${causeId}`}`
}

export interface Completion {
  donation: DonationRow
  /** False when it was completed before (a replayed callback): nothing was posted this time. */
  completedNow: boolean
}

/**
 * Books a received gift: posts the receipt voucher, issues the money receipt and marks the gift
 * completed, all in `tx` with the row locked. Completing a gift already completed (or refunded)
 * changes nothing and says so; a cancelled gift cannot complete. The amount is the gift's own:
 * a gateway's amount is checked against it before this is called (server/payments).
 */
export async function completeDonation(
  tx: Db,
  id: number,
  received: Received,
  actor: Actor,
  now: Date,
): Promise<Completion> {
  const row = await lockDonation(tx, id)
  if (row.status === 'completed' || row.status === 'refunded') return { donation: row, completedNow: false }
  if (!['pledged', 'pending', 'failed'].includes(row.status))
    throw new ApiError(409, `Donation ${row.transactionId} was ${row.status}: it cannot be completed.`)
  if ((row.channel === 'online') !== (received.method === 'gateway'))
    throw new ApiError(
      409,
      row.channel === 'online'
        ? `Donation ${row.transactionId} is paid online: only the gateway completes it.`
        : `Donation ${row.transactionId} is an offline pledge: record how the money came.`,
    )
  const amount = parseAmount(row.amount) as Paisa
  const settings = await givingSettings(tx)
  const [causeRow] =
    row.causeId === null ? [] : await tx.select().from(cause).where(eq(cause.id, row.causeId))
  const purpose = await purposeOf(tx, row.causeId)
  const reference =
    received.method === 'gateway'
      ? (received.gatewayTransactionId ?? row.transactionId)
      : received.method === 'cash'
        ? null
        : received.reference
  const posted = await post(
    tx,
    {
      type: 'receipt',
      date: received.receivedOn,
      narration: `${purpose}, from ${donorName(row)} (${row.transactionId})`,
      source: { type: 'donation', id: row.id },
      lines: [
        {
          ledgerId: debitLedgerOf(settings, received.method),
          debit: amount,
          credit: 0n,
          reference: reference?.slice(0, 100) ?? null,
          chequeNo: received.method === 'cheque' ? received.reference.slice(0, 50) : null,
          bankName:
            received.method === 'cheque' || received.method === 'bank_transfer'
              ? (received.bankName?.slice(0, 100) ?? null)
              : null,
          chequeDate: received.method === 'cheque' ? (received.chequeDate ?? null) : null,
        },
        {
          ledgerId: incomeLedgerOf(settings, 'donation'),
          subLedgerId: causeRow?.subLedgerId ?? null,
          debit: 0n,
          credit: amount,
        },
      ],
    },
    actor,
    { now },
  )
  const receipt = await issueReceipt(tx, {
    date: received.receivedOn,
    source: { type: 'donation', id: row.id },
    payer: { name: donorName(row), address: row.address, phone: row.phone, email: row.email },
    amount,
    purpose,
    method: receiptMethodOf(received, row.transactionId),
    voucherId: posted.id,
    issuedBy: actor.id,
  })
  const gateway = received.method === 'gateway' ? received : undefined
  const [updated] = await tx
    .update(donation)
    .set({
      status: 'completed',
      method: received.method,
      receivedOn: received.receivedOn,
      completedAt: now,
      voucherId: posted.id,
      receiptId: receipt.id,
      reference: reference?.slice(0, 100) ?? null,
      bankName:
        received.method === 'cheque' || received.method === 'bank_transfer'
          ? (received.bankName ?? null)
          : null,
      chequeDate: received.method === 'cheque' ? (received.chequeDate ?? null) : null,
      gatewayValidationId: gateway?.validationId ?? row.gatewayValidationId,
      gatewayTransactionId: gateway?.gatewayTransactionId ?? row.gatewayTransactionId,
      gatewayMethod: gateway?.instrument ?? row.gatewayMethod,
      gatewayFields: gateway?.fields ?? row.gatewayFields,
      statusNote: null,
      updatedAt: now,
      updatedBy: actor.id,
    })
    .where(eq(donation.id, row.id))
    .returning()
  return { donation: updated as DonationRow, completedNow: true }
}

/**
 * An attempt that did not pay (the gateway's failure or the donor's cancel), or a callback refused
 * as tampered (`note` only, status kept). Only a waiting gift changes; a received one never does.
 */
export async function markUnpaid(
  tx: Db,
  id: number,
  outcome: 'failed' | 'cancelled' | 'note',
  note: string,
  now: Date,
): Promise<DonationRow> {
  const row = await lockDonation(tx, id)
  const waiting = row.status === 'pending' || row.status === 'pledged' || row.status === 'failed'
  if (!waiting) return row
  const status = outcome === 'note' ? (row.status as DonationStatus) : outcome
  const [updated] = await tx
    .update(donation)
    .set({ status, statusNote: note.slice(0, 2000), updatedAt: now })
    .where(eq(donation.id, row.id))
    .returning()
  return updated as DonationRow
}

export interface RefundOptions {
  reason: string
  /** Today in the organisation's time zone: the reversal's date. */
  today: string
  timeZone: string
  now: Date
  /** The gateway's reference for an online refund. */
  refundReference?: string | null
}

/**
 * Books a refund: reverses the gift's receipt voucher (dated today, so a locked period is never
 * touched) and marks it refunded. The money itself goes back first (the gateway's refund, or
 * staff's cash); this records it. The receipt stays, as issued: the reversal cancels it.
 */
export async function refundDonation(
  tx: Db,
  id: number,
  options: RefundOptions,
  actor: Actor,
): Promise<DonationRow> {
  const row = await lockDonation(tx, id)
  if (row.status === 'refunded')
    throw new ApiError(409, `Donation ${row.transactionId} was already refunded.`)
  if (row.status !== 'completed' || row.voucherId === null)
    throw new ApiError(
      409,
      `Donation ${row.transactionId} was not received (${row.status}): there is nothing to refund.`,
    )
  const reason = options.reason.trim()
  if (!reason) throw new ApiError(400, 'Say why the gift is refunded.')
  const reversal = await reverse(
    tx,
    row.voucherId,
    {
      // Today, or the gift's own day if it is booked ahead of today: never before the voucher.
      date: row.receivedOn && row.receivedOn > options.today ? row.receivedOn : options.today,
      reason: `refund of donation ${row.transactionId}: ${reason}`,
      today: options.today,
      timeZone: options.timeZone,
      // Refunds come days after the gift by nature; the permission to refund is the approval.
      mayReversePastDay: true,
      now: options.now,
    },
    actor,
  )
  const [updated] = await tx
    .update(donation)
    .set({
      status: 'refunded',
      refundVoucherId: reversal.id,
      refundedAt: options.now,
      refundReason: reason.slice(0, 2000),
      refundReference: options.refundReference?.slice(0, 100) ?? null,
      updatedAt: options.now,
      updatedBy: actor.id,
    })
    .where(eq(donation.id, row.id))
    .returning()
  return updated as DonationRow
}

export interface Raised {
  raised: Paisa
  donors: number
}

/** What each cause raised: the sum of its completed gifts (never a stored counter), and its donors. */
export async function raisedByCause(db: Db, causeIds: number[]): Promise<Map<number, Raised>> {
  const result = new Map<number, Raised>(causeIds.map((id) => [id, { raised: 0n, donors: 0 }]))
  if (causeIds.length === 0) return result
  const rows = await queryRows<{ cause_id: number; raised: string; donors: number }>(
    db,
    sql`select ${donation.causeId} as cause_id, coalesce(sum(${donation.amount}), 0)::text as raised,
          count(distinct lower(${donation.email}))::int as donors
        from ${donation}
        where ${and(inArray(donation.causeId, causeIds), eq(donation.status, 'completed'))}
        group by ${donation.causeId}`,
  )
  for (const r of rows)
    result.set(Number(r.cause_id), { raised: parseAmount(r.raised) ?? 0n, donors: Number(r.donors) })
  return result
}

/** "Tk 1,250.00 for Flood relief": how a gift is named in emails. */
export const giftWords = (amount: Paisa, causeName: string | null) =>
  `${formatTaka(amount, { symbol: true })}${causeName ? ` for ${causeName}` : ' for our general fund'}`
