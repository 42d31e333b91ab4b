/**
 * The charity pages (spec §2): causes (sample data until a later issue), and events and projects,
 * managed content read through the content area's service (what the public sees at the page's
 * moment: drafts and scheduled records are not there); the donation form is in donate.ts. Unknown, draft and
 * scheduled ids give null, which is the 404 page.
 */
import type { SidebarLink } from '../../../web/components/Sidebar.tsx'
import { formatTaka } from '../../../web/pages/charity/money.ts'
import type {
  CauseCard,
  CauseDetail,
  CharitySidebar,
  CommentItem,
  EventCard,
  EventDetail,
  LinkTo,
  ProjectCard,
} from '../../../web/pages/charity/types.ts'
import {
  type EventRow,
  type ProjectRow,
  publicEvent,
  publicEvents,
  publicProject,
  publicProjects,
  publicServices,
  type ServiceRow,
} from '../../modules/content/service.ts'
import { timedLinesOf } from '../../resources/text-lists.ts'
import { PageImages } from '../images.ts'
import type { LoadedPage, PageContext, SiteRoute } from '../page-context.ts'
import { type SampleCause, type SampleComment, sampleCauseComments, sampleCauses } from '../samples/causes.ts'
import { sanitizeStoredHtml } from '../stored-html.ts'
import {
  localDate,
  localTime,
  photos,
  projectLinks,
  publicView,
  shareLinks,
  showDate,
  wholeNumber,
} from './sample-pages.ts'

const byId = <T extends { id: number }>(list: readonly T[], id: string | undefined) =>
  list.find((item) => item.id === Number(id)) ?? null

const title = (ctx: PageContext, name: string) => `${name} | ${ctx.site.siteName}`

const searchLink = (label: string): SidebarLink => ({ href: `/search?q=${encodeURIComponent(label)}`, label })

const percentRaised = (cause: SampleCause) => Math.min(100, Math.floor((cause.raised / cause.goal) * 100))

function causeCard(cause: SampleCause, images: PageImages): CauseCard {
  return {
    id: cause.id,
    category: cause.category,
    title: cause.title,
    summary: cause.summary,
    image: images.ref(cause.image, cause.title),
    percent: percentRaised(cause),
    goal: formatTaka(cause.goal),
    raised: formatTaka(cause.raised),
    author: { name: cause.author.name, image: images.ref(cause.author.image, cause.author.name) },
  }
}

function comment(item: SampleComment, images: PageImages): CommentItem {
  return {
    id: item.id,
    author: { name: item.author.name, image: images.ref(item.author.image, item.author.name) },
    dateTime: item.date,
    date: showDate(item.date),
    text: item.text,
    replies: item.replies.map((reply) => comment(reply, images)),
  }
}

/** What both sidebars share: six project thumbnails and the causes' categories as tags. */
async function sidebarOf(
  ctx: PageContext,
  relatedTitle: string,
  related: SidebarLink[],
  images: PageImages,
): Promise<CharitySidebar> {
  return {
    relatedTitle,
    related,
    projects: await projectLinks(ctx, images),
    tags: [...new Set(sampleCauses.map((cause) => cause.category))].map(searchLink),
  }
}

/** Four other causes, those of the same category first. */
function relatedCauses(cause: SampleCause): SampleCause[] {
  const others = sampleCauses.filter((other) => other.id !== cause.id)
  const same = others.filter((other) => other.category === cause.category)
  return [...same, ...others.filter((other) => other.category !== cause.category)].slice(0, 4)
}

function eventCard(ctx: PageContext, event: EventRow, images: PageImages): EventCard {
  const day = localDate(event.startsAt, ctx.timeZone)
  const starts = localTime(event.startsAt, ctx.timeZone)
  return {
    id: event.id,
    title: event.title,
    dateTime: day,
    date: showDate(day),
    time: event.endsAt ? `${starts} – ${localTime(event.endsAt, ctx.timeZone)}` : starts,
    venue: event.venueName
      ? { name: event.venueName, address: event.venueAddress, mapUrl: event.mapUrl }
      : null,
    summary: event.summary,
    image: images.ref(event.image ?? '', event.title),
  }
}

function projectCard(project: ProjectRow, images: PageImages): ProjectCard {
  return {
    id: project.id,
    title: project.title,
    summary: project.summary,
    image: images.ref(project.image ?? '', project.title),
  }
}

const projectLink = (project: ProjectRow | null): LinkTo | null =>
  project ? { href: `/project-single/${project.id}`, label: project.title } : null

async function page(ctx: PageContext, images: PageImages, loaded: LoadedPage): Promise<LoadedPage> {
  await images.complete(ctx)
  return loaded
}

