/**
 * The rules and messages of the site's forms, in one place: the browser checks them as the visitor
 * types, and the server (server/site/forms/) checks the same ones before storing anything. Plain
 * functions rather than a schema library, so the browser downloads a few hundred bytes, not zod.
 */

/** A field's check: the message to show, or null when the value is fine. */
export type Rule = (value: string, values: Readonly<Record<string, string>>) => string | null

export type Rules<K extends string> = Record<K, Rule>

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

/** local@domain.tld: no spaces, one @, a dot in the domain and a two-letter or longer ending. */
const EMAIL = /^[^\s@"<>(),;:\\[\]]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/** Letters of any script with their accents and vowel signs (Bengali names need \p{M}), spaces, . ' - */
const FULL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u

export const MAX = { name: 100, email: 254, subject: 200, message: 5000, password: 200 } as const

/** The CV of a volunteer: a PDF of at most this size. */
export const MAX_CV_BYTES = 5 * 1024 * 1024

/** The first rule that fails decides the message. */
export const all =
  (...rules: Rule[]): Rule =>
  (value, values) => {
    for (const rule of rules) {
      const message = rule(value, values)
      if (message) return message
    }
    return null
  }

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() ? null : message

export const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    value.length > max ? message : null

export const isEmail = (value: string) => value.length <= MAX.email && EMAIL.test(value.trim())

export const email =
  (missing: string, invalid: string): Rule =>
  (value) =>
    !value.trim() ? missing : isEmail(value) ? null : invalid

/** An optional web address: empty, or a full http(s) address. */
export const webAddress =
  (message: string): Rule =>
  (value) => {
    if (!value.trim()) return null
    try {
      return ['http:', 'https:'].includes(new URL(value.trim()).protocol) ? null : message
    } catch {
      return message
    }
  }

export const oneOf =
  (choices: readonly string[], message: string): Rule =>
  (value) =>
    choices.includes(value) ? null : message

/** Every message of a form, for the values given. */
export function validate<K extends string>(
  rules: Rules<K>,
  values: Readonly<Record<K, string>>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {}
  for (const key of Object.keys(rules) as K[]) {
    const message = rules[key](values[key] ?? '', values)
    if (message) errors[key] = message
  }
  return errors
}

const tooLong = (what: string, max: number) =>
  `Please keep your ${what} under ${max.toLocaleString('en')} characters.`

/** The email of the public forms (contact, newsletter, volunteer, blog comments): a missing one
 * and a malformed one each get their own message. */
export const visitorEmail = email('Please enter your email', 'Please enter a valid email')

// Contact (spec §5; the original's "events" field does not exist in its form and is left out).
export const CONTACT_SUBJECTS = ['Buying', 'Selling', 'Support'] as const

export const contactRules = {
  name: all(required('Please enter your name'), maxLength(MAX.name, tooLong('name', MAX.name))),
  lastname: all(required('Please enter your Lastname'), maxLength(MAX.name, tooLong('last name', MAX.name))),
  email: visitorEmail,
  subject: oneOf(CONTACT_SUBJECTS, 'Please enter your subject'),
  message: all(required('Please enter your note'), maxLength(MAX.message, tooLong('note', MAX.message))),
} satisfies Rules<string>

export type ContactField = keyof typeof contactRules

/** The toast of the account forms when a field is empty or wrong (spec §8). */
export const EMPTY_FIELD = 'Empty field is not allowed!'

// Accounts (catalogue §6, with the original's defects fixed: spaces in names are letters' friends).
const accountEmail = email('The email field is required.', 'The email must be a valid email address.')
const password = all(
  required('The password field is required.'),
  maxLength(MAX.password, tooLong('password', MAX.password)),
)

export const newsletterRules = { email: visitorEmail } satisfies Rules<string>

export const loginRules = { email: accountEmail, password } satisfies Rules<string>

export const forgotPasswordRules = { email: accountEmail } satisfies Rules<string>

// Accounts need 10 characters (server/auth/auth-routes.ts), so say so now rather than later.
const newPassword = all(password, (value) =>
  value.length < 10 ? 'The password must be at least 10 characters.' : null,
)
const confirmed = all(required('The confirm password field is required.'), (value, values) =>
  value === values.password ? null : 'The confirm password must match the password.',
)

export const registerRules = {
  name: all(
    required('The full name field is required.'),
    (value) =>
      FULL_NAME.test(value.trim())
        ? null
        : 'The full name may only contain letters, spaces, dots, hyphens and apostrophes.',
    maxLength(MAX.name, tooLong('name', MAX.name)),
  ),
  email: accountEmail,
  password: newPassword,
  confirm: confirmed,
} satisfies Rules<string>

/** Confirming a supporter's address: the emailed link and the password chosen at sign-up. */
export const verifyEmailRules = { password } satisfies Rules<string>

/** Choosing a new password with an emailed link (a supporter's, on the site). */
export const resetPasswordRules = { password: newPassword, confirm: confirmed } satisfies Rules<string>

/** A supporter's own details in their area (/account): the email is the sign-in, changed by staff. */
export const profileRules = {
  first_name: all(
    required('The first name field is required.'),
    maxLength(MAX.name, tooLong('name', MAX.name)),
  ),
  last_name: maxLength(MAX.name, tooLong('name', MAX.name)),
  phone: (value) =>
    value.trim() === '' || /^\+?[0-9 -]{6,20}$/.test(value.trim())
      ? null
      : 'The phone number may hold digits, spaces, dashes and a leading +, 6 to 20 of them.',
} satisfies Rules<string>

/** Changing one's password in one's area: the current one, and the new one twice. */
export const changePasswordRules = {
  current: required('The current password field is required.'),
  password: newPassword,
  confirm: confirmed,
} satisfies Rules<string>

// Volunteer: the original checked nothing; these are the least an organisation needs to reply.
export const volunteerRules = {
  firstName: all(required('Please enter your first name'), maxLength(MAX.name, tooLong('name', MAX.name))),
  email: visitorEmail,
  subject: all(required('Please enter a subject'), maxLength(MAX.subject, tooLong('subject', MAX.subject))),
  about: maxLength(MAX.message, tooLong('text', MAX.message)),
  /** The chosen file's name; its content and size are checked separately (pdfProblem). */
  cv: required('Please upload your CV as a PDF'),
} satisfies Rules<string>

export type VolunteerField = keyof typeof volunteerRules

/** What is wrong with a CV file, from its first bytes and its size; null for a PDF within the limit. */
export function pdfProblem(head: Uint8Array, size: number): string | null {
  const magic = String.fromCharCode(...head.subarray(0, 5))
  if (magic !== '%PDF-') return 'The CV must be a PDF file.'
  if (size > MAX_CV_BYTES) return 'The CV must be 5 MB or smaller.'
  return null
}

// Help (issue 16): a request to the help desk from the site's /help page, and the requester's
// reply on their ticket's page. The attachment is checked by the server's media store (an image
// or a PDF, read from its bytes); here only its name travels.
const phoneRule: Rule = (value) =>
  value.trim() === '' || /^\+?[0-9 -]{6,20}$/.test(value.trim())
    ? null
    : 'The phone number may hold digits, spaces, dashes and a leading +, 6 to 20 of them.'

export const helpRules = {
  name: all(required('Please enter your name'), maxLength(MAX.name, tooLong('name', MAX.name))),
  email: visitorEmail,
  phone: phoneRule,
  category: required('Please choose what your request is about'),
  subject: all(required('Please enter a subject'), maxLength(MAX.subject, tooLong('subject', MAX.subject))),
  message: all(
    required('Please describe what you need'),
    maxLength(MAX.message, tooLong('message', MAX.message)),
  ),
} satisfies Rules<string>

export type HelpField = keyof typeof helpRules

/** The requester's answer on their ticket's page. */
export const helpReplyRules = {
  message: all(
    required('Please write your message'),
    maxLength(MAX.message, tooLong('message', MAX.message)),
  ),
} satisfies Rules<string>
