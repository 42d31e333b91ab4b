/** react-admin's English texts, with the sign-in form asking for what staff sign in with: an email. */
import { defaultI18nProvider, type I18nProvider } from 'react-admin'

const OVERRIDES: Record<string, string> = { 'ra.auth.username': 'Email' }

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => OVERRIDES[key] ?? defaultI18nProvider.translate(key, options),
}
