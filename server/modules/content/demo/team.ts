/**
 * The demo's staff with written profiles (the former sample team): employees like the management
 * team, shown on /team-single/{id}, the volunteer page and as blog authors. `id` is the demo's own
 * key, by which posts name their writer; the database gives the employee its id.
 */
export interface DemoTeamMember {
  id: number
  name: string
  /** Their designation. */
  role: string
  /** Stored media path of the portrait; the demo draws a person from the name. */
  image: string
  practiceArea: string
  experience: string
  address: string
  phone: string
  email: string
  bio: string[]
  education: string[]
  languages: string[]
  record: { success: number; happyClients: number; projectsDone: number; donors: number }
}

const HEAD_OFFICE = 'House 27, Road 11, Sector 6, Uttara, Dhaka 1230'
const INSTITUTE = 'Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710'

export const demoTeam: DemoTeamMember[] = [
  {
    id: 1,
    name: 'Tahmina Nahar',
    role: 'Volunteer Coordinator',
    image: 'sample/portrait-tahmina-nahar.jpg',
    practiceArea: 'Community programmes and volunteer training',
    experience: '9 years',
    address: HEAD_OFFICE,
    phone: '+880 1755-550131',
    email: 'tahmina.nahar@meghsetu.example',
    bio: [
      'Tahmina joined Meghsetu Foundation as a weekend volunteer while studying sociology at Dhaka University. Today she matches about two hundred volunteers a year with study circles, relief drives and scholarship interviews.',
      'She built the volunteer handbook the foundation still uses, and she personally calls every new volunteer after their first month to ask what should change.',
    ],
    education: [
      'MSS in Sociology, University of Dhaka (2016)',
      'Certificate in Humanitarian Logistics, BRAC University (2019)',
    ],
    languages: ['Bangla (native)', 'English (fluent)', 'Hindi (conversational)'],
    record: { success: 80, happyClients: 90, projectsDone: 95, donors: 2500 },
  },
  {
    id: 2,
    name: 'Arif Chowdhury',
    role: 'Welding Team Leader',
    image: 'sample/portrait-arif-chowdhury.jpg',
    practiceArea: 'MMA, MIG and TIG welding, JIS certification',
    experience: '14 years',
    address: INSTITUTE,
    phone: '+880 1755-550132',
    email: 'arif.chowdhury@meghsetu.example',
    bio: [
      'Arif spent six years as a pipe welder at a shipyard in Chattogram and four more at a steel fabricator in Osaka before he came home to teach. He leads the instructors at Western T Training Institute.',
      'His trainees practise on the same test coupons Japanese inspectors use, so the first certification test abroad holds no surprises.',
    ],
    education: [
      'Diploma in Mechanical Engineering, Dhaka Polytechnic Institute (2008)',
      'JIS Z 3801 welder qualification, Japan Welding Engineering Society (2013)',
    ],
    languages: ['Bangla (native)', 'Japanese (JLPT N3)', 'English (working)'],
    record: { success: 92, happyClients: 88, projectsDone: 97, donors: 640 },
  },
  {
    id: 3,
    name: 'Yuki Tanaka',
    role: 'Japanese Language Teacher',
    image: 'sample/portrait-yuki-tanaka.jpg',
    practiceArea: 'JLPT N5 to N3, workplace Japanese',
    experience: '11 years',
    address: HEAD_OFFICE,
    phone: '+880 1755-550133',
    email: 'yuki.tanaka@meghsetu.example',
    bio: [
      'Yuki taught Japanese to technical interns in Nagoya before moving to Dhaka in 2019. She writes the role-play scripts our trainees use to practise morning meetings, safety briefings and phone calls.',
      'Outside class she runs a Saturday conversation circle where graduates already working in Japan join by video to answer questions.',
    ],
    education: [
      'BA in Japanese Language Education, Aichi University of Education (2013)',
      'Teaching Japanese as a Foreign Language, 420-hour course (2014)',
    ],
    languages: ['Japanese (native)', 'English (fluent)', 'Bangla (conversational)'],
    record: { success: 86, happyClients: 94, projectsDone: 90, donors: 1200 },
  },
  {
    id: 4,
    name: 'Min-jun Park',
    role: 'Korean Language Instructor',
    image: 'sample/portrait-minjun-park.jpg',
    practiceArea: 'EPS-TOPIK preparation, Korean for manufacturing',
    experience: '7 years',
    address: HEAD_OFFICE,
    phone: '+880 1755-550134',
    email: 'minjun.park@meghsetu.example',
    bio: [
      'Min-jun worked as an interpreter at an industrial complex in Ansan, where he saw how much a few words of Korean help a new worker on the first day. He has prepared over six hundred candidates for the EPS-TOPIK.',
      'He keeps a bank of listening tests recorded with real factory noise, because that is how instructions sound on the shop floor.',
    ],
    education: [
      'BA in Korean Language and Literature, Hankuk University of Foreign Studies (2016)',
      'Korean Language Teacher Certificate, Grade 2 (2017)',
    ],
    languages: ['Korean (native)', 'English (fluent)', 'Bangla (basic)'],
    record: { success: 85, happyClients: 91, projectsDone: 93, donors: 800 },
  },
  {
    id: 5,
    name: 'Sharmin Islam',
    role: 'Visa & Documentation Officer',
    image: 'sample/portrait-sharmin-islam.jpg',
    practiceArea: 'Work visas for Japan and Korea, BMET clearance',
    experience: '10 years',
    address: HEAD_OFFICE,
    phone: '+880 1755-550135',
    email: 'sharmin.islam@meghsetu.example',
    bio: [
      'Sharmin checks every file before it reaches an embassy: certificates of eligibility, police clearance, medical reports and BMET registration. Families know her as the person who explains each form in plain Bangla.',
      'She trained our counsellors to spot forged offers from unlicensed agents and reports them to the authorities.',
    ],
    education: [
      'LLB (Hons), University of Rajshahi (2013)',
      'Migration Governance course, IOM Bangladesh (2018)',
    ],
    languages: ['Bangla (native)', 'English (fluent)'],
    record: { success: 97, happyClients: 93, projectsDone: 96, donors: 300 },
  },
  {
    id: 6,
    name: 'Mahbub Hossain',
    role: 'Placement Manager',
    image: 'sample/portrait-mahbub-hossain.jpg',
    practiceArea: 'Employer partnerships in Japan and Korea',
    experience: '12 years',
    address: HEAD_OFFICE,
    phone: '+880 1755-550136',
    email: 'mahbub.hossain@meghsetu.example',
    bio: [
      'Mahbub visits partner employers twice a year to see the dormitories, the workshops and the pay slips for himself. He will not send a trainee to a company he has not walked through.',
      'He also follows up with every placed worker at one, six and twelve months, and keeps the results in a report the board reads each quarter.',
    ],
    education: ['MBA in Human Resource Management, North South University (2012)'],
    languages: ['Bangla (native)', 'English (fluent)', 'Japanese (JLPT N4)'],
    record: { success: 89, happyClients: 87, projectsDone: 94, donors: 450 },
  },
  {
    id: 7,
    name: 'Rumana Siddique',
    role: 'Scholarship Programme Lead',
    image: 'sample/portrait-rumana-siddique.jpg',
    practiceArea: 'Scholarships, fee waivers and mentoring',
    experience: '8 years',
    address: HEAD_OFFICE,
    phone: '+880 1755-550137',
    email: 'rumana.siddique@meghsetu.example',
    bio: [
      'Rumana runs the fund that pays course fees for trainees from low-income families. She visits applicants at home with a volunteer, so decisions rest on more than paperwork.',
      'Every scholar gets a mentor from an earlier batch; she says the mentor matters as much as the money.',
    ],
    education: [
      'MA in Development Studies, BRAC University (2017)',
      'BA in Economics, Jahangirnagar University (2015)',
    ],
    languages: ['Bangla (native)', 'English (fluent)'],
    record: { success: 83, happyClients: 96, projectsDone: 91, donors: 2500 },
  },
  {
    id: 8,
    name: 'Kamrul Islam',
    role: 'Relief Volunteer',
    image: 'sample/portrait-kamrul-islam.jpg',
    practiceArea: 'Flood and winter relief distribution',
    experience: '5 years',
    address: 'Sirajdikhan, Munshiganj',
    phone: '+880 1755-550138',
    email: 'kamrul.islam@meghsetu.example',
    bio: [
      'Kamrul was a welding trainee in 2019 and has volunteered ever since. During the 2024 floods he organised boats to reach villages the trucks could not.',
      'He keeps the stock lists for relief drives and makes sure every delivery is signed for by the family that receives it.',
    ],
    education: [
      'HSC, Sirajdikhan Government College (2017)',
      'MMA welding, Western T Training Institute (2019)',
    ],
    languages: ['Bangla (native)', 'English (basic)'],
    record: { success: 78, happyClients: 92, projectsDone: 88, donors: 1500 },
  },
  {
    id: 9,
    name: 'Jannatul Akter',
    role: 'Student Counsellor',
    image: 'sample/portrait-jannatul-akter.jpg',
    practiceArea: 'Course guidance and trainee welfare',
    experience: '6 years',
    address: HEAD_OFFICE,
    phone: '+880 1755-550139',
    email: 'jannatul.akter@meghsetu.example',
    bio: [
      'Jannatul meets every applicant before enrolment to talk through costs, timelines and what life abroad is really like. She would rather lose an enrolment than have a trainee arrive unprepared.',
      'She also runs the welfare line trainees abroad can call when something goes wrong at work or at home.',
    ],
    education: ['MSc in Counselling Psychology, University of Dhaka (2018)'],
    languages: ['Bangla (native)', 'English (fluent)', 'Korean (TOPIK 2)'],
    record: { success: 84, happyClients: 95, projectsDone: 89, donors: 700 },
  },
  {
    id: 10,
    name: 'Sajid Rahman',
    role: 'Pre-departure Trainer',
    image: 'sample/portrait-sajid-rahman.jpg',
    practiceArea: 'Orientation, workplace safety and rights abroad',
    experience: '9 years',
    address: INSTITUTE,
    phone: '+880 1755-550140',
    email: 'sajid.rahman@meghsetu.example',
    bio: [
      'Sajid worked five years at an auto-parts plant in Gifu before returning to lead our pre-departure week. He covers everything from reading a pay slip to sorting rubbish the Japanese way.',
      'His favourite session is the one on workers’ rights: every trainee leaves knowing whom to call and what to say.',
    ],
    education: [
      'BSc in Industrial Engineering, Khulna University of Engineering & Technology (2012)',
      'Occupational Safety and Health trainer certificate (2017)',
    ],
    languages: ['Bangla (native)', 'Japanese (JLPT N2)', 'English (fluent)'],
    record: { success: 88, happyClients: 90, projectsDone: 95, donors: 950 },
  },
]

/** Every media file these records use, for the demo seed to draw. */
export const teamMedia = (): string[] => demoTeam.map((record) => record.image)
