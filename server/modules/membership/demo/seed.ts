/**
 * The demo organisation's members: twelve people from across the country, at real places of the
 * reference data (found by name), in four membership types, and the three committees' roles. Their
 * periods are paid as staff would pay them: through dues collection (dues-collection.ts), so each
 * is a receipt voucher in the books with a numbered money receipt; three members who joined this
 * month pay in one collection, and one payment is cancelled (reversed). Dated from the day the demo
 * is loaded, so every status shows (new, current, grace, expired, cancelled) and some members are
 * in arrears. Invented, like all demo content.
 */
import { and, eq } from 'drizzle-orm'
import { addDays, addMonths } from '../../../../common/membership-status.ts'
import { formatAmount } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { dateIn } from '../../../http/wire.ts'
import { city, thana, unionCouncil } from '../../org/tables.ts'
import type { DuesPayment } from '../dues-body.ts'
import { cancelDuesPayment, collectDues } from '../dues-service.ts'
import { adviserMember, executiveMember, generalMember, member, membershipType } from '../tables.ts'

const TYPES = [
  { name: 'General', fee: formatAmount(10_000n), period: 'monthly', graceDays: 15 },
  { name: 'Executive', fee: formatAmount(500_000n), period: 'yearly', graceDays: 30 },
  { name: 'Adviser', fee: formatAmount(200_000n), period: 'yearly', graceDays: 60 },
  { name: 'Life', fee: formatAmount(5_000_000n), period: 'lifetime', graceDays: 0 },
] as const

type TypeName = (typeof TYPES)[number]['name']

interface DemoMember {
  first: string
  last: string
  father: string
  mother: string
  spouse?: string
  gender: 'male' | 'female'
  religion: string
  profession: string
  born: string
  nid: string
  phone: string
  place: { district: string; thana: string; union: string; postOffice: string; village: string }
  /** Months before today the member joined. */
  joinedMonthsAgo: number
  /** Periods: type, months before today it started, and whether it was cancelled. */
  periods: { type: TypeName; startMonthsAgo: number; cancelled?: true }[]
}

const place = (district: string, thanaName: string, union: string, postOffice: string, village: string) => ({
  district,
  thana: thanaName,
  union,
  postOffice,
  village,
})

const SAVAR = (village: string) => place('Dhaka', 'Savar', 'Birulia', 'Birulia', village)
const HATHAZARI = (village: string) => place('Chattogram', 'Hathazari', 'Farhadabad', 'Farhadabad', village)
const GAZIPUR = (village: string) => place('Gazipur', 'Gazipur Sadar', 'Baria', 'Baria', village)
const SYLHET = (village: string) => place('Sylhet', 'Sylhet Sadar', 'Jalalabad', 'Jalalabad', village)
const MYMENSINGH = (village: string) =>
  place('Mymensingh', 'Mymensingh Sadar', 'Bororchar', 'Char Ishwardia', village)
const SREEMANGAL = (village: string) => place('Moulvibazar', 'Sreemangal', 'Mirzapur', 'Mirzapur', village)

