/**
 * Loads the demo's managed content into a new database, after the core demo (whose employees,
 * designations and media files are there already): the staff with written profiles, events,
 * projects, services, testimonials, blog categories and posts with their comments (approved, and
 * one waiting for moderation). All of it is published. The demo organisation is in Dhaka, so its
 * dates are Dhaka times.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { designation, employee } from '../../org/tables.ts'
import { slugOf } from '../slugs.ts'
import { blogCategory, blogComment, blogPost, event, project, service, testimonial } from '../tables.ts'
import { type DemoComment, demoPosts } from './blog.ts'
import { demoEvents } from './events.ts'
import { demoProjects } from './projects.ts'
import { demoServices } from './services.ts'
import { demoTeam } from './team.ts'
import { demoTestimonials } from './testimonials.ts'

const DHAKA = '+06:00'
const HOUR = 60 * 60 * 1000

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)

/** Paragraphs as the editor stores them. */
const html = (paragraphs: readonly string[]) => paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')

/** A Dhaka date and time as a moment. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00${DHAKA}`)

/**
 * The blog's dates are real dates of 2026. On a machine whose clock is earlier, posts dated after
 * it would be scheduled rather than public: every publication date moves back by as much.
 */
function backdating(now: number): number {
  const newest = Math.max(...demoPosts.map((p) => at(p.date, '09:00').getTime()))
  return Math.max(0, newest - now)
}

/** Employees for the demo team, with their designations; their employee ids by the demo's ids. */
async function insertTeam(db: Db): Promise<Map<number, number>> {
  const roles = [...new Set(demoTeam.map((m) => m.role))]
  await db
    .insert(designation)
    .values(roles.map((name) => ({ name })))
    .onConflictDoNothing({ target: designation.name })
  const designations = await db
    .select({ id: designation.id, name: designation.name })
    .from(designation)
    .where(inArray(designation.name, roles))
  const designationId = new Map(designations.map((d) => [d.name, d.id]))
  const ids = new Map<number, number>()
  for (const [index, m] of demoTeam.entries()) {
    const [firstName = m.name, ...rest] = m.name.split(' ')
    const username = m.name.toLowerCase().replace(/[^a-z]+/g, '.')
    const [row] = await db
      .insert(employee)
      .values({
        firstName,
        lastName: rest.join(' '),
        // Personal contacts, for staff only; the profile shows the work ones below.
        username,
        email: `${username}@home.example`,
        phone: m.phone.replace('+880 1755-', '+880 1911-'),
        image: m.image,
        managementTeam: false,
        designationId: designationId.get(m.role) ?? null,
        // After the management team on the team pages.
        displayOrder: 100 + index,
        bio: m.bio.join('\n\n'),
        practiceArea: m.practiceArea,
        experience: m.experience,
        workAddress: m.address,
        publicEmail: m.email,
        publicPhone: m.phone,
        education: m.education.join('\n'),
        languages: m.languages.join('\n'),
        successPercent: m.record.success,
        happyClientsPercent: m.record.happyClients,
        projectsDonePercent: m.record.projectsDone,
        donorsReached: m.record.donors,
      })
      .returning({ id: employee.id })
    if (row) ids.set(m.id, row.id)
  }
  return ids
}

async function insertComments(
  db: Db,
  postId: number,
  comments: readonly DemoComment[],
  parentId: number | null,
  shift: number,
): Promise<void> {
  for (const [index, c] of comments.entries()) {
    const written = new Date(at(c.date, '10:00').getTime() + index * 7 * 60_000 - shift)
    const [row] = await db
      .insert(blogComment)
      .values({ postId, parentId, name: c.author, body: c.text, status: 'approved', createdAt: written })
      .returning({ id: blogComment.id })
    if (row) await insertComments(db, postId, c.replies, row.id, shift)
  }
}

