/** The demo's testimonials (the former sample pages' content), loaded by seed.ts. */
export interface DemoTestimonial {
  id: number
  name: string
  /** Who they are to the organisation: "Welding graduate, now in Aichi". */
  role: string
  quote: string
  /** Stored media path under the media folder; the demo draws a portrait from the name. */
  image: string
}

export const demoTestimonials: DemoTestimonial[] = [
  {
    id: 1,
    name: 'Rashed Sarkar',
    role: 'Welding graduate, now at a steel works in Aichi',
    quote:
      'I failed my first practice bend test and Arif sir made me weld that joint forty more times. In Japan I passed the company test on the first try. My family’s new roof is paid for by that patience.',
    image: 'sample/portrait-rashed-sarkar.jpg',
  },
  {
    id: 2,
    name: 'Hiroshi Yamada',
    role: 'Plant manager, Yamada Precision Works, Toyohashi',
    quote:
      'We have taken three groups from Meghsetu. They arrive understanding safety briefings and able to say when something is wrong, which is what matters most on our floor.',
    image: 'sample/portrait-hiroshi-yamada.jpg',
  },
  {
    id: 3,
    name: 'Shirin Akter',
    role: 'Scholarship recipient, Korean course 2025',
    quote:
      'My father drives a rickshaw, so the course fee was impossible. The scholarship paid it, and my mentor, who went to Korea two years earlier, called me every week until the exam.',
    image: 'sample/portrait-shirin-akter.jpg',
  },
  {
    id: 4,
    name: 'Kim Soo-ah',
    role: 'HR officer, Hanbit Shipbuilding, Geoje',
    quote:
      'The candidates had clearly practised listening in noisy conditions. Their EPS-TOPIK scores were good, but it was their questions about safety equipment that convinced us.',
    image: 'sample/portrait-kim-sooah.jpg',
  },
  {
    id: 5,
    name: 'Abdul Karim',
    role: 'Monthly donor since 2021',
    quote:
      'Each winter I receive a list of the families who got blankets, signed by them. I have given to many causes, and this is the only one that shows me exactly where the money went.',
    image: 'sample/portrait-abdul-karim.jpg',
  },
  {
    id: 6,
    name: 'Mousumi Ahmed',
    role: 'Mother of a trainee in Osaka',
    quote:
      'Nobody asked us for a bribe or a middleman’s fee. When my son’s visa was delayed, Sharmin apa explained every step. Now he calls home every Sunday and sounds happy.',
    image: 'sample/portrait-mousumi-ahmed.jpg',
  },
]

/** Every media file these records use, for the demo seed to draw. */
export const testimonialsMedia = (): string[] => demoTestimonials.map((record) => record.image)
