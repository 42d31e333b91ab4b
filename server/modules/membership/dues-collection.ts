/**
 * Collecting dues (issue 14 item 2): one collection pays for one or many members in ONE
 * transaction, all or nothing. Each member's payment opens a membership period continuing their
 * last one, or starting on the day of payment (common/dues.ts, renewalStart), posts a receipt
 * voucher (Dr the ledger of the way the money came, Cr membership dues income; source dues), issues
 * the money receipt the database numbers, and writes the payment (the original's
 * monthly_subscription row). The plan is checked for every member before anything is written, so
 * the refusal names each member that cannot pay; `planCollection` alone is the dry run the screen
 * shows ("what it will take").
 */
import { randomUUID } from 'node:crypto'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Arrears } from '../../../common/dues.ts'
import { DUES_METHOD_NAMES, periodEnd, renewalStart, showPeriod } from '../../../common/dues.ts'
import { membershipStatus, type StatusResult } from '../../../common/membership-status.ts'
import { formatAmount, formatTaka, type Paisa } from '../../../common/money.ts'
import { type Db, queryRows } from '../../db/client.ts'
import { ValidationError } from '../../http/validation.ts'
import type { ReceiptMethod } from '../../receipts/document-data.ts'
import { debitLedgerOf, givingSettings, incomeLedgerOf, issueReceipt } from '../giving/receipts-service.ts'
import { type Actor, post } from '../ledger/service.ts'
import { type CollectionRequest, type DuesPayment, expectedFigure } from './dues-body.ts'
import {
  type DuesTypeRow,
  duesTypeOf,
  standingOf,
  type TypedPeriod,
  typedPeriodsByMember,
  typeRowOf,
} from './dues-standing.ts'
import { duesPayment, member, membership, membershipType } from './tables.ts'

type MemberRow = typeof member.$inferSelect

/** What one member's payment will be. */
export interface MemberPlan {
  member: MemberRow
  status: StatusResult
  arrears: Arrears
  type: DuesTypeRow
  periods: number
  amount: Paisa
  start: string
  end: string | null
  /** True: continues the last period; false: starts on the day of payment. */
  continues: boolean
}

/** One entry per member asked for, in order: the plan, or why they cannot pay. */
export type PlanEntry =
  | { memberId: number; plan: MemberPlan }
  | { memberId: number; member?: MemberRow; problem: string }

export const memberName = (m: Pick<MemberRow, 'firstName' | 'lastName'>) =>
  `${m.firstName} ${m.lastName}`.trim()
const named = (m: MemberRow) => `${memberName(m)} (${m.memberNumber})`

async function typeById(db: Db, id: number | null): Promise<DuesTypeRow | null | undefined> {
  if (id === null) return null
  const [row] = await db.select().from(membershipType).where(eq(membershipType.id, id))
  return row ? typeRowOf(row) : undefined
}

/** One member's plan, or the reason in words. */
function planFor(
  m: MemberRow,
  periods: readonly TypedPeriod[],
  chosen: DuesTypeRow | null,
  request: CollectionRequest,
  paidOn: string,
): MemberPlan | string {
  const type = chosen ?? duesTypeOf(periods)
  if (!type) return `${named(m)} has no membership type yet: choose one.`
  if (!type.active)
    return `The ${type.name} membership is no longer offered: choose another type for ${named(m)}.`
  if (type.fee <= 0n) return `The ${type.name} membership has no fee: there are no dues to collect.`
  if (type.period === 'lifetime' && request.periods !== 1)
    return `A lifetime membership is paid once: periods must be 1 for ${named(m)}.`
  const renewal = renewalStart(periods, paidOn)
  if (renewal.kind === 'lifetime') return `${named(m)} is a life member: there are no dues to collect.`
  const expected = type.fee * BigInt(request.periods)
  if (request.amount !== null && request.amount !== expected)
    return `The amount for ${named(m)} must be ${expectedFigure(type.fee, request.periods)}, not ${formatTaka(request.amount, { symbol: true })}.`
  const { arrears } = standingOf(periods, paidOn)
  return {
    member: m,
    status: membershipStatus({ joined: m.joinedDate, periods }, paidOn),
    arrears,
    type,
    periods: request.periods,
    amount: expected,
    start: renewal.start,
    end: periodEnd(renewal.start, type.period, request.periods),
    continues: renewal.kind === 'continues',
  }
}

