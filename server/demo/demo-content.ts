// Demo content for a fictional organisation, Meghsetu Group (Dhaka, Bangladesh). Everything here is
// invented: names, addresses, licence numbers, employers and figures. Domains use the reserved
// .example TLD so that no link or address can ever reach a real organisation.

import type { MenuTemplate } from '../../common/menu-templates.ts'

export interface DemoMenu {
  name: string
  template: MenuTemplate
  contents: { name: string; value: string }[]
  /** `alt` is what the site says of the image; without it, its head. */
  images: { head: string; file: string; alt?: string }[]
  children?: DemoMenu[]
}

interface DemoSettings {
  title: string
  site_name: string
  site_address: string
  email: string
  email2: string
  email3: string | null
  phone: string
  phone2: string
  phone3: string | null
  favicon: string
  logo: string
  footer_logo: string
  address: string
  address2: string
  google_url: string
  facebook_url: string
  twitter_url: string
  linkedin_url: string
  instagram_url: string
  slider: string
}

interface DemoSlider {
  title: string
  subtitle: string
  link: string
  serial_number: number
  image: string
  details: string
}

interface DemoEmployee {
  first_name: string
  last_name: string
  username: string
  email: string
  phone: string
  image: string
  designation: string
  department: string
  display_order: number
}

interface DemoNotice {
  title: string
  date: string
  note: string
  file: string
  show_on_homepage: boolean
  body: string[]
}

const img = (name: string): string => `cms/ContentImage/${name}`

// Stored PDF names follow the back office's upload convention: title with spaces as underscores,
// then a double underscore and the date without dashes.
function pdfName(folder: 'notice/notice' | 'circular/notice', title: string, date: string): string {
  const stem = title
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
  return `${folder}/${stem}__${date.replaceAll('-', '')}.pdf`
}

// ---------------------------------------------------------------------------------------------
// Site settings

export const demoSettings: DemoSettings = {
  title: 'Meghsetu Group | Japanese & Korean Language, Welding Skills and Ethical Overseas Employment',
  site_name: 'Meghsetu Group',
  site_address: 'https://www.meghsetu.example',
  email: 'info@meghsetu.example',
  email2: 'admissions@meghsetu.example',
  email3: 'visa@meghsetu.example',
  phone: '+880 1755-550120',
  phone2: '+880 2-5550-4417',
  phone3: '+880 1755-550176',
  favicon: 'favicons/meghsetu-favicon.png',
  logo: 'company_logos/meghsetu-logo.png',
  footer_logo: 'company_logos/meghsetu-logo-footer.png',
  address: 'House 27, Road 11, Sector 6, Uttara, Dhaka 1230, Bangladesh',
  address2: 'Western T Training Institute, Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710, Bangladesh',
  google_url: 'https://www.google.com/maps/search/?api=1&query=23.8725%2C90.3968',
  facebook_url: 'https://facebook.com/meghsetu-example',
  twitter_url: 'https://twitter.com/meghsetu-example',
  linkedin_url: 'https://www.linkedin.com/company/meghsetu-example',
  instagram_url: 'https://instagram.com/meghsetu-example',
  slider: 'siteSettings/popup/july-2026-intake-popup.jpg',
}

// ---------------------------------------------------------------------------------------------
// Home page slider

// Menu URLs carry a database id that only exists after seeding, so slides link by the menu's slug
// (slugify(name), as stored in cms_menu.slug); the seed runner writes them as the original client
// routes a menu, /{lowercased name}/{id} with its spaces and "&" unencoded.
export const demoSliders: DemoSlider[] = [
  {
    title: 'Learn Japanese in Dhaka, <strong>work with confidence in Japan</strong>',
    subtitle:
      'JLPT N5 and N4, JFT-Basic and Specified Skilled Worker test preparation with native and returnee teachers. New batches every January, April, July and October.',
    // A menu's slug; the seed turns it into "/japan & korean language center/{id}".
    link: '/japan-korean-language-center',
    serial_number: 1,
    image: 'siteSettings/homePageSlider/slide-japan-fuji-dawn.jpg',
    details: 'Explore courses',
  },
  {
    title: 'Skilled hands, <strong>certified welds</strong>',
    subtitle:
      'Manual Metal Arc, MIG/MAG and TIG welding at the Western T Training Institute in Tongi, tested by an independent inspector to international standards.',
    link: '/western-t-training-institute',
    serial_number: 2,
    image: 'siteSettings/homePageSlider/slide-welding-sparks.jpg',
    details: 'See programmes',
  },
  {
    title: 'Safe, legal and <strong>fair journeys</strong> to Japan and Korea',
    subtitle:
      'Employer matching, visa processing and pre-departure orientation with every fee in writing, no passports held and support that continues after you land.',
    link: '/service',
    serial_number: 3,
    image: 'siteSettings/homePageSlider/slide-departure-flight-dusk.jpg',
    details: 'How we work',
  },
]

// ---------------------------------------------------------------------------------------------
// People

export const demoDepartments: string[] = [
  'Management',
  'Language Center',
  'Training Institute',
  'HR & Visa Services',
  'Meghsetu Foundation',
]

export const demoDesignations: string[] = [
  'Chairman',
  'Managing Director',
  'Director',
  'Head Instructor',
  'Senior Instructor',
  'Coordinator',
]

export const demoEmployees: DemoEmployee[] = [
  {
    first_name: 'Rafiqul',
    last_name: 'Talukder',
    username: 'rafiqul.talukder',
    email: 'rafiqul.talukder@meghsetu.example',
    phone: '+880 1755-550101',
    image: 'users/rafiqul-talukder.jpg',
    designation: 'Chairman',
    department: 'Management',
    display_order: 1,
  },
  {
    first_name: 'Nusrat',
    last_name: 'Jahan',
    username: 'nusrat.jahan',
    email: 'nusrat.jahan@meghsetu.example',
    phone: '+880 1755-550102',
    image: 'users/nusrat-jahan.jpg',
    designation: 'Managing Director',
    department: 'Management',
    display_order: 2,
  },
  {
    first_name: 'Tareq',
    last_name: 'Hasan',
    username: 'tareq.hasan',
    email: 'tareq.hasan@meghsetu.example',
    phone: '+880 1755-550103',
    image: 'users/tareq-hasan.jpg',
    designation: 'Director',
    department: 'Training Institute',
    display_order: 3,
  },
  {
    first_name: 'Farzana',
    last_name: 'Akter',
    username: 'farzana.akter',
    email: 'farzana.akter@meghsetu.example',
    phone: '+880 1755-550114',
    image: 'users/farzana-akter.jpg',
    designation: 'Head Instructor',
    department: 'Language Center',
    display_order: 4,
  },
  {
    first_name: 'Shahidul',
    last_name: 'Islam',
    username: 'shahidul.islam',
    email: 'shahidul.islam@meghsetu.example',
    phone: '+880 1755-550125',
    image: 'users/shahidul-islam.jpg',
    designation: 'Head Instructor',
    department: 'Training Institute',
    display_order: 5,
  },
  {
    first_name: 'Aya',
    last_name: 'Morita',
    username: 'aya.morita',
    email: 'aya.morita@meghsetu.example',
    phone: '+880 1755-550116',
    image: 'users/aya-morita.jpg',
    designation: 'Senior Instructor',
    department: 'Language Center',
    display_order: 6,
  },
  {
    first_name: 'Sabbir',
    last_name: 'Rahman',
    username: 'sabbir.rahman',
    email: 'sabbir.rahman@meghsetu.example',
    phone: '+880 1755-550117',
    image: 'users/sabbir-rahman.jpg',
    designation: 'Senior Instructor',
    department: 'Language Center',
    display_order: 7,
  },
  {
    first_name: 'Imran',
    last_name: 'Hossain',
    username: 'imran.hossain',
    email: 'imran.hossain@meghsetu.example',
    phone: '+880 1755-550128',
    image: 'users/imran-hossain.jpg',
    designation: 'Senior Instructor',
    department: 'Training Institute',
    display_order: 8,
  },
  {
    first_name: 'Moushumi',
    last_name: 'Das',
    username: 'moushumi.das',
    email: 'moushumi.das@meghsetu.example',
    phone: '+880 1755-550139',
    image: 'users/moushumi-das.jpg',
    designation: 'Coordinator',
    department: 'HR & Visa Services',
    display_order: 9,
  },
  {
    first_name: 'Sadia',
    last_name: 'Afrin',
    username: 'sadia.afrin',
    email: 'sadia.afrin@meghsetu.example',
    phone: '+880 1755-550140',
    image: 'users/sadia-afrin.jpg',
    designation: 'Coordinator',
    department: 'Meghsetu Foundation',
    display_order: 10,
  },
]

// ---------------------------------------------------------------------------------------------
// Menus

const companyLanguage = 'Meghsetu Japanese & Korean Language Academy'
const companyWelding = 'Western T Welding Works & Training Institute'
const companyHr = 'Meghsetu HR & Visa Services'
const companyFoundation = 'Meghsetu Foundation'

