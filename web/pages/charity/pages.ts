import type { PageLoaders } from '../registry.ts'
import type { CharityBody } from './types.ts'

export const charityPages: PageLoaders<CharityBody['kind']> = {
  causes: () => import('./CausesPage.tsx').then((m) => m.CausesPage),
  cause: () => import('./CausePage.tsx').then((m) => m.CausePage),
  events: () => import('./EventsPage.tsx').then((m) => m.EventsPage),
  event: () => import('./EventPage.tsx').then((m) => m.EventPage),
  projects: () => import('./ProjectsPage.tsx').then((m) => m.ProjectsPage),
  project: () => import('./ProjectPage.tsx').then((m) => m.ProjectPage),
  donate: () => import('./DonatePage.tsx').then((m) => m.DonatePage),
  gift: () => import('./GiftPage.tsx').then((m) => m.GiftPage),
  'monthly-gift': () => import('./MonthlyGiftPage.tsx').then((m) => m.MonthlyGiftPage),
}
