/**
 * The charity pages (spec §2): causes (the giving area's, with what each raised from its completed
 * gifts), events and projects (the content area's), each read through its area's service as the
 * public sees it at the page's moment: drafts and scheduled records are not there. The donation
 * form's pages are in donate.ts. Unknown, draft and scheduled ids give null, which is the 404 page.
 */

import { divideRounded } from '../../../common/money.ts'
import { CAUSE_KEYS } from '../../../common/template-keys.ts'
import type { SidebarLink } from '../../../web/components/Sidebar.tsx'
import type { Block } from '../../../web/page-data.ts'
import { formatTaka } from '../../../web/pages/charity/money.ts'
import type {
  CauseCard,
  CauseDetail,
  CharitySidebar,
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
import {
  type CauseImageRow,
  type CauseSummary,
  publicCause,
  publicCauseCategories,
  publicCauses,
} from '../../modules/giving/cause-service.ts'
import { timedLinesOf } from '../../resources/text-lists.ts'
import { PageImages } from '../images.ts'
import type { LoadedPage, PageContext, SiteRoute } from '../page-context.ts'
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

const title = (ctx: PageContext, name: string) => `${name} | ${ctx.site.siteName}`

const searchLink = (label: string): SidebarLink => ({ href: `/search?q=${encodeURIComponent(label)}`, label })

/** Whole taka, as the pages write amounts: a gift's paisa are rounded, never shown. */
const taka = (paisa: bigint) => formatTaka(Number(divideRounded(paisa, 100n)))

function causeCard({ cause, goal, raised, percent, author }: CauseSummary, images: PageImages): CauseCard {
  return {
    id: cause.id,
    category: cause.category,
    title: cause.name,
    summary: cause.summary,
    image: images.ref(cause.image ?? '', cause.imageAlt || cause.name),
    percent,
    goal: taka(goal),
    raised: taka(raised),
    author: author && { name: author.name, image: images.ref(author.image ?? '', author.name) },
  }
}

/** What both sidebars share: six project thumbnails and the causes' categories as tags. */
async function sidebarOf(
  ctx: PageContext,
  relatedTitle: string,
  related: SidebarLink[],
  images: PageImages,
): Promise<CharitySidebar> {
  const [projects, categories] = await Promise.all([
    projectLinks(ctx, images),
    ctx.section('cause categories', [] as string[], () => publicCauseCategories(publicView(ctx))),
  ])
  return { relatedTitle, related, projects, tags: categories.map(searchLink) }
}

/** Four other causes, those of the same category first. */
function relatedCauses(one: CauseSummary, all: readonly CauseSummary[]): CauseSummary[] {
  const others = all.filter((other) => other.cause.id !== one.cause.id)
  const same = others.filter((other) => other.cause.category === one.cause.category)
  return [...same, ...others.filter((other) => other.cause.category !== one.cause.category)].slice(0, 4)
}

/**
 * The cause's blocks as its page places them: the description, "how your gift is used", then the
 * others in the editors' order; each with the images stored under its key (sanitised again here,
 * so HTML written by other means is safe too).
 */
function causeBlocks(
  blocks: readonly { name: string; value: string }[],
  imageRows: readonly CauseImageRow[],
  images: PageImages,
  fallbackAlt: string,
): { description: Block | null; uses: Block | null; more: Block[] } {
  const imagesOf = (key: string) =>
    imageRows.filter((i) => i.head === key).map((i) => images.ref(i.image, i.alt || fallbackAlt))
  const all = blocks.map((b) => ({
    key: b.name,
    html: sanitizeStoredHtml(b.value),
    images: imagesOf(b.name),
  }))
  const find = (key: string) => all.find((b) => b.key === key) ?? null
  const placed: string[] = [CAUSE_KEYS.description, CAUSE_KEYS.uses]
  return {
    description: find(CAUSE_KEYS.description),
    uses: find(CAUSE_KEYS.uses),
    more: all.filter((b) => !placed.includes(b.key) && (b.html || b.images.length > 0)),
  }
}

async function causesPage(ctx: PageContext): Promise<LoadedPage> {
  const images = new PageImages()
  const causes = await publicCauses(publicView(ctx))
  return page(ctx, images, {
    body: { kind: 'causes', causes: causes.map((cause) => causeCard(cause, images)) },
    title: title(ctx, 'Causes'),
    description: `Scholarships, safety gear, relief and community projects you can support through ${ctx.site.siteName}.`,
  })
}

async function causePage(ctx: PageContext, id: string | undefined): Promise<LoadedPage | null> {
  const wanted = wholeNumber(id)
  const found = wanted === null ? null : await publicCause(publicView(ctx), wanted)
  if (!found) return null
  const images = new PageImages()
  const { cause } = found
  const today = localDate(ctx.now, ctx.timeZone)
  const detail: CauseDetail = {
    ...causeCard(found, images),
    donors: found.donors,
    ...causeBlocks(found.blocks, found.images, images, cause.name),
    endedOn: cause.endDate !== null && cause.endDate < today ? showDate(cause.endDate) : null,
  }
  const all = await ctx.section('causes', [] as CauseSummary[], () => publicCauses(publicView(ctx)))
  const related = relatedCauses(found, all).map((other) => ({
    href: `/cause-single/${other.cause.id}`,
    label: other.cause.name,
    meta: `${other.percent}% funded`,
    image: images.ref(other.cause.image ?? '', ''),
  }))
  return page(ctx, images, {
    body: {
      kind: 'cause',
      cause: detail,
      sidebar: await sidebarOf(ctx, 'Related Causes', related, images),
    },
    title: title(ctx, cause.name),
    description: cause.summary,
  })
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
  { path: '/cause', load: causesPage },
  { path: '/cause-single/:id', load: (ctx, params) => causePage(ctx, params.id) },
  { path: '/event', load: (ctx) => eventsPage(ctx, 'grid') },
  { path: '/event-s2', load: (ctx) => eventsPage(ctx, 'wide') },
  { path: '/event-single/:id', load: (ctx, params) => eventPage(ctx, params.id) },
  { path: '/project', load: projectsPage },
  { path: '/project-single/:id', load: (ctx, params) => projectPage(ctx, params.id) },
]