const home: DemoMenu = {
  name: 'Home',
  template: 'home',
  contents: [
    {
      name: 'Title',
      value:
        '<h2>From a classroom in Uttara to a career in Japan and Korea</h2>' +
        '<p>Meghsetu Group teaches languages and trade skills, and walks every learner through a fair, legal and well-prepared journey to work abroad. Since 2009 more than six thousand people have studied with us; over three thousand now work in Japan and Korea.</p>',
    },
    {
      name: 'About',
      value:
        '<h2>Welcome to Meghsetu Group</h2>' +
        '<p><em>Meghsetu</em> means “a bridge of clouds”. We chose the name because the people who come to us are crossing something big: a new language, a new trade, a new country, often a first flight. Our job is to make that crossing solid underfoot.</p>' +
        '<p>We are a family of four organisations based in Dhaka and Gazipur: a Japanese and Korean language academy, a welding institute, a licensed HR and visa service, and a charitable foundation that pays for those who cannot. Each one can stand alone, but they work best together, so a learner can move from their first <em>hiragana</em> lesson to a signed contract with a reputable employer without ever paying a broker or travelling blind.</p>' +
        '<p>We are proud of our pass rates, but prouder of our retention: most of the workers we placed in 2024 were still with their first employer a year later, and many now send their younger brothers and sisters to study with us.</p>',
    },
    {
      name: 'Companies',
      value:
        '<h2>Our Companies</h2>' +
        '<p>Four organisations under one roof, sharing teachers, trainers and a single code of ethics.</p>',
    },
    {
      name: companyLanguage,
      value:
        '<p>Our language academy in Sector 6, Uttara teaches Japanese from the very first syllable to JLPT N3, and Korean to the level needed for the EPS-TOPIK examination. Classes run six days a week in small groups of no more than twenty-four, taught by Bangladeshi teachers who have lived and worked in Japan or Korea and by a native Japanese instructor.</p>' +
        '<p>Courses are built around the tests that open real doors: JLPT N5 and N4, the JFT-Basic, the Specified Skilled Worker skills tests for caregiving, food service, manufacturing and construction, and the EPS-TOPIK. Every learner sits a mock test every second Saturday, so nobody walks into the real examination without having practised under exam conditions.</p>' +
        '<p>Just as important is what the tests do not measure: bowing and greeting, workplace safety vocabulary, reading a payslip, separating rubbish, calling a doctor. We teach those in Japanese and Korean culture sessions, so our learners arrive ready to live, not only to pass.</p>',
    },
    {
      name: companyWelding,
      value:
        '<p>The Western T Training Institute began in 2011 as a six-booth welding workshop at the western T-junction of the BSCIC Industrial Estate in Tongi, which is where its name comes from. Today it has thirty-two ventilated booths, a pipe-welding bay, a cutting and bevelling shop and a small testing laboratory.</p>' +
        '<p>We teach Manual Metal Arc (stick), MIG/MAG and TIG welding, from basic plate work to 6G pipe. Every trainee keeps a logbook of supervised hours, and every test coupon is cut, bent and inspected in front of them, so they learn to read a weld as well as to make one. Final qualification tests are witnessed by an independent third-party inspector against ISO 9606-1 procedures, and Japan-bound welders also practise to the JIS welding skill test format.</p>' +
        '<p>The workshop still takes fabrication orders from local factories. Senior trainees work on those jobs under supervision, which means they leave with real production experience, and the income keeps our fees among the lowest in Gazipur.</p>',
    },
    {
      name: companyHr,
      value:
        '<p>Meghsetu HR &amp; Visa Services is a government-licensed recruiting agency (RL-1187) that matches trained, tested candidates with vetted employers in Japan and Korea. We work under the Specified Skilled Worker and Technical Intern Training routes to Japan, and we help candidates prepare for Korea’s government-run Employment Permit System.</p>' +
        '<p>Our rules are simple and written into every contract. The employer pays our placement fee, not the worker. Any cost a worker does pay is set out in writing, paid through a bank and receipted. We never hold anyone’s passport, we never sell places in a government programme, and we never promise a job before an employer has interviewed and chosen the candidate.</p>' +
        '<p>Our visa team prepares documents, books medical checks and police clearances, and tracks every application until the visa is in hand. After departure, a Bengali-speaking welfare officer calls each worker in the first week, the first month and every quarter after that, and employers know they can be asked hard questions on a worker’s behalf.</p>',
    },
    {
      name: companyFoundation,
      value:
        '<p>Meghsetu Foundation is the charitable arm of the group. Registered in 2016, it is funded by a fixed share of the group’s profits and by donations from alumni working abroad. Its purpose is to make sure that talent, not money, decides who gets to train.</p>' +
        '<p>Each year the Foundation awards around 120 scholarships covering 50 to 100 percent of course fees, with priority for women, for young people from river-island (<em>char</em>) and <em>haor</em> districts, and for families who have lost a breadwinner. It also runs free weekend Japanese classes for schoolchildren in Uttara and a women-only welding foundation batch every year in Tongi.</p>' +
        '<p>When things go wrong abroad, the Foundation’s emergency fund pays for legal advice, medical costs or a ticket home. Every taka it spends is published in an annual report that anyone can read.</p>',
    },
    {
      name: 'Our Services',
      value:
        '<h2>Our Services</h2>' +
        '<p>Language courses, trade training, employer matching, visa processing and pre-departure orientation: everything a worker needs between deciding to go and settling in, under one ethical roof.</p>',
    },
    {
      name: 'Featured Work',
      value:
        '<h2>Featured Work</h2>' +
        '<p>Moments from our classrooms, our workshop floor and the airports where families say goodbye.</p>',
    },
    {
      name: 'Partner',
      value:
        '<h2>Our Partners</h2>' +
        '<p>Employers, cooperatives and schools in Japan and Korea who share our view that fair recruitment is good business.</p>',
    },
    // The home bands of the later original client (api-contract §2.4: WelcomeMessage, OurJourney).
    // Last, so that the original's Companies slider, which shows every other key, opens on the companies.
    {
      name: 'Welcome Message',
      value:
        '<h2>Welcome to Our Learners, Families and Partners</h2>' +
        '<p>Whether you are a school leaver in Kurigram wondering whether Japan is really within reach, a parent weighing up a broker’s promises, or an employer in Gifu looking for people who will stay, thank you for visiting. Everything we do starts with one honest conversation: what do you want to achieve, and what is the safe and legal way to get there?</p>' +
        '<p>Come and see us in Uttara or Tongi on any Saturday morning. Sit in on a Japanese class, watch a bend test in the welding workshop and ask our alumni what life abroad is really like. We would rather you choose us after seeing for yourself.</p>' +
        '<p><em>Rafiqul Alam Talukder, Chairman</em></p>',
    },
    {
      name: 'Why Bangladesh',
      value:
        '<h2>Why Bangladesh?</h2>' +
        '<p>Bangladesh is one of the youngest countries in Asia: about half of its people are under thirty, and every year some two million young men and women reach working age. Many grow up with a relative who has worked abroad, so they know what it takes to live and work far from home.</p>' +
        '<ul>' +
        '<li><strong>Government-to-government routes.</strong> Bangladesh and Japan cooperate on the Specified Skilled Worker system, and Bangladeshi workers have gone to Korea under the Employment Permit System for many years.</li>' +
        '<li><strong>Industrial experience.</strong> Shipbuilding, steel fabrication, garments and construction give young Bangladeshis real hands-on skills.</li>' +
        '<li><strong>Commitment.</strong> Our learners study six days a week for months to pass their tests, and 94 percent of the workers we placed in 2024 were still with their first employer a year later.</li>' +
        '</ul>',
    },
    {
      name: 'Our Mission',
      value:
        '<h2>Our Mission</h2>' +
        '<p>To give young Bangladeshis the language, the skills and the honest guidance they need to build safe, well-paid careers in Japan and Korea, and to make sure that money is never the reason someone with talent is left behind.</p>' +
        '<p>In practice that means small classes and real workshop hours, recruitment paid for by employers and not by workers, a Bengali-speaking welfare officer for everyone we place, and a fixed share of our profit spent on scholarships every year.</p>',
    },
    {
      name: 'A Journey from Dhaka to Tokyo',
      value:
        '<h2>A Journey from Dhaka to Tokyo</h2>' +
        '<p>Mahmuda was 22 and had never left Jamalpur when she joined our JLPT N5 morning batch on a Foundation scholarship. Fourteen months later she landed at Narita with a signed contract, a certificate in food service and the phone number of her welfare officer. Here is how a typical journey with us unfolds.</p>' +
        '<ol>' +
        '<li><strong>Months 1 to 8:</strong> JLPT N5 and N4 at the Uttara language center, with a mock test every second Saturday.</li>' +
        '<li><strong>Month 9:</strong> the JFT-Basic and the food service skills test, both passed at the first attempt.</li>' +
        '<li><strong>Month 10:</strong> an online interview with a restaurant group in Tokyo, then the contract read through with her in Bengali.</li>' +
        '<li><strong>Months 11 to 13:</strong> visa, medical check and our five-day pre-departure orientation, with her parents at the last afternoon.</li>' +
        '<li><strong>Month 14:</strong> the flight from Dhaka, met at the airport by the employer’s support officer.</li>' +
        '</ol>' +
        '<p>Today she works in a central kitchen in Tokyo, studies for N3 in the evenings and pays her younger brother’s school fees. Hers is one of more than two thousand journeys from our classrooms to Japan.</p>',
    },
  ],
  images: [
    { head: 'Title', file: img('home-title-banner-fuji-dawn.jpg') },
    { head: 'About', file: img('home-about-uttara-campus.jpg') },
    { head: companyLanguage, file: img('company-language-academy-classroom.jpg') },
    { head: companyWelding, file: img('company-western-t-welding-bay.jpg') },
    { head: companyHr, file: img('company-hr-visa-passport-desk.jpg') },
    { head: companyFoundation, file: img('company-foundation-community-hands.jpg') },
    { head: 'Featured Work', file: img('featured-tig-weld-closeup.jpg') },
    { head: 'Featured Work', file: img('featured-n4-classroom.jpg') },
    { head: 'Featured Work', file: img('featured-graduation-2025.jpg') },
    { head: 'Featured Work', file: img('featured-departure-flight-osaka.jpg') },
    { head: 'Featured Work', file: img('featured-seoul-alumni-visit.jpg') },
    { head: 'Featured Work', file: img('featured-scholarship-handover.jpg') },
    { head: 'Featured Work', file: img('featured-mou-signing-partners.jpg') },
    { head: 'Featured Work', file: img('featured-visa-documents-desk.jpg') },
    // A logo's alt text is the company's name: what the logo says.
    { head: 'Partner', file: img('partner-logo-kumoji-precision.png'), alt: 'Kumoji Precision Works' },
    { head: 'Partner', file: img('partner-logo-yuzuriha-care.png'), alt: 'Yuzuriha Care Network' },
    { head: 'Partner', file: img('partner-logo-haneul-marine.png'), alt: 'Haneul Steel & Marine' },
    {
      head: 'Partner',
      file: img('partner-logo-tsukushi-language.png'),
      alt: 'Tsukushi Japanese Language Institute',
    },
    { head: 'Partner', file: img('partner-logo-dalbit-agro.png'), alt: 'Dalbit Agro' },
    {
      head: 'Partner',
      file: img('partner-logo-minamikaze-construction.png'),
      alt: 'Minamikaze Construction',
    },
    { head: 'Welcome Message', file: img('home-welcome-open-day-classroom.jpg') },
    { head: 'Why Bangladesh', file: img('home-why-bangladesh-graduates.jpg') },
    { head: 'Our Mission', file: img('home-our-mission-scholarship-day.jpg') },
    { head: 'A Journey from Dhaka to Tokyo', file: img('home-journey-dhaka-tokyo-flight.jpg') },
  ],
}

