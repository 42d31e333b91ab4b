/**
 * A supporter's area (issue 14 item 6): GET /account, rendered for the signed-in visitor alone and
 * never cached; their receipts and annual statements as PDFs; and the area's forms (details,
 * password, sign out), answered with the area again. Any signed-in account may open it (staff who
 * give see their own gifts too); without a session the visitor is sent to sign in.
 *
 * The forms post with the session cookie, so they carry the session's CSRF token as a field (the
 * page embeds it; a plain form cannot send the header the API asks for), checked like the header.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ACCOUNT_PATH } from '../../../common/account-links.ts'
import { changePasswordRules, EMPTY_FIELD, profileRules, type Rules } from '../../../common/form-rules.ts'
import type { Submission } from '../../../web/pages/forms/types.ts'
import { changeOwnPassword, WRONG_CURRENT_PASSWORD } from '../../auth/own-password.ts'
import { CSRF_COOKIE, type RequestAuth, SESSION_COOKIE } from '../../auth/request-auth.ts'
import { hashSecret, sameSecret } from '../../auth/secrets.ts'
import { revokeSession } from '../../auth/sessions.ts'
import { users } from '../../db/schema.ts'
import { ApiError } from '../../http/api-error.ts'
import { sendPdf } from '../../http/pdf-answer.ts'
import { hiddenRoute, routeSchema } from '../../http/route-docs.ts'
import { dateIn } from '../../http/wire.ts'
import { receiptById, renderReceipt } from '../../modules/giving/receipts-service.ts'
import { annualStatementFor } from '../../modules/giving/statement-service.ts'
import { checkForm, formRouteSchema } from '../forms/form-input.ts'
import type { FormDeps } from '../forms/respond.ts'
import { loadPageData } from '../page-data.ts'
import { accountView, ownsReceipt } from './account-view.ts'

const SIGN_IN_PATH = '/login'
const FORM_EXPIRED = 'This form has expired. Reload the page and try again.'

/** The signed-in visitor's cookie session, or null (none, or one that ended). */
async function cookieSession(request: FastifyRequest): Promise<RequestAuth | null> {
  try {
    const auth = await request.getAuth()
    return auth?.via === 'cookie' ? auth : null
  } catch {
    return null
  }
}

const fieldsOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}

const refused = (
  detail: string,
  values: Record<string, string>,
  errors: Record<string, string> = {},
): Submission => ({
  values,
  errors,
  outcome: 'refused',
  detail,
})
const done = (detail: string): Submission => ({ values: {}, errors: {}, outcome: 'sent', detail })

