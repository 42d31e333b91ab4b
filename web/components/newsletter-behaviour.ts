/**
 * What the newsletter form does, loaded on first use (see Newsletter.tsx): the check of its one
 * field, with the same rule the server applies, and the request.
 */
import { newsletterRules, validate } from '../../common/form-rules.ts'
import { sendForm } from './form.ts'
import { guardFields } from './form-guard-client.ts'

export const emailProblem = (email: string): string | null =>
  validate(newsletterRules, { email }).email ?? null

export { startForm } from './form-guard-client.ts'

export const signUp = async (email: string, form: HTMLFormElement) =>
  sendForm('/newsletter', { email, ...(await guardFields(form)) })