const mission: DemoMenu = {
  name: 'Mission',
  template: 'mission',
  contents: [
    {
      name: 'Mission',
      value:
        '<h2>Our Mission</h2>' +
        '<p>To give young Bangladeshis the language, the skills and the honest guidance they need to build safe, well-paid careers in Japan and Korea, and to make sure that money is never the reason someone with talent is left behind.</p>' +
        '<ul>' +
        '<li><strong>Teach properly.</strong> Small classes, trained teachers, regular mock tests and real workshop hours, not shortcuts.</li>' +
        '<li><strong>Recruit fairly.</strong> The employer pays, fees are written and receipted, passports stay with their owners.</li>' +
        '<li><strong>Stay close.</strong> Follow-up calls, a welfare officer who speaks Bengali, and an emergency fund for when things go wrong.</li>' +
        '<li><strong>Give back.</strong> A fixed share of our profit funds scholarships and free community classes.</li>' +
        '</ul>',
    },
    {
      name: 'Vision',
      value:
        '<h2>Our Vision</h2>' +
        '<p>A Bangladesh where working abroad is a choice made with full information, not a gamble made through a broker; where a welder from Kurigram or a caregiver from Sunamganj arrives in Nagoya or Ulsan already speaking the language, holding a recognised certificate and knowing their rights.</p>' +
        '<p>By 2030 we aim to train 2,000 people a year, to keep first-year retention with employers above 90 percent, and to fund at least one in five of our learners through the Foundation.</p>',
    },
    {
      // The original client's Mission component reads this key at /mission/{id} (api-contract §2.4).
      name: 'Compliance & Ethics',
      value:
        '<h2>Compliance &amp; Ethics</h2>' +
        '<p>A mission means little unless it holds when it is inconvenient. Meghsetu HR &amp; Visa Services recruits under government licence RL-1187, and every placement follows the law of Bangladesh, the law of the destination country and our own written code:</p>' +
        '<ul>' +
        '<li>No worker pays a fee for being recruited; employers pay our placement fee.</li>' +
        '<li>Every cost a worker does pay is written down, paid through a bank and receipted.</li>' +
        '<li>No passport is kept for safekeeping, and no job is promised before an employer has chosen the candidate.</li>' +
        '<li>Every complaint is answered in writing within fourteen days and reviewed by the board.</li>' +
        '</ul>',
    },
  ],
  images: [
    { head: 'Mission', file: img('mission-scholarship-hands.jpg') },
    { head: 'Vision', file: img('vision-fuji-sunrise.jpg') },
  ],
}

const signature = (name: string, role: string): string =>
  `<p><strong>${name}</strong></p><p><em>${role}, Meghsetu Group</em></p>`

const message: DemoMenu = {
  name: 'Message',
  template: 'message',
  contents: [
    {
      name: 'Managing Partner',
      value:
        '<h3>Message from the Managing Director</h3>' +
        '<p>Dear friends,</p>' +
        '<p>In 2006 I went to Nagoya as a technical intern in an auto-parts factory. I had studied Japanese for three months with a teacher who had never been to Japan, and I had paid a broker more than my father earned in two years. I learned the language on the factory floor, mostly from my mistakes, and I promised myself that if I ever had the chance, I would build the kind of school I wished I had gone to.</p>' +
        '<p>Meghsetu is that school. Our teachers have lived what they teach. Our fees are published. Our recruitment is paid for by employers, and our welfare officers pick up the phone at two in the morning Japan time if that is when someone needs them. None of this is unusual in a well-run industry; it should be normal everywhere, and we intend to prove that it is also good business.</p>' +
        '<p>To every learner reading this: your effort is what gets you there. Our part is to make sure that effort is not wasted on bad advice, hidden costs or an employer who does not deserve you.</p>' +
        '<p>With warm regards and <em>yoroshiku onegaishimasu</em>,</p>' +
        signature('Nusrat Jahan', 'Managing Director'),
    },
    {
      name: 'Partner One',
      value:
        '<h3>Message from the Chairman</h3>' +
        '<p>When we opened our first classroom in Uttara in 2009 we had eleven students, two second-hand whiteboards and a borrowed cassette player. What we did have was a clear idea: that the families who send a son or daughter abroad deserve the same honesty and care we would want for our own children.</p>' +
        '<p>Seventeen years later, the classroom has become a group of four organisations and several thousand alumni. The idea has not changed. Our board reviews every complaint, every refund and every incident abroad, and we publish the results. We have turned away employers who would not sign our fair-recruitment terms, and we will keep doing so.</p>' +
        '<p>I thank our teachers and trainers, our partners in Japan and Korea, and above all the parents who trust us with their children’s futures. We do not take that trust lightly.</p>' +
        signature('Rafiqul Alam Talukder', 'Chairman'),
    },
    {
      name: 'Partner Two',
      value:
        '<h3>Message from the Director, Western T Training Institute</h3>' +
        '<p>A good weld is honest. You cannot hide a lack of fusion or a slag inclusion from a bend test, and you cannot talk your way through an X-ray. That is why I love teaching this trade: it rewards patience and practice, not connections.</p>' +
        '<p>I trained as a welder in Tongi and worked for six years in shipyards and steel fabrication shops in Korea. When I came home I wanted young people here to learn the way I was eventually taught: with proper ventilation and protective equipment, with a logbook, with an inspector who tells you the truth about your work. At Western T every trainee cuts and bends their own test coupons so they understand exactly why a joint passed or failed.</p>' +
        '<p>We are especially proud of our women’s foundation batch. Two of its first graduates now work in precision fabrication in Gifu, and both come back to teach a session whenever they are home.</p>' +
        signature('Tareq Hasan', 'Director, Western T Training Institute'),
    },
  ],
  images: [
    { head: 'Managing Partner', file: img('portrait-nusrat-jahan.jpg') },
    { head: 'Partner One', file: img('portrait-rafiqul-talukder.jpg') },
    { head: 'Partner Two', file: img('portrait-tareq-hasan.jpg') },
  ],
}

const performance: DemoMenu = {
  name: 'Performance',
  template: 'performance',
  contents: [
    {
      name: 'Performance',
      value:
        '<h2>Our Performance</h2>' +
        '<p>We publish our results every year, including the ones we are not proud of. Figures below cover learners who completed a full course with us; they are checked by our board before release.</p>' +
        '<ul>' +
        '<li><strong>6,240</strong> learners enrolled since 2009, of whom <strong>31%</strong> are women.</li>' +
        '<li><strong>2,115</strong> alumni placed in Japan (1,340 Specified Skilled Worker, 610 Technical Intern Training, 165 students) and <strong>1,020</strong> in Korea under the Employment Permit System.</li>' +
        '<li><strong>81%</strong> JLPT N4 pass rate and <strong>92%</strong> N5 pass rate in 2025, across both sittings.</li>' +
        '<li><strong>86%</strong> of JFT-Basic candidates passed on their first attempt in 2025; <strong>74%</strong> of our EPS-TOPIK candidates passed.</li>' +
        '<li><strong>88%</strong> first-attempt pass rate in independently witnessed welder qualification tests.</li>' +
        '<li><strong>94%</strong> of workers placed in 2024 were still with their first employer twelve months later.</li>' +
        '</ul>' +
        '<h3>Year by year</h3>' +
        '<table>' +
        '<thead><tr><th>Year</th><th>Course completions</th><th>Placed in Japan</th><th>Placed in Korea</th><th>Welder certificates</th><th>Scholarships</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>2021</td><td>512</td><td>148</td><td>60</td><td>96</td><td>74</td></tr>' +
        '<tr><td>2022</td><td>688</td><td>231</td><td>95</td><td>131</td><td>88</td></tr>' +
        '<tr><td>2023</td><td>804</td><td>302</td><td>128</td><td>158</td><td>102</td></tr>' +
        '<tr><td>2024</td><td>915</td><td>356</td><td>142</td><td>187</td><td>117</td></tr>' +
        '<tr><td>2025</td><td>1,006</td><td>398</td><td>151</td><td>214</td><td>126</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h3>Where we fell short</h3>' +
        '<p>In 2025 we received 23 formal grievances from workers abroad, mostly about overtime records and housing. Twenty were resolved with the employer within sixty days; in three cases we helped the worker change employer, and we have stopped recruiting for one company. Our EPS-TOPIK pass rate also dipped from 79% in 2024, and we have added a second listening lab and an extra mock-test day in response.</p>',
    },
    // What the original client's Performance page reads, at /performance/{id} and, in its later
    // version, /supervising organizations/{id} (api-contract §2.4); this site shows them as cards.
    {
      name: 'Why Partner With Us',
      value:
        '<h3>Why Partner With Us</h3>' +
        '<p>Supervising organisations, registered support organisations and employers in Japan and Korea work with us because our candidates arrive prepared and stay: 94 percent of the workers we placed in 2024 were still with their first employer twelve months later.</p>',
    },
    {
      name: 'Skill Training Program',
      value:
        '<h3>Skill Training Program</h3>' +
        '<p>Before we present a candidate, they have completed a full language course and, for trade roles, a skills course with a logbook of supervised hours. Welders are tested by an independent inspector; caregiving and food service candidates have already passed the official skills test.</p>',
    },
    {
      name: 'Strict Compliance',
      value:
        '<h3>Strict Compliance</h3>' +
        '<p>Licensed recruiting agency RL-1187. No worker pays a recruitment fee, no passport is held, and every contract is read through with the candidate in Bengali before it is signed.</p>',
    },
    {
      name: 'Government Approved',
      value:
        '<h3>Government Approved</h3>' +
        '<p>We recruit only through the routes the governments have agreed: the Specified Skilled Worker and Technical Intern Training systems for Japan and the Employment Permit System for Korea, with emigration clearance for every worker.</p>',
    },
    {
      name: 'Skilled Candidates',
      value:
        '<h3>Skilled Candidates</h3>' +
        '<p>JLPT N4 or JFT-Basic for every Japan candidate, EPS-TOPIK for Korea and witnessed trade tests for welders. You receive each candidate’s results, a video self-introduction in Japanese or Korean and their training logbook.</p>',
    },
    {
      name: 'Our Placement & Monitoring System',
      value:
        '<h3>Our Placement &amp; Monitoring System</h3>' +
        '<p>Shortlist, interview, contract review, visa, orientation, arrival: one coordinator follows each intake from start to finish. After arrival our welfare officer calls every worker in the first week, the first month and every quarter, and reports any concern to you and to the supervising organisation within 48 hours.</p>',
    },
    {
      name: 'Pre-departure Orientation',
      value:
        '<h3>Pre-departure Orientation</h3>' +
        '<p>Five days on the employment contract and payslip, working hours, rights and grievance routes, safe remittance, health, housing rules and daily life in Japan or Korea. Families join the last afternoon.</p>',
    },
    {
      // The key is spelt as the original client spells it.
      name: 'Post-department Support',
      value:
        '<h3>Post-departure Support</h3>' +
        '<p>A Bengali-speaking welfare officer for every worker, a 24-hour line, interpreting by phone for difficult conversations, and help with changing employer under the rules when a placement does not work out.</p>',
    },
    {
      name: 'Reporting & Transparency',
      value:
        '<h3>Reporting &amp; Transparency</h3>' +
        '<p>Partners receive a quarterly report on their workers’ welfare calls, grievances and language progress. Our annual figures, including the complaints we received and how each was resolved, are published on this site.</p>',
    },
    {
      name: 'Collaboration Models',
      value:
        '<h3>Collaboration Models</h3>' +
        '<ul>' +
        '<li><strong>Direct recruitment:</strong> we shortlist trained candidates for your interviews.</li>' +
        '<li><strong>Training partnership:</strong> your supervisors help shape the course and test the trainees in Dhaka or Tongi.</li>' +
        '<li><strong>Sponsored batch:</strong> you fund a class of twenty-four, and every graduate may apply to you first.</li>' +
        '</ul>',
    },
    {
      name: 'MoU Templates',
      value:
        '<h3>MoU Templates</h3>' +
        '<p>We sign a memorandum of understanding with every partner before the first interview. Our standard text, in English and Japanese with Korean on request, sets out who pays which fee, bans deposits and guarantee money, names the welfare contacts and covers the handling of personal data. Ask for a copy at <a href="mailto:partners@meghsetu.example">partners@meghsetu.example</a>.</p>',
    },
  ],
  images: [{ head: 'Performance', file: img('performance-graduation-ceremony.jpg') }],
}

