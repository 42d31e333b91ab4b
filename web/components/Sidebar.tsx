/**
 * The widgets of the charity pages' sidebars (causes, events, services, blog): each takes plain
 * data prepared by the page's server loader, so every sidebar is built from the same pieces.
 */

import { Img, Link } from '../kit.ts'
import type { ImageRef } from '../page-data.ts'

export interface SidebarLink {
  href: string
  label: string
  /** A date or a count shown beside the label. */
  meta?: string
  image?: ImageRef
}

export function Sidebar({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <aside className="sidebar" aria-label={label}>
      {children}
    </aside>
  )
}

/** A titled box of the sidebar, for widgets a page builds itself (a post's author). */
export function Widget({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="widget">
      <h2 className="widget__title">{title}</h2>
      {children}
    </section>
  )
}

/** Site search: a plain GET form, so it works without JavaScript. */
export function SearchWidget({ placeholder = 'Search…' }: { placeholder?: string }) {
  return (
    <search className="widget">
      <form action="/search" method="get" className="widget-search">
        <label className="visually-hidden" htmlFor="sidebar-search">
          Search the site
        </label>
        <input id="sidebar-search" name="q" type="search" placeholder={placeholder} />
        <button type="submit">Search</button>
      </form>
    </search>
  )
}

/** Related posts, categories, all services: links with an optional thumbnail and date or count. */
export function LinksWidget({ title, links }: { title: string; links: SidebarLink[] }) {
  if (links.length === 0) return null
  return (
    <Widget title={title}>
      <ul className="widget-links">
        {links.map((link) => (
          <li key={link.href}>
            {link.image && <Img image={link.image} alt="" sizes="80px" className="widget-links__thumb" />}
            <Link to={link.href}>{link.label}</Link>
            {link.meta && <span className="widget-links__meta">{link.meta}</span>}
          </li>
        ))}
      </ul>
    </Widget>
  )
}

/** A grid of small pictures that each link somewhere (projects). */
function ThumbsWidget({ title, links }: { title: string; links: SidebarLink[] }) {
  if (links.length === 0) return null
  return (
    <Widget title={title}>
      <ul className="widget-thumbs">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>
              {link.image && <Img image={link.image} alt="" sizes="100px" />}
              <span className="visually-hidden">{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Widget>
  )
}

function TagsWidget({ tags }: { tags: SidebarLink[] }) {
  if (tags.length === 0) return null
  return (
    <Widget title="Tags">
      <ul className="widget-tags">
        {tags.map((tag) => (
          <li key={tag.label}>
            <Link to={tag.href}>{tag.label}</Link>
          </li>
        ))}
      </ul>
    </Widget>
  )
}

/** The call to action at the foot of every sidebar. */
export function HelpWidget() {
  return (
    <section className="widget widget-help">
      <h2 className="widget__title">How We Can Help You!</h2>
      <p>Questions about a course, a donation or volunteering? Our team answers within a working day.</p>
      <Link className="button button--accent" to="/contact">
        Contact Us
      </Link>
    </section>
  )
}

/** How the blog's and the charity pages' sidebars end: projects, tags and the call to action. */
export function SidebarFoot({ projects, tags }: { projects: SidebarLink[]; tags: SidebarLink[] }) {
  return (
    <>
      <ThumbsWidget title="Projects" links={projects} />
      <TagsWidget tags={tags} />
      <HelpWidget />
    </>
  )
}
