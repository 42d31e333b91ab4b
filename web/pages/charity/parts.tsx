/** Pieces several charity pages share: section headings, progress bars, the single page, the sidebar. */
import type { ReactNode } from 'react'
import { LinksWidget, SearchWidget, Sidebar, SidebarFoot } from '../../components/Sidebar.tsx'
import { Img, TitleBanner } from '../../kit.ts'
import type { ImageRef } from '../../page-data.ts'
import type { CharitySidebar, EventCard } from './types.ts'

/** An eyebrow line above a section's h2. */
export function SectionHeading({ eyebrow, title, id }: { eyebrow: string; title: string; id: string }) {
  return (
    <header className="charity-heading">
      <p className="charity-heading__eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
    </header>
  )
}

/** How much of a cause's goal is raised: a progress bar screen readers announce as such. */
export function Progress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="charity-progress">
      <div
        className="charity-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the goal raised`}
      >
        <div className="charity-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="charity-progress__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  )
}

/**
 * The page of one cause or event: the banner, its picture and what follows it, and the sidebar
 * (search, related items, projects, tags, help).
 */
export function CharitySingle({
  title,
  image,
  sidebar,
  sidebarLabel,
  children,
}: {
  title: string
  image: ImageRef
  sidebar: CharitySidebar
  sidebarLabel: string
  children: ReactNode
}) {
  return (
    <>
      <TitleBanner title={title} />
      <div className="charity-single">
        <article className="charity-single__main">
          <Img image={image} sizes="(max-width: 991px) 100vw, 760px" priority className="charity-feature" />
          {children}
        </article>
        <Sidebar label={sidebarLabel}>
          <SearchWidget placeholder="Search causes, events…" />
          <LinksWidget title={sidebar.relatedTitle} links={sidebar.related} />
          <SidebarFoot projects={sidebar.projects} tags={sidebar.tags} />
        </Sidebar>
      </div>
    </>
  )
}

/** Date, time and place of an event, as on its card and its page. */
export function EventMeta({ event }: { event: EventCard }) {
  return (
    <ul className="event-meta">
      <li>
        <time dateTime={event.dateTime}>{event.date}</time>
      </li>
      <li>{event.time}</li>
      {event.venue && <li>{event.venue.name}</li>}
    </ul>
  )
}
