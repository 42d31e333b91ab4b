/**
 * The media files of the sample pages (the volunteer page) and of the demo's managed content
 * (events, projects, services, staff, blog, testimonials, causes); the demo seed draws them with
 * the rest (demo-media.ts).
 */
import { contentDemoMedia } from '../../modules/content/demo/media.ts'
import { causesDemoMedia } from '../../modules/giving/demo/causes.ts'
import { volunteerMedia } from './volunteer.ts'

/** Each file once: records may share a picture (a cause and its project, say). */
export const sampleMediaFiles = (): string[] => [
  ...new Set([...causesDemoMedia(), ...contentDemoMedia(), ...volunteerMedia()]),
]