const MEMBERS: DemoMember[] = [
  // new: joined last month, paying monthly
  {
    first: 'Tanvir',
    last: 'Hasan',
    father: 'Abdul Hasan',
    mother: 'Rokeya Begum',
    gender: 'male',
    religion: 'Islam',
    profession: 'Welder',
    born: '1998-04-12',
    nid: '4612345678',
    phone: '01711000101',
    place: GAZIPUR('Baria'),
    joinedMonthsAgo: 1,
    periods: [{ type: 'General', startMonthsAgo: 0 }],
  },
  {
    first: 'Sumaiya',
    last: 'Akter',
    father: 'Mohammad Ali',
    mother: 'Nasima Khatun',
    gender: 'female',
    religion: 'Islam',
    profession: 'Student',
    born: '2001-09-30',
    nid: '7823456789',
    phone: '01812000102',
    place: SAVAR('Birulia'),
    joinedMonthsAgo: 0,
    periods: [{ type: 'General', startMonthsAgo: 0 }],
  },
  // current
  {
    first: 'Rafiqul',
    last: 'Islam',
    father: 'Nurul Islam',
    mother: 'Jahanara Begum',
    spouse: 'Shirin Islam',
    gender: 'male',
    religion: 'Islam',
    profession: 'Teacher',
    born: '1975-01-15',
    nid: '1975261234567',
    phone: '01913000103',
    place: HATHAZARI('Farhadabad'),
    joinedMonthsAgo: 30,
    periods: [
      { type: 'Executive', startMonthsAgo: 14 },
      { type: 'Executive', startMonthsAgo: 2 },
    ],
  },
  {
    first: 'Nasrin',
    last: 'Sultana',
    father: 'Abul Kashem',
    mother: 'Momtaz Begum',
    spouse: 'Kamal Hossain',
    gender: 'female',
    religion: 'Islam',
    profession: 'Nurse',
    born: '1985-06-21',
    nid: '19852614123456789',
    phone: '01614000104',
    place: SYLHET('Tilagor'),
    joinedMonthsAgo: 20,
    periods: [{ type: 'Executive', startMonthsAgo: 8 }],
  },
  {
    first: 'Subrata',
    last: 'Das',
    father: 'Haripada Das',
    mother: 'Kalpana Das',
    spouse: 'Mitali Das',
    gender: 'male',
    religion: 'Hinduism',
    profession: 'Tea garden supervisor',
    born: '1970-11-02',
    nid: '5534567890',
    phone: '01715000105',
    place: SREEMANGAL('Mirzapur'),
    joinedMonthsAgo: 40,
    periods: [{ type: 'Adviser', startMonthsAgo: 5 }],
  },
  {
    first: 'Abdur',
    last: 'Rahman',
    father: 'Abdul Majid',
    mother: 'Hasina Begum',
    spouse: 'Rahima Khatun',
    gender: 'male',
    religion: 'Islam',
    profession: 'Retired engineer',
    born: '1955-03-08',
    nid: '1955261112223',
    phone: '01816000106',
    place: MYMENSINGH('Char Ishwardia'),
    joinedMonthsAgo: 60,
    periods: [{ type: 'Life', startMonthsAgo: 48 }],
  },
  {
    first: 'Farhana',
    last: 'Yasmin',
    father: 'Golam Mostafa',
    mother: 'Shahana Parvin',
    gender: 'female',
    religion: 'Islam',
    profession: 'Accountant',
    born: '1990-12-11',
    nid: '6645678901',
    phone: '01517000107',
    place: SAVAR('Kaundia'),
    joinedMonthsAgo: 11,
    periods: [{ type: 'General', startMonthsAgo: 0 }],
  },
  // grace: the last month ended a few days ago
  {
    first: 'Mizanur',
    last: 'Rahman',
    father: 'Siddiqur Rahman',
    mother: 'Ayesha Siddiqua',
    spouse: 'Lipi Rahman',
    gender: 'male',
    religion: 'Islam',
    profession: 'Shopkeeper',
    born: '1982-07-19',
    nid: '8856789012',
    phone: '01318000108',
    place: GAZIPUR('Chandana'),
    joinedMonthsAgo: 9,
    periods: [{ type: 'General', startMonthsAgo: 1 }],
  },
  {
    first: 'Joya',
    last: 'Chakma',
    father: 'Ananda Chakma',
    mother: 'Sumitra Chakma',
    gender: 'female',
    religion: 'Buddhism',
    profession: 'Social worker',
    born: '1993-02-25',
    nid: '9967890123',
    phone: '01819000109',
    place: HATHAZARI('Nandirhat'),
    joinedMonthsAgo: 26,
    periods: [{ type: 'Adviser', startMonthsAgo: 13 }],
  },
  // expired
  {
    first: 'Kamrul',
    last: 'Hasan',
    father: 'Mofizul Hasan',
    mother: 'Anowara Begum',
    gender: 'male',
    religion: 'Islam',
    profession: 'Driver',
    born: '1988-08-08',
    nid: '3378901234',
    phone: '01720000110',
    place: SYLHET('Jalalabad'),
    joinedMonthsAgo: 24,
    periods: [{ type: 'General', startMonthsAgo: 6 }],
  },
  {
    first: 'Shahnaz',
    last: 'Parvin',
    father: 'Abdul Khaleque',
    mother: 'Rahela Khatun',
    spouse: 'Anisur Rahman',
    gender: 'female',
    religion: 'Islam',
    profession: 'Tailor',
    born: '1979-05-05',
    nid: '2289012345',
    phone: '01921000111',
    place: MYMENSINGH('Bororchar'),
    joinedMonthsAgo: 36,
    periods: [{ type: 'Executive', startMonthsAgo: 20 }],
  },
  // cancelled
  {
    first: 'Liton',
    last: 'Mia',
    father: 'Jobbar Mia',
    mother: 'Salma Begum',
    gender: 'male',
    religion: 'Islam',
    profession: 'Farmer',
    born: '1984-10-10',
    nid: '1189012346',
    phone: '01622000112',
    place: SREEMANGAL('Bhunabir'),
    joinedMonthsAgo: 15,
    periods: [{ type: 'General', startMonthsAgo: 0, cancelled: true }],
  },
]

/** Committee roles by the members' first and last names. */
const ROLES = {
  executive: [
    ['Rafiqul Islam', 'President'],
    ['Nasrin Sultana', 'General Secretary'],
    ['Farhana Yasmin', 'Treasurer'],
  ],
  adviser: [
    ['Subrata Das', 'Adviser'],
    ['Abdur Rahman', 'Chief Adviser'],
    ['Joya Chakma', 'Adviser'],
  ],
  general: [
    ['Tanvir Hasan', 'General Member'],
    ['Mizanur Rahman', 'General Member'],
    ['Rafiqul Islam', 'General Member'],
  ],
} as const

