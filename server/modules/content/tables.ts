/**
 * The charity pages' managed content: events, projects, services, testimonials and the blog with
 * its categories and comments. Every public row is a draft or published, and a published row is
 * public from its publish_at on (a later publish_at is a scheduled publication: see
 * publishing.ts). drizzle-kit reads this file with the others (drizzle.config.ts).
 */
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { auditColumns } from '../../db/schema.ts'
import { employee } from '../org/tables.ts'

/**
 * status (draft or published) and publish_at: what decides whether the public sees a row. Exported
 * for the giving area's causes, which follow the same publishing rule (publishing.ts).
 */
export function publishingColumns() {
  return {
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
  }
}

export const event = pgTable(
  'event',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 255 }).notNull(),
    /** The card's text. */
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    /** Editor HTML, sanitised on write. */
    body: text('body').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    venueName: varchar('venue_name', { length: 255 }),
    venueAddress: varchar('venue_address', { length: 500 }),
    /** A link to the place on a map site: linked, never embedded. */
    mapUrl: varchar('map_url', { length: 1000 }),
    /** One item per line, the time first: "18:30 Guests arrive". */
    schedule: text('schedule').notNull().default(''),
    image: varchar('image', { length: 500 }),
    ...publishingColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('event_public_idx').on(t.status, t.publishAt),
    index('event_starts_at_idx').on(t.startsAt, t.id),
  ],
)

export const project = pgTable(
  'project',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 255 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    body: text('body').notNull().default(''),
    client: varchar('client', { length: 255 }),
    location: varchar('location', { length: 255 }),
    /** When it was done, as shown: "March 2025", "Ongoing since 2019". */
    period: varchar('period', { length: 100 }),
    duration: varchar('duration', { length: 100 }),
    tag: varchar('tag', { length: 100 }),
    image: varchar('image', { length: 500 }),
    photo1: varchar('photo_1', { length: 500 }),
    photo1Alt: varchar('photo_1_alt', { length: 255 }),
    photo2: varchar('photo_2', { length: 500 }),
    photo2Alt: varchar('photo_2_alt', { length: 255 }),
    ...publishingColumns(),
    ...auditColumns(),
  },
  (t) => [index('project_public_idx').on(t.status, t.publishAt)],
)

export const service = pgTable(
  'service',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 255 }).notNull(),
    /** One sentence for cards and lists. */
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    description: text('description').notNull().default(''),
    image: varchar('image', { length: 500 }),
    imageAlt: varchar('image_alt', { length: 255 }),
    photo1: varchar('photo_1', { length: 500 }),
    photo1Alt: varchar('photo_1_alt', { length: 255 }),
    photo2: varchar('photo_2', { length: 500 }),
    photo2Alt: varchar('photo_2_alt', { length: 255 }),
    /** Questions and answers: the question on one line, its answer below, a blank line between. */
    benefits: text('benefits').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...publishingColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('service_public_idx').on(t.status, t.publishAt),
    index('service_position_idx').on(t.position, t.id),
  ],
)

export const testimonial = pgTable(
  'testimonial',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Who they are to the organisation: "Welding graduate, now in Aichi". */
    role: varchar('role', { length: 255 }).notNull().default(''),
    quote: text('quote').notNull(),
    photo: varchar('photo', { length: 500 }),
    position: integer('position').notNull().default(0),
    ...publishingColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('testimonial_public_idx').on(t.status, t.publishAt),
    index('testimonial_position_idx').on(t.position, t.id),
  ],
)

export const blogCategory = pgTable('blog_category', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  /** In list links: /blog?category={slug}. Made from the name when not given. */
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  ...auditColumns(),
})

export const blogPost = pgTable(
  'blog_post',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 255 }).notNull(),
    excerpt: varchar('excerpt', { length: 500 }).notNull().default(''),
    body: text('body').notNull().default(''),
    image: varchar('image', { length: 500 }),
    imageAlt: varchar('image_alt', { length: 255 }),
    /** A video post links to its film on the site that hosts it; nothing is embedded. */
    videoUrl: varchar('video_url', { length: 1000 }),
    /** The pull quote shown beside the text, and whose words they are. */
    quote: text('quote'),
    quoteBy: varchar('quote_by', { length: 255 }),
    gallery1: varchar('gallery_1', { length: 500 }),
    gallery1Alt: varchar('gallery_1_alt', { length: 255 }),
    gallery2: varchar('gallery_2', { length: 500 }),
    gallery2Alt: varchar('gallery_2_alt', { length: 255 }),
    /** Separated by commas: "JLPT, Intake, Scholarships". */
    tags: varchar('tags', { length: 500 }).notNull().default(''),
    categoryId: integer('category_id').references(() => blogCategory.id, { onDelete: 'set null' }),
    /** One staff model: the writer is an employee, whose profile page the post links to. */
    authorId: integer('author_id').references(() => employee.id, { onDelete: 'set null' }),
    ...publishingColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('blog_post_public_idx').on(t.status, t.publishAt, t.id),
    index('blog_post_category_idx').on(t.categoryId),
    index('blog_post_author_idx').on(t.authorId),
  ],
)

/**
 * Visitors' comments on posts, held for moderation (pending, approved, rejected); only approved
 * ones are shown. The email is for staff alone, and the client's address is kept only as a keyed
 * hash, as the other public forms do. Staff may answer a comment (parent_id).
 */
export const blogComment = pgTable(
  'blog_comment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPost.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => blogComment.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    /** Plain text: always escaped when shown, never HTML. */
    body: text('body').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    ipHash: varchar('ip_hash', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [
    index('blog_comment_post_idx').on(t.postId, t.status, t.createdAt),
    index('blog_comment_status_idx').on(t.status, t.createdAt),
    index('blog_comment_parent_idx').on(t.parentId),
  ],
)