async function eventsPage(ctx: PageContext, layout: 'grid' | 'wide'): Promise<LoadedPage> {
  const images = new PageImages()
  const events = await publicEvents(publicView(ctx))
  return page(ctx, images, {
    body: { kind: 'events', layout, events: events.map((event) => eventCard(ctx, event, images)) },
    title: title(ctx, 'Events'),
    description: `Fundraising dinners, open days, relief drives and culture days of ${ctx.site.siteName}.`,
  })
}

async function eventPage(ctx: PageContext, id: string | undefined): Promise<LoadedPage | null> {
  const wanted = wholeNumber(id)
  const event = wanted === null ? null : await publicEvent(publicView(ctx), wanted)
  if (!event) return null
  const images = new PageImages()
  const detail: EventDetail = {
    ...eventCard(ctx, event, images),
    body: sanitizeStoredHtml(event.body),
    schedule: timedLinesOf(event.schedule),
  }
  const others = await ctx.section('related events', [] as EventRow[], () => publicEvents(publicView(ctx)))
  const related = others
    .filter((other) => other.id !== event.id)
    .slice(0, 3)
    .map((other) => ({
      href: `/event-single/${other.id}`,
      label: other.title,
      meta: showDate(localDate(other.startsAt, ctx.timeZone)),
      image: images.ref(other.image ?? '', ''),
    }))
  return page(ctx, images, {
    body: { kind: 'event', event: detail, sidebar: await sidebarOf(ctx, 'Related Events', related, images) },
    title: title(ctx, event.title),
    description: event.summary,
  })
}

async function projectsPage(ctx: PageContext): Promise<LoadedPage> {
  const images = new PageImages()
  const projects = await publicProjects(publicView(ctx))
  return page(ctx, images, {
    body: { kind: 'projects', projects: projects.map((project) => projectCard(project, images)) },
    title: title(ctx, 'Projects'),
    description: `Community, education and relief projects completed by ${ctx.site.siteName} and its foundation.`,
  })
}

async function projectPage(ctx: PageContext, id: string | undefined): Promise<LoadedPage | null> {
  const wanted = wholeNumber(id)
  const found = wanted === null ? null : await publicProject(publicView(ctx), wanted)
  if (!found) return null
  const { project, neighbours } = found
  const images = new PageImages()
  const path = `/project-single/${project.id}`
  const services = await ctx.section('services', [] as ServiceRow[], () => publicServices(publicView(ctx)))
  return page(ctx, images, {
    body: {
      kind: 'project',
      project: {
        ...projectCard(project, images),
        body: sanitizeStoredHtml(project.body),
        client: project.client || null,
        location: project.location || null,
        date: project.period || null,
        duration: project.duration || null,
        tag: project.tag || null,
        images: photos(
          images,
          [
            [project.photo1, project.photo1Alt],
            [project.photo2, project.photo2Alt],
          ],
          project.title,
        ),
      },
      services: services.slice(0, 3).map((service) => ({
        id: service.id,
        title: service.title,
        image: images.ref(service.image ?? '', ''),
      })),
      share: shareLinks(`${ctx.publicUrl}${path}`, project.title),
      previous: projectLink(neighbours.before),
      next: projectLink(neighbours.after),
    },
    title: title(ctx, project.title),
    description: project.summary,
  })
}

export const charityRoutes: SiteRoute[] = [
  {
    path: '/cause',
    load(ctx) {
      const images = new PageImages()
      return page(ctx, images, {
        body: { kind: 'causes', causes: sampleCauses.map((cause) => causeCard(cause, images)) },
        title: title(ctx, 'Causes'),
        description: `Scholarships, safety gear, relief and community projects you can support through ${ctx.site.siteName}.`,
      })
    },
  },
  {
    path: '/cause-single/:id',
    async load(ctx, params) {
      const cause = byId(sampleCauses, params.id)
      if (!cause) return null
      const images = new PageImages()
      const detail: CauseDetail = {
        ...causeCard(cause, images),
        donors: cause.donors,
        body: cause.body,
        uses: cause.uses,
      }
      const related = relatedCauses(cause).map((other) => ({
        href: `/cause-single/${other.id}`,
        label: other.title,
        meta: `${percentRaised(other)}% funded`,
        image: images.ref(other.image, ''),
      }))
      return page(ctx, images, {
        body: {
          kind: 'cause',
          cause: detail,
          comments: sampleCauseComments.map((item) => comment(item, images)),
          sidebar: await sidebarOf(ctx, 'Related Causes', related, images),
        },
        title: title(ctx, cause.title),
        description: cause.summary,
      })
    },
  },
  { path: '/event', load: (ctx) => eventsPage(ctx, 'grid') },
  { path: '/event-s2', load: (ctx) => eventsPage(ctx, 'wide') },
  { path: '/event-single/:id', load: (ctx, params) => eventPage(ctx, params.id) },
  { path: '/project', load: projectsPage },
  { path: '/project-single/:id', load: (ctx, params) => projectPage(ctx, params.id) },
]
