/**
 * The demo organisation's branches (its Dhaka head office, the training institute in Gazipur, an
 * office in Chattogram) and two instructors' degrees. Invented, like all demo content
 * (server/demo/demo-content.ts); places are found by name in the reference data.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { branch, city, country, employee, qualification, thana } from '../tables.ts'

interface DemoBranch {
  name: string
  shortDesc: string
  streetAddressOne: string
  district: string
  thana: string
  postalCode: string
  /** Employees (by username) who work there. */
  staff: string[]
}

/** Uttara is a metropolitan thana of Dhaka, not an upazila: the demo adds it as staff would. */
const UTTARA_WEST = { name: 'Uttara West', bnName: 'উত্তরা পশ্চিম' }

const demoBranches: DemoBranch[] = [
  {
    name: 'Head Office',
    shortDesc: 'Administration, admissions and the Japanese and Korean language classes.',
    streetAddressOne: 'House 27, Road 11, Sector 6, Uttara',
    district: 'Dhaka',
    thana: UTTARA_WEST.name,
    postalCode: '1230',
    staff: ['rafiqul.talukder', 'nusrat.jahan', 'farzana.akter', 'aya.morita'],
  },
  {
    name: 'Western T Training Institute',
    shortDesc: 'Welding workshops and the certification test bay.',
    streetAddressOne: 'Plot 14, BSCIC Industrial Estate, Tongi',
    district: 'Gazipur',
    thana: 'Gazipur Sadar',
    postalCode: '1710',
    staff: ['shahidul.islam'],
  },
  {
    name: 'Chattogram Office',
    shortDesc: 'Counselling and pre-departure briefings for candidates from the south-east.',
    streetAddressOne: 'Level 3, 88 Hathazari Road',
    district: 'Chattogram',
    thana: 'Hathazari',
    postalCode: '4330',
    staff: [],
  },
]

const demoQualifications = [
  {
    username: 'farzana.akter',
    degreeName: 'MA in Japanese Studies',
    passingYear: 2012,
    board: 'University of Dhaka',
    instituteName: 'Institute of Modern Languages',
    grade: '3.62',
  },
  {
    username: 'shahidul.islam',
    degreeName: 'Diploma in Welding Technology',
    passingYear: 2008,
    board: 'Bangladesh Technical Education Board',
    instituteName: 'Gazipur Polytechnic Institute',
    grade: '3.45',
  },
]

export async function seedOrgDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [bangladesh] = await t.select().from(country).where(eq(country.countryCode2, 'BD'))
    const districts = await t
      .select()
      .from(city)
      .where(
        inArray(
          city.name,
          demoBranches.map((b) => b.district),
        ),
      )
    const dhaka = districts.find((d) => d.name === 'Dhaka')
    if (!bangladesh || !dhaka || districts.length !== new Set(demoBranches.map((b) => b.district)).size) {
      throw new Error('The demo branches need the reference data: Bangladesh and its districts.')
    }
    await t
      .insert(thana)
      .values({ ...UTTARA_WEST, cityId: dhaka.id })
      .onConflictDoNothing()
    const staff = await t.select({ id: employee.id, username: employee.username }).from(employee)
    const employeeId = (username: string) => staff.find((e) => e.username === username)?.id

    for (const demo of demoBranches) {
      const district = districts.find((d) => d.name === demo.district)
      const [place] = await t
        .select({ id: thana.id })
        .from(thana)
        .where(and(eq(thana.name, demo.thana), eq(thana.cityId, district?.id ?? 0)))
      const [row] = await t
        .insert(branch)
        .values({
          name: demo.name,
          shortDesc: demo.shortDesc,
          streetAddressOne: demo.streetAddressOne,
          countryId: bangladesh.id,
          divisionId: district?.divisionId ?? null,
          cityId: district?.id ?? null,
          thanaId: place?.id ?? null,
          postalCode: demo.postalCode,
        })
        .returning({ id: branch.id })
      const ids = demo.staff.map(employeeId).filter((id): id is number => id !== undefined)
      if (row && ids.length > 0)
        await t.update(employee).set({ branchId: row.id }).where(inArray(employee.id, ids))
    }

    const degrees = demoQualifications.flatMap(({ username, ...degree }) => {
      const id = employeeId(username)
      return id === undefined ? [] : [{ ...degree, employeeId: id }]
    })
    if (degrees.length > 0) await t.insert(qualification).values(degrees)
  })
}
