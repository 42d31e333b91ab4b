/**
 * Gifts as staff read them: /donation/api/v1/donation/ all/, {id}, search/ and export/ (the
 * generic reads), with the original's keys where it had them (cause, amount, message, first_name,
 * last_name, email, phone_number, address) and ours (how and when the money came, the receipt, the
 * voucher, the refund). Nothing is written through the generic routes: a gift changes only through
 * the money path (donations.ts), which staff reach by the area's own routes (donation-routes.ts),
 * and the database refuses any other change to a received gift (migration 0017).
 *
 * Roles: the Accountant and the Approver record money (walk-in gifts, a pledge's payment, a pledge
 * cancelled, a receipt emailed again); only the Approver refunds, because a refund sends money out
 * and reverses a receipt voucher of an earlier day, the same trust the books give the Approver for
 * reversing an earlier day's voucher (voucher.reverse_past_day); the Auditor reads.
 */
import { and, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm'
import { formatAmount, parseAmount } from '../../../common/money.ts'
import { ApiError, truncate } from '../../http/api-error.ts'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentDonations } from './donation-present.ts'
import { DONATION_CHANNELS, DONATION_METHODS, DONATION_STATUSES, donation } from './tables.ts'

/** What the Accountant may do with gifts; the Approver adds refunds. */
const RECORDING_ACTIONS = ['read', 'record'] as const

/** A query value: the last one when repeated, undefined when absent or empty. */
function param(query: Record<string, unknown>, name: string): string | undefined {
  const raw = query[name]
  const value = Array.isArray(raw) ? raw.at(-1) : raw
  return value === undefined || value === null || value === '' ? undefined : String(value)
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

function dateParam(query: Record<string, unknown>, name: string): string | undefined {
  const text = param(query, name)
  if (text === undefined) return undefined
  const parsed = new Date(`${text}T00:00:00Z`)
  if (!DATE.test(text) || Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(text))
    throw new ApiError(400, `${name} must be a date as YYYY-MM-DD (got "${truncate(text, 30)}").`)
  return text
}

function amountParam(query: Record<string, unknown>, name: string): string | undefined {
  const text = param(query, name)
  if (text === undefined) return undefined
  const paisa = parseAmount(text)
  if (paisa === undefined || paisa < 0n)
    throw new ApiError(400, `${name} must be an amount such as 500 or 1250.50 (got "${truncate(text, 30)}").`)
  return formatAmount(paisa)
}

/**
 * The gift's day: when the money came, or for a gift not received (a pledge, a failed attempt) the
 * day it was made, in the organisation's calendar.
 */
const giftDay = (timeZone: string): SQL =>
  sql`coalesce(${donation.receivedOn}, (${donation.createdAt} at time zone ${timeZone})::date)`

export const donationResource = defineResource({
  name: 'donation',
  label: 'Donation',
  private: true,
  actions: [...RECORDING_ACTIONS, 'refund'],
  grants: {
    Accountant: RECORDING_ACTIONS,
    Approver: [...RECORDING_ACTIONS, 'refund'],
    Auditor: ['read'],
  },
  admin: {
    columns: [
      'transaction_id',
      'received_on',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'cause',
      'amount',
      'channel',
      'method',
      'reference',
      'status',
      'created_at',
    ],
    sort: { field: 'created_at', order: 'DESC' },
    filters: ['cause', 'method', 'status', 'channel', 'received_on'],
    recordRepresentation: 'transaction_id',
    nav: { group: 'giving', icon: 'VolunteerActivism', order: 2 },
  },
  table: donation,
  listKey: 'donations',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  fields: {
    transaction_id: field.text('transactionId', { label: 'Transaction ID', searchable: true }),
    cause: field.ref('causeId', 'cause', { help: 'Empty: the general fund.' }),
    amount: field.decimal('amount', { label: 'Amount (Tk)' }),
    first_name: field.text('firstName', { searchable: true }),
    last_name: field.text('lastName', { searchable: true }),
    email: field.email('email', { searchable: true }),
    phone_number: field.text('phone', { label: 'Phone', searchable: true }),
    address: field.text('address'),
    message: field.text('message', { multiline: true }),
    anonymous: field.bool('anonymous'),
    channel: field.enum('channel', DONATION_CHANNELS),
    method: field.enum('method', DONATION_METHODS),
    status: field.enum('status', DONATION_STATUSES),
    reference: field.text('reference', {
      help: 'Cheque number, bank transfer reference or wallet transaction ID.',
      searchable: true,
    }),
    bank_name: field.text('bankName', { label: 'Bank' }),
    cheque_date: field.date('chequeDate'),
    received_on: field.date('receivedOn', { label: 'Received on' }),
    completed_at: field.datetime('completedAt', { label: 'Recorded' }),
    refunded_at: field.datetime('refundedAt', { label: 'Refunded' }),
    refund_reason: field.text('refundReason'),
    refund_reference: field.text('refundReference'),
    gateway_transaction_id: field.text('gatewayTransactionId', {
      label: 'Gateway transaction ID',
      searchable: true,
    }),
    recurring_gift: field.int('recurringGiftId', { label: 'Monthly gift' }),
  },
  /**
   * Besides the field filters (?cause=, ?method=, ?status=, ?channel=, ?received_on_from=…):
   * ?fund=general (gifts to no cause; a cause's id works too, so one select can offer both),
   * ?date_after= and ?date_before= over the gift's day, ?amount_min= and ?amount_max= in taka.
   */
  filters(query, ctx): SQL | undefined {
    const conditions: SQL[] = []
    const fund = param(query, 'fund')
    if (fund === 'general') conditions.push(isNull(donation.causeId))
    else if (fund !== undefined) {
      if (!/^\d{1,9}$/.test(fund))
        throw new ApiError(400, `fund must be "general" or a cause's id (got "${truncate(fund, 30)}").`)
      conditions.push(eq(donation.causeId, Number(fund)))
    }
    const after = dateParam(query, 'date_after')
    const before = dateParam(query, 'date_before')
    if (after) conditions.push(sql`${giftDay(ctx.timeZone)} >= ${after}::date`)
    if (before) conditions.push(sql`${giftDay(ctx.timeZone)} <= ${before}::date`)
    const min = amountParam(query, 'amount_min')
    const max = amountParam(query, 'amount_max')
    if (min) conditions.push(gte(donation.amount, min))
    if (max) conditions.push(lte(donation.amount, max))
    return conditions.length === 0 ? undefined : and(...conditions)
  },
  presentList: presentDonations,
  presentDetail: async (row, ctx) => (await presentDonations([row], ctx))[0] as object,
})
