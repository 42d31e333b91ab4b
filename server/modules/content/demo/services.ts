/** The demo's services (the former sample pages' content), loaded by seed.ts. */
export interface DemoImage {
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  path: string
  alt: string
}

export interface DemoService {
  id: number
  title: string
  /** One sentence for cards and lists. */
  summary: string
  /** One string per paragraph. */
  description: string[]
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  image: string
  imageAlt: string
  subImages: [DemoImage, DemoImage]
  /** The "Benefits" questions and their answers. */
  benefits: { question: string; answer: string }[]
}

export const demoServices: DemoService[] = [
  {
    id: 1,
    title: 'Japanese Language Course',
    summary:
      'Six months from the first kana to JLPT N4 and JFT-Basic, with workplace Japanese from week one.',
    description: [
      'Our Japanese course takes complete beginners to the level Japanese employers and the Specified Skilled Worker visa ask for: JLPT N4 or the JFT-Basic test. Classes meet five mornings a week in groups of at most twenty-four, taught by Japanese and Bangladeshi teachers together.',
      'Grammar and kanji are only half of it. Trainees rehearse morning meetings, safety briefings, phone calls and polite refusals, because that is the Japanese they will need on their first day at work.',
    ],
    image: 'sample/service-classroom-japanese-1.jpg',
    imageAlt: 'A Japanese class at the language center',
    subImages: [
      {
        path: 'sample/service-fuji-study-1.jpg',
        alt: 'Mount Fuji at dawn, the view many trainees hope to see',
      },
      { path: 'sample/service-campus-language-center-1.jpg', alt: 'The language center in Uttara' },
    ],
    benefits: [
      {
        question: 'Who can join the course?',
        answer:
          'Anyone aged 18 to 30 with an HSC or a trade certificate. No Japanese is needed to start; we test only reading and writing in Bangla and simple arithmetic.',
      },
      {
        question: 'How do I know I am ready for the JLPT?',
        answer:
          'A mock test every four weeks under exam conditions. You sit the real test only when two mocks in a row clear the pass mark comfortably.',
      },
      {
        question: 'What does it cost?',
        answer:
          'Course fees are published at the front desk and paid in six monthly instalments. Trainees from low-income families can apply for our scholarship, which covers the whole fee.',
      },
      {
        question: 'Can I study while working?',
        answer:
          'Yes: an evening batch runs three days a week over nine months, with the same teachers and the same mock tests.',
      },
    ],
  },
  {
    id: 2,
    title: 'Korean EPS-TOPIK Preparation',
    summary: 'Twelve weeks of focused preparation for the Employment Permit System Korean test.',
    description: [
      'The EPS-TOPIK decides who can apply for work in Korea under the Employment Permit System. Our twelve-week course covers its reading and listening sections with the vocabulary of factories, farms and shipyards.',
      'Listening practice uses recordings made with real workshop noise in the background, because instructions on a Korean factory floor are rarely spoken in a quiet room.',
    ],
    image: 'sample/service-seoul-topik-2.jpg',
    imageAlt: 'The Seoul skyline at dusk',
    subImages: [
      { path: 'sample/service-class-hangul-2.jpg', alt: 'Trainees writing hangul on the whiteboard' },
      {
        path: 'sample/service-graduation-topik-2.jpg',
        alt: 'Candidates celebrating their EPS-TOPIK results',
      },
    ],
    benefits: [
      {
        question: 'When are the test dates?',
        answer:
          'HRD Korea announces EPS-TOPIK rounds for Bangladesh through BOESL, usually twice a year. We time each batch to finish three weeks before a round.',
      },
      {
        question: 'What score should I aim for?',
        answer:
          'The pass mark is set per round, but employers choose from the top of the list. We aim for every candidate to clear it by at least twenty points.',
      },
      {
        question: 'Is the skills test covered too?',
        answer:
          'Yes. The last two weeks include the practical skills test for manufacturing, with the institute’s workshop open for practice.',
      },
      {
        question: 'Do you help after the test?',
        answer:
          'Our placement and visa teams take over: roster registration, the employer’s contract, medical checks and the pre-departure week.',
      },
    ],
  },
  {
    id: 3,
    title: 'Welding Certification',
    summary: 'MMA, MIG and TIG training to the JIS and AWS tests that employers abroad recognise.',
    description: [
      'At Western T Training Institute trainees weld eight hours a day in booths equipped like the workshops they will join. The course moves from plate to pipe and from stick welding to MIG and TIG.',
      'Every trainee sits an independent certification test at the end. Coupons are cut, bent and inspected by a certified examiner, not by the teacher who trained them.',
    ],
    image: 'sample/service-weld-tig-3.jpg',
    imageAlt: 'A trainee TIG welding in a booth',
    subImages: [
      { path: 'sample/service-campus-institute-3.jpg', alt: 'Western T Training Institute in Tongi' },
      {
        path: 'sample/service-graduation-welders-3.jpg',
        alt: 'Welding graduates with their certificates',
      },
    ],
    benefits: [
      {
        question: 'Which certificates can I earn?',
        answer:
          'The JIS Z 3801 basic and vertical tests for Japan, AWS D1.1 plate tests, and the national BTEB certificate at level 3.',
      },
      {
        question: 'How long is the course?',
        answer:
          'Four months for MMA on plate; six months to add MIG, TIG and pipe positions. Most trainees bound for Japan take the six-month course.',
      },
      {
        question: 'Is safety equipment provided?',
        answer:
          'Helmets, gloves, jackets and boots are issued on the first day and replaced when worn. Nobody enters a booth without them.',
      },
      {
        question: 'What if I fail the test?',
        answer: 'You practise the failed position for two more weeks at no charge and sit the test again.',
      },
    ],
  },
  {
    id: 4,
    title: 'Visa Processing',
    summary: 'Every document checked and explained, from the certificate of eligibility to BMET clearance.',
    description: [
      'Our visa desk prepares the files for Japanese and Korean work visas: the certificate of eligibility or employment permit, police clearance, the medical report, BMET registration and the smart card.',
      'We charge only the government fees, listed on a receipt. If anyone asks you for extra money in our name, tell us: we report such cases to the authorities.',
    ],
    image: 'sample/service-visa-desk-4.jpg',
    imageAlt: 'Passports and visa forms on the documentation desk',
    subImages: [
      {
        path: 'sample/service-handshake-applicant-4.jpg',
        alt: 'An officer going through a file with an applicant',
      },
      { path: 'sample/service-office-counter-4.jpg', alt: 'The head office in Uttara' },
    ],
    benefits: [
      {
        question: 'How long does a visa take?',
        answer:
          'For Japan, usually six to ten weeks after the certificate of eligibility arrives. For Korea, four to eight weeks after the employment contract is signed.',
      },
      {
        question: 'Which documents should I bring first?',
        answer:
          'Your passport, national ID card, educational certificates and four recent photographs. We give you a checklist for the rest.',
      },
      {
        question: 'Can my family follow my application?',
        answer: 'Yes. With your consent we explain each step to a family member, in person or by phone.',
      },
      {
        question: 'What if my visa is refused?',
        answer:
          'We go through the reason with you and, where a new application can succeed, prepare it without charging our service again.',
      },
    ],
  },
  {
    id: 5,
    title: 'Job Placement',
    summary: 'Work with employers we have visited ourselves, on contracts you read before you sign.',
    description: [
      'We place trainees only with employers our staff have visited: the workshop, the dormitory and the pay records. Each contract is translated into Bangla and read through with the trainee before signing.',
      'After departure we call every worker at one, six and twelve months. Problems at work go straight to the employer and, when needed, to the supervising organisation.',
    ],
    image: 'sample/service-handshake-employer-5.jpg',
    imageAlt: 'A partner employer shaking hands with our placement manager',
    subImages: [
      { path: 'sample/service-campus-interviews-5.jpg', alt: 'Our head office, where interviews are held' },
      { path: 'sample/service-japan-plant-5.jpg', alt: 'A partner company’s plant in Japan' },
    ],
    benefits: [
      {
        question: 'Do I pay a recruitment fee?',
        answer:
          'No. Employers pay our placement costs. You pay only your own course fees and the government’s visa and clearance fees.',
      },
      {
        question: 'Can I choose the employer?',
        answer:
          'You can say which trades and regions you prefer, and you can turn down an offer. Employers make the final choice after an interview.',
      },
      {
        question: 'How are interviews held?',
        answer:
          'By video from our head office, with an interpreter present, or in person when an employer visits Dhaka.',
      },
      {
        question: 'What happens if the job is not as promised?',
        answer:
          'Call our welfare line. We take it up with the employer and the supervising organisation, and help you change jobs where the rules allow.',
      },
    ],
  },
  {
    id: 6,
    title: 'Pre-departure Orientation',
    summary: 'One week on rights, money, safety and daily life abroad, taught by people who have lived it.',
    description: [
      'In the week before departure trainees learn what nobody teaches in a language class: reading a pay slip, sending money home safely, sorting rubbish, using the train, and knowing their rights at work.',
      'Most sessions are led by former workers who came back from Japan or Korea, and every trainee leaves with a card of numbers to call in an emergency.',
    ],
    image: 'sample/service-departure-briefing-6.jpg',
    imageAlt: 'An aircraft climbing over the horizon',
    subImages: [
      { path: 'sample/service-passport-tickets-6.jpg', alt: 'Passports and tickets ready for departure' },
      { path: 'sample/service-lesson-safety-6.jpg', alt: 'A workplace safety lesson in the classroom' },
    ],
    benefits: [
      {
        question: 'Is the orientation compulsory?',
        answer:
          'Yes, for every trainee we place. It also covers the government’s own pre-departure briefing, so you need not attend it separately.',
      },
      {
        question: 'Can my family attend?',
        answer:
          'The last afternoon is open to families: we go through remittances, contact plans and what to do if they cannot reach you.',
      },
      {
        question: 'What should I pack?',
        answer:
          'We hand out a packing list for your destination and season, including the medicines you may and may not bring.',
      },
      {
        question: 'Who meets me when I land?',
        answer:
          'A representative of your employer or supervising organisation. You will have their name and number before you fly.',
      },
    ],
  },
  {
    id: 7,
    title: 'Scholarships',
    summary: 'Course fees paid in full for trainees from low-income families, with a mentor for each.',
    description: [
      'Meghsetu Foundation pays the full course fee for about sixty trainees a year whose families could not otherwise afford it. Donors fund it; a volunteer panel decides after a home visit.',
      'Each scholar is paired with a mentor from an earlier batch who is already working abroad, and who stays in touch until the scholar’s first year at work is over.',
    ],
    image: 'sample/service-scholarship-award-7.jpg',
    imageAlt: 'Scholarship recipients with their certificates',
    subImages: [
      { path: 'sample/service-graduation-scholars-7.jpg', alt: 'Scholars at their graduation ceremony' },
      {
        path: 'sample/service-classroom-scholars-7.jpg',
        alt: 'Scholars in a language class',
      },
    ],
    benefits: [
      {
        question: 'Who can apply?',
        answer:
          'Applicants accepted on any of our courses whose household income is below the threshold published each year.',
      },
      {
        question: 'What does the scholarship cover?',
        answer:
          'The full course fee, study materials and, for trainees from outside Dhaka, a monthly allowance towards a shared room.',
      },
      {
        question: 'Do I have to pay it back?',
        answer:
          'No. Many former scholars choose to give to the fund once they are working, but nobody is asked to.',
      },
      {
        question: 'How are scholars chosen?',
        answer:
          'A panel of three volunteers reads each application, visits the family and decides within a month. The panel never includes the applicant’s teachers.',
      },
    ],
  },
]

/** Every media file these records use, for the demo seed to draw. */
export const servicesMedia = (): string[] =>
  demoServices.flatMap((record) => [record.image, ...record.subImages.map((image) => image.path)])
