/**
 * The demo organisation's help desk: five tickets from the people the site serves (a student, a
 * worker going abroad, a donor, a member, a customer), opened over the last days so every
 * service-level state shows on the dashboard and the lists: one fresh and running, one whose first
 * response is breached, one answered and waiting for the requester, one the requester answered
 * again, one resolved. Built through the ticket service, as staff and requesters would, with
 * their times back-dated. Invented, like all demo content.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { refreshSla } from '../sla-refresh.ts'
import { ticketPriority, ticketStatus, ticketType } from '../tables.ts'
import { addMessage, type HelpdeskContext, openTicket } from '../ticket-service.ts'

const ZONE = 'Asia/Dhaka'
const HOUR = 3_600_000
const DAY = 24 * HOUR

async function idByName(
  db: Db,
  table: typeof ticketStatus | typeof ticketPriority | typeof ticketType,
  name: string,
) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name))
  return row?.id
}

export async function seedHelpdeskDemo(db: Db, now = new Date()): Promise<void> {
  const at = (ms: number): HelpdeskContext => ({ timeZone: ZONE, now: () => new Date(now.getTime() - ms) })
  const waiting = await idByName(db, ticketStatus, 'Waiting for requester')
  const resolved = await idByName(db, ticketStatus, 'Resolved')
  const high = await idByName(db, ticketPriority, 'High')
  const category = (name: string) => idByName(db, ticketType, name)

  await openTicket(
    db,
    {
      subject: 'When does the next Japanese N4 batch start?',
      message:
        'Assalamu alaikum. I finished N5 last year. When does the N4 evening batch start, and what is the fee?',
      requesterName: 'Tasnim Akter',
      requesterEmail: 'tasnim.akter@example.com',
      requesterPhone: '01711-000101',
      typeId: await category('Courses and admission'),
      channel: 'web',
    },
    at(2 * HOUR),
  )
  await openTicket(
    db,
    {
      subject: 'Visa file for welding job in Japan: documents missing?',
      message:
        'I passed the welding test in March. The agency says my police clearance is missing. Did you receive it?',
      requesterName: 'Rakibul Hasan',
      requesterEmail: 'rakibul.hasan@example.com',
      typeId: await category('Work abroad and visas'),
      priorityId: high,
      channel: 'web',
    },
    at(4 * DAY),
  )
  const donor = await openTicket(
    db,
    {
      subject: 'Receipt for my bKash donation',
      message:
        'I gave 5,000 taka by bKash for the flood relief cause but did not get a money receipt by email.',
      requesterName: 'Farhana Rahman',
      requesterEmail: 'farhana.rahman@example.com',
      typeId: await category('Donations and receipts'),
      channel: 'email',
    },
    at(3 * DAY),
  )
  await addMessage(
    db,
    donor.id,
    {
      authorKind: 'staff',
      message:
        'Thank you for giving. Please send us the bKash transaction ID so we can find your gift and send the receipt.',
      via: 'staff',
      statusId: waiting,
    },
    at(3 * DAY - 2 * HOUR),
  )
  const member = await openTicket(
    db,
    {
      subject: 'Dues paid twice in October',
      message: 'I think my October dues were collected twice, once at the office and once by Nagad.',
      requesterName: 'Abdul Karim',
      requesterEmail: 'abdul.karim@example.com',
      typeId: await category('Membership and dues'),
      channel: 'web',
    },
    at(2 * DAY),
  )
  await addMessage(
    db,
    member.id,
    {
      authorKind: 'staff',
      message: 'We are checking the October collections and will write back.',
      via: 'staff',
      statusId: waiting,
    },
    at(2 * DAY - HOUR),
  )
  await addMessage(
    db,
    member.id,
    { authorKind: 'requester', message: 'The Nagad transaction ID is 7XK2Q9. Thank you.', via: 'email' },
    at(DAY),
  )
  const order = await openTicket(
    db,
    {
      subject: 'Helmet size exchange',
      message: 'The welding helmet I bought is too small. Can I exchange it for a large one?',
      requesterName: 'Shahin Alam',
      requesterEmail: 'shahin.alam@example.com',
      typeId: await category('Orders and products'),
      channel: 'web',
    },
    at(5 * DAY),
  )
  await addMessage(
    db,
    order.id,
    {
      authorKind: 'staff',
      message: 'Yes: bring it with the invoice to the head office and we will exchange it the same day.',
      via: 'staff',
      statusId: resolved,
    },
    at(5 * DAY - 3 * HOUR),
  )
  await refreshSla(db, ZONE, now)
}
