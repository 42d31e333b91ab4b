/** Page bodies of the charity pages: causes, events, projects, giving. */
import type { SidebarLink } from '../../components/Sidebar.tsx'
import type { Block, ImageRef } from '../../page-data.ts'
import type { GivingBody } from './giving-types.ts'

export interface Person {
  name: string
  image: ImageRef
}

export interface CauseCard {
  id: number
  category: string
  title: string
  summary: string
  image: ImageRef
  /** Share of the goal raised, 0 to 100. */
  percent: number
  /** Amounts as shown ("BDT 1,280,000"), formatted once on the server. */
  goal: string
  raised: string
  /** Who speaks for the cause; null when nobody is named (or not shown on the website). */
  author: Person | null
}

export interface CauseDetail extends CauseCard {
  donors: number
  /** The cause's blocks (sanitised HTML with the images under their key): its description… */
  description: Block | null
  /** …what the money pays for, under "How Your Gift Is Used"… */
  uses: Block | null
  /** …and any others, in the editors' order. */
  more: Block[]
  /** The day it ended, as shown ("31 Jan 2027"), once it has: it takes no more gifts. */
  endedOn: string | null
}

/** What the sidebars of a cause or an event list besides the fixed widgets. */
export interface CharitySidebar {
  relatedTitle: string
  related: SidebarLink[]
  projects: SidebarLink[]
  tags: SidebarLink[]
}

export interface Venue {
  name: string
  address: string | null
  /** The place on a map site, opened by a plain link (nothing is embedded). */
  mapUrl: string | null
}

export interface EventCard {
  id: number
  title: string
  /** ISO date, and as shown ("12 Dec 2026"). */
  dateTime: string
  date: string
  /** "18:30 – 22:00", or "18:30" when the end is not known. */
  time: string
  venue: Venue | null
  summary: string
  image: ImageRef
}

export interface EventDetail extends EventCard {
  /** Sanitised editor HTML. */
  body: string
  schedule: { time: string; item: string }[]
}

export interface ProjectCard {
  id: number
  title: string
  summary: string
  image: ImageRef
}

export interface ProjectDetail extends ProjectCard {
  /** Sanitised editor HTML. */
  body: string
  /** Facts left empty in the record are null, and not shown. */
  client: string | null
  location: string | null
  date: string | null
  duration: string | null
  tag: string | null
  images: ImageRef[]
}

export interface LinkTo {
  href: string
  label: string
}

export type CharityBody =
  | { kind: 'causes'; causes: CauseCard[] }
  | { kind: 'cause'; cause: CauseDetail; sidebar: CharitySidebar }
  | { kind: 'events'; layout: 'grid' | 'wide'; events: EventCard[] }
  | { kind: 'event'; event: EventDetail; sidebar: CharitySidebar }
  | { kind: 'projects'; projects: ProjectCard[] }
  | {
      kind: 'project'
      project: ProjectDetail
      /** "Best Benefits of Project": links to services, empty while there are none. */
      services: { id: number; title: string; image: ImageRef }[]
      share: LinkTo[]
      previous: LinkTo | null
      next: LinkTo | null
    }
  | GivingBody
