import { TextField } from '../../components/Field.tsx'
import { HonestForm } from '../../components/HonestForm.tsx'
import { Img } from '../../components/Img.tsx'
import { Tabs } from '../../components/Tabs.tsx'
import { TitleBanner } from '../../layout/TitleBanner.tsx'
import type { PageProps } from '../registry.ts'
import { CharityAside, contactLine, EventMeta, firstWord } from './parts.tsx'
import { messageRules } from './rules.ts'
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

export function EventPage({ body, site }: PageProps<'event'>) {
  const { event, sidebar } = body
  return (
    <>
      <TitleBanner title={event.title} />
      <div className="charity-single">
        <article className="charity-single__main">
          <Img
            image={event.image}
            sizes="(max-width: 991px) 100vw, 760px"
            priority
            className="charity-feature"
          />
          <EventMeta event={event} />
          <Tabs
            label="About this event"
            tabs={[
              { label: 'Event Schedule', content: <Schedule event={event} /> },
              { label: 'Location', content: <Location event={event} /> },
              {
                label: 'Contact Us',
                content: (
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
                          <TextField
                            form={form}
                            name="email"
                            label="Your Email"
                            type="email"
                            autoComplete="email"
                            required
                          />
                          <TextField form={form} name="message" label="Message" wide rows={5} required />
                        </>
                      )}
                    </HonestForm>
                  </>
                ),
              },
            ]}
          />
        </article>
        <CharityAside sidebar={sidebar} label="More events" />
      </div>
    </>
  )
}
