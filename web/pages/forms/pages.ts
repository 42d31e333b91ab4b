import type { PageLoaders } from '../registry.ts'
import type { FormBody } from './types.ts'

export const formPages: PageLoaders<FormBody['kind']> = {
  contact: () => import('./ContactPage.tsx').then((m) => m.ContactPage),
  login: () => import('./LoginPage.tsx').then((m) => m.LoginPage),
  register: () => import('./RegisterPage.tsx').then((m) => m.RegisterPage),
  'forgot-password': () => import('./ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
  volunteer: () => import('./VolunteerPage.tsx').then((m) => m.VolunteerPage),
  newsletter: () => import('./NewsletterPage.tsx').then((m) => m.NewsletterPage),
}