const managementTeam: DemoMenu = {
  name: 'Our Management Team',
  template: 'management-team',
  contents: [
    {
      name: 'Meet the Team',
      value:
        '<h2>Meet the Team</h2>' +
        '<p>Our managers, teachers and coordinators have between them lived and worked in Japan and Korea for more than forty years. Many started as learners here. They are the people you will meet at admission, in class, on the workshop floor and on the phone when you are far from home.</p>',
    },
  ],
  images: [],
}

const clientKumoji = 'Kumoji Precision Works Co., Ltd.'
const clientYuzuriha = 'Yuzuriha Care Network'
const clientHaneul = 'Haneul Steel & Marine'
const clientTsukushi = 'Tsukushi Japanese Language Institute'

const clients: DemoMenu = {
  name: 'Clients',
  template: 'clients',
  contents: [
    {
      name: 'Clients',
      value:
        '<h2>Our Clients</h2>' +
        '<p>We recruit only for employers and schools we have visited in person, whose contracts meet our fair-recruitment terms and who agree to let our welfare officers contact workers directly. Here are some of the organisations we have worked with for several years.</p>',
    },
    {
      name: clientKumoji,
      value:
        '<h3>Kumoji Precision Works Co., Ltd. (Gifu, Japan)</h3>' +
        '<p>A family-owned maker of machined and welded frames for agricultural machinery, employing about 180 people. Kumoji has taken Specified Skilled Workers from Western T every year since 2019, including two graduates of our women’s welding batch, and sends its own welding supervisor to Tongi each autumn to run a week of workshops.</p>',
    },
    {
      name: clientYuzuriha,
      value:
        '<h3>Yuzuriha Care Network (Saitama, Japan)</h3>' +
        '<p>A group of nine care homes for older people. Yuzuriha recruits caregivers who have passed JLPT N4 and the caregiving skills test, pays for their Japanese lessons to continue after arrival, and has helped eleven of our alumni pass the national care worker examination.</p>',
    },
    {
      name: clientHaneul,
      value:
        '<h3>Haneul Steel &amp; Marine (Geoje, Korea)</h3>' +
        '<p>A subcontractor for ship-block fabrication that employs workers through Korea’s Employment Permit System. Our role is preparation, not selection: we train candidates in Korean and welding, and Haneul chooses from those who pass the official process. Its Bangladeshi team leader is a Western T alumnus from 2014.</p>',
    },
    {
      name: clientTsukushi,
      value:
        '<h3>Tsukushi Japanese Language Institute (Fukuoka, Japan)</h3>' +
        '<p>A partner language school that accepts our strongest N4 learners on student visas for a further eighteen months of study. Tsukushi teachers visit Uttara twice a year to observe lessons and run placement interviews, and our teachers spend a fortnight in Fukuoka each summer.</p>',
    },
  ],
  images: [],
}

const about: DemoMenu = {
  name: 'About',
  template: 'about',
  contents: [
    {
      name: 'About',
      value:
        '<h2>About Meghsetu Group</h2>' +
        '<p>Meghsetu Group is a Bangladeshi education and employment organisation with a charitable heart. From our head office in Uttara and our workshop in Tongi we teach Japanese and Korean, train welders to international standards, place qualified workers with employers we have vetted in Japan and Korea, and fund scholarships for those who could not otherwise afford to train.</p>' +
        '<p>We employ 64 full-time staff, including 21 language teachers and 12 welding instructors, and we train around a thousand people a year.</p>',
    },
    {
      name: 'Who We Are',
      value:
        '<h2>Who We Are</h2>' +
        '<p>We started in 2009 as a single Japanese classroom above a pharmacy in Uttara, founded by a former technical intern and a retired schoolteacher who were tired of seeing young people pay brokers for visas that led nowhere. The welding workshop in Tongi followed in 2011, our recruiting licence in 2014, the Korean programme in 2015 and the Foundation in 2016.</p>' +
        '<p>Today we are teachers, trainers, visa officers and welfare staff, and a good number of us are alumni. What unites us is a belief that working abroad can change a family’s life for the better, as long as it is done with skill, with honesty and with someone looking out for you.</p>' +
        '<ul>' +
        '<li>Recruiting licence RL-1187, renewed 2025</li>' +
        '<li>Registered training provider for welding and language courses</li>' +
        '<li>Member of a national fair-recruitment network of licensed agencies</li>' +
        '</ul>',
    },
    {
      name: 'Our Vision',
      value:
        '<h2>Our Vision</h2>' +
        '<p>We want “trained at Meghsetu” to mean something to an employer in Osaka or Busan: that the person in front of them speaks the language, knows the trade and came to them without debt. And we want it to mean something to a family in Bangladesh: that their child was treated fairly, every step of the way.</p>',
    },
    {
      // The introduction of the team shown below it, on this site and in the original client.
      name: 'Meet the Team',
      value:
        '<p>The people below lead our language center, our welding institute, our HR and visa desk and the Foundation. Between them they have lived and worked in Japan and Korea for more than forty years, and several of them began as learners here. You will meet them at admission, in class, on the workshop floor and on the phone when you are far from home.</p>',
    },
  ],
  images: [
    { head: 'About', file: img('about-main-building-uttara.jpg') },
    { head: 'Who We Are', file: img('about-who-we-are-classroom.jpg') },
    { head: 'Our Vision', file: img('about-vision-departure-horizon.jpg') },
  ],
  children: [mission, message, performance, managementTeam, clients],
}

const serviceJapanese = 'Japanese Language Courses'
const serviceKorean = 'Korean EPS-TOPIK Preparation'
const serviceWelding = 'Welding Training & Certification'
const serviceMatching = 'Employer Matching & Placement'
const serviceVisa = 'Visa Processing & Documentation'
const serviceOrientation = 'Pre-Departure Orientation'

const service: DemoMenu = {
  name: 'Service',
  template: 'service',
  contents: [
    {
      name: 'Our Services',
      value:
        '<h2>Our Services</h2>' +
        '<p>Each service can be taken on its own, but most of our learners use several: they study the language, learn or upgrade a trade, and then let us match them with an employer and handle the paperwork. Whatever you choose, the fee is on this website and in your contract before you pay a single taka.</p>',
    },
    {
      name: serviceJapanese,
      value:
        `<h3>${serviceJapanese}</h3>` +
        '<p>JLPT N5 Foundation (16 weeks, BDT 28,000) and JLPT N4 / JFT-Basic (16 weeks, BDT 32,000), three hours a day, six days a week, morning or afternoon shift. Specified Skilled Worker test preparation in caregiving, food service, manufacturing and construction runs for 6 to 8 weeks (BDT 15,000). Textbooks, mock tests and culture sessions are included. New batches start in January, April, July and October.</p>',
    },
    {
      name: serviceKorean,
      value:
        `<h3>${serviceKorean}</h3>` +
        '<p>A 12-week course (BDT 25,000) covering the reading and listening sections of the EPS-TOPIK, with a mock test every second Saturday in our listening lab. Registration for the examination itself is made through the official government channel; we explain the process and the published fees, and we never sell or promise places.</p>',
    },
    {
      name: serviceWelding,
      value:
        `<h3>${serviceWelding}</h3>` +
        '<p>Manual Metal Arc, MIG/MAG and TIG welding at the Western T Training Institute in Tongi, from foundation plate work to 6G pipe. Courses run 8 to 12 weeks (BDT 30,000 to 55,000). Qualification tests are witnessed by an independent inspector to ISO 9606-1, with JIS-format practice for Japan-bound welders.</p>',
    },
    {
      name: serviceMatching,
      value:
        `<h3>${serviceMatching}</h3>` +
        '<p>We present qualified candidates to employers we have visited and vetted, arrange online and in-person interviews, and check every contract line by line with the candidate in Bengali. The employer pays our placement fee. We do not charge candidates for being shortlisted, and we never promise a job before an employer has made its choice.</p>',
    },
    {
      name: serviceVisa,
      value:
        `<h3>${serviceVisa}</h3>` +
        '<p>Our visa desk prepares certificates of eligibility, employment contracts, medical and police clearances, and emigration clearance, and tracks each file until the visa is issued. Typical processing takes 10 to 16 weeks for Japan. Every government fee is passed on at cost with the official receipt, and we never keep your passport longer than the day it is needed.</p>',
    },
    {
      name: serviceOrientation,
      value:
        `<h3>${serviceOrientation}</h3>` +
        '<p>A free five-day programme before departure: your contract and payslip explained, workers’ rights and who to call, banking and sending money home safely, health, housing rules and daily life. Families are invited to the last afternoon, and every worker leaves with the direct number of a Bengali-speaking welfare officer.</p>',
    },
  ],
  images: [
    { head: serviceJapanese, file: img('service-japanese-course-classroom.jpg') },
    { head: serviceKorean, file: img('service-korean-eps-topik-seoul.jpg') },
    { head: serviceWelding, file: img('service-welding-certification-booth.jpg') },
    { head: serviceMatching, file: img('service-employer-matching-handshake.jpg') },
    { head: serviceVisa, file: img('service-visa-processing-passport.jpg') },
    { head: serviceOrientation, file: img('service-pre-departure-orientation-flight.jpg') },
  ],
}

