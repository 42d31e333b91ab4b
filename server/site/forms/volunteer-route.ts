/**
 * POST /volunteer: a volunteer's application with a CV. The CV must really be a PDF (read from its
 * bytes, whatever its name says) of at most 5 MB; it is stored under private/, which /media/ never
 * serves, and staff download it through the API. The organisation is emailed; when that fails the
 * application is still stored, and the answer says both.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { MAX_CV_BYTES, pdfProblem, volunteerRules } from '../../../common/form-rules.ts'
import { requirePermission } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { ValidationError } from '../../http/validation.ts'
import { BodyTooLargeError, readUploadBody } from '../../media/read-upload-body.ts'
import { siteIdentity } from '../../modules/cms/site-identity-service.ts'
import { CV_DIR } from '../../modules/messages/form-submissions.ts'
import { volunteerApplication } from '../../modules/messages/tables.ts'
import { admitSubmission } from './admit.ts'
import { checkForm, formRouteSchema, oneLine } from './form-input.ts'
import { ipHash } from './ip-hash.ts'
import { CHECK_FIELDS, type FormDeps, notify, type Outcome, refused, respond } from './respond.ts'
import { SubmissionLimiter } from './submission-limiter.ts'

const MAIL_FAILED = 'Error occurred while sending email. Please try again later.'

export function registerVolunteerRoute(app: FastifyInstance, deps: FormDeps): void {
  const limiter = new SubmissionLimiter(
    deps.rateLimits,
    'volunteer',
    { limit: 3, windowMs: 60 * 60 * 1000 },
    deps.clock,
  )
  const page = '/volunteer'

  async function apply(request: FastifyRequest): Promise<Outcome> {
    const empty = checkForm(volunteerRules, {}).values
    // Counted while it streams, declared length or not: a CV and the text fields, nothing more.
    let upload: Awaited<ReturnType<typeof readUploadBody>>
    try {
      upload = await readUploadBody(request, { maxFileBytes: MAX_CV_BYTES, maxFiles: 1 })
    } catch (error) {
      if (error instanceof BodyTooLargeError && error.part === 'files') {
        const detail = 'The CV must be 5 MB or smaller.'
        return refused(413, detail, empty, { cv: detail }, error.headers)
      }
      // Too many or too long fields, or a body that cannot be parsed: a bad client, not a person.
      if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 413))
        return refused(error.statusCode, error.detail, empty, {}, error.headers)
      throw error
    }
    const cv = upload.files.find((file) => file.fieldName === 'cv')
    const fields = typeof upload.body === 'object' && upload.body !== null ? upload.body : {}
    const form = checkForm(volunteerRules, { ...fields, cv: cv?.fileName ?? '' })
    const errors = form.ok ? {} : { ...form.errors }
    const problem = cv && pdfProblem(cv.buffer.subarray(0, 5), cv.buffer.length)
    if (problem) errors.cv = problem
    // A file input cannot be filled in again: the page shows the text fields only.
    if (!form.ok || problem || !cv) return refused(400, CHECK_FIELDS, { ...form.values, cv: '' }, errors)
    const refusal = await admitSubmission(deps, request, limiter, {
      body: fields,
      values: { ...form.values, cv: '' },
      tooMany: (minutes) =>
        `You have sent several applications in a short time. Please try again in ${minutes} minutes.`,
    })
    if (refusal) return refusal

    let stored: string
    try {
      stored = (await deps.media.save('cv', cv, ['pdf'], CV_DIR)).path
    } catch (error) {
      if (error instanceof ValidationError)
        return refused(
          400,
          CHECK_FIELDS,
          { ...form.values, cv: '' },
          { cv: 'The CV could not be read as a PDF file.' },
        )
      throw error
    }
    const { firstName, email, subject, about } = form.values
    let id: number | undefined
    try {
      // Outside the transaction: the embedded database has one connection, which it holds.
      const hashedIp = await ipHash(deps.db, request.ip)
      const [row] = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const rows = await tx
          .insert(volunteerApplication)
          .values({
            firstName: oneLine(firstName),
            email: email.trim(),
            subject: oneLine(subject),
            about: about.trim(),
            cv: stored,
            ipHash: hashedIp,
          })
          .returning({ id: volunteerApplication.id })
        // The CV commits with the application; until then it is pending and swept if left behind.
        await deps.media.confirm(tx, [stored])
        return rows
      })
      id = row?.id
    } catch (error) {
      await deps.media.releaseUnreferenced([stored], async () => false)
      throw error
    }
    const org = await siteIdentity(deps.db)
    const mailed = await notify(deps, request, {
      to: org.email,
      replyTo: email.trim(),
      subject: `Volunteer application: ${oneLine(firstName)}, ${oneLine(subject)}`,
      text:
        `${oneLine(firstName)} <${email.trim()}> applied to volunteer with ${org.name}.\n` +
        `Subject: ${oneLine(subject)}\n\n${about.trim() || '(nothing written about themselves)'}\n\n` +
        `Their CV (PDF), for signed-in staff: ${deps.publicUrl}/volunteer_application/api/v1/volunteer_application/${id}/cv\n` +
        `The application is kept in the back office as volunteer application ${id}.\n`,
    })
    const detail = mailed
      ? `Thank you, ${oneLine(firstName)}! Your application has reached ${org.name}; we will write to ${email.trim()}.`
      : `${MAIL_FAILED} Your application itself was saved, so there is no need to send it again; our team will see it even though the email to them failed.`
    return {
      status: 201,
      answer: { detail, mailed },
      submission: { values: {}, errors: {}, outcome: mailed ? 'sent' : 'not-mailed', detail },
    }
  }

  const schema = formRouteSchema(
    'Apply as a volunteer, with a CV (PDF) as a multipart file',
    volunteerRules,
    { fields: { cv: z.string().describe('A PDF file part').optional() } },
  )
  app.post(page, { schema }, async (request, reply) =>
    respond(request, reply, deps, page, await apply(request)),
  )

  // Staff read a CV here: the file itself never leaves the private folder through /media/.
  app.get<{ Params: { id: string } }>(
    '/volunteer_application/api/v1/volunteer_application/:id/cv',
    {
      preHandler: requirePermission('volunteer_application', 'read'),
      schema: routeSchema({
        summary: "A volunteer's CV (PDF), for staff",
        tags: ['volunteer_application'],
        auth: 'staff',
        params: idParams,
        answers: {
          200: { description: 'The PDF', body: z.string(), contentType: 'application/pdf' },
          ...ERROR_ANSWERS,
        },
      }),
    },
    async (request, reply) => {
      const id = parseId(request.params.id, 'Volunteer application')
      const [row] = await deps.db
        .select({ cv: volunteerApplication.cv })
        .from(volunteerApplication)
        .where(eq(volunteerApplication.id, id))
      if (!row) throw new ApiError(404, `Volunteer application ${id} does not exist.`)
      if (!row.cv) throw new ApiError(404, `Volunteer application ${id} has no CV.`)
      return (
        reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="cv-${id}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .type('application/pdf')
          // Without cacheControl: false, sendFile replaces the header above with a public, year-long one.
          .sendFile(row.cv, { cacheControl: false })
      )
    },
  )
}