/**
 * Each member's payment as it would be written on `paidOn`. With `lock`, the members' rows are
 * locked first (in id order, so two collections never deadlock), and the periods read after: two
 * collections for one member at once then open consecutive periods, never two overlapping ones.
 */
export async function planCollection(
  db: Db,
  request: CollectionRequest,
  paidOn: string,
  options: { lock: boolean },
): Promise<PlanEntry[]> {
  const ids = request.memberIds
  const lockedOrRead = db.select().from(member).where(inArray(member.id, ids)).orderBy(asc(member.id))
  const members = new Map(
    (await (options.lock ? lockedOrRead.for('update') : lockedOrRead)).map((m) => [m.id, m]),
  )
  const chosen = await typeById(db, request.membershipTypeId)
  if (chosen === undefined)
    throw new ValidationError({
      membership_type: [`Membership type ${request.membershipTypeId} does not exist.`],
    })
  const periods = await typedPeriodsByMember(db, ids)
  return ids.map((memberId): PlanEntry => {
    const m = members.get(memberId)
    if (!m) return { memberId, problem: `Member ${memberId} does not exist.` }
    const plan = planFor(m, periods.get(memberId) ?? [], chosen, request, paidOn)
    return typeof plan === 'string' ? { memberId, member: m, problem: plan } : { memberId, plan }
  })
}

/** The refusal of a collection with problems: each member's reason under its key. */
function refusal(entries: readonly PlanEntry[], listed: boolean): ValidationError | null {
  const issues: Record<string, string[]> = {}
  entries.forEach((entry, index) => {
    if ('problem' in entry) issues[listed ? `member[${index}]` : 'member'] = [entry.problem]
  })
  return Object.keys(issues).length > 0 ? new ValidationError(issues) : null
}

const WALLETS = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' } as const

/** What the receipt prints of the method, with the reference a reader can trace it by. */
function receiptMethodOf(payment: DuesPayment): ReceiptMethod {
  switch (payment.method) {
    case 'cash':
      return { kind: 'cash' }
    case 'cheque':
      return {
        kind: 'cheque',
        number: payment.reference,
        bank: payment.bankName,
        date: payment.chequeDate ?? undefined,
      }
    case 'bank_transfer':
      return { kind: 'bank_transfer', bank: payment.bankName ?? undefined, reference: payment.reference }
    default:
      return { kind: 'mobile_wallet', wallet: WALLETS[payment.method], transactionId: payment.reference }
  }
}

const referenceOf = (p: DuesPayment) => (p.method === 'cash' ? null : p.reference)
const bankOf = (p: DuesPayment) =>
  p.method === 'cheque' || p.method === 'bank_transfer' ? (p.bankName ?? null) : null

/** "Membership dues: General, 1 Dec 2026 – 31 Dec 2026": the receipt's purpose. */
export const duesPurpose = (typeName: string, start: string, end: string | null) =>
  `Membership dues: ${typeName}, ${showPeriod(start, end)}`

const addressOf = (m: MemberRow) =>
  [m.streetAddressOne, m.streetAddressTwo, m.village, m.postOffice].filter(Boolean).join(', ') || null

