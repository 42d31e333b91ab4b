/**
 * The demo organisation's causes (what were the site's sample causes): each a published cause with
 * its sub-ledger, its description and "how your gift is used" as blocks, and for some a picture
 * beside the description. Amounts are whole taka. What they raised comes from the demo's gifts;
 * without any, nothing: never a stored figure. Dates are counted from the day the demo is loaded.
 */
import { and, eq } from 'drizzle-orm'
import { formatAmount } from '../../../../common/money.ts'
import { CAUSE_KEYS } from '../../../../common/template-keys.ts'
import type { Db } from '../../../db/client.ts'
import { employee } from '../../org/tables.ts'
import { causeSubLedger } from '../cause-rules.ts'
import { cause, causeContent, causeContentImage } from '../tables.ts'

export interface DemoCause {
  category: string
  name: string
  summary: string
  /** Whole taka. */
  goal: number
  /** An employee of the core demo, by first and last name. */
  author: string
  /** Stored media path; the demo draws it from the words of its name. */
  image: string
  imageAlt: string
  startedDaysAgo: number
  /** Null: no end; below 0: it has ended. */
  endsInDays: number | null
  /** Shown beside the description (images under its key). */
  pictures?: readonly { file: string; alt: string }[]
  /** The description's paragraphs. */
  description: readonly string[]
  /** What the money pays for, under "How your gift is used". */
  uses: readonly string[]
}