async function placeIds(db: Db, p: DemoMember['place']) {
  const [found] = await db
    .select({ divisionId: city.divisionId, cityId: city.id, thanaId: thana.id, unionId: unionCouncil.id })
    .from(unionCouncil)
    .innerJoin(thana, eq(thana.id, unionCouncil.thanaId))
    .innerJoin(city, eq(city.id, thana.cityId))
    .where(and(eq(city.name, p.district), eq(thana.name, p.thana), eq(unionCouncil.name, p.union)))
  if (!found) throw new Error(`Demo place not in the reference data: ${p.union}, ${p.thana}, ${p.district}`)
  return found
}

const ZONE = 'Asia/Dhaka'
const actor = { id: null }

/** How each type's dues came in the demo: cash at the office, the committees by mobile wallet. */
function paymentOf(type: TypeName, memberId: number, paidOn: string): DuesPayment {
  const reference = `${memberId}${paidOn.replaceAll('-', '')}`
  if (type === 'Executive') return { method: 'bkash', reference: `BK${reference}` }
  if (type === 'Adviser') return { method: 'nagad', reference: `NG${reference}` }
  return { method: 'cash' }
}

interface DemoPayment {
  memberId: number
  type: TypeName
  paidOn: string
  cancelled: boolean
}

/**
 * Each period paid on its first day, oldest first, so a renewal finds the period it continues.
 * Payments of one type on one day are one collection, as a meeting's would be.
 */
async function collectDemoDues(
  db: Db,
  payments: DemoPayment[],
  typeIds: Map<TypeName, number>,
  today: string,
) {
  const collections = new Map<string, DemoPayment[]>()
  for (const p of [...payments].sort((a, b) => a.paidOn.localeCompare(b.paidOn))) {
    const key = `${p.paidOn} ${p.type}`
    collections.set(key, [...(collections.get(key) ?? []), p])
  }
  const now = new Date()
  for (const group of collections.values()) {
    const { type, paidOn } = group[0] as DemoPayment
    await db.transaction(async (t) => {
      const tx = t as unknown as Db
      const ids = await collectDues(
        tx,
        {
          memberIds: group.map((p) => p.memberId),
          listed: true,
          membershipTypeId: typeIds.get(type) as number,
          periods: 1,
          amount: null,
          paidOn,
          payment: paymentOf(type, group[0]?.memberId as number, paidOn),
          note: null,
        },
        actor,
        { today, now },
      )
      for (const [i, p] of group.entries())
        if (p.cancelled)
          await cancelDuesPayment(tx, ids[i] as number, 'Moved abroad for work.', actor, {
            today,
            timeZone: ZONE,
            now,
          })
    })
  }
}

export async function seedMembershipDemo(db: Db): Promise<void> {
  const today = dateIn(new Date(), ZONE)
  const types = await db
    .insert(membershipType)
    .values([...TYPES])
    .returning()
  const typeIds = new Map(types.map((t) => [t.name as TypeName, t.id]))

  const ids = new Map<string, number>()
  const payments: DemoPayment[] = []
  for (const m of MEMBERS) {
    const [row] = await db
      .insert(member)
      .values({
        firstName: m.first,
        lastName: m.last,
        fatherName: m.father,
        motherName: m.mother,
        spouseName: m.spouse ?? null,
        dateOfBirth: m.born,
        gender: m.gender,
        religion: m.religion,
        profession: m.profession,
        nid: m.nid,
        primaryPhone: m.phone,
        ...(await placeIds(db, m.place)),
        postOffice: m.place.postOffice,
        village: m.place.village,
        joinedDate: addMonths(today, -m.joinedMonthsAgo),
      })
      .returning({ id: member.id })
    if (!row) continue
    ids.set(`${m.first} ${m.last}`, row.id)
    for (const p of m.periods)
      payments.push({
        memberId: row.id,
        type: p.type,
        paidOn: addMonths(today, -p.startMonthsAgo),
        cancelled: p.cancelled === true,
      })
  }
  await collectDemoDues(db, payments, typeIds, today)

  const tables = { executive: executiveMember, adviser: adviserMember, general: generalMember }
  for (const [committee, roles] of Object.entries(ROLES) as [
    keyof typeof ROLES,
    (typeof ROLES)[keyof typeof ROLES],
  ][]) {
    await db.insert(tables[committee]).values(
      roles.map(([name, designation]) => ({
        memberId: ids.get(name) as number,
        designation,
        termStart: addMonths(`${today.slice(0, 4)}-01-01`, -12),
        termEnd: addDays(addMonths(`${today.slice(0, 4)}-01-01`, 12), -1),
      })),
    )
  }
}
