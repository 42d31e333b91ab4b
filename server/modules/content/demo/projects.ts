/** The demo's projects (the former sample pages' content), loaded by seed.ts. */
export interface DemoPhoto {
  /** Stored media path under the media folder. */
  file: string
  alt: string
}

export interface DemoProject {
  id: number
  title: string
  /** One line for the grid. */
  summary: string
  body: string[]
  client: string
  location: string
  /** When it was completed, as shown ("March 2025"). */
  date: string
  duration: string
  tag: string
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  image: string
  /** The two smaller pictures under the facts. */
  images: [DemoPhoto, DemoPhoto]
}

export const demoProjects: DemoProject[] = [
  {
    id: 1,
    title: 'Women’s Welding Foundation Batch',
    summary: 'A free eight-week course taught by a female instructor, now in its fifth year.',
    body: [
      'In 2022 we ran our first welding batch for women only, after hearing from several applicants that a mixed workshop kept their families from saying yes. Twelve women enrolled; ten finished, and four went on to full scholarship courses.',
      'The batch now runs every year with its own changing room, a female instructor and flexible hours for mothers. Two of its first graduates work in precision fabrication in Gifu and come back to teach a session whenever they are home.',
    ],
    client: 'Meghsetu Foundation',
    location: 'Tongi, Gazipur',
    date: 'January 2026',
    duration: '8 weeks a year',
    tag: 'Skills',
    image: 'sample/project-weld-women-batch-1.jpg',
    images: [
      {
        file: 'sample/project-weld-women-practice-1a.jpg',
        alt: 'A trainee of the women’s batch practising a weld',
      },
      {
        file: 'sample/project-graduation-women-batch-1b.jpg',
        alt: 'The women’s batch receiving their certificates',
      },
    ],
  },
  {
    id: 2,
    title: 'Tube Well for Bhawal Primary School',
    summary: 'Arsenic-safe drinking water for 340 pupils, with a frame built by our trainees.',
    body: [
      'The school’s shallow well had tested high for arsenic for years. Our welding trainees designed and built the steel frame and hand-washing station as part of their practical assessment, and donors paid for drilling to a safe depth.',
      'The school committee looks after the well day to day, and our trainees service the pump every term. Water tests in the first year all came back within the national standard.',
    ],
    client: 'Bhawal Government Primary School',
    location: 'Tongi, Gazipur',
    date: 'March 2025',
    duration: '3 months',
    tag: 'Water',
    image: 'sample/project-community-tube-well-2.jpg',
    images: [
      { file: 'sample/project-weld-pump-frame-2a.jpg', alt: 'Trainees welding the pump frame' },
      { file: 'sample/project-hands-hand-washing-2b.jpg', alt: 'Pupils at the new hand-washing station' },
    ],
  },
  {
    id: 3,
    title: 'Weekend Japanese Classes in Uttara',
    summary: 'Free language classes for ninety schoolchildren, taught by alumni volunteers.',
    body: [
      'What began with six children of our own staff is now a weekend school of ninety, in three classes by age. Lessons mix hiragana, songs, games and simple conversation, and end with a culture day for families.',
      'Most teachers are alumni home from Japan, who give a few weekends a year. The classes are free and are funded entirely by donations.',
    ],
    client: 'Meghsetu Japanese & Korean Language Academy',
    location: 'Uttara, Dhaka',
    date: 'Ongoing since 2019',
    duration: '40 weekends a year',
    tag: 'Education',
    image: 'sample/project-classroom-weekend-school-3.jpg',
    images: [
      { file: 'sample/project-lesson-hiragana-3a.jpg', alt: 'Children writing hiragana in a weekend class' },
      { file: 'sample/project-ceremony-culture-day-3b.jpg', alt: 'Families at the end-of-year culture day' },
    ],
  },
  {
    id: 4,
    title: 'Monsoon Relief by Boat',
    summary: 'Food and shelter for 500 families in Sirajdikhan during the 2025 floods.',
    body: [
      'When the August floods cut off villages in Sirajdikhan for three weeks, our staff and trainees from the area organised relief with the union council, which kept the list of families so nobody was missed or served twice.',
      'Over twelve days volunteers delivered two weeks of dry food, purification tablets and tarpaulins by hired boat. Every handover was photographed and the receipts were published in our annual report.',
    ],
    client: 'Sirajdikhan Union Council',
    location: 'Sirajdikhan, Munshiganj',
    date: 'August 2025',
    duration: '12 days',
    tag: 'Relief',
    image: 'sample/project-community-flood-boat-4.jpg',
    images: [
      { file: 'sample/project-hands-relief-packing-4a.jpg', alt: 'Volunteers packing relief bags' },
      { file: 'sample/project-charity-handover-4b.jpg', alt: 'Relief handed over to a family' },
    ],
  },
  {
    id: 5,
    title: 'Mock Care Room for Caregiving Training',
    summary: 'A training room furnished like a Japanese care home, for hands-on caregiving practice.',
    body: [
      'Caregiving candidates used to learn transfers and bathing from videos. Our mock care room has a care bed, a wheelchair, a bath chair and a small kitchen laid out as in a Japanese care home, so they can practise with their hands.',
      'A partner care home in Japan advised on the layout and sent a trainer for the first two weeks. Pass rates in the caregiving skills test rose in the first year of use.',
    ],
    client: 'Meghsetu Japanese & Korean Language Academy',
    location: 'Uttara, Dhaka',
    date: 'October 2024',
    duration: '2 months',
    tag: 'Skills',
    image: 'sample/project-japan-care-room-5.jpg',
    images: [
      {
        file: 'sample/project-class-care-practice-5a.jpg',
        alt: 'Candidates practising a transfer in the mock care room',
      },
      {
        file: 'sample/project-partners-care-home-5b.jpg',
        alt: 'The visiting trainer from the partner care home',
      },
    ],
  },
  {
    id: 6,
    title: 'Winter Blankets for Kurigram',
    summary: 'One thousand woven blankets for elderly people and families on the northern chars.',
    body: [
      'In January 2026 we distributed a thousand heavy blankets woven by a cooperative in Sirajganj to households on four chars of Kurigram, giving first to the elderly, to mothers with infants and to people with disabilities.',
      'Local volunteers checked every name against the union council’s list, and a printed list of recipients was left with each council.',
    ],
    client: 'Kurigram char union councils',
    location: 'Kurigram',
    date: 'January 2026',
    duration: '3 weeks',
    tag: 'Relief',
    image: 'sample/project-charity-blankets-6.jpg',
    images: [
      {
        file: 'sample/project-community-volunteers-6a.jpg',
        alt: 'Local volunteers checking the list of recipients',
      },
      { file: 'sample/project-hands-distribution-6b.jpg', alt: 'A blanket handed to an elderly villager' },
    ],
  },
  {
    id: 7,
    title: 'Korean Programme Library',
    summary: 'A lending library of textbooks and graded readers for every Korean student.',
    body: [
      'Our Korean students used to share photocopied textbooks. Donors funded sixty full sets of the standard EPS-TOPIK textbooks, graded readers and picture dictionaries, all lent free for the length of the course.',
      'Volunteer librarians catalogued the collection and run a simple lending desk three afternoons a week.',
    ],
    client: 'Meghsetu Japanese & Korean Language Academy',
    location: 'Uttara, Dhaka',
    date: 'June 2025',
    duration: '6 weeks',
    tag: 'Education',
    image: 'sample/project-korea-library-7.jpg',
    images: [
      { file: 'sample/project-seoul-readers-7a.jpg', alt: 'Graded readers on the new shelves' },
      {
        file: 'sample/project-class-lending-desk-7b.jpg',
        alt: 'Students borrowing books at the lending desk',
      },
    ],
  },
  {
    id: 8,
    title: 'Pre-Departure Orientation Centre',
    summary: 'A dedicated room and programme that prepares every worker for the first months abroad.',
    body: [
      'Every worker we place now spends five days in our orientation centre before departure: contracts and rights, money and remittances, health, culture at work, and what to do if something goes wrong.',
      'Families are invited to the last afternoon. Since the centre opened, calls to our support line in the first three months abroad have fallen by a third.',
    ],
    client: 'Meghsetu HR & Visa Services',
    location: 'Uttara, Dhaka',
    date: 'February 2024',
    duration: '4 months',
    tag: 'Migration',
    image: 'sample/project-departure-orientation-8.jpg',
    images: [
      {
        file: 'sample/project-documents-contracts-8a.jpg',
        alt: 'Workers reading their contracts in orientation',
      },
      { file: 'sample/project-airport-send-off-8b.jpg', alt: 'Families seeing workers off at the airport' },
    ],
  },
  {
    id: 9,
    title: 'Shade Trees for the Tongi Workshop',
    summary: 'Two hundred native trees planted by trainees and neighbours along the workshop yard.',
    body: [
      'On World Environment Day 2025 our trainees and neighbours planted two hundred saplings of native species from the forest department nursery along the workshop yard and the street outside.',
      'Each trainee adopted a tree and watered it until the end of their course; nine in ten have survived their first dry season.',
    ],
    client: 'Western T Training Institute',
    location: 'Tongi, Gazipur',
    date: 'June 2025',
    duration: '1 day, then a year of care',
    tag: 'Environment',
    image: 'sample/project-campus-trees-9.jpg',
    images: [
      { file: 'sample/project-community-planting-9a.jpg', alt: 'Trainees and neighbours planting saplings' },
      { file: 'sample/project-workshop-yard-9b.jpg', alt: 'The tree-lined workshop yard' },
    ],
  },
]

/** Every media file these records use, for the demo seed to draw. */
export const projectsMedia = (): string[] =>
  demoProjects.flatMap((record) => [record.image, ...record.images.map((image) => image.file)])
