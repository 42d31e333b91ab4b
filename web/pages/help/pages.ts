import type { PageLoaders } from '../registry.ts'
import type { HelpBody } from './types.ts'

export const helpPages: PageLoaders<HelpBody['kind']> = {
  help: () => import('./HelpPage.tsx').then((m) => m.HelpPage),
  'help-ticket': () => import('./HelpTicketPage.tsx').then((m) => m.HelpTicketPage),
}
