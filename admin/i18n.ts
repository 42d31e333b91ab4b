/**
 * react-admin's English texts, with a few of our own: the sign-in form asks for what staff sign
 * in with (an email), saves say "Saved." rather than "Element updated", signing out is "Sign out"
 * beside "Sign in", and a resource's name inside a sentence is written as a word of it ("New
 * notice", "Delete 3 notices?") rather than as the navigation's title ("Create Notices").
 */
import { defaultI18nProvider, type I18nProvider } from 'react-admin'

/** Polyglot's form: "one |||| many", with %{name} placeholders. */
const OVERRIDES: Record<string, string> = {
  'ra.auth.username': 'Email',
  'ra.auth.logout': 'Sign out',
  'ra.notification.updated': 'Saved. |||| %{smart_count} records saved.',
  'ra.notification.created': 'Created.',
  'ra.notification.deleted': 'Deleted. |||| %{smart_count} records deleted.',
  'ra.page.create': 'New %{name}',
  // A record's screen: "Role: Editor", never the plural before the name ("Roles Editor").
  'ra.page.edit': '%{name}: %{recordRepresentation}',
  'ra.page.show': '%{name}: %{recordRepresentation}',
  // One record: its name as its screen's title reads ("Department: Outreach").
  'ra.message.delete_title': 'Delete %{name}: %{recordRepresentation}?',
  'ra.message.delete_content': 'This cannot be undone.',
  'ra.message.bulk_delete_title': 'Delete %{smart_count} %{name}?',
  'ra.message.bulk_delete_content': 'This cannot be undone.',
}

/** react-admin's phrases whose %{name} (a resource's name) sits inside a sentence. */
const NAME_IN_SENTENCE = new Set(['ra.page.create', 'ra.page.empty', 'ra.navigation.no_results'])

/** Picks the singular or plural form by smart_count and fills the placeholders. */
export function phrase(text: string, options: Record<string, unknown> = {}): string {
  const [one = '', many = one] = text.split(' |||| ')
  const count = options.smart_count
  const chosen = typeof count === 'number' && count !== 1 ? many : one
  return chosen.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''))
}

/**
 * A label as a word inside a sentence: "Blog posts" → "blog posts"; an acronym keeps its
 * capitals ("HR services").
 */
export function inSentence(label: string): string {
  if (/^\p{Lu}\p{Lu}/u.test(label)) return label
  return label.charAt(0).toLowerCase() + label.slice(1)
}

/**
 * A resource's name as react-admin's `options.label`: the singular and the plural in polyglot's
 * form, so titles count ("New notice", "Notices") wherever react-admin names the resource.
 */
export function resourceName(label: string, plural: string): string {
  return `${label} |||| ${plural}`
}

/** Each resource's name (resourceName) by its identifier, as the admin schema labels it. */
const resourceNames = new Map<string, string>()

/**
 * Names the resources for the texts react-admin builds from a resource's identifier alone (the
 * delete confirmation's "department", "cms menu content"): they read its label ("Department").
 */
export function nameResources(resources: readonly { name: string; label: string; plural: string }[]): void {
  for (const r of resources) resourceNames.set(r.name, resourceName(r.label, r.plural))
}

const RESOURCE_NAME_KEY = /^resources\.([^.]+)\.(?:name|forcedCaseName)$/

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options = {}) => {
    // A resource's name: react-admin translates its options.label with the count.
    if (key.includes(' |||| ')) return phrase(key, options)
    const label = resourceNames.get(RESOURCE_NAME_KEY.exec(key)?.[1] ?? '')
    if (label) return phrase(label, options)
    const named =
      NAME_IN_SENTENCE.has(key) && typeof options.name === 'string'
        ? { ...options, name: inSentence(options.name) }
        : options
    const own = OVERRIDES[key]
    return own === undefined ? defaultI18nProvider.translate(key, named) : phrase(own, named)
  },
}
