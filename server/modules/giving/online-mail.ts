/**
 * The emails of a gift given on the site: a pledge tells staff (the giving settings' notify_email,
 * else the site's email) and tells the donor how to give and the reference to quote; a monthly
 * gift started online gets the link that manages it. Sent after the gift is committed; a mail that
 * cannot go is logged and never undoes the gift (the outbox retries what SMTP refused).
 */

import { eq } from 'drizzle-orm'
import { giftResultPath } from '../../../common/giving-links.ts'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import { type DonationRow, giftWords } from './donations.ts'
import { monthlyGiftLink } from './monthly-links.ts'
import type { GivingDeps, GivingLog } from './online-service.ts'
import type { RecurringGiftRow } from './recurring-gifts.ts'
import { givingOrganisation } from './settings.ts'
import { cause } from './tables.ts'

/** Sends one email; false (and a log line) when it could not be handed over. */
export async function sendGivingMail(
  deps: GivingDeps,
  message: MailMessage,
  log: GivingLog,
): Promise<boolean> {
  try {
    return (await deps.mailer.send(message)) !== 'failed'
  } catch (error) {
    log.warn({ err: (error as Error).message, subject: message.subject }, 'a giving email could not be sent')
    return false
  }
}

export async function causeNameOf(db: Db, causeId: number | null): Promise<string | null> {
  if (causeId === null) return null
  const [row] = await db.select({ name: cause.name }).from(cause).where(eq(cause.id, causeId))
  return row?.name ?? null
}

/** The organisation as emails name it, and where staff hear of pledges. */
export async function givingSender(
  db: Db,
): Promise<{ name: string; staffEmail: string | null; instructions: string }> {
  const { name, settings, site } = await givingOrganisation(db)
  return {
    name,
    staffEmail: settings.notifyEmail?.trim() || site.email,
    instructions: settings.offlineInstructions.trim(),
  }
}

/** How a donor is told to give offline: the settings' words, or a promise that staff will write. */
export const howToGive = (instructions: string) =>
  instructions || 'Our team will write to you with the details of how to give.'

const fullName = (row: Pick<DonationRow, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`.trim()

/** An offline pledge: staff are told what to expect, the donor how to give and what to quote. */
export async function announcePledge(
  deps: GivingDeps,
  opened: { donation: DonationRow; gift: RecurringGiftRow | null },
  log: GivingLog,
): Promise<{ staff: boolean; donor: boolean }> {
  const { donation: row, gift } = opened
  const [org, causeName] = await Promise.all([givingSender(deps.db), causeNameOf(deps.db, row.causeId)])
  const words = giftWords(parseAmount(row.amount) as Paisa, causeName)
  const every = gift ? ' every month' : ''
  const manage = gift ? await monthlyGiftLink(deps.db, deps.publicUrl, gift.id) : null
  const staffText = [
    `${fullName(row)} <${row.email}>${row.phone ? `, ${row.phone}` : ''} pledged ${words}${every} through the website.`,
    `Reference: ${row.transactionId}`,
    ...(row.address ? [`Address: ${row.address}`] : []),
    ...(row.anonymous ? ['They asked not to be named on the site.'] : []),
    ...(row.message ? ['', 'Their message:', row.message] : []),
    '',
    `When the money arrives, record it against reference ${row.transactionId} in the back office (Giving, Donations): the receipt is then emailed to the donor.`,
  ]
  let staff = false
  if (org.staffEmail) {
    staff = await sendGivingMail(
      deps,
      {
        to: org.staffEmail,
        replyTo: row.email ?? undefined,
        subject: `Pledge ${row.transactionId}: ${words}${every}, from ${fullName(row)}`,
        text: staffText.join('\n'),
      },
      log,
    )
  } else {
    log.warn(
      { transactionId: row.transactionId },
      'no email for staff in the giving or site settings: pledge not announced',
    )
  }
  const donorText = [
    `Dear ${row.firstName},`,
    '',
    `Thank you for pledging ${words}${every} to ${org.name}.`,
    '',
    'How to give:',
    howToGive(org.instructions),
    '',
    `Please quote your reference ${row.transactionId} with your payment. We will email you a money receipt when it arrives.`,
    '',
    `Your pledge: ${deps.publicUrl}${giftResultPath(row.transactionId)}`,
    ...(manage
      ? ['', `Each month we will remind you. To change the amount or stop your monthly gift: ${manage}`]
      : []),
  ]
  const donor = row.email
    ? await sendGivingMail(
        deps,
        {
          to: row.email,
          subject: `Your pledge to ${org.name}: how to give (reference ${row.transactionId})`,
          text: donorText.join('\n'),
        },
        log,
      )
    : false
  return { staff, donor }
}

/** A monthly gift started online: its first month goes to the gateway now; this is how to manage it. */
export async function announceMonthlyStart(
  deps: GivingDeps,
  gift: RecurringGiftRow,
  log: GivingLog,
): Promise<boolean> {
  const [org, causeName] = await Promise.all([givingSender(deps.db), causeNameOf(deps.db, gift.causeId)])
  const words = giftWords(parseAmount(gift.amount) as Paisa, causeName)
  const manage = await monthlyGiftLink(deps.db, deps.publicUrl, gift.id)
  return sendGivingMail(
    deps,
    {
      to: gift.email,
      subject: `Your monthly gift to ${org.name}`,
      text: [
        `Dear ${gift.firstName},`,
        '',
        `Thank you for giving ${words} every month to ${org.name}.`,
        `This month's gift is paid on the payment page you were sent to; each month after, on day ${gift.dayOfMonth}, we will email you a link to pay that month's gift.`,
        '',
        `To change the amount or stop your monthly gift at any time: ${manage}`,
      ].join('\n'),
    },
    log,
  )
}
