/**
 * The demo organisation's gifts: forty over the five months before the demo is loaded, given to
 * the causes' demo records (found by name, when the causes' demo made them) and to the general
 * fund, by every way money comes (cash, cheque, bank transfer, bKash, Nagad, Rocket and online
 * through the gateway), each booked and receipted through the money path as staff's and the
 * gateway's would be; one is refunded, and two offline pledges wait for their money. The giving
 * settings name the demo's bank, the organisation as receipts print it, its registrations and its
 * signatory. Invented, like all demo content.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Paisa } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { dateIn } from '../../../http/wire.ts'
import { DEMO_BANK, ledgerIdsByName } from '../../ledger/service.ts'
import { completeDonation, openDonation, type Received, refundDonation } from '../donations.ts'
import { cause, donation, givingSetting } from '../tables.ts'

/** The causes' demo records the gifts go to, when they exist (server/site/samples/causes.ts). */
const CAUSE_NAMES = [
  'Flood Relief for Families in Sirajdikhan',
  'Japanese Course Scholarships for 40 Char Students',
  'Safety Kits for Trainee Welders in Tongi',
  'Winter Blankets for River-Island Villages',
]

const DONORS = [
  ['Rahima', 'Khatun', 'rahima.khatun@example.org', '01711-402318'],
  ['Tanvir', 'Hasan', 'tanvir.hasan@example.com', '01819-226540'],
  ['Nusrat', 'Jahan', 'nusrat.jahan@example.net', '01552-731904'],
  ['Abdul', 'Karim', null, '01911-580277'],
  ['Shirin', 'Akhter', 'shirin.akhter@example.org', null],
  ['Mizanur', 'Rahman', 'mizan.rahman@example.com', '01675-093412'],
  ['Farhana', 'Islam', 'farhana.islam@example.org', '01718-664021'],
  ['Kamal', 'Uddin', null, null],
  ['Sumaiya', 'Chowdhury', 'sumaiya.c@example.net', '01322-458710'],
  ['Jahangir', 'Alam', 'jahangir.alam@example.com', '01812-907163'],
  ['Taslima', 'Begum', 'taslima.begum@example.org', '01915-338402'],
  ['Arif', 'Hossain', 'arif.hossain@example.net', '01730-215986'],
] as const

const AMOUNTS = [500, 1000, 2500, 5000, 1500, 750, 10_000, 3000, 2000, 1200] as const
const METHODS = ['cash', 'bkash', 'gateway', 'cheque', 'nagad', 'bank_transfer', 'rocket', 'cash'] as const
const BANKS = ['Sonali Bank', 'BRAC Bank', 'Dutch-Bangla Bank', 'Islami Bank Bangladesh'] as const
const GIFTS = 40
const DAYS = 150

const taka = (amount: number): Paisa => BigInt(amount) * 100n

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A wallet's transaction ID of the demo: ten letters and digits, the same on every load. */
const walletId = (i: number) => (1_000_000_000_000 + i * 7_919_113).toString(36).toUpperCase().slice(-10)

function receivedOf(method: (typeof METHODS)[number], i: number, receivedOn: string): Received {
  switch (method) {
    case 'cash':
      return { method, receivedOn }
    case 'cheque':
      return {
        method,
        receivedOn,
        reference: String(4_471_200 + i * 37),
        bankName: BANKS[i % BANKS.length] as string,
        chequeDate: addDays(receivedOn, -2),
      }
    case 'bank_transfer':
      return {
        method,
        receivedOn,
        reference: `BEFTN${receivedOn.replaceAll('-', '')}${i}`,
        bankName: 'BRAC Bank',
      }
    case 'gateway':
      return {
        method,
        receivedOn,
        gateway: 'SSLCommerz',
        validationId: `DEMOVAL${i}`,
        gatewayTransactionId: `DEMOBTX${1000 + i}`,
        instrument: i % 2 ? 'bKash' : 'Card',
      }
    default:
      return { method, receivedOn, reference: walletId(i) }
  }
}

/** The giving settings of the demo: its bank for cheques and transfers, and the receipts' issuer. */
async function seedDemoSettings(db: Db): Promise<void> {
  const banks = await ledgerIdsByName(db, [DEMO_BANK])
  await db
    .update(givingSetting)
    .set({
      bankLedgerId: banks.get(DEMO_BANK) ?? null,
      organisationName: 'Meghsetu Foundation',
      registrations: [
        'NGO Affairs Bureau: 2451',
        'Department of Social Services: Dhaka-05812',
        'e-TIN: 512345678901',
      ].join('\n'),
      signatoryName: 'Farzana Akter',
      signatoryTitle: 'Treasurer',
    })
    .where(eq(givingSetting.id, 1))
}

export async function seedDonationsDemo(db: Db): Promise<void> {
  const [any] = await db.select({ id: donation.id }).from(donation).limit(1)
  if (any) return
  await seedDemoSettings(db)
  const causes = await db
    .select({ id: cause.id })
    .from(cause)
    .where(inArray(cause.name, CAUSE_NAMES))
    .orderBy(cause.id)
  // Each gift's fund in turn: the causes found, and the general fund.
  const funds: (number | null)[] = [...causes.map((c) => c.id), null]
  const today = dateIn(new Date(), 'Asia/Dhaka')
  const actor = { id: null }
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db))
  const received: number[] = []

  for (let i = 0; i < GIFTS; i++) {
    const [first, last, email, phone] = DONORS[i % DONORS.length] as (typeof DONORS)[number]
    const method = METHODS[i % METHODS.length] as (typeof METHODS)[number]
    const online = method === 'gateway'
    const receivedOn = addDays(today, -Math.round(((GIFTS - 1 - i) * DAYS) / GIFTS))
    await inTransaction(async (tx) => {
      const gift = await openDonation(tx, {
        causeId: funds[i % funds.length] ?? null,
        amount: taka(AMOUNTS[i % AMOUNTS.length] as number),
        channel: online ? 'online' : 'offline',
        donor: {
          firstName: first,
          lastName: last,
          // Online gifts need an address; a walk-in donor may give none.
          email: email ?? (online ? `${first.toLowerCase()}@example.org` : null),
          phone,
          anonymous: i % 9 === 4,
          message: i % 7 === 2 ? 'For the families who lost their homes this year.' : null,
        },
      })
      await completeDonation(
        tx,
        gift.id,
        receivedOf(method, i, receivedOn),
        actor,
        new Date(`${receivedOn}T05:00:00Z`),
      )
      received.push(gift.id)
    })
  }

  // Handed back the same week: the donor had given twice by mistake.
  const refunded = received[7] as number
  await inTransaction((tx) =>
    refundDonation(
      tx,
      refunded,
      {
        reason: 'The donor gave twice by mistake; the second gift was handed back in cash.',
        today,
        timeZone: 'Asia/Dhaka',
        now: new Date(),
      },
      actor,
    ),
  )

  for (const [first, last, email, phone] of [DONORS[2], DONORS[9]] as (typeof DONORS)[number][]) {
    await openDonation(db, {
      causeId: funds[0] ?? null,
      amount: taka(2500),
      channel: 'offline',
      donor: {
        firstName: first,
        lastName: last,
        email,
        phone,
        message: 'I will bring the money on Thursday.',
      },
    })
  }
}