const languageCenter: DemoMenu = {
  name: 'Japan & Korean Language Center',
  template: 'language-center',
  contents: [
    {
      name: 'Japan & Korean Language Center',
      value:
        '<h2>Japan &amp; Korean Language Center</h2>' +
        '<p>こんにちは and 안녕하세요! Our language center in Sector 6, Uttara is where most Meghsetu journeys begin. Eight classrooms, a listening lab, a small library of graded readers and a tatami corner for culture lessons, open from 8 am to 8 pm six days a week.</p>',
    },
    {
      name: 'About Language Center',
      value:
        '<h3>About the Language Center</h3>' +
        '<p>We teach Japanese from complete beginner to JLPT N3, and Korean to EPS-TOPIK level. Classes are capped at twenty-four learners, and every batch has a class teacher who follows them from the first lesson to the examination. Lessons mix textbook grammar with listening drills, role-play of workplace situations and weekly writing practice.</p>' +
        '<table>' +
        '<thead><tr><th>Course</th><th>Length</th><th>Schedule</th><th>Fee (BDT)</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>JLPT N5 Foundation</td><td>16 weeks</td><td>3 hours a day, Saturday to Thursday</td><td>28,000</td></tr>' +
        '<tr><td>JLPT N4 / JFT-Basic</td><td>16 weeks</td><td>3 hours a day, Saturday to Thursday</td><td>32,000</td></tr>' +
        '<tr><td>SSW Skills Test Preparation</td><td>6 to 8 weeks</td><td>Afternoons</td><td>15,000</td></tr>' +
        '<tr><td>Korean EPS-TOPIK</td><td>12 weeks</td><td>3 hours a day, Saturday to Thursday</td><td>25,000</td></tr>' +
        '<tr><td>Evening Conversation (Japanese)</td><td>12 weeks</td><td>3 evenings a week</td><td>18,000</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<p>Fees may be paid in two instalments. Foundation scholarships cover 50 to 100 percent for eligible learners.</p>',
    },
    {
      name: 'HR Services',
      value:
        '<h3>HR Services</h3>' +
        '<p>When a learner is ready, our HR team builds a candidate profile with their test results, a video self-introduction in Japanese or Korean and, for trade roles, their skills certificates. We present profiles only to employers who have signed our fair-recruitment terms, arrange interviews, and sit with each candidate to go through the contract, salary, deductions and housing before anything is signed.</p>' +
        '<p>For employers we offer shortlisting, interview logistics, Japanese-Bengali interpretation and a named coordinator for each intake.</p>',
    },
    {
      name: 'SSW & Technical Internship (TITP) Support',
      value:
        '<h3>SSW &amp; Technical Internship (TITP) Support</h3>' +
        '<p>Japan offers two main routes for our learners. The <strong>Specified Skilled Worker</strong> (SSW) route requires a Japanese test (JFT-Basic or JLPT N4) and a skills test in the chosen field, and leads to a job with the same pay and conditions as Japanese colleagues. The <strong>Technical Intern Training Program</strong> (TITP) places interns with a supervising organisation for on-the-job training.</p>' +
        '<ul>' +
        '<li>We tell you honestly which route fits your skills, age and goals.</li>' +
        '<li>We prepare you for both the language and the skills test.</li>' +
        '<li>We check that the supervising organisation or registered support organisation in Japan is properly accredited.</li>' +
        '<li>We stay in touch throughout your contract and help if you need to change employer under the rules.</li>' +
        '</ul>',
    },
    {
      name: 'Visa Processing & Consultation',
      value:
        '<h3>Visa Processing &amp; Consultation</h3>' +
        '<p>Free one-to-one consultations every Saturday from 10 am to 1 pm, no appointment needed. Once you have an offer, our visa desk prepares and checks every document, books your medical check and police clearance, arranges emigration clearance and tracks your file until the visa is issued. You receive a written list of each step and each government fee, and a copy of every receipt.</p>',
    },
    {
      name: 'Japanese Language & Cultural Training',
      value:
        '<h3>Japanese Language &amp; Cultural Training</h3>' +
        '<p>Passing a test is not the same as feeling at home. Every Thursday afternoon our learners practise <em>keigo</em> (polite speech), phone calls, reading timetables and workplace signs, and the small habits that matter in a Japanese workplace: punctuality, reporting problems early, <em>hō-ren-sō</em>. Ms Aya Morita, our native instructor from Fukuoka, leads seasonal events including a New Year calligraphy morning and a summer festival in our courtyard.</p>',
    },
  ],
  images: [{ head: 'About Language Center', file: img('language-center-japanese-classroom.jpg') }],
}

const trainingInstitute: DemoMenu = {
  name: 'Western T Training Institute',
  template: 'training-institute',
  contents: [
    {
      name: 'About Training Institute',
      value:
        '<h2>About the Western T Training Institute</h2>' +
        '<p>Set up in 2011 at the western T-junction of the BSCIC Industrial Estate in Tongi, the institute has grown from six booths to thirty-two, with a pipe bay, a cutting and bevelling shop, a bend-test rig and a classroom for theory and safety. Every booth has fume extraction, and every trainee is issued a helmet, leather gloves, jacket and safety boots on the first day, included in the fee.</p>' +
        '<p>Our twelve instructors are qualified welders with industrial experience in Bangladesh, Japan, Korea or the Gulf. Trainees spend at least 70 percent of their time with an arc in front of them.</p>',
    },
    {
      name: 'Services Training Institute',
      value:
        '<h3>What We Offer</h3>' +
        '<ul>' +
        '<li><strong>Full courses</strong> in Manual Metal Arc, MIG/MAG and TIG welding, from foundation to advanced pipe.</li>' +
        '<li><strong>Skills upgrading</strong> for working welders who want a new process or position.</li>' +
        '<li><strong>Witnessed qualification tests</strong> by an independent third-party inspector (BDT 6,500 per test position).</li>' +
        '<li><strong>Fabrication and repair work</strong> for local industry, carried out by senior trainees under supervision.</li>' +
        '<li><strong>Employer assessments</strong>: we host trade tests for employers recruiting welders for Japan and Korea.</li>' +
        '</ul>',
    },
    {
      name: 'Training Programs',
      value:
        '<h3>Training Programmes and Fees</h3>' +
        '<table>' +
        '<thead><tr><th>Programme</th><th>Length</th><th>Positions covered</th><th>Fee (BDT)</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>Manual Metal Arc Foundation</td><td>12 weeks</td><td>Plate 1G to 4G</td><td>35,000</td></tr>' +
        '<tr><td>MIG/MAG Welding</td><td>8 weeks</td><td>Plate 1G to 3G, fillet welds</td><td>30,000</td></tr>' +
        '<tr><td>TIG Welding</td><td>12 weeks</td><td>Carbon steel, stainless, aluminium sheet</td><td>45,000</td></tr>' +
        '<tr><td>Advanced Pipe Welding</td><td>10 weeks</td><td>5G and 6G pipe</td><td>55,000</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<p>Intakes every January, May and September. Morning and afternoon shifts of four hours. Candidates must be 18 or older and pass a basic eyesight and fitness check.</p>',
    },
    {
      name: 'Skill Training Program',
      value:
        '<h3>Community Skill Training Programme</h3>' +
        '<p>Funded by Meghsetu Foundation, this free eight-week programme introduces young people from low-income families to metalwork: measuring and marking, cutting, grinding, basic arc welding and workshop safety. One batch a year is reserved for women and taught by a female instructor. Graduates who show aptitude are offered a scholarship place on a full course.</p>',
    },
    {
      name: 'Manual Metal Arc',
      value:
        '<h3>Manual Metal Arc Welding (MMA / SMAW)</h3>' +
        '<p>The foundation of the trade. Trainees learn to strike and hold a stable arc, choose and store electrodes correctly, and build sound root, fill and cap passes on plate in flat, horizontal, vertical and overhead positions. We teach both rutile and low-hydrogen electrodes, and every trainee learns to read their own faults: undercut, porosity, slag lines and lack of fusion.</p>',
    },
    {
      name: 'Metal Inert Gas',
      value:
        '<h3>Metal Inert Gas / Metal Active Gas Welding (MIG/MAG)</h3>' +
        '<p>The process most used in Japanese and Korean factories. Trainees set wire feed, voltage and gas flow for different thicknesses, practise short-circuit and spray transfer, and weld fillet and butt joints on carbon steel. The course ends with a production week in which trainees fabricate brackets and frames to a drawing.</p>',
    },
    {
      name: 'Tungsten Inert Gas',
      value:
        '<h3>Tungsten Inert Gas Welding (TIG / GTAW)</h3>' +
        '<p>Precision work for stainless steel, aluminium and thin sheet. Trainees learn tungsten preparation, torch angle and filler control, pulse settings and back-purging, and produce the clean, even beads expected in food-processing equipment, pipework and precision fabrication. TIG graduates are among our most sought-after candidates.</p>',
    },
    {
      name: 'Portfolio Showcase',
      value:
        '<h3>Portfolio Showcase</h3>' +
        '<p>Before they graduate, every trainee assembles a portfolio of sectioned and etched test coupons, photographs of production work and their signed logbook. Recent highlights include stainless steel handrails for a Gazipur hospital, a set of agricultural trailer frames for a cooperative in Bogura, and a 6G pipe coupon by a 2025 graduate that passed radiographic testing with no recordable defects.</p>',
    },
    // What the original client's training page reads in its later version, at
    // /programs & training/{id} (api-contract §2.4: TrainingInstitute and the two sections it embeds).
    {
      name: 'Programs & Training',
      value:
        '<h2>Programs &amp; Training</h2>' +
        '<p>Welding is our oldest trade but not our only one. Together with the language academy, the institute prepares candidates for the Specified Skilled Worker skills tests in caregiving, construction and food service, and every programme pairs the trade with the Japanese a worker will need on the job.</p>',
    },
    {
      name: 'TITP/SSW',
      value:
        '<h3>TITP and SSW Pathways</h3>' +
        '<p>The Technical Intern Training Program places interns with an accredited supervising organisation for on-the-job training; the Specified Skilled Worker route leads to a job on the same pay and conditions as Japanese colleagues. We explain both honestly, check which fits your age, skills and goals, and prepare you for the tests each one requires.</p>',
    },
    {
      name: 'Caregiving',
      value:
        '<h3>Caregiving</h3>' +
        '<p>Taught in the care practice room at our Uttara center: helping people move, eat and bathe safely, dignity and communication with older people, and the vocabulary of a Japanese care home. Prepares for the nursing care skills test and the nursing care Japanese test of the SSW route.</p>',
    },
    {
      name: 'Construction',
      value:
        '<h3>Construction</h3>' +
        '<p>At Tongi: reinforcing bar work, formwork, scaffolding safety and welding for steel structures, with daily hazard-prediction briefings held in Japanese as they are on a Japanese site. Prepares for the construction skills test.</p>',
    },
    {
      name: 'Food Service',
      value:
        '<h3>Food Service</h3>' +
        '<p>Food hygiene and safety, kitchen and front-of-house Japanese, and the manners of Japanese customer service, practised in our teaching kitchen. Prepares for the food service skills test; most graduates join restaurant groups and central kitchens.</p>',
    },
    {
      name: 'Japanese Language Preparation',
      value:
        '<h3>Japanese Language Preparation</h3>' +
        '<p>Every trade programme includes at least 300 hours of Japanese with the language academy, up to JLPT N4 or the JFT-Basic, with workplace words for each trade: the parts of a weld, the instructions of a site foreman, the requests of a care home resident.</p>',
    },
    {
      name: 'Testimonials from Alumni',
      value:
        '<h3>Testimonials from Alumni</h3>' +
        '<blockquote><p>“My supervisor in Gifu tested my TIG weld on my first day. It passed, and he put me straight on the production line.”</p><p>Rakib, TIG welder, class of 2023</p></blockquote>' +
        '<blockquote><p>“The care room in Uttara looked just like the home where I work now. Nothing surprised me except the snow.”</p><p>Shirin, caregiver in Saitama, class of 2024</p></blockquote>',
    },
  ],
  images: [
    { head: 'About Training Institute', file: img('training-institute-campus-tongi.jpg') },
    { head: 'Manual Metal Arc', file: img('training-mma-stick-welding.jpg') },
    { head: 'Metal Inert Gas', file: img('training-mig-welding-booth.jpg') },
    { head: 'Tungsten Inert Gas', file: img('training-tig-stainless-weld.jpg') },
    { head: 'Portfolio Showcase', file: img('training-portfolio-pipe-weld.jpg') },
  ],
}