export async function seedContentDemo(db: Db, now = Date.now()): Promise<void> {
  const shift = backdating(now)
  // Everything but the posts was published on the day the blog began, in the order shown.
  const launch = at(demoPosts[0]?.date ?? '2026-07-01', '08:00').getTime() - shift
  await db.transaction(async (tx) => {
    const db = tx as unknown as Db
    const authors = await insertTeam(db)

    await db.insert(event).values(
      demoEvents.map((e) => ({
        title: e.title,
        summary: e.summary,
        body: html(e.body),
        startsAt: at(e.date, e.start),
        endsAt: at(e.date, e.end),
        venueName: e.venue.name,
        venueAddress: e.venue.address,
        mapUrl: `https://www.openstreetmap.org/?mlat=${e.venue.latitude}&mlon=${e.venue.longitude}#map=17/${e.venue.latitude}/${e.venue.longitude}`,
        schedule: e.schedule.map((s) => `${s.time} ${s.item}`).join('\n'),
        image: e.image,
        status: 'published',
        publishAt: new Date(launch),
      })),
    )

    // Listed newest first: the first project is the latest published.
    await db.insert(project).values(
      demoProjects.map((p, index) => ({
        title: p.title,
        summary: p.summary,
        body: html(p.body),
        client: p.client,
        location: p.location,
        period: p.date,
        duration: p.duration,
        tag: p.tag,
        image: p.image,
        photo1: p.images[0].file,
        photo1Alt: p.images[0].alt,
        photo2: p.images[1].file,
        photo2Alt: p.images[1].alt,
        status: 'published',
        publishAt: new Date(launch - index * HOUR),
      })),
    )

    await db.insert(service).values(
      demoServices.map((s, index) => ({
        title: s.title,
        summary: s.summary,
        description: html(s.description),
        image: s.image,
        imageAlt: s.imageAlt,
        photo1: s.subImages[0].path,
        photo1Alt: s.subImages[0].alt,
        photo2: s.subImages[1].path,
        photo2Alt: s.subImages[1].alt,
        benefits: s.benefits.map((b) => `${b.question}\n${b.answer}`).join('\n\n'),
        position: index + 1,
        status: 'published',
        publishAt: new Date(launch),
      })),
    )

    await db.insert(testimonial).values(
      demoTestimonials.map((t, index) => ({
        name: t.name,
        role: t.role,
        quote: t.quote,
        photo: t.image,
        position: index + 1,
        status: 'published',
        publishAt: new Date(launch),
      })),
    )

    const categoryNames = [...new Set(demoPosts.map((p) => p.category))].sort()
    const categories = await db
      .insert(blogCategory)
      .values(categoryNames.map((name) => ({ name, slug: slugOf(name) })))
      .returning({ id: blogCategory.id, name: blogCategory.name })
    const categoryId = new Map(categories.map((c) => [c.name, c.id]))

    let newestId: number | null = null
    for (const p of demoPosts) {
      const [row] = await db
        .insert(blogPost)
        .values({
          title: p.title,
          excerpt: p.excerpt,
          body: html(p.body),
          image: p.image,
          imageAlt: p.imageAlt,
          videoUrl: p.format === 'video' ? (p.videoUrl ?? null) : null,
          quote: p.quote.text,
          quoteBy: p.quote.cite,
          gallery1: p.gallery[0].path,
          gallery1Alt: p.gallery[0].alt,
          gallery2: p.gallery[1].path,
          gallery2Alt: p.gallery[1].alt,
          tags: p.tags.join(', '),
          categoryId: categoryId.get(p.category) ?? null,
          authorId: authors.get(p.authorId) ?? null,
          status: 'published',
          publishAt: new Date(at(p.date, '09:00').getTime() - shift),
        })
        .returning({ id: blogPost.id })
      if (!row) throw new Error(`Could not insert the post ${p.title}`)
      await insertComments(db, row.id, p.comments, null, shift)
      newestId = row.id
    }

    // One comment waiting for moderation, on the newest post (posts are in date order).
    const newest = demoPosts.at(-1)
    if (newestId !== null && newest)
      await db.insert(blogComment).values({
        postId: newestId,
        name: 'Sumon Mia',
        email: 'sumon.mia@example.com',
        body: 'Will there be an information session about the shipyard posts in Gazipur as well?',
        status: 'pending',
        createdAt: new Date(at(newest.date, '18:00').getTime() - shift),
      })
  })
}