/** The id the payment will have: taken first, because its voucher and receipt name it as their source. */
async function nextPaymentId(tx: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('monthly_subscription', 'id'))::int as id`,
  )
  if (!row) throw new Error('No id for the dues payment.')
  return Number(row.id)
}

export interface CollectContext {
  /** Today in the organisation's time zone: the default day of payment. */
  today: string
  now: Date
}

/**
 * Collects the dues in `tx` (the caller's transaction: all members or none); returns the payments'
 * ids in the order the members were given. A 400 names every member that cannot pay; a 409 names
 * a ledger the giving settings have not chosen.
 */
export async function collectDues(
  tx: Db,
  request: CollectionRequest,
  actor: Actor,
  context: CollectContext,
): Promise<number[]> {
  const paidOn = request.paidOn ?? context.today
  const entries = await planCollection(tx, request, paidOn, { lock: true })
  const refused = refusal(entries, request.listed)
  if (refused) throw refused
  const settings = await givingSettings(tx)
  const debitLedgerId = debitLedgerOf(settings, request.payment.method)
  const incomeLedgerId = incomeLedgerOf(settings, 'dues')
  const collectionId = randomUUID()
  const ids: number[] = []
  for (const entry of entries) {
    const { plan } = entry as { plan: MemberPlan }
    ids.push(
      await writePayment(tx, plan, {
        request,
        paidOn,
        collectionId,
        debitLedgerId,
        incomeLedgerId,
        actor,
        now: context.now,
      }),
    )
  }
  return ids
}

interface WriteContext {
  request: CollectionRequest
  paidOn: string
  collectionId: string
  debitLedgerId: number
  incomeLedgerId: number
  actor: Actor
  now: Date
}

async function writePayment(tx: Db, plan: MemberPlan, c: WriteContext): Promise<number> {
  const { member: m, type } = plan
  const { payment } = c.request
  const id = await nextPaymentId(tx)
  const purpose = duesPurpose(type.name, plan.start, plan.end)
  const reference = referenceOf(payment)?.slice(0, 100) ?? null
  const voucher = await post(
    tx,
    {
      type: 'receipt',
      date: c.paidOn,
      narration: `${purpose}, from ${named(m)}`,
      source: { type: 'dues', id },
      lines: [
        {
          ledgerId: c.debitLedgerId,
          debit: plan.amount,
          credit: 0n,
          reference,
          chequeNo: payment.method === 'cheque' ? payment.reference.slice(0, 50) : null,
          bankName: bankOf(payment),
          chequeDate: payment.method === 'cheque' ? payment.chequeDate : null,
          details: `${DUES_METHOD_NAMES[payment.method]}: ${m.memberNumber}`,
        },
        { ledgerId: c.incomeLedgerId, debit: 0n, credit: plan.amount },
      ],
    },
    c.actor,
    { now: c.now },
  )
  const receipt = await issueReceipt(tx, {
    date: c.paidOn,
    source: { type: 'dues', id },
    payer: {
      name: memberName(m),
      address: addressOf(m),
      phone: m.primaryPhone,
      email: m.email,
      number: m.memberNumber,
    },
    amount: plan.amount,
    purpose,
    method: receiptMethodOf(payment),
    voucherId: voucher.id,
    issuedBy: c.actor.id,
  })
  const audit = { createdBy: c.actor.id, updatedBy: c.actor.id, createdAt: c.now, updatedAt: c.now }
  const [period] = await tx
    .insert(membership)
    .values({
      memberId: m.id,
      membershipTypeId: type.id,
      startDate: plan.start,
      endDate: plan.end,
      fee: formatAmount(plan.amount),
      receiptVoucherId: voucher.id,
      note: c.request.note,
      ...audit,
    })
    .returning({ id: membership.id })
  await tx.insert(duesPayment).values({
    id,
    memberId: m.id,
    membershipTypeId: type.id,
    membershipId: (period as { id: number }).id,
    periods: plan.periods,
    amount: formatAmount(plan.amount),
    paidOn: c.paidOn,
    method: payment.method,
    reference,
    bankName: bankOf(payment),
    chequeDate: payment.method === 'cheque' ? payment.chequeDate : null,
    note: c.request.note,
    collectionId: c.collectionId,
    voucherId: voucher.id,
    receiptId: receipt.id,
    ...audit,
  })
  return id
}
