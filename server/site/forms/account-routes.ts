/**
 * The account pages posted without JavaScript: POST /login, /register and /forgot-password. Their
 * script calls the account API (/user/api/v1/user/session/, reset_password/); these do the same
 * through the same actions (auth/account-actions.ts: one limiter, one session cookie, one reset
 * email) and answer with the page again: the messages beside the fields and the values kept, never
 * a password. A sign-in goes on to the home page as the script does.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  EMPTY_FIELD,
  forgotPasswordRules,
  loginRules,
  type Rules,
  registerRules,
} from '../../../common/form-rules.ts'
import { ApiError } from '../../http/api-error.ts'
import { checkForm, type FormCheck, formRouteSchema } from './form-input.ts'
import { type FormDeps, type Outcome, refused, respond, wantsPage } from './respond.ts'

/** What the page shows after a valid sign-up: nothing is created (there is no public membership yet). */
export const REGISTRATION_CLOSED =
  'Thank you. Online registration is not open yet, so no account was created. To become a member or get an account, please contact us.'

/** Where a sign-in goes, as the page's script navigates. */
const SIGNED_IN_PATH = '/home'

/** The values a refused form shows again: every field but the passwords. */
const kept = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !['password', 'confirm'].includes(key)))

const done = (detail: string): Outcome => ({
  status: 200,
  answer: { detail },
  submission: { values: {}, errors: {}, outcome: 'sent', detail },
})

/** An account action's refusal (401 wrong credentials, 429 too many tries) as the form's outcome. */
async function refusalOf(
  action: () => Promise<void>,
  values: Record<string, string>,
): Promise<Outcome | null> {
  try {
    await action()
    return null
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return refused(error.statusCode, error.detail, kept(values), {}, error.headers)
  }
}

export function registerAccountRoutes(app: FastifyInstance, deps: FormDeps): void {
  const accountForm = <K extends string>(
    path: string,
    summary: string,
    rules: Rules<K>,
    handle: (
      form: Extract<FormCheck<K>, { ok: true }>,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<Outcome | null>,
  ) => {
    const schema = formRouteSchema(summary, rules, { guarded: false })
    app.post(path, { bodyLimit: 8 * 1024, schema }, async (request, reply) => {
      const form = checkForm(rules, request.body)
      const outcome = form.ok
        ? await handle(form, request, reply)
        : refused(400, EMPTY_FIELD, kept(form.values), form.errors)
      // null: signed in, and the cookies are set.
      if (outcome) return respond(request, reply, deps, path, outcome)
      if (wantsPage(request)) return reply.redirect(SIGNED_IN_PATH, 303)
      return { detail: 'Signed in.' }
    })
  }

  accountForm(
    '/login',
    'Sign in from the sign-in page without JavaScript (the session cookie)',
    loginRules,
    async (form, request, reply) =>
      refusalOf(async () => {
        const user = await deps.accounts.authenticate(
          request,
          form.values.email.trim().toLowerCase(),
          form.values.password,
        )
        await deps.accounts.startCookieSession(request, reply, user.id)
      }, form.values),
  )

  accountForm(
    '/register',
    'Check the sign-up form (online registration is not open: nothing is created)',
    registerRules,
    async () => done(REGISTRATION_CLOSED),
  )

  accountForm(
    '/forgot-password',
    'Ask for a password reset email from the page without JavaScript',
    forgotPasswordRules,
    async (form, request) => {
      let detail = ''
      const refusal = await refusalOf(async () => {
        detail = await deps.accounts.requestPasswordReset(request, form.values.email.trim().toLowerCase())
      }, form.values)
      return refusal ?? done(detail)
    },
  )
}
