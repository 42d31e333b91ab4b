import { Img, Link, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { EventMeta, SectionHeading } from './parts.tsx'
import type { EventCard } from './types.ts'

function EventCardView({
  event,
  heading: Heading,
  priority,
  sizes,
}: {
  event: EventCard
  heading: 'h2' | 'h3'
  priority: boolean
  sizes: string
}) {
  const href = `/event-single/${event.id}`
  return (
    <article className="event-card">
      <div className="event-card__media">
        <Img image={event.image} alt="" sizes={sizes} priority={priority} />
      </div>
      <div className="event-card__body">
        <EventMeta event={event} />
        <Heading>
          <Link to={href}>{event.title}</Link>
        </Heading>
        <p>{event.summary}</p>
        <Link className="charity-more" to={href}>
          Learn More<span className="visually-hidden"> about {event.title}</span>…
        </Link>
      </div>
    </article>
  )
}

/** /event shows a grid of cards; /event-s2 the same events as wide rows under a section title. */
export function EventsPage({ body }: PageProps<'events'>) {
  const wide = body.layout === 'wide'
  const cards = body.events.map((event, i) => (
    <li key={event.id}>
      <EventCardView
        event={event}
        heading={wide ? 'h3' : 'h2'}
        priority={i === 0}
        sizes={
          wide
            ? '(max-width: 767px) 100vw, 420px'
            : '(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 380px'
        }
      />
    </li>
  ))
  return (
    <>
      <TitleBanner title="Events" />
      {wide ? (
        <section className="band" aria-labelledby="events-heading">
          <div className="band__inner band__inner--stack">
            <SectionHeading eyebrow="Events" title="Fundraising Events" id="events-heading" />
            <ul className="event-rows">{cards}</ul>
          </div>
        </section>
      ) : (
        <div className="band">
          <div className="band__inner band__inner--stack">
            <ul className="charity-grid">{cards}</ul>
          </div>
        </div>
      )}
    </>
  )
}
