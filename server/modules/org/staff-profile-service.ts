/**
 * Staff as the public sees them on their profile pages (/team-single/{id}), the management team
 * pages, as blog authors and on the volunteer page: the one staff model, employee. Only employees
 * shown on the website (the declaration's public rule), in the declaration's order, as the API
 * lists them to the public; and only their public facts: never the personal email, phone or username.
 */
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { listOrder } from '../../resources/public-read.ts'
import { linesOf, paragraphsOf } from '../../resources/text-lists.ts'
import { employeeResource, shownOnWebsite } from './employee.ts'
import { designation, employee } from './tables.ts'

export interface StaffProfile {
  id: number
  name: string
  /** The designation's name: "Position". */
  role: string | null
  /** Stored media path of the portrait. */
  image: string | null
  practiceArea: string | null
  experience: string | null
  address: string | null
  email: string | null
  phone: string | null
  bio: string[]
  education: string[]
  languages: string[]
  record: {
    success: number | null
    happyClients: number | null
    projectsDone: number | null
    donors: number | null
  }
}

async function profiles(db: Db, where: SQL | undefined, limit?: number): Promise<StaffProfile[]> {
  const query = db
    .select({ e: employee, role: designation.name })
    .from(employee)
    .leftJoin(designation, eq(designation.id, employee.designationId))
    .where(and(shownOnWebsite(), where))
    .orderBy(...listOrder(employeeResource))
  const rows = limit === undefined ? await query : await query.limit(limit)
  return rows.map(({ e, role }) => ({
    id: e.id,
    name: `${e.firstName} ${e.lastName}`.trim(),
    role,
    image: e.image,
    practiceArea: e.practiceArea,
    experience: e.experience,
    address: e.workAddress,
    email: e.publicEmail,
    phone: e.publicPhone,
    bio: paragraphsOf(e.bio),
    education: linesOf(e.education),
    languages: linesOf(e.languages),
    record: {
      success: e.successPercent,
      happyClients: e.happyClientsPercent,
      projectsDone: e.projectsDonePercent,
      donors: e.donorsReached,
    },
  }))
}

/** One employee's public profile; null when there is none or they are not shown on the website. */
export async function staffProfile(db: Db, id: number): Promise<StaffProfile | null> {
  return (await profiles(db, eq(employee.id, id)))[0] ?? null
}

/** Public profiles by id (blog authors); ids of employees not shown are missing from the map. */
export async function staffProfilesById(db: Db, ids: readonly number[]): Promise<Map<number, StaffProfile>> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return new Map()
  return new Map((await profiles(db, inArray(employee.id, wanted))).map((p) => [p.id, p]))
}

/** The first `limit` employees whose profile is written (a biography), in display order. */
export async function profiledStaff(db: Db, limit: number): Promise<StaffProfile[]> {
  return profiles(db, ne(employee.bio, ''), limit)
}

/** A member of the management team: name, designation and the stored path of the portrait. */
export interface TeamMemberRow {
  id: number
  firstName: string
  lastName: string
  designation: string | null
  image: string | null
}

/** The management team (“Our Management Team”, the About page), in the employees' list order. */
export async function managementTeam(db: Db): Promise<TeamMemberRow[]> {
  return db
    .select({
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      designation: designation.name,
      image: employee.image,
    })
    .from(employee)
    .leftJoin(designation, eq(designation.id, employee.designationId))
    .where(and(shownOnWebsite(), eq(employee.managementTeam, true)))
    .orderBy(...listOrder(employeeResource))
}
