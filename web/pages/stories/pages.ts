import type { PageLoaders } from '../registry.ts'
import type { StoryBody } from './types.ts'

export const storyPages: PageLoaders<StoryBody['kind']> = {
  blog: () => import('./BlogPage.tsx').then((m) => m.BlogPage),
  'blog-post': () => import('./BlogPostPage.tsx').then((m) => m.BlogPostPage),
  'team-member': () => import('./TeamMemberPage.tsx').then((m) => m.TeamMemberPage),
  testimonials: () => import('./TestimonialsPage.tsx').then((m) => m.TestimonialsPage),
  'service-detail': () => import('./ServicePage.tsx').then((m) => m.ServicePage),
}
