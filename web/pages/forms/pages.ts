import type { PageLoaders } from '../registry.ts'
import type { FormBody } from './types.ts'

export const formPages: PageLoaders<FormBody['kind']> = {
  contact: () => import('./Pending.tsx').then((m) => m.Pending),
  login: () => import('./Pending.tsx').then((m) => m.Pending),
  register: () => import('./Pending.tsx').then((m) => m.Pending),
  'forgot-password': () => import('./Pending.tsx').then((m) => m.Pending),
  volunteer: () => import('./Pending.tsx').then((m) => m.Pending),
}
