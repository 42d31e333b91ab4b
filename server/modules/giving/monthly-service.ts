/**
 * A monthly gift managed through its signed link (monthly-links.ts), without an account: what the
 * page shows, a new amount from the next month on, or the end of the gift. A forged or mistyped
 * link is a 404 and changes nothing. Each change is confirmed to the donor by email.
 */
import { type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { MAX_AMOUNT, MIN_AMOUNT } from '../../payments/sslcommerz.ts'
import { giftOfToken } from './monthly-links.ts'
import { announceChange } from './monthly-mail.ts'
import { causeNameOf } from './online-mail.ts'
import type { GivingDeps, GivingLog } from './online-service.ts'
import { cancelRecurringGift, changeRecurringAmount, type RecurringGiftRow } from './recurring-gifts.ts'

/** What the gift's page shows: never the email or phone. */
export interface MonthlyGiftState {
  firstName: string
  /** Decimal text, "1500.00". */
  amount: string
  causeName: string | null
  status: 'active' | 'cancelled'
  channel: 'online' | 'offline'
  /** The next month's gift opens on this day (YYYY-MM-DD). */
  nextDueOn: string
}

export const LINK_NOT_VALID =
  'This link is not valid: please use the link in your latest email about your monthly gift, or write to us.'

async function giftOrRefuse(db: Db, token: unknown): Promise<RecurringGiftRow> {
  const gift = await giftOfToken(db, token)
  if (!gift) throw new ApiError(404, LINK_NOT_VALID)
  return gift
}

export async function monthlyGiftState(db: Db, token: unknown): Promise<MonthlyGiftState | null> {
  const gift = await giftOfToken(db, token)
  if (!gift) return null
  return {
    firstName: gift.firstName,
    amount: gift.amount,
    causeName: await causeNameOf(db, gift.causeId),
    status: gift.status as 'active' | 'cancelled',
    channel: gift.channel as 'online' | 'offline',
    nextDueOn: gift.nextDueOn,
  }
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db))

/** A new amount from the next month on; an online gift stays within what the gateway takes. */
export async function changeMonthlyAmount(
  deps: GivingDeps,
  token: unknown,
  amountText: string,
  log: GivingLog,
): Promise<RecurringGiftRow> {
  const gift = await giftOrRefuse(deps.db, token)
  const amount = parseAmount(amountText.replace(/\s/g, ''))
  if (amount === undefined || amount <= 0n)
    throw new ValidationError({ amount: ['Enter an amount in taka, like 1500 or 1500.50.'] })
  if (gift.channel === 'online' && (amount < MIN_AMOUNT || amount > MAX_AMOUNT))
    throw new ValidationError({ amount: ['Online gifts are from 10 to 5,00,000 taka.'] })
  const changed = await inTransaction(deps.db, (tx) =>
    changeRecurringAmount(tx, gift.id, amount as Paisa, null),
  )
  await announceChange(deps, changed, 'amount', log)
  return changed
}

/** Stops the gift: months already opened stay as they are, no new ones are opened. */
export async function cancelMonthlyGift(
  deps: GivingDeps,
  token: unknown,
  log: GivingLog,
): Promise<RecurringGiftRow> {
  const gift = await giftOrRefuse(deps.db, token)
  const cancelled = await inTransaction(deps.db, (tx) =>
    cancelRecurringGift(tx, gift.id, new Date(deps.clock()), null),
  )
  await announceChange(deps, cancelled, 'cancelled', log)
  return cancelled
}
