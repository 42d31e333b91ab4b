// Demo content for a fictional organisation, Meghsetu Group (Dhaka, Bangladesh). Everything here is
// invented: names, addresses, licence numbers, employers and figures. Domains use the reserved
// .example TLD so that no link or address can ever reach a real organisation.

import type { MenuTemplate } from '../../common/menu-templates.ts'

export interface DemoMenu {
  name: string
  template: MenuTemplate
  contents: { name: string; value: string }[]
  images: { head: string; file: string }[]
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
// (slugify(name), as stored in cms_menu.slug); the seed runner can rewrite them once ids exist.
export const demoSliders: DemoSlider[] = [
  {
    title: 'Learn Japanese in Dhaka, <strong>work with confidence in Japan</strong>',
    subtitle:
      'JLPT N5 and N4, JFT-Basic and Specified Skilled Worker test preparation with native and returnee teachers. New batches every January, April, July and October.',
    // A menu's slug; the seed turns it into the site's /{menu name}/{id} link once ids exist.
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
    { head: 'Partner', file: img('partner-logo-kumoji-precision.png') },
    { head: 'Partner', file: img('partner-logo-yuzuriha-care.png') },
    { head: 'Partner', file: img('partner-logo-haneul-marine.png') },
    { head: 'Partner', file: img('partner-logo-tsukushi-language.png') },
    { head: 'Partner', file: img('partner-logo-dalbit-agro.png') },
    { head: 'Partner', file: img('partner-logo-minamikaze-construction.png') },
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
      name: 'Map',
      value:
        '<iframe title="Map showing the Meghsetu Group head office in Sector 6, Uttara, Dhaka" ' +
        'src="https://www.openstreetmap.org/export/embed.html?bbox=90.3908%2C23.8685%2C90.4028%2C23.8765&amp;layer=mapnik&amp;marker=23.8725%2C90.3968" ' +
        'width="100%" height="420" loading="lazy"></iframe>' +
        '<p><a href="https://www.openstreetmap.org/?mlat=23.8725&amp;mlon=90.3968#map=17/23.8725/90.3968">View a larger map</a></p>',
    },
  ],
  images: [],
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
