/**
 * Sample causes of the charity pages (spec §2): data, not code, kept behind this one module so a
 * later issue can turn them into managed content without touching the pages. Amounts are in
 * Bangladeshi taka (BDT), whole taka.
 */
export interface SamplePerson {
  name: string
  /** Stored media path of a portrait ("sample/portrait-first-last.jpg"). */
  image: string
}

export interface SampleCause {
  id: number
  /** The chip on the card: Scholarship, Relief, Skills... */
  category: string
  title: string
  /** One sentence for the card. */
  summary: string
  goal: number
  raised: number
  donors: number
  author: SamplePerson
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  image: string
  /** The description's paragraphs. */
  body: string[]
  /** What the money pays for, listed under "How your gift is used". */
  uses: string[]
}

export interface SampleComment {
  id: number
  author: SamplePerson
  /** ISO date. */
  date: string
  text: string
  replies: SampleComment[]
}

const sadia: SamplePerson = { name: 'Sadia Afrin', image: 'sample/portrait-sadia-afrin.jpg' }
const farzana: SamplePerson = { name: 'Farzana Akter', image: 'sample/portrait-farzana-akter.jpg' }
const shahidul: SamplePerson = { name: 'Shahidul Islam', image: 'sample/portrait-shahidul-islam.jpg' }

export const sampleCauses: SampleCause[] = [
  {
    id: 1,
    category: 'Scholarship',
    title: 'Japanese Course Scholarships for 40 Char Students',
    summary:
      'Full fees, textbooks and hostel beds for young people from river-island villages who want to study Japanese.',
    goal: 1_280_000,
    raised: 832_000,
    donors: 214,
    author: sadia,
    image: 'sample/cause-scholarship-char-students-1.jpg',
    body: [
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
    id: 2,
    category: 'Skills',
    title: 'Safety Kits for Trainee Welders in Tongi',
    summary:
      'Helmets, leather gloves, boots and fire-resistant jackets for sixty trainees on our foundation course.',
    goal: 660_000,
    raised: 495_000,
    donors: 128,
    author: shahidul,
    image: 'sample/cause-weld-safety-kits-2.jpg',
    body: [
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
    id: 3,
    category: 'Relief',
    title: 'Flood Relief for Families in Sirajdikhan',
    summary: 'Dry food, water purification tablets and tarpaulins for 500 families cut off by the monsoon.',
    goal: 950_000,
    raised: 912_000,
    donors: 406,
    author: sadia,
    image: 'sample/cause-community-flood-relief-3.jpg',
    body: [
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
    id: 4,
    category: 'Education',
    title: 'Free Weekend Japanese Classes for Schoolchildren',
    summary: 'Keep our Friday and Saturday classes free for 90 children from low-income families in Uttara.',
    goal: 420_000,
    raised: 187_000,
    donors: 73,
    author: farzana,
    image: 'sample/cause-classroom-weekend-children-4.jpg',
    body: [
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
    id: 5,
    category: 'Health',
    title: 'Medical Checks Before Departure',
    summary: 'Pay for the health screening and vaccinations that employers in Japan and Korea require.',
    goal: 540_000,
    raised: 216_000,
    donors: 61,
    author: sadia,
    image: 'sample/cause-hands-health-checks-5.jpg',
    body: [
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
    id: 6,
    category: 'Women',
    title: 'Caregiving Course Places for 25 Women',
    summary: 'Japanese language and caregiving skills training for women heading to care homes in Japan.',
    goal: 1_100_000,
    raised: 605_000,
    donors: 152,
    author: farzana,
    image: 'sample/cause-japan-caregiving-women-6.jpg',
    body: [
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
    id: 7,
    category: 'Community',
    title: 'Safe Drinking Water for a Village School',
    summary: 'A deep tube well and a filter for a primary school of 340 pupils near our Tongi workshop.',
    goal: 380_000,
    raised: 361_000,
    donors: 97,
    author: shahidul,
    image: 'sample/cause-community-school-water-7.jpg',
    body: [
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
    id: 8,
    category: 'Relief',
    title: 'Winter Blankets for River-Island Villages',
    summary: 'One thousand warm blankets for elderly people and families on the chars of Kurigram.',
    goal: 450_000,
    raised: 126_000,
    donors: 58,
    author: sadia,
    image: 'sample/cause-charity-winter-blankets-8.jpg',
    body: [
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
    id: 9,
    category: 'Education',
    title: 'Korean Textbooks for the Student Library',
    summary:
      'Stock the library with EPS-TOPIK textbooks and graded readers so no student has to buy their own.',
    goal: 240_000,
    raised: 168_000,
    donors: 44,
    author: farzana,
    image: 'sample/cause-korea-library-books-9.jpg',
    body: [
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
    id: 10,
    category: 'Scholarship',
    title: 'Certification Fees for Orphaned Trainees',
    summary: 'Cover the final welding qualification test for trainees who have lost a parent.',
    goal: 360_000,
    raised: 90_000,
    donors: 31,
    author: shahidul,
    image: 'sample/cause-graduation-certificates-10.jpg',
    body: [
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
    id: 11,
    category: 'Community',
    title: 'Emergency Fund for Workers Abroad',
    summary: 'Legal advice, medical costs or a ticket home when things go wrong for a worker we placed.',
    goal: 1_500_000,
    raised: 1_020_000,
    donors: 289,
    author: sadia,
    image: 'sample/cause-flight-emergency-fund-11.jpg',
    body: [
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
    id: 12,
    category: 'Education',
    title: 'A Computer Lab for Online Test Practice',
    summary: 'Twenty computers so students can practise the computer-based JFT-Basic and EPS-TOPIK tests.',
    goal: 1_000_000,
    raised: 310_000,
    donors: 83,
    author: farzana,
    image: 'sample/cause-campus-computer-lab-12.jpg',
    body: [
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

/** The sample discussion shown under every cause (spec: nested sample comments). */
export const sampleCauseComments: SampleComment[] = [
  {
    id: 1,
    author: { name: 'Rahima Khatun', image: 'sample/portrait-rahima-khatun.jpg' },
    date: '2026-09-14',
    text: 'My son studied on this scholarship last year. He passed N4 in December and started work at a food factory in Shizuoka in June. Thank you to every donor.',
    replies: [
      {
        id: 2,
        author: sadia,
        date: '2026-09-15',
        text: 'Thank you for writing, Rahima apa. We are so glad to hear he has settled in. Please tell him his old classmates send their greetings.',
        replies: [],
      },
    ],
  },
  {
    id: 3,
    author: { name: 'Jahid Alam', image: 'sample/portrait-jahid-alam.jpg' },
    date: '2026-10-02',
    text: 'Can I sponsor one student for the whole course and hear how they are doing? I work in Osaka and would like to help someone from my district.',
    replies: [],
  },
]

/** Every media file these records use, for the demo seed to draw. */
export const causesMedia = (): string[] => [
  ...sampleCauses.flatMap((record) => [record.image, record.author.image]),
  ...sampleCauseComments.flatMap(function people(comment): string[] {
    return [comment.author.image, ...comment.replies.flatMap(people)]
  }),
]
