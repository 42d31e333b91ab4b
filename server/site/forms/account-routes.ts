/**
 * The account pages' posts: POST /login, /register, /forgot-password, /verify-email (a supporter's
 * emailed link and password) and /reset-password (a supporter's reset link). The sign-in and
 * forgot-password scripts call the account API (/user/api/v1/user/session/, reset_password/); the
 * others' scripts post here as JSON. All go through the same actions (auth/account-actions.ts: one
 * limiter, one session cookie, one email of each kind) and answer a browser without JavaScript with
 * the page again: the messages beside the fields and the values kept, never a password. A sign-in
 * goes on to the supporter's area, or for staff to the home page as the script does.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ACCOUNT_PATH, SITE_RESET_PATH, VERIFY_PATH } from '../../../common/account-links.ts'
import {
  EMPTY_FIELD,
  forgotPasswordRules,
  loginRules,
  type Rules,
  registerRules,
  resetPasswordRules,
  verifyEmailRules,
} from '../../../common/form-rules.ts'
import { ApiError } from '../../http/api-error.ts'
import { checkForm, type FormCheck, formRouteSchema } from './form-input.ts'
import { type FormDeps, type Outcome, refused, respond, wantsPage } from './respond.ts'

/** Where a staff sign-in goes, as the page's script navigates; a supporter goes to their area. */
const STAFF_SIGNED_IN_PATH = '/home'

/** The values a refused form shows again: every field but the passwords. */
const kept = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).filter(([key]) => !['password', 'confirm', 'current'].includes(key)),
  )

const done = (detail: string): Outcome => ({
  status: 200,
  answer: { detail },
  submission: { values: {}, errors: {}, outcome: 'sent', detail },
})

/** A signed-in outcome: where the browser goes next. */
type SignedIn = { signedInTo: string }

/**
 * An account action's refusal (400 a bad link or password, 401 wrong credentials, 403 an address
 * not confirmed, 429 too many tries) as the form's outcome, with the field it names, if any.
 */
async function refusalOf<T>(action: () => Promise<T>, values: Record<string, string>): Promise<T | Outcome> {
  try {
    return await action()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const fields = Object.fromEntries(
      Object.entries(error.extra).flatMap(([key, value]) =>
        Array.isArray(value) && typeof value[0] === 'string' ? [[key, value[0]]] : [],
      ),
    )
    return refused(error.statusCode, error.detail, kept(values), fields, error.headers)
  }
}

/** The emailed link's token: in the query (the page's form posts to ?token=), or posted as a field. */
const tokenOf = (request: FastifyRequest): string => {
  const inQuery = (request.query as Record<string, unknown>).token
  const inBody = (request.body as Record<string, unknown> | null)?.token
  const token = typeof inQuery === 'string' ? inQuery : inBody
  return typeof token === 'string' ? token.slice(0, 200) : ''
}

const pageOf = (path: string, request: FastifyRequest) => {
  const token = tokenOf(request)
  return token ? `${path}?${new URLSearchParams({ token })}` : path
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
    ) => Promise<Outcome | SignedIn>,
  ) => {
    const schema = formRouteSchema(summary, rules, { guarded: false })
    app.post(path, { bodyLimit: 8 * 1024, schema }, async (request, reply) => {
      const form = checkForm(rules, request.body)
      const outcome = form.ok
        ? await handle(form, request, reply)
        : refused(400, EMPTY_FIELD, kept(form.values), form.errors)
      if (!('signedInTo' in outcome)) return respond(request, reply, deps, pageOf(path, request), outcome)
      // Signed in, and the cookies are set.
      if (wantsPage(request)) return reply.redirect(outcome.signedInTo, 303)
      return { detail: 'Signed in.', next: outcome.signedInTo }
    })
  }

  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: number; accountType: string },
  ) => {
    await deps.accounts.startCookieSession(request, reply, user.id)
    return { signedInTo: user.accountType === 'supporter' ? ACCOUNT_PATH : STAFF_SIGNED_IN_PATH }
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
        return signIn(request, reply, user)
      }, form.values),
  )

  accountForm(
    '/register',
    'Sign up as a supporter: an account is made and a link emailed to confirm the address (the same answer whether or not the address has an account)',
    registerRules,
    async (form, request) =>
      refusalOf(
        async () =>
          done(
            await deps.accounts.register(request, {
              name: form.values.name,
              email: form.values.email,
              password: form.values.password,
            }),
          ),
        form.values,
      ),
  )

  accountForm(
    VERIFY_PATH,
    "Confirm a supporter's address with the emailed link (?token=) and the sign-up password; signs in",
    verifyEmailRules,
    async (form, request, reply) =>
      refusalOf(async () => {
        const user = await deps.accounts.confirmAddress(request, tokenOf(request), form.values.password)
        return signIn(request, reply, user)
      }, form.values),
  )

  accountForm(
    SITE_RESET_PATH,
    "Choose a new password with a supporter's emailed reset link (?token=)",
    resetPasswordRules,
    async (form, request) =>
      refusalOf(async () => {
        await deps.accounts.confirmPasswordReset(tokenOf(request), form.values.password)
        return done('Your password is changed, and your address confirmed. Sign in with the new password.')
      }, form.values),
  )

  accountForm(
    '/forgot-password',
    'Ask for a password reset email from the page without JavaScript',
    forgotPasswordRules,
    async (form, request) =>
      refusalOf(
        async () =>
          done(await deps.accounts.requestPasswordReset(request, form.values.email.trim().toLowerCase())),
        form.values,
      ),
  )
}
