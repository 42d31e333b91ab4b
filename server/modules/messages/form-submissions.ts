/**
 * What visitors send through the site's forms (server/site/forms/): private, read by staff with
 * `<name>.read`, their status set or the record deleted by staff with those permissions. Staff may
 * also record one by hand (an enquiry by phone, a sign-up sheet); the public only through the forms.
 */
import { desc } from 'drizzle-orm'
import { CONTACT_SUBJECTS } from '../../../common/form-rules.ts'
import { formatDateTime } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditIdFields, timestamps } from '../../resources/present-helpers.ts'
import { contactMessage, newsletterSubscriber, volunteerApplication } from './tables.ts'

/** Volunteers' CVs: under private/, which /media/ never serves (server/media/media-routes.ts). */
export const CV_DIR = 'private/volunteer-cv'

const common = (
  r: Row<typeof contactMessage> | Row<typeof newsletterSubscriber> | Row<typeof volunteerApplication>,
  ctx: PresentContext,
) => ({
  status: r.status,
  ip_hash: r.ipHash,
  ...timestamps(r, ctx),
  ...auditIdFields(r),
})

const presentContact = (r: Row<typeof contactMessage>, ctx: PresentContext) => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  subject: r.subject,
  message: r.message,
  ...common(r, ctx),
})

export const contactMessageResource = defineResource({
  name: 'contact_message',
  label: 'Contact message',
  plural: 'Contact messages',
  admin: { nav: { group: 'messages', icon: 'Mail' } },
  table: contactMessage,
  listKey: 'contact_messages',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  private: true,
  fields: {
    first_name: field.text('firstName', { required: true, max: 100, searchable: true }),
    last_name: field.text('lastName', { required: true, max: 100, searchable: true }),
    email: field.email('email', { required: true, searchable: true }),
    subject: field.enum('subject', CONTACT_SUBJECTS, { required: true }),
    message: field.text('message', { required: true, max: 5000, searchable: true }),
    status: field.enum('status', ['new', 'read', 'answered', 'archived'], { nullable: false }),
  },
  presentList: async (rows, ctx) => rows.map((r) => presentContact(r, ctx)),
  presentDetail: async (r, ctx) => presentContact(r, ctx),
})

const presentSubscriber = (r: Row<typeof newsletterSubscriber>, ctx: PresentContext) => ({
  id: r.id,
  email: r.email,
  confirmed_at: formatDateTime(r.confirmedAt, ctx.timeZone),
  ...common(r, ctx),
})

export const newsletterSubscriberResource = defineResource({
  name: 'newsletter_subscriber',
  label: 'Newsletter subscriber',
  plural: 'Newsletter subscribers',
  admin: { nav: { group: 'messages', icon: 'MarkEmailRead' } },
  table: newsletterSubscriber,
  listKey: 'newsletter_subscribers',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  private: true,
  fields: {
    // Email fields are lowercased on write, so the unique column keeps one row per address.
    email: field.email('email', { required: true, searchable: true }),
    // pending: signed up on the site, the emailed link not opened yet; only subscribed get mailings.
    status: field.enum('status', ['pending', 'subscribed', 'unsubscribed'], { nullable: false }),
  },
  presentList: async (rows, ctx) => rows.map((r) => presentSubscriber(r, ctx)),
  presentDetail: async (r, ctx) => presentSubscriber(r, ctx),
})

const presentVolunteer = (r: Row<typeof volunteerApplication>, ctx: PresentContext) => ({
  id: r.id,
  first_name: r.firstName,
  email: r.email,
  subject: r.subject,
  about: r.about,
  // Not under /media/: the CV is private and its route checks the reader's permission.
  cv: r.cv ? `/volunteer_application/api/v1/volunteer_application/${r.id}/cv` : null,
  ...common(r, ctx),
})

export const volunteerApplicationResource = defineResource({
  name: 'volunteer_application',
  label: 'Volunteer application',
  plural: 'Volunteer applications',
  admin: { nav: { group: 'messages', icon: 'VolunteerActivism' } },
  table: volunteerApplication,
  listKey: 'volunteer_applications',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  private: true,
  fields: {
    first_name: field.text('firstName', { required: true, max: 100, searchable: true }),
    email: field.email('email', { required: true, searchable: true }),
    subject: field.text('subject', { required: true, max: 200, searchable: true }),
    about: field.text('about', { max: 5000, nullable: false }),
    cv: field.file('cv', { accept: ['pdf'], dir: CV_DIR }),
    status: field.enum('status', ['new', 'read', 'accepted', 'declined', 'archived'], { nullable: false }),
  },
  presentList: async (rows, ctx) => rows.map((r) => presentVolunteer(r, ctx)),
  presentDetail: async (r, ctx) => presentVolunteer(r, ctx),
})