const circular: DemoMenu = {
  name: 'Circular',
  template: 'circular',
  contents: [
    {
      name: 'Circular',
      value:
        '<h2>Circulars</h2>' +
        '<p>Job openings at Meghsetu, fee revisions, document checklists and schedules for candidates already in process. Each circular can be downloaded as a signed PDF.</p>',
    },
  ],
  images: [],
}

const notice: DemoMenu = {
  name: 'Notice',
  template: 'notice',
  contents: [
    {
      name: 'Notice',
      value:
        '<p>Official notices from Meghsetu Group: admissions, examination schedules, results, holidays and scholarship calls. Please rely only on notices published here or on our notice board in Uttara; we never announce jobs or visas through private messages or agents.</p>',
    },
  ],
  images: [],
  children: [circular],
}

const profile: DemoMenu = {
  name: 'Profile',
  template: 'profile',
  contents: [
    {
      name: 'Profile',
      value:
        '<h2>Company Profile</h2>' +
        '<p>Meghsetu Group at a glance: a head office and language center in Uttara, a welding institute in Tongi, 64 staff, around a thousand learners a year and alumni working in more than forty Japanese and Korean cities. The pictures below show the places and people behind the numbers.</p>',
    },
  ],
  images: [
    { head: 'Profile', file: img('profile-uttara-head-office.jpg') },
    { head: 'Profile', file: img('profile-tongi-workshop.jpg') },
    { head: 'Profile', file: img('profile-japanese-class.jpg') },
    { head: 'Profile', file: img('profile-korea-alumni.jpg') },
    { head: 'Profile', file: img('profile-graduates-2025.jpg') },
    { head: 'Profile', file: img('profile-community-training.jpg') },
  ],
}

const gallery: DemoMenu = {
  name: 'Gallery',
  template: 'gallery',
  contents: [
    {
      name: 'Gallery',
      value:
        '<h2>Gallery</h2>' +
        '<p>Graduations, study tours, welding competitions, farewells at Dhaka airport and visits from our partners. Photographs of learners are published only with their written consent.</p>',
    },
    {
      // The original client's gallery introduction (api-contract §2.4: Gallery).
      name: 'Success Stories Gallery',
      value:
        '<p>Many of the faces below now live in Nagoya, Saitama, Ulsan or Geoje. When alumni visit on home leave they bring photographs of their workplaces, and the best of them hang in our corridors and appear on our Success Stories page.</p>',
    },
  ],
  images: [
    { head: 'Gallery', file: img('gallery-fuji-study-tour.jpg') },
    { head: 'Gallery', file: img('gallery-seoul-night-alumni.jpg') },
    { head: 'Gallery', file: img('gallery-welding-competition.jpg') },
    { head: 'Gallery', file: img('gallery-graduation-day.jpg') },
    { head: 'Gallery', file: img('gallery-airport-farewell.jpg') },
    { head: 'Gallery', file: img('gallery-partners-visit.jpg') },
    { head: 'Gallery', file: img('gallery-scholarship-ceremony.jpg') },
    { head: 'Gallery', file: img('gallery-kanji-lesson.jpg') },
    { head: 'Gallery', file: img('gallery-campus-morning.jpg') },
  ],
}

const documentMenu: DemoMenu = {
  name: 'Document',
  template: 'document',
  contents: [
    {
      name: 'OUR DOCUMENT',
      value:
        '<h2>Our Documents</h2>' +
        '<p>Our recruiting licence, training accreditation, trade registration and a sample welder qualification certificate. Original documents can be inspected at our Uttara office during working hours; please ask at reception.</p>',
    },
  ],
  images: [
    { head: 'OUR DOCUMENT', file: img('document-recruiting-licence.jpg') },
    { head: 'OUR DOCUMENT', file: img('document-training-accreditation.jpg') },
    { head: 'OUR DOCUMENT', file: img('document-trade-registration.jpg') },
    { head: 'OUR DOCUMENT', file: img('document-welder-qualification-certificate.jpg') },
  ],
}

// Pages the later original client routes by name: /success stories/{id}, and the two menus it
// looks up by exact name at the top level, "Compliance & Ethics" (/ethics/{title}) and
// "News & Events" (/event/{title}) (api-contract §2.3, §2.4).

const successStories: DemoMenu = {
  name: 'Success Stories',
  template: 'generic',
  contents: [
    {
      name: 'Success Stories',
      value:
        '<h2>Success Stories</h2>' +
        '<p>More than three thousand people who studied with us now work in Japan and Korea. A few of them, and the people who supervise them, tell their stories here, in their own words and with their permission.</p>',
    },
    {
      name: 'Bangladeshi trainees working in Japan',
      value:
        '<h3>Bangladeshi Trainees Working in Japan</h3>' +
        '<ul>' +
        '<li><strong>Rakib, 26, TIG welder in Gifu.</strong> Trained at Western T in 2023; now leads a three-person cell making stainless frames and is preparing for the JIS welding certificate.</li>' +
        '<li><strong>Shirin, 24, caregiver in Saitama.</strong> Came to us with no Japanese in 2023; passed N4 and the nursing care tests in ten months and is studying for the national care worker examination.</li>' +
        '<li><strong>Anwar, 29, construction worker in Osaka.</strong> A former garment worker from Gazipur; two years on a Japanese site, and the first in his family to open a savings account.</li>' +
        '</ul>',
    },
    {
      name: 'Messages from Japanese supervisors',
      value:
        '<h3>Messages from Japanese Supervisors</h3>' +
        '<blockquote><p>“They arrive knowing how to report a problem before it becomes a big one. That is rare, and it is why we keep coming back to Tongi.”</p><p>Production manager, Kumoji Precision Works, Gifu</p></blockquote>' +
        '<blockquote><p>“Our residents ask for the Bangladeshi staff by name. Their Japanese is polite, and their patience is real.”</p><p>Care home director, Yuzuriha Care Network, Saitama</p></blockquote>',
    },
    {
      name: 'Interviews & Short Documentaries',
      value:
        '<h3>Interviews &amp; Short Documentaries</h3>' +
        '<p>Every year our alumni record short interviews about their first months abroad: the first payslip, the first winter, the first time they understood a joke in Japanese. We show them at every pre-departure orientation, and visitors can watch them in the library of the Uttara center.</p>',
    },
    {
      name: 'Success Stories Gallery',
      value:
        '<h3>Success Stories Gallery</h3>' +
        '<p>Graduations in Osaka, a workshop floor in Nagoya and a reunion in Seoul: photographs our alumni sent home, published with their consent.</p>',
    },
  ],
  images: [
    { head: 'Bangladeshi trainees working in Japan', file: img('success-trainees-welding-gifu.jpg') },
    { head: 'Messages from Japanese supervisors', file: img('success-supervisor-handshake-gifu.jpg') },
    { head: 'Gallery', file: img('success-gallery-osaka-graduation.jpg') },
    { head: 'Gallery', file: img('success-gallery-nagoya-workshop.jpg') },
    { head: 'Gallery', file: img('success-gallery-seoul-reunion.jpg') },
  ],
}

const complianceEthics: DemoMenu = {
  name: 'Compliance & Ethics',
  template: 'generic',
  contents: [
    {
      name: 'Compliance & Ethics',
      value:
        '<h2>Compliance &amp; Ethics</h2>' +
        '<p>Working abroad should never cost a worker their savings, their passport or their rights. This page sets out the licences we hold, the standards we recruit by, how we check ourselves, and where trainees can turn for help at any hour.</p>',
    },
    {
      name: 'Licensing Information',
      value:
        '<h2>Licensing Information</h2>' +
        '<p>Every licence and certificate below can be inspected in original at our Uttara office during working hours.</p>',
    },
    {
      name: 'Government License',
      value:
        '<h3>Government License</h3>' +
        '<p>Meghsetu HR &amp; Visa Services is a recruiting agency licensed by the Government of Bangladesh under licence number RL-1187, first issued in 2014 and renewed in 2025. The licence permits us to recruit for employment abroad and is displayed at our head office.</p>',
    },
    {
      name: 'Certifications',
      value:
        '<h3>Certifications</h3>' +
        '<p>The language academy and the Western T Training Institute are registered training providers, and our welder qualification tests are witnessed by an independent third-party inspector to ISO 9606-1. Each certificate names the body that issued it and the date it expires.</p>',
    },
    {
      name: 'Licensing Info',
      value:
        '<h3>Our Licence Documents</h3>' +
        '<p>Scans of the recruiting licence and its latest renewal. The originals are kept at the head office in Uttara.</p>',
    },
    {
      name: 'Our Ethical Recruitment Standards',
      value:
        '<h2>Our Ethical Recruitment Standards</h2>' +
        '<p>We follow the employer-pays principle: the cost of recruitment is paid by the employer, never by the worker.</p>',
    },
    {
      name: 'Transparent Processes',
      value:
        '<h3>Transparent Processes</h3>' +
        '<p>Course fees are published on this site. Any cost a candidate pays is written in their contract before they pay, paid through a bank or at our accounts desk, and receipted. Government fees are passed on at cost with the official receipt.</p>',
    },
    {
      name: 'Candidate Rights',
      value:
        '<h3>Candidate Rights</h3>' +
        '<p>Every candidate keeps their own passport, reads their contract in Bengali before signing it, may withdraw at any stage without penalty, and is told in writing how to raise a complaint with us, with the employer and with the authorities.</p>',
    },
    {
      name: 'Monitoring & Reporting Mechanisms',
      value:
        '<h2>Monitoring &amp; Reporting Mechanisms</h2>' +
        '<p>Recruitment does not end at the airport. We stay in touch with every worker for the whole of their contract.</p>',
    },
    {
      name: 'Regular Reports',
      value:
        '<h3>Regular Reports</h3>' +
        '<p>Welfare officers call each worker in the first week, the first month and every quarter after that. A summary of every call, grievance and resolution goes to our board each month and to each partner each quarter.</p>',
    },
    {
      name: 'Audits & Reviews',
      value:
        '<h3>Audits &amp; Reviews</h3>' +
        '<p>An external reviewer checks a sample of recruitment files, receipts and contracts every year, and we publish the findings with our annual figures, including what we changed as a result.</p>',
    },
    {
      name: 'Helpline for Trainees',
      value:
        '<h2>Helpline for Trainees</h2>' +
        '<p>Trainees in our classrooms and workers abroad can reach a person, not a recording, whenever something goes wrong.</p>',
    },
    {
      name: 'Multilingual Assistance',
      value:
        '<h3>Multilingual Assistance</h3>' +
        '<p>Our welfare officers speak Bengali, Japanese and Korean, and can join a call with an employer, a doctor or the police to interpret.</p>',
    },
    {
      name: '24/7 Support',
      value:
        '<h3>24/7 Support</h3>' +
        `<p>The welfare line <a href="tel:+8801755550176">${demoSettings.phone3 ?? demoSettings.phone}</a> is answered day and night, including holidays, for workers abroad and their families at home.</p>`,
    },
  ],
  images: [
    { head: 'Government License', file: img('document-licence-recruiting-rl-1187.jpg') },
    { head: 'Government License', file: img('document-licence-renewal-2025.jpg') },
    { head: 'Certifications', file: img('document-accreditation-welding-institute.jpg') },
    { head: 'Certifications', file: img('document-certificate-iso-9606-witness.jpg') },
    { head: 'Licensing Info', file: img('document-licence-scan-front.jpg') },
    { head: 'Licensing Info', file: img('document-licence-scan-back.jpg') },
  ],
}