export const demoCauses: readonly DemoCause[] = [
  {
    category: 'Scholarship',
    name: 'Japanese Course Scholarships for 40 Char Students',
    summary:
      'Full fees, textbooks and hostel beds for young people from river-island villages who want to study Japanese.',
    goal: 1_280_000,
    author: 'Sadia Afrin',
    image: 'sample/cause-scholarship-char-students-1.jpg',
    imageAlt: 'Students from the char villages in a Japanese class',
    startedDaysAgo: 120,
    endsInDays: 240,
    pictures: [
      {
        file: 'sample/cause-scholarship-classroom-students.jpg',
        alt: 'Scholarship students at their first lesson',
      },
    ],
    description: [
      'Every year we meet bright young people from the char villages of the Padma and Jamuna who cannot pay BDT 32,000 for a language course, let alone rent a room in Dhaka for four months. Many give up before they start, or borrow from a broker at ruinous rates.',
      'This scholarship covers the whole JLPT N4 / JFT-Basic course at our Uttara academy, a shared hostel bed and a monthly travel allowance, so that forty students can study full time. Selection is by an aptitude test and a family interview, and half of the places are reserved for women.',
    ],
    uses: [
      'BDT 32,000 pays one student’s full course fee, textbooks and mock tests',
      'BDT 4,500 a month keeps a hostel bed with meals near the academy',
      'BDT 1,200 a month covers bus fares home once a month',
      'Any remainder funds next year’s intake, reported in our annual accounts',
    ],
  },
  {
    category: 'Skills',
    name: 'Safety Kits for Trainee Welders in Tongi',
    summary:
      'Helmets, leather gloves, boots and fire-resistant jackets for sixty trainees on our foundation course.',
    goal: 660_000,
    author: 'Shahidul Islam',
    image: 'sample/cause-weld-safety-kits-2.jpg',
    imageAlt: 'A trainee welder in a helmet and leather gloves',
    startedDaysAgo: 90,
    endsInDays: 180,
    description: [
      'A welder’s first lesson is safety, but a good auto-darkening helmet, gloves and boots cost more than many of our trainees earn in two months. Without them, eyes and hands pay the price.',
      'Each kit is bought in bulk from a certified supplier and issued to the trainee on the first day. It is theirs to keep, so they arrive at their first employer already equipped and already in the habit of wearing it.',
    ],
    uses: [
      'Auto-darkening helmet to EN 379 with spare lenses',
      'Leather gauntlets, a fire-resistant jacket and safety boots',
      'Ear defenders and a respirator for grinding work',
      'A labelled kit bag, checked by the instructor every week',
    ],
  },
  {
    category: 'Relief',
    name: 'Flood Relief for Families in Sirajdikhan',
    summary: 'Dry food, water purification tablets and tarpaulins for 500 families cut off by the monsoon.',
    goal: 950_000,
    author: 'Sadia Afrin',
    image: 'sample/cause-community-flood-relief-3.jpg',
    imageAlt: 'Relief packs loaded onto a boat for the cut-off villages',
    startedDaysAgo: 60,
    endsInDays: 45,
    pictures: [
      { file: 'sample/cause-community-relief-boat.jpg', alt: 'Volunteers handing over relief from a boat' },
    ],
    description: [
      'When the rivers rose in August, whole villages in Sirajdikhan were cut off for weeks. Several of our trainees come from there, and they were the first to ask what we could do.',
      'Our staff and volunteers pack and deliver relief by boat with the local union council, which keeps the list of families so that nobody is missed or served twice. We photograph every handover and publish the receipts.',
    ],
    uses: [
      'Rice, lentils, oil and salt for two weeks per family',
      'Water purification tablets and oral rehydration salts',
      'A tarpaulin and rope to repair a damaged roof',
      'Boat hire and fuel for deliveries to the furthest chars',
    ],
  },
  {
    category: 'Education',
    name: 'Free Weekend Japanese Classes for Schoolchildren',
    summary: 'Keep our Friday and Saturday classes free for 90 children from low-income families in Uttara.',
    goal: 420_000,
    author: 'Farzana Akter',
    image: 'sample/cause-classroom-weekend-children-4.jpg',
    imageAlt: 'Children at a weekend Japanese class',
    startedDaysAgo: 200,
    endsInDays: null,
    description: [
      'Our weekend classes began with six children of our own cleaners and guards. Today ninety children aged ten to sixteen learn hiragana, songs and simple conversation with volunteer teachers, many of them our own alumni home from Japan.',
      'The classes are free and always will be. Your gift pays for the room, the books and a hot snack, and for an honorarium for the two teachers who plan the lessons.',
    ],
    uses: [
      'Workbooks, flash cards and stationery for each child',
      'A snack and a drink at every class',
      'Honoraria for two lead teachers',
      'An end-of-year culture day with families',
    ],
  },
  {
    category: 'Health',
    name: 'Medical Checks Before Departure',
    summary: 'Pay for the health screening and vaccinations that employers in Japan and Korea require.',
    goal: 540_000,
    author: 'Sadia Afrin',
    image: 'sample/cause-hands-health-checks-5.jpg',
    imageAlt: 'A trainee at a health check before departure',
    startedDaysAgo: 45,
    endsInDays: 300,
    description: [
      'A trainee who has passed every test and signed a contract can still lose their place for want of BDT 9,000 for the medical examination. Borrowing that money often starts a cycle of debt that follows them abroad.',
      'We pay the approved clinic directly, so the money never passes through anyone’s hands, and a counsellor explains the results to the trainee in private.',
    ],
    uses: [
      'The full pre-departure medical at an approved clinic',
      'Vaccinations the employer’s country requires',
      'A follow-up visit when a test has to be repeated',
      'Transport to the clinic for trainees from outside Dhaka',
    ],
  },
  {
    category: 'Women',
    name: 'Caregiving Course Places for 25 Women',
    summary: 'Japanese language and caregiving skills training for women heading to care homes in Japan.',
    goal: 1_100_000,
    author: 'Farzana Akter',
    image: 'sample/cause-japan-caregiving-women-6.jpg',
    imageAlt: 'Women practising care skills in the mock care room',
    startedDaysAgo: 150,
    endsInDays: 210,
    description: [
      'Japan’s care homes need kind, skilled workers, and the Specified Skilled Worker route in caregiving is open to women with no prior work experience. What stands in their way is the cost of the language course and the caregiving test preparation.',
      'This cause funds twenty-five places on a combined course: sixteen weeks of Japanese, six weeks of caregiving practice in our mock care room, and coaching for the nursing-care Japanese test.',
    ],
    uses: [
      'Course fees for the language and caregiving modules',
      'Uniforms and practice equipment for the mock care room',
      'Test fees for the caregiving skills and language tests',
      'A childcare allowance for mothers during class hours',
    ],
  },
  {
    category: 'Community',
    name: 'Safe Drinking Water for a Village School',
    summary: 'A deep tube well and a filter for a primary school of 340 pupils near our Tongi workshop.',
    goal: 380_000,
    author: 'Shahidul Islam',
    image: 'sample/cause-community-school-water-7.jpg',
    imageAlt: 'Pupils at the school’s new water point',
    startedDaysAgo: 30,
    endsInDays: 120,
    pictures: [
      { file: 'sample/cause-weld-water-point-frame.jpg', alt: 'Trainees welding the water point’s frame' },
    ],
    description: [
      'The school’s old shallow well tests high for arsenic, so the children bring water from home or go without. Our welding trainees have already built the frame for a new water point as part of their practical work.',
      'The rest of the cost is drilling to a safe depth, the filter and a year of testing. The school committee will look after the well, and our trainees will service the pump every term.',
    ],
    uses: [
      'Drilling a deep tube well to a safe aquifer',
      'An iron and arsenic filter with spare cartridges',
      'Four water tests through the first year',
      'A hand-washing station next to the latrines',
    ],
  },
  {
    category: 'Relief',
    name: 'Winter Blankets for River-Island Villages',
    summary: 'One thousand warm blankets for elderly people and families on the chars of Kurigram.',
    goal: 450_000,
    author: 'Sadia Afrin',
    image: 'sample/cause-charity-winter-blankets-8.jpg',
    imageAlt: 'Blankets handed out on a char in winter',
    startedDaysAgo: 140,
    endsInDays: -20,
    description: [
      'Cold waves in January hit the northern chars hardest: homes are open to the wind and many older people have a single thin quilt. Each winter we hear of deaths that a blanket could have prevented.',
      'We buy heavy blankets from a weavers’ cooperative in Sirajganj and distribute them with local volunteers, giving first to the elderly, to mothers with infants and to people with disabilities.',
    ],
    uses: [
      'BDT 450 buys one heavy woven blanket',
      'Packing and labelling by our volunteers',
      'Transport by truck and boat to the chars',
      'A printed list of recipients for the union council',
    ],
  },
  {
    category: 'Education',
    name: 'Korean Textbooks for the Student Library',
    summary:
      'Stock the library with EPS-TOPIK textbooks and graded readers so no student has to buy their own.',
    goal: 240_000,
    author: 'Farzana Akter',
    image: 'sample/cause-korea-library-books-9.jpg',
    imageAlt: 'Shelves of Korean textbooks in the student library',
    startedDaysAgo: 75,
    endsInDays: 160,
    description: [
      'Our Korean programme has grown fast, but the library still has only a dozen copies of each textbook. Students share photocopies, and those who cannot afford a set fall behind in the first month.',
      'With a full shelf every student can borrow a set for the length of the course. The books are bought from the official publisher in Seoul and catalogued by our volunteer librarians.',
    ],
    uses: [
      'Sixty sets of the standard EPS-TOPIK textbooks',
      'Graded readers and picture dictionaries',
      'Listening practice audio on library tablets',
      'Shelving and a simple lending system',
    ],
  },
  {
    category: 'Scholarship',
    name: 'Certification Fees for Orphaned Trainees',
    summary: 'Cover the final welding qualification test for trainees who have lost a parent.',
    goal: 360_000,
    author: 'Shahidul Islam',
    image: 'sample/cause-graduation-certificates-10.jpg',
    imageAlt: 'Trainees holding their welding certificates',
    startedDaysAgo: 40,
    endsInDays: 200,
    description: [
      'A welding certificate witnessed by an independent inspector is what employers in Japan and Korea ask for first. The test costs BDT 12,000, and for a trainee who has lost a father that is often the difference between a career and day labour.',
      'We pay the inspector and the test plates directly. Trainees who pass are introduced to our HR team for job matching at no charge.',
    ],
    uses: [
      'The inspector’s fee for an ISO 9606-1 qualification test',
      'Test plates, pipe and consumables',
      'Bend testing and the printed certificate',
      'A retest if the first attempt fails',
    ],
  },
  {
    category: 'Community',
    name: 'Emergency Fund for Workers Abroad',
    summary: 'Legal advice, medical costs or a ticket home when things go wrong for a worker we placed.',
    goal: 1_500_000,
    author: 'Sadia Afrin',
    image: 'sample/cause-flight-emergency-fund-11.jpg',
    imageAlt: 'A plane leaving Dhaka at dusk',
    startedDaysAgo: 365,
    endsInDays: null,
    description: [
      'Most of the people we place are doing well, but illness, injury or an employer who breaks the contract can leave a worker alone in a country whose language they are still learning.',
      'The emergency fund pays for a lawyer or interpreter, hospital bills that insurance does not cover, or a flight home. Most of its donors are alumni working in Japan and Korea who want the next worker to have the safety net they had.',
    ],
    uses: [
      'Legal advice and interpreters in Japan and Korea',
      'Medical costs not covered by insurance',
      'Emergency flights home',
      'Counselling for the worker and their family',
    ],
  },
  {
    category: 'Education',
    name: 'A Computer Lab for Online Test Practice',
    summary: 'Twenty computers so students can practise the computer-based JFT-Basic and EPS-TOPIK tests.',
    goal: 1_000_000,
    author: 'Farzana Akter',
    image: 'sample/cause-campus-computer-lab-12.jpg',
    imageAlt: 'Rows of computers in the campus lab',
    startedDaysAgo: 20,
    endsInDays: 365,
    description: [
      'The JFT-Basic and the EPS-TOPIK are now taken on a computer, and students who have never used a mouse lose marks to the interface rather than the language.',
      'A lab of twenty computers lets every batch sit timed mock tests in exam conditions. Outside class hours the lab will be open to schoolchildren from the weekend classes.',
    ],
    uses: [
      'Twenty desktop computers with headsets',
      'Desks, chairs and safe wiring',
      'A licensed mock-test platform for three years',
      'Maintenance by a local technician',
    ],
  },
]

