/** The demo's blog posts with their comments (the former sample pages' content), loaded by seed.ts. */
import type { DemoImage } from './services.ts'

export interface DemoComment {
  id: number
  author: string
  /** ISO date. */
  date: string
  text: string
  replies: DemoComment[]
}

export interface DemoPost {
  id: number
  title: string
  /** The writer: a member of demoTeam (team.ts). */
  authorId: number
  /** ISO date of publication; ids follow it, so the previous post is the older one. */
  date: string
  category: string
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  image: string
  imageAlt: string
  /** A video post links to its video on the site that hosts it (nothing is embedded). */
  format: 'standard' | 'video'
  videoUrl?: string
  excerpt: string
  /** One string per paragraph. */
  body: string[]
  quote: { text: string; cite: string }
  gallery: [DemoImage, DemoImage]
  tags: string[]
  comments: DemoComment[]
}

export const demoPosts: DemoPost[] = [
  {
    id: 1,
    title: 'Our July intake begins: 64 trainees start Japanese classes',
    authorId: 3,
    date: '2026-07-06',
    category: 'Japanese Language',
    image: 'sample/blog-classroom-intake-1.jpg',
    imageAlt: 'New trainees on their first morning in the Japanese classroom',
    format: 'standard',
    excerpt:
      'Three morning batches, two evening batches and a waiting list: the biggest intake in the language center’s history started on Sunday.',
    body: [
      'Sixty-four trainees walked into the language center on Sunday morning for their first Japanese lesson. Most had never seen a kana before; by lunchtime every one of them could write their own name in katakana.',
      'The intake is split into three morning batches and two evening batches for trainees who work during the day. Each batch has a Japanese teacher and a Bangladeshi teacher, so questions can always be asked in Bangla.',
      'Eleven of the new trainees hold Meghsetu Foundation scholarships this year. They were chosen after home visits in Munshiganj, Gazipur and Kishoreganj, and each has already met the mentor who will call them every week.',
    ],
    quote: {
      text: 'The first day is not about grammar. It is about showing them that this language can be learned, one character at a time.',
      cite: 'Yuki Tanaka, Japanese teacher',
    },
    gallery: [
      {
        path: 'sample/blog-fuji-goal-1.jpg',
        alt: 'Mount Fuji, the view many of the new trainees hope to see',
      },
      { path: 'sample/blog-campus-welcome-1.jpg', alt: 'Trainees gathering outside the language center' },
    ],
    tags: ['JLPT', 'Intake', 'Scholarships'],
    comments: [
      {
        id: 1,
        author: 'Farhana Yeasmin',
        date: '2026-07-06',
        text: 'My brother is in the evening batch. He came home and wrote our whole family’s names in katakana!',
        replies: [
          {
            id: 2,
            author: 'Yuki Tanaka',
            date: '2026-07-07',
            text: 'Wonderful! Tell him hiragana comes next week, so the fridge will need more space.',
            replies: [],
          },
        ],
      },
      {
        id: 3,
        author: 'Nazmul Huda',
        date: '2026-07-08',
        text: 'Is there still space on the waiting list for the October intake?',
        replies: [
          {
            id: 4,
            author: 'Jannatul Akter',
            date: '2026-07-08',
            text: 'Yes. Please visit the front desk or call the head office and we will book a counselling session first.',
            replies: [],
          },
        ],
      },
    ],
  },
  {
    id: 2,
    title: 'Inside the booth: how a TIG certification test is run',
    authorId: 2,
    date: '2026-07-14',
    category: 'Welding Skills',
    image: 'sample/blog-weld-tig-2.jpg',
    imageAlt: 'A trainee welding a test coupon with a TIG torch',
    format: 'video',
    videoUrl: 'https://www.youtube.com/watch?v=mS9tIgT3st1',
    excerpt:
      'From the sealed coupon to the bend test: we filmed a full TIG certification test at the institute, start to finish.',
    body: [
      'A certification test looks simple from outside: a trainee, a booth, two pieces of steel. Inside, every step is checked. The examiner stamps the coupons before the test so nobody can swap in a practice piece.',
      'After welding, the coupons are cut into strips and bent in a hydraulic press until the weld face stretches. Any crack longer than three millimetres fails the test. There is no partial credit.',
      'Our video follows Shanta, one of the first women to train at the institute, through her TIG test on stainless steel. Watch for the moment she checks her tungsten before the root pass; that habit is what the examiners look for.',
    ],
    quote: {
      text: 'A good weld is a hundred small decisions made the same way every time.',
      cite: 'Arif Chowdhury, welding team leader',
    },
    gallery: [
      {
        path: 'sample/blog-ceremony-certificates-2.jpg',
        alt: 'Trainees receiving their certificates after the test',
      },
      { path: 'sample/blog-campus-institute-2.jpg', alt: 'Western T Training Institute in Tongi' },
    ],
    tags: ['TIG', 'Certification', 'Women in welding'],
    comments: [
      {
        id: 1,
        author: 'Shanta Roy',
        date: '2026-07-15',
        text: 'I was so nervous my hands were shaking before the cap pass. Thank you all for the messages!',
        replies: [
          {
            id: 2,
            author: 'Arif Chowdhury',
            date: '2026-07-15',
            text: 'Nobody could tell from the weld. Well done.',
            replies: [],
          },
        ],
      },
      {
        id: 3,
        author: 'Tanvir Ahmed',
        date: '2026-07-17',
        text: 'Which filler rod do you use for the stainless coupons?',
        replies: [],
      },
    ],
  },
  {
    id: 3,
    title: 'EPS-TOPIK results: 41 of our 48 candidates passed',
    authorId: 4,
    date: '2026-07-22',
    category: 'Korean Language',
    image: 'sample/blog-seoul-results-3.jpg',
    imageAlt: 'The Seoul skyline',
    format: 'standard',
    excerpt:
      'The spring round’s results are in. Here is what worked, what did not, and what changes for the next batch.',
    body: [
      'Forty-one of the forty-eight candidates from our spring batch passed the EPS-TOPIK, and twenty-six scored in the top band that employers usually interview first.',
      'Listening was again the deciding section. Candidates who joined the optional Saturday listening drills scored on average eighteen points higher there than those who did not, so those drills become part of the timetable from August.',
      'The seven candidates who did not pass can rejoin the next batch for the last four weeks at no charge. Three of them missed the pass mark by fewer than five points.',
    ],
    quote: {
      text: 'Korean on a factory floor is spoken over machines. We train for that room, not for a quiet exam hall.',
      cite: 'Min-jun Park, Korean instructor',
    },
    gallery: [
      { path: 'sample/blog-class-listening-3.jpg', alt: 'Candidates in a listening drill' },
      { path: 'sample/blog-graduation-results-3.jpg', alt: 'Candidates celebrating their results' },
    ],
    tags: ['EPS-TOPIK', 'Results', 'Korea'],
    comments: [
      {
        id: 1,
        author: 'Rubel Hossain',
        date: '2026-07-22',
        text: 'I am one of the 41! Thank you Park teacher for the noisy recordings, they really helped.',
        replies: [],
      },
    ],
  },
  {
    id: 4,
    title: 'What a Japanese host company looks for in an interview',
    authorId: 6,
    date: '2026-07-30',
    category: 'Japanese Language',
    image: 'sample/blog-handshake-interview-4.jpg',
    imageAlt: 'An employer greeting a candidate before an interview',
    format: 'standard',
    excerpt:
      'We asked six partner employers what decides an interview. Perfect grammar was not at the top of any list.',
    body: [
      'Before each interview season we ask our partner employers what they will be looking for. This year six companies answered, from a precision parts maker in Aichi to a care home in Saitama.',
      'Every one of them put the same things first: greeting properly, listening to the whole question, and saying clearly when you have not understood. Grammar mistakes were forgiven; pretending to understand was not.',
      'Our mock interviews now end with one question the trainee is not expected to understand. The right answer is a polite request to hear it again.',
    ],
    quote: {
      text: 'We can teach welding. We cannot teach someone to tell us when something is wrong.',
      cite: 'A plant manager in Toyohashi',
    },
    gallery: [
      { path: 'sample/blog-office-mock-interview-4.jpg', alt: 'A mock interview at the head office' },
      {
        path: 'sample/blog-fuji-central-japan-4.jpg',
        alt: 'Mount Fuji, near several partner employers in central Japan',
      },
    ],
    tags: ['Interviews', 'Employers', 'Japan'],
    comments: [
      {
        id: 1,
        author: 'Sumaiya Islam',
        date: '2026-07-31',
        text: 'The trick question in the mock interview got me. Now I will never forget “mou ichido onegaishimasu”.',
        replies: [
          {
            id: 2,
            author: 'Mahbub Hossain',
            date: '2026-08-01',
            text: 'That is exactly why it is there. Good luck with the real one next month.',
            replies: [
              {
                id: 3,
                author: 'Sumaiya Islam',
                date: '2026-08-01',
                text: 'Thank you, sir!',
                replies: [],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 5,
    title: 'Flood relief in Sirajdikhan: what your donations bought',
    authorId: 8,
    date: '2026-08-05',
    category: 'Community',
    image: 'sample/blog-community-relief-5.jpg',
    imageAlt: 'Volunteers handing out relief packs',
    format: 'video',
    videoUrl: 'https://www.youtube.com/watch?v=fL00dRe1ief',
    excerpt:
      'Rice, lentils, oral saline and water purification tablets for 420 families: an account of every taka, and a short film from the boats.',
    body: [
      'When the river rose in the last week of July, volunteers from the institute in Tongi and from Sirajdikhan itself loaded the first boats within a day. Over nine days they reached 420 families in eleven villages.',
      'Each family received ten kilos of rice, two kilos of lentils, oil, oral saline and water purification tablets. Every pack was signed for, and the signed lists are available to any donor who asks.',
      'The appeal raised enough to cover the packs and the boat hire, with a small balance that goes to rebuilding two latrines that the water destroyed.',
    ],
    quote: {
      text: 'Some villages we could only reach at night, when the current was slower. Nobody complained about the hours.',
      cite: 'Kamrul Islam, relief volunteer',
    },
    gallery: [
      {
        path: 'sample/blog-campus-tongi-depot-5.jpg',
        alt: 'The institute in Tongi, where the relief packs were made up',
      },
      { path: 'sample/blog-classroom-briefing-5.jpg', alt: 'Volunteers being briefed before the drive' },
    ],
    tags: ['Relief', 'Floods', 'Volunteers'],
    comments: [
      {
        id: 1,
        author: 'Abdul Karim',
        date: '2026-08-06',
        text: 'Thank you for publishing the signed lists. This is why I keep giving.',
        replies: [],
      },
      {
        id: 2,
        author: 'Lipi Sarkar',
        date: '2026-08-07',
        text: 'Can volunteers from Dhaka join the next relief drive?',
        replies: [
          {
            id: 3,
            author: 'Tahmina Nahar',
            date: '2026-08-07',
            text: 'Yes, please register on the volunteer page and mention relief work. We train every volunteer before a drive.',
            replies: [],
          },
        ],
      },
    ],
  },
  {
    id: 6,
    title: 'Scholarship fund opens for 2026–27: who can apply',
    authorId: 7,
    date: '2026-08-12',
    category: 'Scholarships',
    image: 'sample/blog-graduation-scholars-6.jpg',
    imageAlt: 'Last year’s scholars at their graduation',
    format: 'standard',
    excerpt:
      'Sixty full scholarships for the coming year, for language and welding courses. How to apply, and how the panel decides.',
    body: [
      'Applications for the 2026–27 scholarships are open until the end of September. The fund will pay the full course fee for sixty trainees, across the Japanese, Korean and welding courses.',
      'Any applicant accepted on a course can apply if their household income is below this year’s threshold, which the front desk can tell you. You will need a letter from your union parishad or ward councillor confirming your address.',
      'A panel of three volunteers reads each application and visits the family. Decisions are made within a month, and every applicant receives an answer, including those who are not chosen.',
    ],
    quote: {
      text: 'The money opens the door. The mentor walks through it with you.',
      cite: 'Rumana Siddique, scholarship programme lead',
    },
    gallery: [
      { path: 'sample/blog-classroom-scholars-6.jpg', alt: 'Scholars in a language class' },
      { path: 'sample/blog-scholarship-home-visit-6.jpg', alt: 'Volunteers on a home visit to an applicant' },
    ],
    tags: ['Scholarships', 'Applications'],
    comments: [
      {
        id: 1,
        author: 'Moinul Islam',
        date: '2026-08-13',
        text: 'Is the scholarship open to applicants for the evening Japanese batch?',
        replies: [
          {
            id: 2,
            author: 'Rumana Siddique',
            date: '2026-08-13',
            text: 'Yes, evening batches are included.',
            replies: [],
          },
        ],
      },
    ],
  },
  {
    id: 7,
    title: 'From Munshiganj to Aichi: Rashed’s first year as a welder in Japan',
    authorId: 6,
    date: '2026-08-20',
    category: 'Welding Skills',
    image: 'sample/blog-fuji-first-year-7.jpg',
    imageAlt: 'Mount Fuji at sunrise',
    format: 'standard',
    excerpt:
      'A year ago Rashed boarded his first flight. We called him at the steel works to ask what surprised him most.',
    body: [
      'Rashed Sarkar trained at the institute for six months and left for Aichi last August. His company builds steel frames for warehouses; he welds beams on the night shift with two other workers from our batch.',
      'The work was what he expected. What surprised him was the paperwork: a daily check sheet for his machine, a weekly safety meeting, and a supervisor who reads both. He says the check sheets made him a better welder.',
      'He sends money home through a bank transfer every month and has paid for a new tin roof for his parents’ house. Next year he plans to sit the JIS vertical test and move up a pay grade.',
    ],
    quote: {
      text: 'In the first month I missed rice cooked by my mother. By the third month I was cooking it for the whole dormitory.',
      cite: 'Rashed Sarkar, welder in Aichi',
    },
    gallery: [
      { path: 'sample/blog-weld-beam-7.jpg', alt: 'Welding a steel beam' },
      { path: 'sample/blog-departure-last-august-7.jpg', alt: 'The flight to Japan last August' },
    ],
    tags: ['Japan', 'Graduates', 'MMA'],
    comments: [
      {
        id: 1,
        author: 'Mousumi Ahmed',
        date: '2026-08-21',
        text: 'Stories like this give us mothers courage. Thank you for sharing.',
        replies: [],
      },
      {
        id: 2,
        author: 'Habib Ullah',
        date: '2026-08-22',
        text: 'Rashed bhai was in my batch. Proud of you brother!',
        replies: [],
      },
    ],
  },
  {
    id: 8,
    title: 'Visa paperwork without middlemen: a checklist for families',
    authorId: 5,
    date: '2026-08-28',
    category: 'Visa & Migration',
    image: 'sample/blog-visa-checklist-8.jpg',
    imageAlt: 'A passport and visa forms on a desk',
    format: 'standard',
    excerpt: 'Which documents you need, which fees are real, and the warning signs of an unlicensed agent.',
    body: [
      'Every year families lose money to people who promise a faster visa for an extra fee. There is no faster visa. The steps and the fees are fixed by the governments of Bangladesh, Japan and Korea.',
      'Start with the passport, the national ID card, educational certificates and recent photographs. Police clearance and the medical test come later, once an employer has made an offer; doing them too early means doing them twice.',
      'Be wary of anyone who asks for cash without a receipt, keeps your passport, or asks you to sign a blank form. If it happens in our name, tell us and we will report it.',
    ],
    quote: {
      text: 'The only fees you pay are the ones printed on a government receipt.',
      cite: 'Sharmin Islam, visa and documentation officer',
    },
    gallery: [
      { path: 'sample/blog-office-uttara-8.jpg', alt: 'Our head office in Uttara, home of the visa desk' },
      { path: 'sample/blog-handshake-family-8.jpg', alt: 'Meeting a family at the visa desk' },
    ],
    tags: ['Visa', 'Families', 'Safe migration'],
    comments: [
      {
        id: 1,
        author: 'Jahid Hasan',
        date: '2026-08-29',
        text: 'Someone in our village asked my cousin for 50,000 taka “for the embassy”. We reported it.',
        replies: [
          {
            id: 2,
            author: 'Sharmin Islam',
            date: '2026-08-29',
            text: 'Thank you for reporting it. Please share this checklist with your neighbours too.',
            replies: [],
          },
        ],
      },
    ],
  },
  {
    id: 9,
    title: 'Pre-departure week: what our trainees learn before they fly',
    authorId: 10,
    date: '2026-09-03',
    category: 'Visa & Migration',
    image: 'sample/blog-departure-week-9.jpg',
    imageAlt: 'An aircraft over the horizon at dusk',
    format: 'video',
    videoUrl: 'https://www.youtube.com/watch?v=pReDep4rtur',
    excerpt:
      'Pay slips, rubbish sorting, trains and workers’ rights: a short film of the week that closes every course.',
    body: [
      'The last week before departure has no grammar and no welding. It is about living abroad: reading a pay slip, opening a bank account, taking the train, and sorting rubbish into the right bags on the right day.',
      'Most sessions are led by former workers who have come home. They answer the questions trainees are shy to ask a teacher, about loneliness, about money, about what to do when a supervisor shouts.',
      'The week ends on an afternoon with the families, who learn how remittances work and how to reach us if they cannot reach their son or daughter.',
    ],
    quote: {
      text: 'I tell them the truth about the hard days. They remember that better than any rule.',
      cite: 'Sajid Rahman, pre-departure trainer',
    },
    gallery: [
      { path: 'sample/blog-passport-tickets-9.jpg', alt: 'Passports and tickets ready for departure' },
      { path: 'sample/blog-lesson-payslip-9.jpg', alt: 'A lesson on reading a pay slip' },
    ],
    tags: ['Orientation', 'Safe migration', 'Families'],
    comments: [
      {
        id: 1,
        author: 'Ayesha Khatun',
        date: '2026-09-04',
        text: 'The family afternoon was very helpful. We finally understand the remittance app.',
        replies: [],
      },
    ],
  },
  {
    id: 10,
    title: 'Twelve graduates, one ceremony: the spring welding batch',
    authorId: 2,
    date: '2026-09-10',
    category: 'Welding Skills',
    image: 'sample/blog-graduation-spring-10.jpg',
    imageAlt: 'Welding graduates in caps and gowns',
    format: 'standard',
    excerpt:
      'Every trainee of the spring batch passed an independent certification test. Eight already have job offers.',
    body: [
      'All twelve trainees of the spring welding batch passed their certification tests, marked by an external examiner. Four earned both the flat and vertical JIS certificates.',
      'Eight of them already hold offers from partner employers in Japan; the other four are interviewing with a shipyard in Korea next month.',
      'The ceremony was held in the institute workshop, between the booths where they trained. Parents were given welding helmets to try, and most agreed the work looks harder from inside.',
    ],
    quote: {
      text: 'My father is a carpenter. Today he held my certificate like it was made of gold.',
      cite: 'Habib Ullah, graduate',
    },
    gallery: [
      { path: 'sample/blog-handshake-offers-10.jpg', alt: 'A graduate accepting a job offer' },
      { path: 'sample/blog-workshop-booths-10.jpg', alt: 'The welding booths decorated for the ceremony' },
    ],
    tags: ['Graduates', 'Certification', 'JIS'],
    comments: [
      {
        id: 1,
        author: 'Rashed Sarkar',
        date: '2026-09-11',
        text: 'Congratulations to all of you! See some of you in Aichi soon.',
        replies: [],
      },
    ],
  },
  {
    id: 11,
    title: 'Learning hangul in eight weeks: tips from our Korean classroom',
    authorId: 4,
    date: '2026-09-18',
    category: 'Korean Language',
    image: 'sample/blog-class-hangul-11.jpg',
    imageAlt: 'Hangul characters on the classroom whiteboard',
    format: 'standard',
    excerpt:
      'Hangul was designed to be learned quickly. Five habits that help our trainees read their first sentences in a fortnight.',
    body: [
      'Hangul has only twenty-four basic letters, built so that their shapes follow the mouth. Most of our trainees read simple words by the end of the first week.',
      'The habits that help most are plain ones: read aloud, write each new word three times by hand, label things at home, listen to the same short dialogue every day for a week, and never skip the vowels chart.',
      'The hard part comes later, with speed. That is why from week five every lesson starts with a two-minute reading race.',
    ],
    quote: {
      text: 'If you can read the signs on the bus, Korea already feels less far away.',
      cite: 'Min-jun Park, Korean instructor',
    },
    gallery: [
      { path: 'sample/blog-campus-language-center-11.jpg', alt: 'The language center in Uttara' },
      { path: 'sample/blog-seoul-street-11.jpg', alt: 'A street in Seoul' },
    ],
    tags: ['Hangul', 'Study tips', 'Korea'],
    comments: [
      {
        id: 1,
        author: 'Priya Das',
        date: '2026-09-19',
        text: 'Labelling things at home works! My mother now knows the Korean word for fridge.',
        replies: [],
      },
    ],
  },
  {
    id: 12,
    title: 'Why we never charge trainees a recruitment fee',
    authorId: 6,
    date: '2026-09-26',
    category: 'Visa & Migration',
    image: 'sample/blog-handshake-ethics-12.jpg',
    imageAlt: 'An employer and our placement manager shaking hands',
    format: 'standard',
    excerpt:
      'Recruitment debt is the biggest risk migrant workers face. Here is how our placements are paid for instead.',
    body: [
      'Many workers leave Bangladesh owing more than a year’s wages to the agents who sent them. That debt keeps them in bad jobs, because they cannot afford to leave.',
      'We follow the employer-pays principle: the companies that hire our trainees pay the cost of recruitment. Trainees pay their course fees, which are published, and the government’s own fees. Nothing else.',
      'It means we turn down some employers. We would rather place fewer trainees than send anyone abroad in debt.',
    ],
    quote: {
      text: 'A worker who owes nothing can say no to a bad job. That freedom is the point.',
      cite: 'Mahbub Hossain, placement manager',
    },
    gallery: [
      { path: 'sample/blog-campus-head-office-12.jpg', alt: 'Our head office, where every fee is receipted' },
      { path: 'sample/blog-documents-receipts-12.jpg', alt: 'Published fee receipts' },
    ],
    tags: ['Safe migration', 'Employers', 'Ethics'],
    comments: [
      {
        id: 1,
        author: 'Hiroshi Yamada',
        date: '2026-09-27',
        text: 'As an employer, we support this fully. Debt-free workers stay longer and are happier.',
        replies: [],
      },
    ],
  },
  {
    id: 13,
    title: 'Winter blankets for 300 families in Tongi',
    authorId: 1,
    date: '2026-10-08',
    category: 'Community',
    image: 'sample/blog-charity-blankets-13.jpg',
    imageAlt: 'Volunteers folding blankets for distribution',
    format: 'standard',
    excerpt:
      'Our winter drive starts early this year. What we plan to hand out, where, and how you can help.',
    body: [
      'Last winter the cold arrived in the first week of December, before our blankets did. This year the drive starts in October, so every pack is ready by the end of November.',
      'We aim to reach three hundred families around the institute in Tongi: day labourers, families of trainees, and elderly people living alone. Each pack holds two blankets, a shawl and socks for the children.',
      'Volunteers are welcome for packing days on Fridays at the institute. Donations can be made at the head office, where every gift is receipted.',
    ],
    quote: {
      text: 'A blanket is a small thing until the night it is the only thing.',
      cite: 'Tahmina Nahar, volunteer coordinator',
    },
    gallery: [
      {
        path: 'sample/blog-campus-packing-day-13.jpg',
        alt: 'The institute in Tongi, where packing days are held',
      },
      { path: 'sample/blog-classroom-route-plan-13.jpg', alt: 'Volunteers planning the delivery routes' },
    ],
    tags: ['Winter', 'Relief', 'Volunteers'],
    comments: [
      {
        id: 1,
        author: 'Lipi Sarkar',
        date: '2026-10-09',
        text: 'Count me in for the packing days!',
        replies: [
          {
            id: 2,
            author: 'Tahmina Nahar',
            date: '2026-10-09',
            text: 'Thank you Lipi. The first one is on the 17th.',
            replies: [],
          },
        ],
      },
    ],
  },
  {
    id: 14,
    title: 'Meet the volunteers who run our Saturday study circles',
    authorId: 1,
    date: '2026-10-20',
    category: 'Community',
    image: 'sample/blog-campus-study-circle-14.jpg',
    imageAlt: 'A study circle in the language center courtyard',
    format: 'video',
    videoUrl: 'https://www.youtube.com/watch?v=sTudyC1rcle',
    excerpt:
      'Every Saturday, graduates working abroad join trainees by video to answer questions. A short film about the people who make it happen.',
    body: [
      'The study circles began with four trainees and a borrowed laptop. Now thirty trainees meet every Saturday in the courtyard, and graduates in Japan and Korea join by video on their day off.',
      'Volunteers run the circles: they book the rooms, test the connection, and keep a list of questions so nobody has to ask the embarrassing ones out loud.',
      'Our short film follows one Saturday from the first chair set out to the last goodbye on the screen.',
    ],
    quote: {
      text: 'They ask us things they would never ask a teacher. We were them, two years ago.',
      cite: 'A graduate in Osaka',
    },
    gallery: [
      { path: 'sample/blog-classroom-video-call-14.jpg', alt: 'Trainees talking to a graduate by video' },
      { path: 'sample/blog-community-volunteers-14.jpg', alt: 'The volunteers who run the circles' },
    ],
    tags: ['Volunteers', 'Study tips', 'Graduates'],
    comments: [
      {
        id: 1,
        author: 'Nazmul Huda',
        date: '2026-10-21',
        text: 'The circles are the best part of my week.',
        replies: [],
      },
    ],
  },
  {
    id: 15,
    title: 'A new agreement with a Korean shipyard opens 30 welding posts',
    authorId: 6,
    date: '2026-11-02',
    category: 'Korean Language',
    image: 'sample/blog-korea-coast-15.jpg',
    imageAlt: 'A Korean city at dusk',
    format: 'standard',
    excerpt:
      'Thirty posts over two years, for welders who pass the EPS-TOPIK and the shipyard’s own skills test.',
    body: [
      'We have signed an agreement with a shipbuilder in Geoje to fill thirty welding posts over the next two years, through Korea’s Employment Permit System.',
      'Candidates need to pass the EPS-TOPIK and the shipyard’s practical test, which includes vertical and overhead positions on thick plate. The institute is adding overhead practice booths for them this month.',
      'The shipyard has agreed to the employer-pays principle in full, and its HR team will visit Dhaka in January to interview the first group.',
    ],
    quote: {
      text: 'We came for welders. We are leaving with future colleagues.',
      cite: 'Kim Soo-ah, HR officer',
    },
    gallery: [
      { path: 'sample/blog-mou-signing-15.jpg', alt: 'Representatives signing the agreement' },
      { path: 'sample/blog-welding-overhead-15.jpg', alt: 'Overhead welding practice' },
    ],
    tags: ['Korea', 'Employers', 'Welding'],
    comments: [
      {
        id: 1,
        author: 'Tanvir Ahmed',
        date: '2026-11-03',
        text: 'Do we need to finish the TIG course first or is MMA enough?',
        replies: [
          {
            id: 2,
            author: 'Arif Chowdhury',
            date: '2026-11-03',
            text: 'MMA in all positions is what the shipyard tests. Come and see me about the overhead booths.',
            replies: [],
          },
        ],
      },
      {
        id: 3,
        author: 'Rubel Hossain',
        date: '2026-11-04',
        text: 'Great news for the EPS-TOPIK batch!',
        replies: [],
      },
    ],
  },
]

/** Every media file these records use, for the demo seed to draw. */
export const blogMedia = (): string[] =>
  demoPosts.flatMap((record) => [record.image, ...record.gallery.map((image) => image.path)])
