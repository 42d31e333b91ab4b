import type { ImageRef } from '../../page-data.ts'

/**
 * What became of a form that was sent: the state of every form after sending, and what a form
 * posted without JavaScript gets back with its page: the values (so nothing has to be typed twice;
 * never files or passwords), the message of each field at fault, and the server's sentence.
 */
export interface Submission {
  values: Record<string, string>
  errors: Record<string, string>
  /** sent: stored and passed on; not-mailed: stored, but the email to the team failed; refused: nothing stored. */
  outcome: 'sent' | 'not-mailed' | 'refused'
  detail: string
}

/** What the form endpoints answer in JSON: a sentence for people and, on 400, the fields at fault. */
export interface FormAnswer {
  detail: string
  errors?: Record<string, string[]>
  /** The volunteer form: false when the application was stored but the email to the team failed. */
  mailed?: boolean
}

/** One of the Contact menu's info blocks (keys Address, Email Us, Call Now). */
export interface ContactCard {
  key: 'Address' | 'Email Us' | 'Call Now'
  html: string
}

/** A map from an allowed host, to show in an iframe. */
export interface MapEmbed {
  src: string
  title: string
}

export interface VolunteerCard {
  id: number
  name: string
  image: ImageRef
}

/**
 * The page an emailed newsletter link opens: one button, which posts the link back (to `action`,
 * the link's address on this site; null when the address had no token). The page itself changes
 * nothing, so a mail scanner opening the link neither confirms nor unsubscribes anyone.
 */
export interface NewsletterLink {
  purpose: 'confirm' | 'unsubscribe'
  action: string | null
}

/** Page bodies of the contact page, the account forms, the volunteer page and the newsletter. */
export type FormBody =
  | { kind: 'contact'; cards: ContactCard[]; map: MapEmbed | null; submission: Submission | null }
  | { kind: 'login'; submission: Submission | null }
  | { kind: 'register'; submission: Submission | null }
  | { kind: 'forgot-password'; submission: Submission | null }
  | { kind: 'volunteer'; image: ImageRef; team: VolunteerCard[]; submission: Submission | null }
  | { kind: 'newsletter'; submission: Submission | null; link: NewsletterLink | null }
