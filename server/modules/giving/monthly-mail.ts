/**
 * The emails of monthly gifts: each month's gift (online: the link that pays it; offline: a
 * reminder with how to give and the reference), and the end of a gift whose cause has closed.
 * Every one carries the signed link that manages the gift (monthly-links.ts).
 */
import { formatDate, MONTH_NAMES } from '../../../common/dates.ts'
import { giftPaymentPath } from '../../../common/giving-links.ts'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import { type DonationRow, giftWords } from './donations.ts'
import { monthlyGiftLink } from './monthly-links.ts'
import { causeNameOf, givingSender, howToGive, sendGivingMail } from './online-mail.ts'
import type { GivingDeps, GivingLog } from './online-service.ts'
import type { RecurringGiftRow } from './recurring-gifts.ts'

/** "December 2026" for a day of that month. */
const monthOf = (date: string) => `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`

/** This month's gift is open: pay it (online) or give it (offline). */
export async function announceMonth(
  deps: GivingDeps,
  gift: RecurringGiftRow,
  month: DonationRow,
  today: string,
  log: GivingLog,
): Promise<boolean> {
  const [org, causeName] = await Promise.all([givingSender(deps.db), causeNameOf(deps.db, gift.causeId)])
  const words = giftWords(parseAmount(month.amount) as Paisa, causeName)
  const manage = await monthlyGiftLink(deps.db, deps.publicUrl, gift.id)
  const how =
    month.channel === 'online'
      ? [
          `Pay this month's gift on the payment page: ${deps.publicUrl}${giftPaymentPath(month.transactionId)}`,
        ]
      : [
          'How to give:',
          howToGive(org.instructions),
          '',
          `Please quote your reference ${month.transactionId} with your payment.`,
        ]
  return sendGivingMail(
    deps,
    {
      to: gift.email,
      subject: `Your monthly gift for ${monthOf(today)}: ${words}`,
      text: [
        `Dear ${gift.firstName},`,
        '',
        `Your monthly gift of ${words} to ${org.name} for ${monthOf(today)} is due.`,
        '',
        ...how,
        '',
        'We will email you a money receipt when it arrives. Thank you for giving every month.',
        '',
        `To change the amount or stop your monthly gift: ${manage}`,
      ].join('\n'),
    },
    log,
  )
}

/** The cause of a monthly gift has closed: the gift stops, and the donor hears why. */
export async function announceStopped(
  deps: GivingDeps,
  gift: RecurringGiftRow,
  cause: { name: string; endDate: string },
  log: GivingLog,
): Promise<boolean> {
  const org = await givingSender(deps.db)
  const words = giftWords(parseAmount(gift.amount) as Paisa, cause.name)
  return sendGivingMail(
    deps,
    {
      to: gift.email,
      subject: `Your monthly gift for ${cause.name} has ended with the cause`,
      text: [
        `Dear ${gift.firstName},`,
        '',
        `${cause.name} closed on ${formatDate(cause.endDate)}, so your monthly gift of ${words} has stopped: nothing more is due, and we do not move your gift to another fund without your word.`,
        '',
        `Thank you for all you gave. To give to another cause or to our general fund: ${deps.publicUrl}/donate`,
        '',
        `${org.name}`,
      ].join('\n'),
    },
    log,
  )
}

/**
 * The donor's own record of a change made through the signed link: if someone else used a
 * forwarded email's link, the donor learns of it at once.
 */
export async function announceChange(
  deps: GivingDeps,
  gift: RecurringGiftRow,
  change: 'amount' | 'cancelled',
  log: GivingLog,
): Promise<boolean> {
  const [org, causeName] = await Promise.all([givingSender(deps.db), causeNameOf(deps.db, gift.causeId)])
  const words = giftWords(parseAmount(gift.amount) as Paisa, causeName)
  const what =
    change === 'amount'
      ? `Your monthly gift is now ${words}, from the gift due on ${formatDate(gift.nextDueOn)} on.`
      : `Your monthly gift of ${words} is cancelled: no more months will be due. Thank you for all you gave.`
  return sendGivingMail(
    deps,
    {
      to: gift.email,
      subject: change === 'amount' ? 'Your monthly gift: new amount' : 'Your monthly gift is cancelled',
      text: [
        `Dear ${gift.firstName},`,
        '',
        what,
        '',
        `If you did not ask for this, please reply to ${org.staffEmail ?? org.name} and we will put it right.`,
      ].join('\n'),
    },
    log,
  )
}