const newsEvents: DemoMenu = {
  name: 'News & Events',
  template: 'generic',
  contents: [
    {
      name: 'News & Events',
      value:
        '<h2>News &amp; Events</h2>' +
        '<p>Intakes, calls for candidates and events from our campuses in Uttara and Tongi. Official notices, with their signed PDFs, are on our notice board.</p>',
    },
    // Titles as the later original client lists them; it links each to /event/{title}.
    {
      name: 'Japan main poster',
      value:
        '<h3>Work in Japan with Meghsetu: 2026 Intakes</h3>' +
        '<p>Language courses start in January, April, July and October, and welding courses in January, May and September. Visit us any Saturday from 10 am for a free consultation about the route that suits you.</p>',
    },
    {
      name: 'Japan language course circular',
      value:
        '<h3>Japanese Language Course: July 2026 Batch</h3>' +
        '<p>Admission is open for the JLPT N5 Foundation and the JLPT N4 / JFT-Basic courses starting on 4 July 2026, in morning and afternoon shifts of 24 learners. Apply by 25 June; Foundation scholarships cover 50 to 100 percent of the fee.</p>',
    },
    {
      name: 'SSW japan circular',
      value:
        '<h3>Specified Skilled Worker (SSW) Japan: Candidates Invited</h3>' +
        '<p>Partner employers in caregiving, food service and welding are interviewing in August 2026. Candidates with JLPT N4 or the JFT-Basic and a passed skills test may register at the HR desk. No fee is charged for being shortlisted.</p>',
    },
    {
      name: 'Titp & Agriculture visa japan',
      value:
        '<h3>Technical Intern Training in Agriculture</h3>' +
        '<p>A supervising organisation in Kumamoto is accepting interns for greenhouse vegetable farming from early 2027. Our visa desk explains the programme, its conditions and every cost in writing at a briefing on 12 September.</p>',
    },
  ],
  images: [
    { head: 'Japan main poster', file: img('news-japan-poster-fuji.jpg') },
    { head: 'Japan language course circular', file: img('news-language-course-classroom.jpg') },
    { head: 'SSW japan circular', file: img('news-ssw-interviews-handshake.jpg') },
    { head: 'Titp & Agriculture visa japan', file: img('news-titp-agriculture-visa.jpg') },
  ],
}

// The privacy notice the footer and every form link to (/privacy finds it by its template). What
// it says each form keeps is what the site stores (server/modules/messages/, the blog comments).
const privacyNotice: DemoMenu = {
  name: 'Privacy Notice',
  template: 'privacy',
  contents: [
    {
      name: 'Privacy Notice',
      value:
        '<h2>How we look after your information</h2>' +
        `<p>Meghsetu Group (Meghsetu Japanese &amp; Korean Language Academy, Western T Training Institute, Meghsetu HR &amp; Visa Services and Meghsetu Foundation), ${demoSettings.address}, decides what happens to the information you give us on this website. We collect only what we need to answer you, we never sell it, and we never pass it to employers, agents or anyone else without asking you first.</p>` +
        '<p>This notice says what each form of the website collects, why, who sees it and how long we keep it. It was last updated on 1 June 2026.</p>',
    },
    {
      name: 'Contact form',
      value:
        '<h3>The contact form</h3>' +
        '<p><strong>What:</strong> your name, last name, email address, the subject you choose and your message.</p>' +
        '<p><strong>Why:</strong> to answer your question. The message is emailed to our office and kept in our records so that any colleague can follow it up.</p>' +
        '<p><strong>How long:</strong> two years after our last reply, then deleted. If you become a learner or a candidate, what you wrote moves to your course or recruitment file.</p>',
    },
    {
      name: 'Volunteer applications',
      value:
        '<h3>Volunteer applications</h3>' +
        '<p><strong>What:</strong> your first name, email address, subject, what you tell us about yourself and your CV (a PDF).</p>' +
        '<p><strong>Why:</strong> to decide with you whether and where you can volunteer. CVs are stored privately: only the staff who handle volunteers can open them, and they are never published.</p>' +
        '<p><strong>How long:</strong> one year if we cannot offer you a place, then the application and the CV are deleted. For volunteers who join us, for as long as they volunteer and one year after.</p>',
    },
    {
      name: 'Newsletter',
      value:
        '<h3>The newsletter</h3>' +
        '<p><strong>What:</strong> your email address and when you signed up and confirmed.</p>' +
        '<p><strong>Why:</strong> to send you course dates, departures and news of our charity work. We first email you a link to confirm that the address is yours; until you open it you receive nothing else, and a sign-up that is not confirmed within 30 days is deleted.</p>' +
        '<p><strong>How long:</strong> until you leave the list. Every newsletter has a link that takes you off the list with one click; you do not need to sign in or write to us.</p>',
    },
    {
      name: 'Blog comments',
      value:
        '<h3>Comments on our news</h3>' +
        '<p><strong>What:</strong> your name, email address and comment.</p>' +
        '<p><strong>Why:</strong> your name and comment are shown under the post once a member of our team has read them; your email address is never shown, and we use it only if we need to ask you about your comment.</p>' +
        '<p><strong>How long:</strong> as long as the post is on the website. Comments we do not publish are deleted after six months.</p>',
    },
    {
      name: 'Accounts and sign-in',
      value:
        '<h3>Accounts and sign-in</h3>' +
        '<p>Online registration for learners is not open yet, so the sign-up form keeps nothing. Staff accounts hold the name, email address and password (stored only as a one-way hash) of the person who uses them, and a record of the changes they make to the website.</p>',
    },
    {
      name: 'Addresses and cookies',
      value:
        '<h3>Internet addresses and cookies</h3>' +
        '<p>To stop automated spam we count how often each internet address uses our forms. The counts are deleted within a few hours. With a message we keep only a scrambled code of the address (a keyed hash), which shows that several messages came from the same place without revealing where that is.</p>' +
        '<p>The website sets a cookie that records when you first opened a page, for 24 hours, so that forms sent too quickly by programs can be refused. Signing in sets a session cookie that ends when you sign out or after a period without use. We use no advertising or tracking cookies.</p>',
    },
    {
      name: 'Your rights',
      value:
        '<h3>Your rights and who to contact</h3>' +
        `<p>You may ask us what we hold about you, ask us to correct it, or ask us to delete it, at any time and free of charge. Write to our privacy contact at <a href="mailto:${demoSettings.email}">${demoSettings.email}</a>, call <a href="tel:+8801755550120">${demoSettings.phone}</a>, or visit our head office, Saturday to Thursday, 9 am to 6 pm. We answer within 30 days.</p>` +
        '<p>If you are not satisfied with our answer, you may complain to the authorities of Bangladesh that oversee data protection.</p>',
    },
  ],
  images: [],
}

const contact: DemoMenu = {
  name: 'Contact',
  template: 'contact',
  contents: [
    {
      name: 'Address',
      value:
        `<p><strong>Head Office &amp; Language Center</strong></p><p>${demoSettings.address}</p>` +
        `<p><strong>Western T Training Institute</strong></p><p>Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710, Bangladesh</p>` +
        '<p>Open Saturday to Thursday, 9 am to 6 pm. Closed on Fridays and public holidays.</p>',
    },
    {
      name: 'Email Us',
      value:
        `<p>General enquiries: <a href="mailto:${demoSettings.email}">${demoSettings.email}</a></p>` +
        `<p>Admissions: <a href="mailto:${demoSettings.email2}">${demoSettings.email2}</a></p>` +
        `<p>Visa desk: <a href="mailto:${demoSettings.email3 ?? demoSettings.email}">${demoSettings.email3 ?? demoSettings.email}</a></p>`,
    },
    {
      name: 'Call Now',
      value:
        `<p>Admissions and general: <a href="tel:+8801755550120">${demoSettings.phone}</a></p>` +
        `<p>Office landline: <a href="tel:+880255504417">${demoSettings.phone2}</a></p>` +
        `<p>Workers abroad (24-hour welfare line): <a href="tel:+8801755550176">${demoSettings.phone3 ?? demoSettings.phone}</a></p>`,
    },
    {
      // The original's form: the embed address as the paragraph's text, which its contact page
      // slices out of the <p>…</p> (api-contract §2.4). This site reads it, or an <iframe>.
      name: 'Map',
      value:
        '<p>https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3649.2!2d90.3968!3d23.8725!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sbd!4v1767225600000</p>',
    },
  ],
  images: [],
  children: [privacyNotice],
}

export const demoMenus: DemoMenu[] = [
  home,
  about,
  service,
  languageCenter,
  trainingInstitute,
  notice,
  profile,
  gallery,
  documentMenu,
  successStories,
  complianceEthics,
  newsEvents,
  contact,
]

// ---------------------------------------------------------------------------------------------
// Notices and circulars (the body paragraphs are printed into the PDFs)

function notices(
  folder: 'notice/notice' | 'circular/notice',
  items: Omit<DemoNotice, 'file'>[],
): DemoNotice[] {
  return items.map((item) => ({ ...item, file: pdfName(folder, item.title, item.date) }))
}

