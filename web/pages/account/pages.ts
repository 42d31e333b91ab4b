import type { PageLoaders } from '../registry.ts'
import type { AccountBody } from './types.ts'

export const accountPages: PageLoaders<AccountBody['kind']> = {
  account: () => import('./AccountPage.tsx').then((m) => m.AccountPage),
  'verify-email': () => import('./VerifyEmailPage.tsx').then((m) => m.VerifyEmailPage),
  'reset-password': () => import('./ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
}
