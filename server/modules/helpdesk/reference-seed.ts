/**
 * What a help desk needs from its first day, added at each start to a table that is still empty
 * (so a status or department staff deleted is not put back): the statuses and what each does to
 * the clock, four priorities with their targets, departments and the public's categories, the
 * Bangladesh working week (Sunday to Thursday, 09:00–17:00; Friday and Saturday are the weekend)
 * and the public holidays of fixed date for this year and the next. The holidays that follow the
 * moon (the Eids, Shab-e-Barat, Ashura) are announced each year: staff add them on the Holidays screen.
 */
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import {
  businessHours,
  holiday,
  ticketDepartment,
  ticketPriority,
  ticketStatus,
  ticketType,
} from './tables.ts'

const HOUR = 60

export const STATUSES = [
  { name: 'Open', clock: 'running', position: 1, isInitial: true },
  { name: 'In progress', clock: 'running', position: 2, isInitial: false },
  { name: 'Waiting for requester', clock: 'paused', position: 3, isInitial: false },
  { name: 'Resolved', clock: 'stopped', position: 4, isInitial: false },
  { name: 'Closed', clock: 'stopped', position: 5, isInitial: false },
] as const

const PRIORITIES = [
  { name: 'Urgent', rank: 1, responseMinutes: 1 * HOUR, resolutionMinutes: 8 * HOUR, isDefault: false },
  { name: 'High', rank: 2, responseMinutes: 4 * HOUR, resolutionMinutes: 16 * HOUR, isDefault: false },
  { name: 'Medium', rank: 3, responseMinutes: 8 * HOUR, resolutionMinutes: 40 * HOUR, isDefault: true },
  { name: 'Low', rank: 4, responseMinutes: 16 * HOUR, resolutionMinutes: 80 * HOUR, isDefault: false },
]

export const DEPARTMENTS = ['Support', 'Accounts', 'Sales', 'Training', 'Overseas employment'] as const

const CATEGORIES: { name: string; department: (typeof DEPARTMENTS)[number] }[] = [
  { name: 'Courses and admission', department: 'Training' },
  { name: 'Work abroad and visas', department: 'Overseas employment' },
  { name: 'Donations and receipts', department: 'Accounts' },
  { name: 'Membership and dues', department: 'Accounts' },
  { name: 'Orders and products', department: 'Sales' },
  { name: 'Something else', department: 'Support' },
]

const FIXED_HOLIDAYS = [
  ['02-21', 'International Mother Language Day'],
  ['03-26', 'Independence Day'],
  ['04-14', 'Pohela Boishakh (Bengali New Year)'],
  ['05-01', 'May Day'],
  ['12-16', 'Victory Day'],
  ['12-25', 'Christmas Day'],
] as const

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table)
  return (row?.n ?? 0) === 0
}

export async function seedHelpdeskReference(db: Db, today = new Date()): Promise<void> {
  if (await isEmpty(db, ticketStatus)) await db.insert(ticketStatus).values([...STATUSES])
  if (await isEmpty(db, ticketPriority)) await db.insert(ticketPriority).values(PRIORITIES)
  if (await isEmpty(db, ticketDepartment))
    await db.insert(ticketDepartment).values(DEPARTMENTS.map((name) => ({ name })))
  if (await isEmpty(db, ticketType)) {
    const departments = await db
      .select({ id: ticketDepartment.id, name: ticketDepartment.name })
      .from(ticketDepartment)
    const idOf = new Map(departments.map((d) => [d.name, d.id]))
    const rows = CATEGORIES.flatMap((c, position) => {
      const departmentId = idOf.get(c.department) ?? departments[0]?.id
      return departmentId ? [{ name: c.name, departmentId, position }] : []
    })
    if (rows.length > 0) await db.insert(ticketType).values(rows)
  }
  if (await isEmpty(db, businessHours))
    await db
      .insert(businessHours)
      .values([0, 1, 2, 3, 4].map((weekday) => ({ weekday, startMinute: 9 * HOUR, endMinute: 17 * HOUR })))
  if (await isEmpty(db, holiday)) {
    const year = today.getUTCFullYear()
    await db
      .insert(holiday)
      .values(
        [year, year + 1].flatMap((y) => FIXED_HOLIDAYS.map(([day, name]) => ({ date: `${y}-${day}`, name }))),
      )
  }
}