export const demoNotices: DemoNotice[] = notices('notice/notice', [
  {
    title: 'Admission Open: Japanese Language N5 and N4 July 2026 Batch',
    date: '2026-05-18',
    note: 'Morning and afternoon batches start on 4 July 2026. Apply by 25 June.',
    show_on_homepage: true,
    body: [
      'Admission is now open for the July 2026 intake of the JLPT N5 Foundation and JLPT N4 / JFT-Basic courses at the Meghsetu Japanese & Korean Language Academy, House 27, Road 11, Sector 6, Uttara, Dhaka.',
      'Both courses run for 16 weeks, Saturday to Thursday, three hours a day. Learners may choose the morning shift (8:00 to 11:00) or the afternoon shift (15:00 to 18:00). Classes begin on Saturday 4 July 2026. Each class is limited to 24 learners and places are given in order of completed application.',
      'Course fees are BDT 28,000 for N5 Foundation and BDT 32,000 for N4 / JFT-Basic, including textbooks, mock tests and culture sessions. Fees may be paid in two instalments through our bank account or at the accounts desk against a printed receipt. No other payment is required and no staff member is permitted to accept cash outside the accounts desk.',
      'Applicants must be at least 18 years old and have passed SSC or equivalent. Please bring a copy of your national ID card, two passport-size photographs and your latest educational certificate. Applicants for N4 must show an N5 certificate or pass a short placement test, held every Saturday at 10:00.',
      'Meghsetu Foundation scholarships covering 50 to 100 percent of fees are available for eligible applicants. Scholarship forms are available at reception and must be submitted by 25 June 2026.',
    ],
  },
  {
    title: 'EPS-TOPIK Mock Test Schedule for June 2026',
    date: '2026-05-04',
    note: 'Full-length mock tests on 6, 13, 20 and 27 June in the listening lab.',
    show_on_homepage: true,
    body: [
      'Full-length EPS-TOPIK mock tests will be held in the listening lab of the language center on Saturdays 6, 13, 20 and 27 June 2026, from 10:00 to 11:30. Each mock test follows the official format: 25 reading and 25 listening questions in 70 minutes.',
      'All learners currently enrolled in the Korean EPS-TOPIK course must sit at least three of the four tests. Results and an individual analysis of weak areas will be shared by the class teacher on the following Monday.',
      'Former learners who are waiting to sit the examination may also take part free of charge. Please register at reception at least two days before the test you wish to attend. Seats are limited to 40 per session.',
      'Please note that registration for the official EPS-TOPIK is made only through the government channel announced publicly. Meghsetu does not collect examination fees and does not sell or reserve examination places. Report anyone who offers to do so.',
    ],
  },
  {
    title: 'Eid-ul-Adha Holiday and Office Schedule 2026',
    date: '2026-05-21',
    note: 'All offices and classes closed from 25 to 31 May; welfare line open throughout.',
    show_on_homepage: true,
    body: [
      'On the occasion of Eid-ul-Adha, the head office, language center and Western T Training Institute will remain closed from Monday 25 May to Sunday 31 May 2026. Classes and office work will resume on Monday 1 June 2026.',
      'Classes missed during the holiday will be made up through two additional Friday sessions, on 5 and 12 June. Class teachers will confirm the exact timetable for each batch.',
      'The 24-hour welfare line for workers abroad (+880 1755-550176) will remain open throughout the holiday. Candidates with urgent visa or departure matters may email visa@meghsetu.example, which will be checked daily.',
      'We wish all our learners, alumni, partners and their families Eid Mubarak.',
    ],
  },
  {
    title: 'Welding Skill Test Results: March 2026 Batch',
    date: '2026-04-12',
    note: '41 of 46 candidates qualified in witnessed tests. Certificates from 20 April.',
    show_on_homepage: false,
    body: [
      'The results of the qualification tests held at the Western T Training Institute from 28 to 31 March 2026 are now available. Tests were witnessed by an independent third-party inspector and evaluated by visual inspection and bend testing.',
      'Of the 46 candidates tested, 41 qualified in at least one process and position: 18 in Manual Metal Arc (3G and 4G plate), 12 in MIG/MAG (3G plate), 7 in TIG (stainless steel sheet) and 4 in 6G pipe. Individual results are displayed on the notice board in Tongi and have been sent to each candidate by SMS.',
      'Certificates may be collected from the institute office from Monday 20 April 2026 on presentation of a national ID card. Candidates who did not qualify may retest once without charge within three months, after a minimum of 40 further supervised booth hours.',
      "We congratulate all successful candidates, in particular the six members of our women's foundation batch who qualified this round.",
    ],
  },
  {
    title: 'Meghsetu Foundation Scholarship 2026: Applications Invited',
    date: '2026-03-02',
    note: 'Around 120 scholarships for language and welding courses. Deadline 15 April.',
    show_on_homepage: false,
    body: [
      'Meghsetu Foundation invites applications for its 2026 scholarships, covering 50 to 100 percent of course fees for Japanese, Korean and welding courses at Meghsetu Group. Around 120 scholarships will be awarded this year.',
      'Priority will be given to women, to applicants from char and haor districts, to applicants whose family has lost its main earner, and to those with a disability who are able to complete the course safely. Academic results are considered but are not the deciding factor.',
      'Application forms are available at the Uttara and Tongi offices and can be requested by email from info@meghsetu.example. Completed forms, with a copy of the national ID card and a short letter explaining why you wish to train, must be submitted by 15 April 2026.',
      "Shortlisted applicants will be invited for an interview in late April. Scholarship decisions are made by a panel that includes one member from outside the group, and the full list of awards, without personal details, is published in the Foundation's annual report.",
    ],
  },
])

export const demoCirculars: DemoNotice[] = notices('circular/notice', [
  {
    title: 'Recruitment of Japanese Language Instructor (Full Time)',
    date: '2026-04-20',
    note: 'One full-time instructor for N5 and N4 classes in Uttara. Apply by 20 May.',
    show_on_homepage: true,
    body: [
      'Meghsetu Japanese & Korean Language Academy is seeking a full-time Japanese Language Instructor to teach JLPT N5 and N4 classes at our Uttara center.',
      'Requirements: JLPT N2 or higher; at least two years of teaching experience or of living and working in Japan; good spoken Bengali and English; patience and a genuine interest in adult learners. Experience with the JFT-Basic or Specified Skilled Worker tests is an advantage.',
      'We offer a monthly salary of BDT 45,000 to 60,000 depending on experience, two festival bonuses, paid training in Fukuoka with our partner school every two years, and a friendly team of colleagues. Working hours are six hours a day, Saturday to Thursday.',
      'Please email your CV, a copy of your JLPT certificate and a short video (up to three minutes) of you explaining a grammar point to info@meghsetu.example by 20 May 2026. Shortlisted candidates will be invited to teach a demonstration lesson.',
    ],
  },
  {
    title: 'Pre-Departure Orientation Schedule for SSW Candidates June 2026',
    date: '2026-05-10',
    note: 'Five-day orientation from 14 to 18 June for candidates with visas issued.',
    show_on_homepage: true,
    body: [
      'All Specified Skilled Worker candidates whose visas have been issued or are expected before 30 June 2026 must attend the pre-departure orientation at the Uttara head office from Sunday 14 June to Thursday 18 June 2026, 9:30 to 16:00 each day.',
      "The programme covers the employment contract and payslip, working hours and overtime rules, workers' rights and how to raise a grievance, banking and safe remittance, health and insurance, housing rules and daily life in Japan. The orientation is free of charge and lunch is provided.",
      'Families are warmly invited to the final session on Thursday 18 June from 14:00, when we explain how they can contact our welfare officers while their family member is abroad.',
      'Please bring your passport, the copy of your signed contract and a notebook. Attendance is recorded, and departure will not be arranged for candidates who have not completed the orientation.',
    ],
  },
  {
    title: 'Revised Fee Structure for Welding Courses 2026',
    date: '2026-01-15',
    note: 'New fees apply from the May 2026 intake; January enrolments are unaffected.',
    show_on_homepage: false,
    body: [
      'Following an increase in the cost of electrodes, filler wire and shielding gas, the fees for welding courses at the Western T Training Institute will be revised from the May 2026 intake. Learners enrolled in the January 2026 intake will continue to pay the fee stated in their admission receipt.',
      'From May 2026 the fees will be: Manual Metal Arc Foundation BDT 35,000; MIG/MAG Welding BDT 30,000; TIG Welding BDT 45,000; Advanced Pipe Welding BDT 55,000. Witnessed qualification tests remain at BDT 6,500 per position. Personal protective equipment remains included in all course fees.',
      'The number of Foundation scholarships for welding courses has been increased from 40 to 50 so that the revision does not keep anyone from training.',
      'Questions about fees may be directed to the institute office in Tongi or to admissions@meghsetu.example.',
    ],
  },
  {
    title: 'Document Checklist for Japan SSW Visa Applications',
    date: '2026-02-08',
    note: 'Documents every SSW candidate must submit to the visa desk, and when.',
    show_on_homepage: false,
    body: [
      'Candidates who have received a job offer under the Specified Skilled Worker route must submit the following to the visa desk at the Uttara head office within ten working days of the offer: passport valid for at least 18 months; national ID card; four photographs (4 cm x 3 cm, white background); SSC and HSC certificates with transcripts; Japanese language certificate (JFT-Basic or JLPT N4); skills test certificate for the relevant field.',
      'The visa desk will arrange the medical examination and police clearance certificate and will guide you through emigration clearance and registration. Government fees are paid at cost, and you will receive a copy of every official receipt.',
      'Your passport will be taken only on the day it is needed for submission and returned to you in person, with a signed receipt on both occasions. Meghsetu never keeps passports for safekeeping.',
      'Incomplete or altered documents delay every application in a batch. If anything on the list is missing or contains an error, tell the visa desk early; most problems can be fixed if we know in time.',
    ],
  },
  {
    title: 'Call for Volunteer Trainers: Community Skills Programme',
    date: '2026-03-25',
    note: 'Alumni and professionals invited to teach weekend sessions for the Foundation.',
    show_on_homepage: false,
    body: [
      'Meghsetu Foundation invites alumni, welders, teachers and professionals to volunteer as trainers for its 2026 Community Skills Programme, which offers free weekend Japanese classes for schoolchildren in Uttara and introductory metalwork sessions for young people in Tongi.',
      'Volunteers are asked to commit to at least one three-hour session a month for six months. Training, teaching materials and travel costs are provided. All volunteers working with children must complete our safeguarding course and provide a police clearance certificate before their first session.',
      'Alumni who are working in Japan or Korea are especially welcome to lead online sessions about daily life and work abroad, which our learners consistently rate as the most useful part of the programme.',
      'To volunteer, please email info@meghsetu.example with your name, skills and availability by 30 April 2026.',
    ],
  },
])
