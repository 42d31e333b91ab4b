/**
 * Events, projects, services and testimonials: plain resources (default presenter, generic
 * screens), public once published and due (publishing.ts), edited by the Editor.
 */
import { asc, desc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { publishableResource, publishingFields } from './publishing.ts'
import { event, project, service, testimonial } from './tables.ts'

const image = (dir: string, label: string) =>
  field.file('image', { accept: ['image'], dir: `content/${dir}` }, { label })
/** A sentence or two for the record's card in lists. */
const summary = (help: string) =>
  field.text('summary', { max: 500, nullable: false, multiline: true, searchable: true, help })

/** The second and third pictures of a project or a service, each with its description. */
const morePictures = (dir: string) => ({
  photo_1: field.file('photo1', { accept: ['image'], dir: `content/${dir}` }, { label: 'Second picture' }),
  photo_1_alt: alt('photo1Alt', 'Second picture description'),
  photo_2: field.file('photo2', { accept: ['image'], dir: `content/${dir}` }, { label: 'Third picture' }),
  photo_2_alt: alt('photo2Alt', 'Third picture description'),
})

const alt = <C extends string>(column: C, label = 'Picture description') =>
  field.text(column, {
    max: 255,
    label,
    help: 'What the picture shows, for people who cannot see it.',
  })

export const eventResource = defineResource({
  name: 'event',
  label: 'Event',
  plural: 'Events',
  admin: {
    columns: ['title', 'starts_at', 'venue_name', 'status', 'publish_at'],
    sort: { field: 'starts_at', order: 'DESC' },
    filters: ['status'],
    nav: { group: 'stories', icon: 'Event', order: 1 },
  },
  table: event,
  listKey: 'events',
  // As the site lists them: soonest first.
  orderBy: (t) => [asc(t.startsAt), asc(t.id)],
  ...publishableResource(event),
  fields: {
    title: field.text('title', { required: true, max: 255, searchable: true }),
    summary: summary('A sentence or two for the event’s card.'),
    body: field.html('body', { nullable: false, label: 'Description' }),
    starts_at: field.datetime('startsAt', { required: true, label: 'Starts' }),
    ends_at: field.datetime('endsAt', { label: 'Ends' }),
    venue_name: field.text('venueName', { max: 255, searchable: true, label: 'Venue' }),
    venue_address: field.text('venueAddress', { max: 500, label: 'Venue address' }),
    map_url: field.url('mapUrl', {
      label: 'Map link',
      help: 'The place on OpenStreetMap or another map site; the page links to it and embeds nothing.',
    }),
    schedule: field.text('schedule', {
      nullable: false,
      multiline: true,
      max: 5000,
      help: 'One item per line, the time first: “18:30 Guests arrive”.',
    }),
    image: image('events', 'Picture'),
    ...publishingFields(),
  },
})

export const projectResource = defineResource({
  name: 'project',
  label: 'Project',
  plural: 'Projects',
  admin: {
    columns: ['title', 'location', 'tag', 'status', 'publish_at'],
    sort: { field: 'publish_at', order: 'DESC' },
    filters: ['status'],
    nav: { group: 'stories', icon: 'Work', order: 2 },
  },
  table: project,
  listKey: 'projects',
  orderBy: (t) => [desc(t.publishAt), desc(t.id)],
  ...publishableResource(project),
  fields: {
    title: field.text('title', { required: true, max: 255, searchable: true }),
    summary: summary('One line for the projects grid.'),
    body: field.html('body', { nullable: false, label: 'Description' }),
    client: field.text('client', { max: 255 }),
    location: field.text('location', { max: 255, searchable: true }),
    period: field.text('period', {
      max: 100,
      label: 'Date',
      help: 'As shown: “March 2025”, “Ongoing since 2019”.',
    }),
    duration: field.text('duration', { max: 100, help: 'As shown: “3 months”.' }),
    tag: field.text('tag', { max: 100, searchable: true, help: 'One word: Skills, Water, Relief…' }),
    image: image('projects', 'Main picture'),
    ...morePictures('projects'),
    ...publishingFields(),
  },
})

export const serviceResource = defineResource({
  name: 'service',
  label: 'Service',
  plural: 'Services',
  admin: {
    columns: ['title', 'position', 'status', 'publish_at'],
    sort: { field: 'position', order: 'ASC' },
    filters: ['status'],
    nav: { group: 'stories', icon: 'Storefront', order: 3 },
  },
  table: service,
  listKey: 'services',
  orderBy: (t) => [asc(t.position), asc(t.id)],
  ...publishableResource(service),
  fields: {
    title: field.text('title', { required: true, max: 255, searchable: true }),
    summary: summary('One sentence for cards and lists.'),
    description: field.html('description', { nullable: false }),
    image: image('services', 'Main picture'),
    image_alt: alt('imageAlt', 'Main picture description'),
    ...morePictures('services'),
    benefits: field.text('benefits', {
      nullable: false,
      multiline: true,
      max: 10000,
      help: 'Questions and answers: each question on a line of its own, its answer below it, a blank line before the next question.',
    }),
    position: field.int('position', { nullable: false, min: 0, help: 'Lower numbers come first.' }),
    ...publishingFields(),
  },
})

export const testimonialResource = defineResource({
  name: 'testimonial',
  label: 'Testimonial',
  plural: 'Testimonials',
  admin: {
    columns: ['name', 'role', 'position', 'status', 'publish_at'],
    sort: { field: 'position', order: 'ASC' },
    filters: ['status'],
    nav: { group: 'stories', icon: 'FormatQuote', order: 4 },
  },
  table: testimonial,
  listKey: 'testimonials',
  orderBy: (t) => [asc(t.position), asc(t.id)],
  ...publishableResource(testimonial),
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    role: field.text('role', {
      max: 255,
      nullable: false,
      searchable: true,
      help: 'Who they are to us: “Welding graduate, now in Aichi”.',
    }),
    quote: field.text('quote', { required: true, max: 2000, multiline: true, searchable: true }),
    photo: field.file('photo', { accept: ['image'], dir: 'content/testimonials' }, { label: 'Portrait' }),
    position: field.int('position', { nullable: false, min: 0, help: 'Lower numbers come first.' }),
    ...publishingFields(),
  },
})
