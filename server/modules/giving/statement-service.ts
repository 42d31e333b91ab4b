/**
 * A donor's annual statement (issue 14 item 5): every gift of theirs received in a fiscal year and
 * not refunded, each with its money receipt's number, purpose and method as the receipt printed
 * them, and the total, as a PDF (server/receipts). The donor is found by email (any case) or by
 * their site account, or both: staff ask by email, the donor's own area by account. Refunded gifts
 * are left out, since their receipts were cancelled by the refund's reversal.
 */
import { and, asc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import { renderAnnualStatement } from '../../receipts/annual-statement-pdf.ts'
import type { Party, ReceiptMethod, StatementGift } from '../../receipts/document-data.ts'
import { fiscalYearNamed } from '../ledger/service.ts'
import { receiptIssuer } from './settings.ts'
import { donation, moneyReceipt } from './tables.ts'

export interface StatementDonor {
  email?: string
  userId?: number
}

/** When the statement is issued: its date is today in the organisation's time zone. */
export interface StatementIssue {
  timeZone: string
  now?: Date
}

export interface RenderedStatement {
  filename: string
  bytes: Uint8Array
}

function donorWhere({ email, userId }: StatementDonor): SQL {
  const byEmail = email?.trim() ? sql`lower(${donation.email}) = lower(${email.trim()})` : undefined
  const byAccount = userId === undefined ? undefined : eq(donation.userId, userId)
  const where = or(byEmail, byAccount)
  if (!where) throw new ApiError(400, 'Name the donor: an email address or a site account.')
  return where
}

/** The donor as the statement names them: as on their latest gift, else their account, else the email. */
async function donorParty(db: Db, donor: StatementDonor, latest: Party | undefined): Promise<Party> {
  if (latest) return latest
  if (donor.userId !== undefined) {
    const [user] = await db
      .select({ first: users.firstName, last: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, donor.userId))
    if (user) return { name: `${user.first} ${user.last}`.trim() || user.email, email: user.email }
  }
  return { name: donor.email ?? 'Donor', email: donor.email }
}

export async function annualStatementFor(
  db: Db,
  donor: StatementDonor,
  fiscalYearName: string,
  readLogo?: (path: string) => Promise<Uint8Array | undefined>,
  issue: StatementIssue = { timeZone: 'Asia/Dhaka' },
): Promise<RenderedStatement> {
  const year = await fiscalYearNamed(db, fiscalYearName.trim())
  if (!year)
    throw new ValidationError({
      fiscal_year: [`"${fiscalYearName}" is not a fiscal year of the books: name one as 2026-27.`],
    })
  const rows = await db
    .select({ gift: donation, receipt: moneyReceipt })
    .from(donation)
    .innerJoin(moneyReceipt, eq(moneyReceipt.id, donation.receiptId))
    .where(
      and(
        donorWhere(donor),
        eq(donation.status, 'completed'),
        gte(donation.receivedOn, year.startDate),
        lte(donation.receivedOn, year.endDate),
      ),
    )
    .orderBy(asc(moneyReceipt.date), asc(moneyReceipt.number))
  const gifts: StatementGift[] = rows.map(({ receipt }) => ({
    date: receipt.date,
    receiptNumber: receipt.number,
    purpose: receipt.purpose,
    method: receipt.method as ReceiptMethod,
    amount: parseAmount(receipt.amount) as Paisa,
  }))
  const last = rows.at(-1)?.gift
  const latest = last && {
    name: `${last.firstName} ${last.lastName}`.trim(),
    address: last.address ?? undefined,
    phone: last.phone ?? undefined,
    email: last.email ?? undefined,
  }
  const [{ organisation }, party] = await Promise.all([
    receiptIssuer(db, readLogo),
    donorParty(db, donor, latest),
  ])
  const bytes = await renderAnnualStatement({
    organisation,
    donor: party,
    fiscalYear: year,
    issuedOn: dateIn(issue.now ?? new Date(), issue.timeZone),
    gifts,
  })
  return { filename: `annual-statement-${year.name}.pdf`, bytes }
}
