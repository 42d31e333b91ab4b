/**
 * What a supporter's area shows (issue 14 item 6): read for the signed-in visitor alone, never
 * cached. Their gifts are those given from their account or with their address, which they proved
 * (ADR 024), so a gift given before they signed up shows too; the same rule finds their receipts
 * (receipt-access.ts) and statements. Their membership is the member record linked to the account,
 * or, the first time, the one member whose record has their address.
 */
import { and, asc, desc, eq, gte, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm'
import { ACCOUNT_PATH } from '../../../common/account-links.ts'
import { formatDate } from '../../../common/dates.ts'
import { DUES_METHOD_NAMES, type DuesMethod, showPeriod } from '../../../common/dues.ts'
import { monthlyGiftPath } from '../../../common/giving-links.ts'
import { formatAmount, parseAmount } from '../../../common/money.ts'
import type { AccountMembership, AccountView } from '../../../web/pages/account/types.ts'
import { takaShown } from '../../../web/pages/charity/thanks.ts'
import type { UserRow } from '../../auth/sessions.ts'
import type { Db } from '../../db/client.ts'
import { GENERAL_FUND } from '../../modules/giving/donation-present.ts'
import { monthlyGiftToken } from '../../modules/giving/monthly-links.ts'
import { cause, donation, moneyReceipt, recurringGift } from '../../modules/giving/tables.ts'
import { ticket, ticketStatus } from '../../modules/helpdesk/tables.ts'
import { TICKET_PAGE_PATH, ticketPageToken } from '../../modules/helpdesk/ticket-links.ts'
import { fiscalYear } from '../../modules/ledger/tables.ts'
import { duesStandings, presentArrears } from '../../modules/membership/dues-standing.ts'
import { memberStatuses } from '../../modules/membership/member-status-service.ts'
import { duesPayment, member, membership, membershipType } from '../../modules/membership/tables.ts'
import { shownAt } from '../pages/help.ts'

/** At most this many gifts are listed, newest first (a statement lists a whole year). */
const GIFTS_SHOWN = 200

/** The gifts that are the account's: given from it, or with its (proved) address. */
export const giftsOf = (user: Pick<UserRow, 'id' | 'email'>): SQL =>
  or(eq(donation.userId, user.id), sql`lower(${donation.email}) = ${user.email.toLowerCase()}`) as SQL

export const receiptHref = (receiptId: number) => `${ACCOUNT_PATH}/receipts/${receiptId}`
export const statementHref = (year: string) => `${ACCOUNT_PATH}/statements/${encodeURIComponent(year)}`

const STATE: Record<string, string> = {
  completed: 'Received',
  refunded: 'Refunded',
  pledged: 'Pledged: waiting for your payment',
}

const methodName = (method: string | null) =>
  method === null
    ? null
    : method === 'gateway'
      ? 'Online (card, mobile wallet or bank)'
      : (DUES_METHOD_NAMES[method as DuesMethod] ?? method)

async function gifts(db: Db, user: UserRow) {
  // Abandoned gateway sessions, failures and cancelled pledges were never money: not shown.
  const rows = await db
    .select({ gift: donation, causeName: cause.name, receiptNumber: moneyReceipt.number })
    .from(donation)
    .leftJoin(cause, eq(cause.id, donation.causeId))
    .leftJoin(moneyReceipt, eq(moneyReceipt.id, donation.receiptId))
    .where(and(giftsOf(user), notInArray(donation.status, ['pending', 'failed', 'cancelled'])))
    .orderBy(desc(donation.createdAt), desc(donation.id))
    .limit(GIFTS_SHOWN)
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${donation.amount}), 0)::text` })
    .from(donation)
    .where(and(giftsOf(user), eq(donation.status, 'completed')))
  return {
    totalReceived: takaShown(formatAmount(parseAmount(total?.sum ?? '0') ?? 0n)),
    gifts: rows.map(({ gift, causeName, receiptNumber }) => ({
      date: formatDate(gift.receivedOn ?? gift.createdAt.toISOString().slice(0, 10)),
      amount: takaShown(gift.amount),
      cause: causeName ?? GENERAL_FUND,
      state: STATE[gift.status] ?? gift.status,
      method: methodName(gift.method),
      monthly: gift.recurringGiftId !== null,
      receipt:
        gift.receiptId !== null && receiptNumber
          ? { number: receiptNumber, href: receiptHref(gift.receiptId) }
          : null,
    })),
  }
}

/** The fiscal years in which the account has received gifts, newest first. */
async function statementYears(db: Db, user: UserRow) {
  const rows = await db
    .select({ name: fiscalYear.name })
    .from(fiscalYear)
    .where(
      sql`exists (${db
        .select({ one: sql`1` })
        .from(donation)
        .where(
          and(
            giftsOf(user),
            eq(donation.status, 'completed'),
            gte(donation.receivedOn, fiscalYear.startDate),
            lte(donation.receivedOn, fiscalYear.endDate),
          ),
        )})`,
    )
    .orderBy(desc(fiscalYear.startDate))
  return rows.map((r) => ({ year: r.name, href: statementHref(r.name) }))
}

async function monthlyGifts(db: Db, user: UserRow) {
  const rows = await db
    .select({ gift: recurringGift, causeName: cause.name })
    .from(recurringGift)
    .leftJoin(cause, eq(cause.id, recurringGift.causeId))
    .where(
      or(eq(recurringGift.userId, user.id), sql`lower(${recurringGift.email}) = ${user.email.toLowerCase()}`),
    )
    .orderBy(asc(recurringGift.status), desc(recurringGift.id))
  return Promise.all(
    rows.map(async ({ gift, causeName }) => ({
      amount: takaShown(gift.amount),
      cause: causeName ?? GENERAL_FUND,
      active: gift.status === 'active',
      nextDue: gift.status === 'active' ? formatDate(gift.nextDueOn) : null,
      manageHref: monthlyGiftPath(await monthlyGiftToken(db, gift.id)),
    })),
  )
}

/**
 * The account's member: the one linked to it; else, the first time, the one member whose record has
 * the account's (proved) address and no account yet, which is then linked. An address two members
 * share links neither: staff link the right one by hand.
 */
export async function memberOf(db: Db, user: UserRow) {
  const [linked] = await db.select().from(member).where(eq(member.userId, user.id))
  if (linked || user.accountType !== 'supporter' || !user.emailVerifiedAt) return linked ?? null
  const matches = await db
    .select()
    .from(member)
    .where(and(sql`lower(${member.email}) = ${user.email.toLowerCase()}`, isNull(member.userId)))
    .limit(2)
  const [only] = matches
  if (!only || matches.length > 1) return null
  const [claimed] = await db
    .update(member)
    .set({ userId: user.id })
    .where(and(eq(member.id, only.id), isNull(member.userId)))
    .returning()
  return claimed ?? null
}

async function membershipOf(
  db: Db,
  user: UserRow,
  today: string,
  timeZone: string,
): Promise<AccountMembership | null> {
  const row = await memberOf(db, user)
  if (!row) return null
  const [statuses, standings, periods] = await Promise.all([
    memberStatuses({ db, timeZone, now: () => Date.parse(`${today}T12:00:00Z`) }, [row]),
    duesStandings(db, [row.id], today),
    db
      .select({
        period: membership,
        typeName: membershipType.name,
        receiptId: duesPayment.receiptId,
        receiptNumber: moneyReceipt.number,
      })
      .from(membership)
      .innerJoin(membershipType, eq(membershipType.id, membership.membershipTypeId))
      .leftJoin(duesPayment, eq(duesPayment.membershipId, membership.id))
      .leftJoin(moneyReceipt, eq(moneyReceipt.id, duesPayment.receiptId))
      .where(eq(membership.memberId, row.id))
      .orderBy(desc(membership.startDate), desc(membership.id)),
  ])
  const status = statuses.get(row.id)
  const standing = standings.get(row.id)
  const arrears = standing ? presentArrears(standing.arrears, standing.type) : null
  return {
    number: row.memberNumber ?? String(row.id),
    type: standing?.type?.name ?? null,
    status: status?.status ?? 'new',
    rule: status?.rule ?? '',
    periods: periods.map((p) => ({
      shown: showPeriod(p.period.startDate, p.period.endDate),
      type: p.typeName,
      cancelled: p.period.cancelledAt !== null,
      receipt:
        p.receiptId !== null && p.receiptNumber
          ? { number: p.receiptNumber, href: receiptHref(p.receiptId) }
          : null,
    })),
    arrears: {
      count: arrears?.count ?? 0,
      amount: takaShown(arrears?.amount ?? '0.00'),
      rule: arrears?.rule ?? '',
    },
  }
}

/** At most this many help requests are listed, the latest updated first. */
const TICKETS_SHOWN = 100

/**
 * The account's help requests: opened from it, or with its address once proved (as the help
 * desk's own routes decide, ticket-routes.ts ownsTicket), each with its page's signed link.
 */
async function helpRequests(db: Db, user: UserRow, timeZone: string) {
  const mine: SQL[] = [eq(ticket.userId, user.id)]
  if (user.emailVerifiedAt) mine.push(sql`lower(${ticket.requesterEmail}) = ${user.email.toLowerCase()}`)
  const rows = await db
    .select({ ticket, statusName: ticketStatus.name })
    .from(ticket)
    .innerJoin(ticketStatus, eq(ticketStatus.id, ticket.statusId))
    .where(or(...mine))
    .orderBy(desc(ticket.updatedAt), desc(ticket.id))
    .limit(TICKETS_SHOWN)
  return Promise.all(
    rows.map(async (r) => ({
      number: r.ticket.ticketNumber,
      subject: r.ticket.subject,
      status: r.statusName,
      updated: shownAt(r.ticket.updatedAt, timeZone),
      href: `${TICKET_PAGE_PATH}?${new URLSearchParams({ token: await ticketPageToken(db, r.ticket.id) })}`,
    })),
  )
}

export async function accountView(
  db: Db,
  user: UserRow,
  csrf: string,
  time: { today: string; timeZone: string },
): Promise<AccountView> {
  const [given, statements, monthly, membershipShown, tickets] = await Promise.all([
    gifts(db, user),
    statementYears(db, user),
    monthlyGifts(db, user),
    membershipOf(db, user, time.today, time.timeZone),
    helpRequests(db, user, time.timeZone),
  ])
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.primaryPhone ?? '',
    csrf,
    ...given,
    statements,
    monthly,
    membership: membershipShown,
    helpRequests: tickets,
  }
}

/** Whether a money receipt is the account's: of a gift of theirs, or of dues of their member. */
export async function ownsReceipt(db: Db, user: UserRow, receiptId: number): Promise<boolean> {
  const [gift] = await db
    .select({ id: donation.id })
    .from(donation)
    .where(and(eq(donation.receiptId, receiptId), giftsOf(user)))
    .limit(1)
  if (gift) return true
  const [dues] = await db
    .select({ id: duesPayment.id })
    .from(duesPayment)
    .innerJoin(member, eq(member.id, duesPayment.memberId))
    .where(and(eq(duesPayment.receiptId, receiptId), eq(member.userId, user.id)))
    .limit(1)
  return Boolean(dues)
}
