import { HonestForm } from '../../components/HonestForm.tsx'
import { Tabs } from '../../components/Tabs.tsx'
import { RichText, TextField } from '../../kit.ts'
import type { SiteSettings } from '../../page-data.ts'
import type { PageProps } from '../registry.ts'
import { CharitySingle, EventMeta } from './parts.tsx'
import { messageRules } from './rules.ts'
import { contactLine, firstWord } from './thanks.ts'
import type { EventDetail } from './types.ts'

function Schedule({ event }: { event: EventDetail }) {
  return (
    <>
      <h2>{event.title}</h2>
      <RichText html={event.body} />
      {event.schedule.length > 0 && (
        <>
          <h3>Programme</h3>
          <ol className="charity-schedule">
            {event.schedule.map((entry) => (
              <li key={`${entry.time} ${entry.item}`}>
                {entry.time && <time>{entry.time}</time>} {entry.item}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  )
}

/**
 * The venue as an address and a link to the map: no embedded map, which would load a third
 * party's page for every visitor whether they look at it or not.
 */
function Location({ event }: { event: EventDetail }) {
  const { venue } = event
  return (
    <>
      <h2>Venue</h2>
      {venue ? (
        <address className="charity-venue">
          <strong>{venue.name}</strong>
          {venue.address && (
            <>
              <br />
              {venue.address}
            </>
          )}
        </address>
      ) : (
        <p>The venue will be announced.</p>
      )}
      <p>
        <time dateTime={event.dateTime}>{event.date}</time>, {event.time}
      </p>
      {venue?.mapUrl && (
        <a className="button charity-outline" href={venue.mapUrl} rel="noopener noreferrer">
          Open {venue.name} {mapSiteOf(venue.mapUrl)}
        </a>
      )}
    </>
  )
}

/** "in OpenStreetMap", "in Google Maps", or "on the map" for another site. */
function mapSiteOf(url: string): string {
  if (/openstreetmap\.org/.test(url)) return 'in OpenStreetMap'
  if (/google\.[a-z.]+\/maps|maps\.google\.|goo\.gl\/maps|maps\.app\.goo\.gl/.test(url))
    return 'in Google Maps'
  return 'on the map'
}

const CONTACT_HEADING = 'event-contact'

function ContactUs({ event, site }: { event: EventDetail; site: SiteSettings }) {
  return (
    <>
      <h2 id={CONTACT_HEADING}>Questions about this event?</h2>
      <HonestForm
        id="event-message"
        rules={messageRules}
        labelledBy={CONTACT_HEADING}
        submitLabel="Submit Now"
        withoutScript={`This form needs JavaScript and does not send messages yet. Please contact us at ${contactLine(site)}.`}
        outcome={({ values }) => (
          <p>{`Thank you, ${firstWord(values.name)}. Messages from this page are not sent yet, so we have not received yours. Please contact us at ${contactLine(site)} about ${event.title}.`}</p>
        )}
      >
        {(form) => (
          <>
            <TextField form={form} name="name" label="Your Name" autoComplete="name" required />
            <TextField form={form} name="email" label="Your Email" type="email" required />
            <TextField form={form} name="message" label="Message" wide rows={5} required />
          </>
        )}
      </HonestForm>
    </>
  )
}

export function EventPage({ body, site }: PageProps<'event'>) {
  const { event, sidebar } = body
  return (
    <CharitySingle title={event.title} image={event.image} sidebar={sidebar} sidebarLabel="More events">
      <EventMeta event={event} />
      <Tabs
        label="About this event"
        tabs={[
          { label: 'Event Schedule', content: <Schedule event={event} /> },
          { label: 'Location', content: <Location event={event} /> },
          { label: 'Contact Us', content: <ContactUs event={event} site={site} /> },
        ]}
      />
    </CharitySingle>
  )
}
