/** The media files the demo's managed content uses: the demo seed draws them with the rest (demo-media.ts). */
import { blogMedia } from './blog.ts'
import { eventsMedia } from './events.ts'
import { projectsMedia } from './projects.ts'
import { servicesMedia } from './services.ts'
import { teamMedia } from './team.ts'
import { testimonialsMedia } from './testimonials.ts'

export const contentDemoMedia = (): string[] => [
  ...eventsMedia(),
  ...projectsMedia(),
  ...servicesMedia(),
  ...teamMedia(),
  ...blogMedia(),
  ...testimonialsMedia(),
]
