import { HonestForm } from '../../components/HonestForm.tsx'
import { Tabs } from '../../components/Tabs.tsx'
import { TextField } from '../../kit.ts'
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
      {event.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3>Programme</h3>
      <ol className="charity-schedule">
        {event.schedule.map((entry) => (
          <li key={entry.time}>
            <time>{entry.time}</time> {entry.item}
          </li>
        ))}
      </ol>
    </>
  )
}

/**
 * The venue as an address and a link to the map: no embedded map, which would load a third
 * party's page for every visitor whether they look at it or not.
 */
function Location({ event }: { event: EventDetail }) {
  return (
    <>
      <h2>Venue</h2>
      <address className="charity-venue">
        <strong>{event.venue.name}</strong>
        <br />
        {event.venue.address}
      </address>
      <p>
        <time dateTime={event.dateTime}>{event.date}</time>, {event.time}
      </p>
      <a className="button charity-outline" href={event.venue.mapUrl} rel="noopener noreferrer">
        Open {event.venue.name} in OpenStreetMap
      </a>
    </>
  )
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
