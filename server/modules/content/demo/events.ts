/** The demo's events (the former sample pages' content), loaded by seed.ts. */
export interface DemoVenue {
  name: string
  address: string
  /** For the "open in OpenStreetMap" link; no map is embedded (no third-party requests). */
  latitude: number
  longitude: number
}

export interface DemoEvent {
  id: number
  title: string
  /** ISO date and 24-hour local times (Asia/Dhaka). */
  date: string
  start: string
  end: string
  venue: DemoVenue
  /** The card's text. */
  summary: string
  /** The Event Schedule tab's paragraphs. */
  body: string[]
  schedule: { time: string; item: string }[]
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  image: string
}

const academy: DemoVenue = {
  name: 'Meghsetu Japanese & Korean Language Academy',
  address: 'House 27, Road 11, Sector 6, Uttara, Dhaka 1230',
  latitude: 23.8725,
  longitude: 90.3968,
}

const workshop: DemoVenue = {
  name: 'Western T Training Institute',
  address: 'Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710',
  latitude: 23.8893,
  longitude: 90.4051,
}

export const demoEvents: DemoEvent[] = [
  {
    id: 1,
    title: 'Scholarship Fundraising Dinner',
    date: '2026-12-12',
    start: '18:30',
    end: '22:00',
    venue: {
      name: 'Uttara Community Hall',
      address: 'Sector 7 Park Road, Uttara, Dhaka 1230',
      latitude: 23.8689,
      longitude: 90.3987,
    },
    summary:
      'An evening with our scholars, their families and our supporters, raising the fees for next year’s forty char students.',
    body: [
      'Our annual dinner brings together the people who make the scholarships possible: donors, employers, teachers and the scholars themselves. This year three alumni will speak about their first year working in Japan.',
      'Tickets are by invitation and donation. Every taka raised goes to the Japanese Course Scholarships cause; the hall and the food are given by our partners.',
    ],
    schedule: [
      { time: '18:30', item: 'Guests arrive, tea and an exhibition of student work' },
      { time: '19:15', item: 'Welcome from the Managing Director' },
      { time: '19:30', item: 'Three alumni on their first year in Japan' },
      { time: '20:00', item: 'Dinner' },
      { time: '21:00', item: 'Pledges and the year’s accounts in brief' },
      { time: '21:45', item: 'Photographs with the new scholars' },
    ],
    image: 'sample/event-graduation-fundraising-dinner-1.jpg',
  },
  {
    id: 2,
    title: 'Japanese Speech Contest 2027',
    date: '2027-01-23',
    start: '10:00',
    end: '15:00',
    venue: academy,
    summary:
      'Students from beginner to N3 level speak for three minutes on “A bridge I crossed”, judged by native teachers.',
    body: [
      'The speech contest is the highlight of the academy’s year. Beginners recite a prepared text; intermediate students write and deliver their own speech; advanced students answer the judges’ questions without notes.',
      'Families and the public are welcome. Entry is free, and a donation box for the weekend children’s classes stands at the door.',
    ],
    schedule: [
      { time: '10:00', item: 'Opening and the judges’ introductions' },
      { time: '10:20', item: 'Beginner recitations' },
      { time: '11:30', item: 'Intermediate speeches' },
      { time: '13:00', item: 'Lunch and calligraphy corner' },
      { time: '13:45', item: 'Advanced speeches with questions' },
      { time: '14:30', item: 'Results and prizes' },
    ],
    image: 'sample/event-japan-speech-contest-2.jpg',
  },
  {
    id: 3,
    title: 'Welding Workshop Open Day',
    date: '2027-02-13',
    start: '09:30',
    end: '14:00',
    venue: workshop,
    summary:
      'See our trainees at work, try a welding simulator and meet the instructors of the women’s foundation batch.',
    body: [
      'Once a year we open the workshop to families, schools and employers. Visitors can watch a 6G pipe test, try a virtual welding simulator in safety, and ask our instructors about courses and scholarships.',
      'The open day is also when we hand the year’s safety kits to the new batch, paid for by donors to the Safety Kits cause.',
    ],
    schedule: [
      { time: '09:30', item: 'Welcome and safety briefing' },
      { time: '10:00', item: 'Guided tour of the booths' },
      { time: '10:45', item: 'Live 6G pipe qualification test' },
      { time: '11:30', item: 'Try the welding simulator' },
      { time: '12:30', item: 'Safety kit handover to the new batch' },
      { time: '13:15', item: 'Questions for the instructors' },
    ],
    image: 'sample/event-weld-open-day-3.jpg',
  },
  {
    id: 4,
    title: 'Charity Run for Flood Relief',
    date: '2027-02-27',
    start: '06:30',
    end: '09:30',
    venue: {
      name: 'Hatirjheel Lakeside Walkway',
      address: 'Hatirjheel, Tejgaon, Dhaka 1208',
      latitude: 23.7553,
      longitude: 90.4071,
    },
    summary: 'A 5 km morning run and walk around the lake; every runner’s sponsorship goes to flood relief.',
    body: [
      'Staff, students, alumni and their friends run or walk five kilometres around Hatirjheel before the heat of the day. Runners collect sponsorship from family and colleagues beforehand.',
      'All of it goes to next monsoon’s flood relief stock, so that food and tarpaulins are packed and ready before the rivers rise.',
    ],
    schedule: [
      { time: '06:30', item: 'Registration and warm-up' },
      { time: '07:00', item: 'Start of the 5 km run' },
      { time: '07:15', item: 'Start of the family walk' },
      { time: '08:30', item: 'Breakfast and medals' },
      { time: '09:00', item: 'Sponsorship totals announced' },
    ],
    image: 'sample/event-community-charity-run-4.jpg',
  },
  {
    id: 5,
    title: 'Korean Culture Day',
    date: '2027-03-20',
    start: '11:00',
    end: '17:00',
    venue: academy,
    summary:
      'Food, games, calligraphy and a mock EPS-TOPIK session for anyone curious about studying Korean.',
    body: [
      'Our Korean programme invites the neighbourhood in for a day of culture: tteokbokki cooked by students, traditional games, hangeul calligraphy and K-pop from the student band.',
      'Anyone thinking of working in Korea can sit a short mock EPS-TOPIK test and talk to returnees about life and work there.',
    ],
    schedule: [
      { time: '11:00', item: 'Opening and a taekwondo demonstration' },
      { time: '12:00', item: 'Hangeul calligraphy and traditional games' },
      { time: '13:00', item: 'Lunch cooked by students' },
      { time: '14:00', item: 'Mock EPS-TOPIK session' },
      { time: '15:30', item: 'Returnees’ panel: working in Korea' },
      { time: '16:30', item: 'Student band' },
    ],
    image: 'sample/event-seoul-culture-day-5.jpg',
  },
  {
    id: 6,
    title: 'Blanket Packing Day',
    date: '2026-12-19',
    start: '10:00',
    end: '16:00',
    venue: workshop,
    summary: 'Volunteers pack and label a thousand blankets for the northern chars before the cold wave.',
    body: [
      'Come and help us unpack, fold, label and load the blankets bought through the Winter Blankets cause. Many hands make it a one-day job.',
      'Lunch is provided. Please register in advance so we know how many volunteers to expect, and wear comfortable clothes.',
    ],
    schedule: [
      { time: '10:00', item: 'Welcome and teams' },
      { time: '10:30', item: 'Unpacking and folding' },
      { time: '12:30', item: 'Lunch' },
      { time: '13:15', item: 'Labelling by union and village' },
      { time: '15:00', item: 'Loading the trucks' },
    ],
    image: 'sample/event-charity-blanket-packing-6.jpg',
  },
  {
    id: 7,
    title: 'Pre-Departure Family Evening',
    date: '2027-04-10',
    start: '17:00',
    end: '19:30',
    venue: academy,
    summary:
      'Families of the April departures hear what the first months abroad are like and how to keep in touch.',
    body: [
      'Saying goodbye is hard for families too. This evening answers their questions: where their son or daughter will live, how wages and remittances work, what the contract guarantees and who to call if something goes wrong.',
      'Parents meet our HR coordinators and an alumnus who has just returned after five years in Japan.',
    ],
    schedule: [
      { time: '17:00', item: 'Tea and registration' },
      { time: '17:20', item: 'The first three months abroad' },
      { time: '18:00', item: 'Contracts, wages and sending money home' },
      { time: '18:40', item: 'An alumnus answers questions' },
      { time: '19:15', item: 'Emergency contacts and the support line' },
    ],
    image: 'sample/event-departure-family-evening-7.jpg',
  },
  {
    id: 8,
    title: 'Alumni Homecoming',
    date: '2027-05-08',
    start: '15:00',
    end: '20:00',
    venue: {
      name: 'Uttara Community Hall',
      address: 'Sector 7 Park Road, Uttara, Dhaka 1230',
      latitude: 23.8689,
      longitude: 90.3987,
    },
    summary:
      'Alumni home from Japan and Korea meet current students, mentor them and support the emergency fund.',
    body: [
      'Each year during the Eid holidays many alumni are home. The homecoming lets them meet the students who will follow them, share practical advice and catch up with their old teachers.',
      'Alumni are the largest donors to the Emergency Fund for Workers Abroad, and the homecoming is where the year’s pledges are made.',
    ],
    schedule: [
      { time: '15:00', item: 'Registration and reunion photos' },
      { time: '15:30', item: 'Mentoring circles by city and trade' },
      { time: '17:00', item: 'The emergency fund: a year in review' },
      { time: '18:00', item: 'Dinner' },
      { time: '19:00', item: 'Music and goodbyes' },
    ],
    image: 'sample/event-handshake-alumni-homecoming-8.jpg',
  },
  {
    id: 9,
    title: 'Tree Planting at the Tongi Workshop',
    date: '2027-06-05',
    start: '08:00',
    end: '12:00',
    venue: workshop,
    summary:
      'Trainees and neighbours plant two hundred native trees around the workshop on World Environment Day.',
    body: [
      'Workshops are hot places. Shade trees along the yard and the road will cool the booths, clean the air and give the neighbourhood a greener street.',
      'Saplings come from the forest department nursery. Each trainee adopts a tree and waters it until the end of their course.',
    ],
    schedule: [
      { time: '08:00', item: 'Tools and saplings handed out' },
      { time: '08:30', item: 'Planting along the yard and road' },
      { time: '10:30', item: 'Tree labels and adoption cards' },
      { time: '11:15', item: 'Refreshments' },
    ],
    image: 'sample/event-campus-tree-planting-9.jpg',
  },
]

/** Every media file these records use, for the demo seed to draw. */
export const eventsMedia = (): string[] => demoEvents.map((record) => record.image)
