import type { PageLoaders } from '../registry.ts'
import type { CharityBody } from './types.ts'

export const charityPages: PageLoaders<CharityBody['kind']> = {
  causes: () => import('./Pending.tsx').then((m) => m.Pending),
  cause: () => import('./Pending.tsx').then((m) => m.Pending),
  events: () => import('./Pending.tsx').then((m) => m.Pending),
  event: () => import('./Pending.tsx').then((m) => m.Pending),
  projects: () => import('./Pending.tsx').then((m) => m.Pending),
  project: () => import('./Pending.tsx').then((m) => m.Pending),
  donate: () => import('./Pending.tsx').then((m) => m.Pending),
}