export function registerSupporterAreaRoutes(app: FastifyInstance, deps: FormDeps): void {
  const { db } = deps
  const readLogo = (path: string) => deps.media.imageForPdf(path)
  const today = () => dateIn(new Date(deps.clock()), deps.timeZone)

  /** The area for this session, with the outcome of a form when there is one. */
  async function sendArea(
    request: FastifyRequest,
    reply: FastifyReply,
    auth: RequestAuth,
    submission: Submission | null = null,
    status = 200,
  ) {
    const data = await loadPageData(db, ACCOUNT_PATH, request.log, {
      reads: deps.reads,
      publicUrl: deps.publicUrl,
      time: { clock: deps.clock, timeZone: deps.timeZone },
    })
    // The session's own token, which the browser holds in its cookie (the server keeps only its hash).
    const csrf = request.cookies[CSRF_COOKIE] ?? ''
    const [user] = await db.select().from(users).where(eq(users.id, auth.user.id))
    const account = await accountView(db, user ?? auth.user, csrf, {
      today: today(),
      timeZone: deps.timeZone,
    })
    return deps.sendPage(reply, { ...data, status, body: { kind: 'account', account, submission } })
  }

  const toSignIn = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').redirect(SIGN_IN_PATH, 303)

  app.get(
    ACCOUNT_PATH,
    { schema: hiddenRoute("A supporter's own area (HTML), not an API.") },
    async (request, reply) => {
      const auth = await cookieSession(request)
      if (!auth) return toSignIn(reply)
      return sendArea(request, reply, auth)
    },
  )

  app.get<{ Params: { id: string } }>(
    `${ACCOUNT_PATH}/receipts/:id`,
    {
      schema: routeSchema({
        summary:
          'A money receipt of the signed-in supporter (a gift of theirs, or dues of their membership) as a PDF',
        tags: ['supporters'],
        params: z.object({ id: z.string().describe('The receipt') }),
        answers: {
          200: { description: 'The receipt', contentType: 'application/pdf' },
          303: 'Not signed in: to the sign-in page',
          404: 'Not one of theirs',
        },
      }),
    },
    async (request, reply) => {
      const auth = await cookieSession(request)
      if (!auth) return toSignIn(reply)
      const id = /^[1-9][0-9]{0,8}$/.test(request.params.id) ? Number(request.params.id) : null
      const receipt =
        id !== null && (await ownsReceipt(db, auth.user, id)) ? await receiptById(db, id) : undefined
      // Someone else's receipt and no receipt answer alike, so ids cannot be probed.
      if (!receipt) throw new ApiError(404, 'No such receipt among yours.')
      const rendered = await renderReceipt(db, receipt, { countAsPrint: true, readLogo })
      return sendPdf(reply, rendered.filename, rendered.bytes)
    },
  )

  app.get<{ Params: { year: string } }>(
    `${ACCOUNT_PATH}/statements/:year`,
    {
      schema: routeSchema({
        summary: "The signed-in supporter's annual statement of gifts for a fiscal year, as a PDF",
        tags: ['supporters'],
        params: z.object({ year: z.string().describe('The fiscal year, as 2026-27') }),
        answers: {
          200: { description: 'The statement', contentType: 'application/pdf' },
          303: 'Not signed in: to the sign-in page',
          400: 'Not a fiscal year of the books',
        },
      }),
    },
    async (request, reply) => {
      const auth = await cookieSession(request)
      if (!auth) return toSignIn(reply)
      const statement = await annualStatementFor(
        db,
        { email: auth.user.email, userId: auth.user.id },
        request.params.year.slice(0, 20),
        readLogo,
        { timeZone: deps.timeZone, now: new Date(deps.clock()) },
      )
      return sendPdf(reply, statement.filename, statement.bytes)
    },
  )

  /** A form of the area: signed in, the session's token, then the fields by the browser's rules. */
  const areaForm = <K extends string>(
    action: string,
    summary: string,
    rules: Rules<K> | null,
    handle: (
      values: Record<K, string>,
      auth: RequestAuth,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<{ submission: Submission; status?: number } | { redirectTo: string }>,
  ) => {
    const schema = formRouteSchema(summary, rules ?? ({} as Rules<K>), {
      guarded: false,
      fields: { csrf: z.string().describe("The session's CSRF token, as the page embeds it") },
    })
    app.post(`${ACCOUNT_PATH}/${action}`, { bodyLimit: 8 * 1024, schema }, async (request, reply) => {
      const auth = await cookieSession(request)
      if (!auth) return toSignIn(reply)
      const sent = fieldsOf(request).csrf
      if (typeof sent !== 'string' || !auth.csrfHash || !sameSecret(hashSecret(sent), auth.csrfHash))
        return sendArea(request, reply, auth, refused(FORM_EXPIRED, {}), 403)
      const form = rules
        ? checkForm(rules, request.body)
        : { ok: true as const, values: {} as Record<K, string> }
      if (!form.ok) {
        const { current: _, password: __, confirm: ___, ...kept } = form.values as Record<string, string>
        return sendArea(request, reply, auth, refused(EMPTY_FIELD, kept, form.errors), 400)
      }
      const outcome = await handle(form.values, auth, request, reply)
      if ('redirectTo' in outcome)
        return reply.header('cache-control', 'no-store').redirect(outcome.redirectTo, 303)
      return sendArea(request, reply, auth, outcome.submission, outcome.status ?? 200)
    })
  }

  areaForm(
    'profile',
    'Change the signed-in supporter’s name and phone',
    profileRules,
    async (values, auth) => {
      const phone = values.phone.trim() || null
      if (phone) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.primaryPhone, phone), ne(users.id, auth.user.id)))
        if (taken)
          return {
            status: 409,
            submission: refused('This phone number is on another account.', values, {
              phone: 'This phone number is on another account.',
            }),
          }
      }
      await db
        .update(users)
        .set({
          firstName: values.first_name.trim(),
          lastName: values.last_name.trim(),
          primaryPhone: phone,
          updatedAt: new Date(),
          updatedBy: auth.user.id,
        })
        .where(eq(users.id, auth.user.id))
      return { submission: done('Your details are saved.') }
    },
  )

  areaForm(
    'password',
    'Change the signed-in supporter’s password',
    changePasswordRules,
    async (values, auth) => {
      if (!(await changeOwnPassword(db, auth, values.current, values.password)))
        return {
          status: 400,
          submission: refused(WRONG_CURRENT_PASSWORD, {}, { current: WRONG_CURRENT_PASSWORD }),
        }
      return { submission: done('Your password is changed. Your other sessions were signed out.') }
    },
  )

  areaForm('sign-out', 'Sign out of the site', null, async (_values, auth, _request, reply) => {
    await revokeSession(db, auth.sessionId)
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    reply.clearCookie(CSRF_COOKIE, { path: '/' })
    return { redirectTo: '/home' }
  })
}
