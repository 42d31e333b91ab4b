/** The media files the sample pages use; the demo seed draws them with the rest (demo-media.ts). */
import { blogMedia } from './blog.ts'
import { causesMedia } from './causes.ts'
import { eventsMedia } from './events.ts'
import { projectsMedia } from './projects.ts'
import { servicesMedia } from './services.ts'
import { teamMedia } from './team.ts'
import { testimonialsMedia } from './testimonials.ts'
import { volunteerMedia } from './volunteer.ts'

/** Each file once: sample records may share a picture (a cause and its project, say). */
export const sampleMediaFiles = (): string[] => [
  ...new Set([
    ...causesMedia(),
    ...eventsMedia(),
    ...projectsMedia(),
    ...servicesMedia(),
    ...teamMedia(),
    ...blogMedia(),
    ...testimonialsMedia(),
    ...volunteerMedia(),
  ]),
]
