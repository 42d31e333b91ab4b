/**
 * The business calendar as the service-level clock reads it (common/business-clock.ts): the
 * working stretches of each weekday and the holidays, read from business_hours and holiday in the
 * organisation's time zone. Read once per refresh; both tables are a few dozen rows.
 */
import { asc } from 'drizzle-orm'
import type { BusinessCalendar, Stretch } from '../../../common/business-clock.ts'
import type { Db } from '../../db/client.ts'
import { businessHours, holiday } from './tables.ts'

export async function loadCalendar(db: Db, timeZone: string): Promise<BusinessCalendar> {
  const hours = await db
    .select()
    .from(businessHours)
    .orderBy(asc(businessHours.weekday), asc(businessHours.startMinute))
  const week: Stretch[][] = [[], [], [], [], [], [], []]
  for (const row of hours) week[row.weekday]?.push({ from: row.startMinute, to: row.endMinute })
  const days = await db.select({ date: holiday.date }).from(holiday)
  return { timeZone, week, holidays: new Set(days.map((d) => d.date)) }
}
