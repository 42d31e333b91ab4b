/**
 * react-admin's English texts, with a few of our own: the sign-in form asks for what staff sign
 * in with (an email), and saves say "Saved." rather than "Element updated".
 */
import { defaultI18nProvider, type I18nProvider } from 'react-admin'

/** Polyglot's form: "one |||| many", with %{name} placeholders. */
const OVERRIDES: Record<string, string> = {
  'ra.auth.username': 'Email',
  'ra.notification.updated': 'Saved. |||| %{smart_count} records saved.',
  'ra.notification.created': 'Created.',
  'ra.notification.deleted': 'Deleted. |||| %{smart_count} records deleted.',
}

/** Picks the singular or plural form by smart_count and fills the placeholders. */
export function phrase(text: string, options: Record<string, unknown> = {}): string {
  const [one = '', many = one] = text.split(' |||| ')
  const count = options.smart_count
  const chosen = typeof count === 'number' && count !== 1 ? many : one
  return chosen.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''))
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const own = OVERRIDES[key]
    return own === undefined ? defaultI18nProvider.translate(key, options) : phrase(own, options)
  },
}
