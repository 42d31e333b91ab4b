/**
 * The charity pages (spec §2): causes, events, projects and the donation form, from the sample
 * modules. Unknown ids give null, which is the 404 page.
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
import { PageImages } from '../images.ts'
import type { FixedRoute, LoadedPage, PageContext } from '../page-context.ts'
import { type SampleCause, type SampleComment, sampleCauseComments, sampleCauses } from '../samples/causes.ts'
import { type SampleEvent, sampleEvents } from '../samples/events.ts'
import { type SampleProject, sampleProjects } from '../samples/projects.ts'
import { sampleServices } from '../samples/services.ts'
import { shareLinks, showDate } from './sample-pages.ts'

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
function sidebarOf(relatedTitle: string, related: SidebarLink[], images: PageImages): CharitySidebar {
  return {
    relatedTitle,
    related,
    projects: sampleProjects.slice(0, 6).map((project) => ({
      href: `/project-single/${project.id}`,
      label: project.title,
      image: images.ref(project.image, ''),
    })),
    tags: [...new Set(sampleCauses.map((cause) => cause.category))].map(searchLink),
  }
}

/** Four other causes, those of the same category first. */
function relatedCauses(cause: SampleCause): SampleCause[] {
  const others = sampleCauses.filter((other) => other.id !== cause.id)
  const same = others.filter((other) => other.category === cause.category)
  return [...same, ...others.filter((other) => other.category !== cause.category)].slice(0, 4)
}

const byDate = (a: SampleEvent, b: SampleEvent) => a.date.localeCompare(b.date) || a.id - b.id

function eventCard(event: SampleEvent, images: PageImages): EventCard {
  const { latitude: lat, longitude: lon } = event.venue
  return {
    id: event.id,
    title: event.title,
    dateTime: event.date,
    date: showDate(event.date),
    time: `${event.start} – ${event.end}`,
    venue: {
      name: event.venue.name,
      address: event.venue.address,
      mapUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
    },
    summary: event.summary,
    image: images.ref(event.image, event.title),
  }
}

function projectCard(project: SampleProject, images: PageImages): ProjectCard {
  return {
    id: project.id,
    title: project.title,
    summary: project.summary,
    image: images.ref(project.image, project.title),
  }
}

const projectLink = (project: SampleProject | undefined): LinkTo | null =>
  project ? { href: `/project-single/${project.id}`, label: project.title } : null

async function page(ctx: PageContext, images: PageImages, loaded: LoadedPage): Promise<LoadedPage> {
  await images.complete(ctx)
  return loaded
}

export const charityRoutes: FixedRoute[] = [
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
          sidebar: sidebarOf('Related Causes', related, images),
        },
        title: title(ctx, cause.title),
        description: cause.summary,
      })
    },
  },
  ...(['grid', 'wide'] as const).map(
    (layout): FixedRoute => ({
      path: layout === 'grid' ? '/event' : '/event-s2',
      load(ctx) {
        const images = new PageImages()
        return page(ctx, images, {
          body: {
            kind: 'events',
            layout,
            events: [...sampleEvents].sort(byDate).map((event) => eventCard(event, images)),
          },
          title: title(ctx, 'Events'),
          description: `Fundraising dinners, open days, relief drives and culture days of ${ctx.site.siteName}.`,
        })
      },
    }),
  ),
  {
    path: '/event-single/:id',
    async load(ctx, params) {
      const event = byId(sampleEvents, params.id)
      if (!event) return null
      const images = new PageImages()
      const detail: EventDetail = { ...eventCard(event, images), body: event.body, schedule: event.schedule }
      const related = [...sampleEvents]
        .sort(byDate)
        .filter((other) => other.id !== event.id)
        .slice(0, 3)
        .map((other) => ({
          href: `/event-single/${other.id}`,
          label: other.title,
          meta: showDate(other.date),
          image: images.ref(other.image, ''),
        }))
      return page(ctx, images, {
        body: { kind: 'event', event: detail, sidebar: sidebarOf('Related Events', related, images) },
        title: title(ctx, event.title),
        description: event.summary,
      })
    },
  },
  {
    path: '/project',
    load(ctx) {
      const images = new PageImages()
      return page(ctx, images, {
        body: { kind: 'projects', projects: sampleProjects.map((project) => projectCard(project, images)) },
        title: title(ctx, 'Projects'),
        description: `Community, education and relief projects completed by ${ctx.site.siteName} and its foundation.`,
      })
    },
  },
  {
    path: '/project-single/:id',
    async load(ctx, params) {
      const project = byId(sampleProjects, params.id)
      if (!project) return null
      const images = new PageImages()
      const index = sampleProjects.indexOf(project)
      const path = `/project-single/${project.id}`
      return page(ctx, images, {
        body: {
          kind: 'project',
          project: {
            ...projectCard(project, images),
            body: project.body,
            client: project.client,
            location: project.location,
            date: project.date,
            duration: project.duration,
            tag: project.tag,
            images: project.images.map((image) => images.ref(image.file, image.alt)),
          },
          services: sampleServices.slice(0, 3).map((service) => ({
            id: service.id,
            title: service.title,
            image: images.ref(service.image, ''),
          })),
          share: shareLinks(`${ctx.publicUrl}${path}`, project.title),
          previous: projectLink(sampleProjects[index - 1]),
          next: projectLink(sampleProjects[index + 1]),
        },
        title: title(ctx, project.title),
        description: project.summary,
      })
    },
  },
  {
    path: '/donate',
    async load(ctx) {
      return {
        body: { kind: 'donate' },
        title: title(ctx, 'Donate'),
        description: `Support scholarships, safety gear and relief through Meghsetu Foundation, the charitable arm of ${ctx.site.siteName}.`,
      }
    },
  },
]
