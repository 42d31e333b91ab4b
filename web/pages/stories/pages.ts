import type { PageLoaders } from '../registry.ts'
import type { StoryBody } from './types.ts'

export const storyPages: PageLoaders<StoryBody['kind']> = {
  blog: () => import('./Pending.tsx').then((m) => m.Pending),
  'blog-post': () => import('./Pending.tsx').then((m) => m.Pending),
  'team-member': () => import('./Pending.tsx').then((m) => m.Pending),
  testimonials: () => import('./Pending.tsx').then((m) => m.Pending),
  'service-detail': () => import('./Pending.tsx').then((m) => m.Pending),
}
