/** What visitors send through the site's forms: contact messages, newsletter addresses, volunteers. */
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { auditColumns } from '../../db/schema.ts'

/**
 * What visitors send through the public site's forms (server/site/forms/). The client's address is
 * kept only as a keyed hash (ip_hash), enough to see that several messages came from one place.
 * Staff read them in the back office and set their status.
 */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 20 }).notNull(),
    message: text('message').notNull(),
    /** new, read, answered or archived. */
    status: varchar('status', { length: 20 }).notNull().default('new'),
    ipHash: varchar('ip_hash', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [index('contact_message_created_idx').on(t.createdAt)],
)

/**
 * Addresses for the newsletter, stored lowercased so each is there once. A sign-up on the site is
 * pending until its owner opens the emailed link (double opt-in); only subscribed addresses get
 * mailings. Staff recording a sign-up sheet by hand choose the status themselves.
 */
export const newsletterSubscriber = pgTable('newsletter_subscriber', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  /** pending, subscribed or unsubscribed. */
  status: varchar('status', { length: 20 }).notNull().default('subscribed'),
  /** When the owner confirmed through the emailed link: the record of their consent. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  ipHash: varchar('ip_hash', { length: 64 }),
  ...auditColumns(),
})

/** Applications from the volunteer page, with the CV stored as a private PDF (private/volunteer-cv/). */
export const volunteerApplication = pgTable(
  'volunteer_application',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    about: text('about').notNull().default(''),
    cv: varchar('cv', { length: 500 }),
    /** new, read, accepted, declined or archived. */
    status: varchar('status', { length: 20 }).notNull().default('new'),
    ipHash: varchar('ip_hash', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [index('volunteer_application_created_idx').on(t.createdAt)],
)