/** Every media file the demo causes use, for the demo to draw (server/demo/demo-media.ts). */
export const causesDemoMedia = (): string[] =>
  demoCauses.flatMap((c) => [c.image, ...(c.pictures ?? []).map((p) => p.file)])

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string)

/** A day `days` after `from` (before it when negative), as a calendar date. */
const dayAfter = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10)

async function employeeId(db: Db, fullName: string): Promise<number | null> {
  const [first = '', ...rest] = fullName.split(' ')
  const [row] = await db
    .select({ id: employee.id })
    .from(employee)
    .where(and(eq(employee.firstName, first), eq(employee.lastName, rest.join(' '))))
    .limit(1)
  return row?.id ?? null
}

/** Loads the demo causes, in order (ids 1…12 in a new database), after the core demo's staff. */
export async function seedCausesDemo(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db
    // Published a day before the demo was loaded, so every clock the demo runs under sees them.
    const publishAt = new Date(now.getTime() - 86_400_000)
    for (const [index, c] of demoCauses.entries()) {
      const [row] = await tx
        .insert(cause)
        .values({
          name: c.name,
          category: c.category,
          summary: c.summary,
          goalAmount: formatAmount(BigInt(c.goal) * 100n),
          startDate: dayAfter(now, -c.startedDaysAgo),
          endDate: c.endsInDays === null ? null : dayAfter(now, c.endsInDays),
          image: c.image,
          imageAlt: c.imageAlt,
          authorId: await employeeId(tx, c.author),
          position: index + 1,
          subLedgerId: await causeSubLedger(tx, c.name),
          status: 'published',
          publishAt,
        })
        .returning({ id: cause.id })
      if (!row) throw new Error(`The demo cause "${c.name}" was not stored.`)
      await tx.insert(causeContent).values([
        {
          causeId: row.id,
          name: CAUSE_KEYS.description,
          value: c.description.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
          position: 1,
        },
        {
          causeId: row.id,
          name: CAUSE_KEYS.uses,
          value: `<ul>${c.uses.map((u) => `<li><p>${escapeHtml(u)}</p></li>`).join('')}</ul>`,
          position: 2,
        },
      ])
      const pictures = c.pictures ?? []
      if (pictures.length > 0)
        await tx.insert(causeContentImage).values(
          pictures.map((p, i) => ({
            causeId: row.id,
            head: CAUSE_KEYS.description,
            image: p.file,
            alt: p.alt,
            position: i + 1,
          })),
        )
    }
  })
}
