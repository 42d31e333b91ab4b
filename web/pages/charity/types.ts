/** Page bodies of the charity pages: causes, events, projects, donate (sample data for now). */
import type { SidebarLink } from '../../components/Sidebar.tsx'
import type { ImageRef } from '../../page-data.ts'

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
  author: Person
}

export interface CauseDetail extends CauseCard {
  donors: number
  body: string[]
  uses: string[]
}

export interface CommentItem {
  id: number
  author: Person
  /** ISO date, and as shown. */
  dateTime: string
  date: string
  text: string
  replies: CommentItem[]
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
  address: string
  /** The place on OpenStreetMap, opened by a plain link (nothing is embedded). */
  mapUrl: string
}

export interface EventCard {
  id: number
  title: string
  /** ISO date, and as shown ("12 Dec 2026"). */
  dateTime: string
  date: string
  /** "18:30 – 22:00" */
  time: string
  venue: Venue
  summary: string
  image: ImageRef
}

export interface EventDetail extends EventCard {
  body: string[]
  schedule: { time: string; item: string }[]
}

export interface ProjectCard {
  id: number
  title: string
  summary: string
  image: ImageRef
}

export interface ProjectDetail extends ProjectCard {
  body: string[]
  client: string
  location: string
  date: string
  duration: string
  tag: string
  images: ImageRef[]
}

export interface LinkTo {
  href: string
  label: string
}

export type CharityBody =
  | { kind: 'causes'; causes: CauseCard[] }
  | { kind: 'cause'; cause: CauseDetail; comments: CommentItem[]; sidebar: CharitySidebar }
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
  | { kind: 'donate' }
