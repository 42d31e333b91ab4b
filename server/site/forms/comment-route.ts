/**
 * POST /blog-single/{id} (and the other layouts' post addresses): a visitor's comment on a public
 * post. Checked like the other public forms (the rules the browser uses, the guard, a per-address
 * limit), stored as pending moderation with a hash of the address, then emailed to the
 * organisation; it is shown on the post once staff approve it. The text is plain text: stored as
 * written and always escaped when shown.
 */
import type { FastifyInstance } from 'fastify'
import { screenUrl } from '../../../common/resource-schema.ts'
import { commentRules } from '../../../web/pages/stories/rules.ts'
import { idParams } from '../../http/route-docs.ts'
import { siteIdentity } from '../../modules/cms/site-identity-service.ts'
import { addComment, publicPost } from '../../modules/content/service.ts'
import { wholeNumber } from '../pages/sample-pages.ts'
import { blogPaths } from '../pages/stories.ts'
import { admitSubmission } from './admit.ts'
import { checkForm, formRouteSchema, oneLine } from './form-input.ts'
import { ipHash } from './ip-hash.ts'
import { CHECK_FIELDS, type FormDeps, notify, refused, respond } from './respond.ts'
import { SubmissionLimiter } from './submission-limiter.ts'

/** Five comments per address in ten minutes: a conversation, not a flood. */
const LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

const NO_POST = 'This post does not exist, or is not published: the comment was not sent.'

export function registerCommentRoute(app: FastifyInstance, deps: FormDeps): void {
  const limiter = new SubmissionLimiter(deps.rateLimits, 'comment', LIMIT, deps.clock)

  const schema = formRouteSchema(
    'Comment on a published blog post: held for moderation, shown once approved',
    commentRules,
    { params: idParams },
  )
  for (const { single } of Object.values(blogPaths)) {
    app.post<{ Params: { id: string } }>(
      `${single}/:id`,
      { bodyLimit: 32 * 1024, schema },
      async (request, reply) => {
        const pagePath = `${single}/${request.params.id}`
        const view = { db: deps.db, at: new Date(deps.clock()) }
        const postId = wholeNumber(request.params.id)
        if (postId === null || !(await publicPost(view, postId)))
          return respond(request, reply, deps, pagePath, refused(404, NO_POST, {}))

        const form = checkForm(commentRules, request.body)
        if (!form.ok)
          return respond(request, reply, deps, pagePath, refused(400, CHECK_FIELDS, form.values, form.errors))
        const refusal = await admitSubmission(deps, request, limiter, {
          body: request.body,
          values: form.values,
          tooMany: (minutes) =>
            `You have sent several comments in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        })
        if (refusal) return respond(request, reply, deps, pagePath, refusal)

        const name = oneLine(form.values.name)
        const email = form.values.email.trim().toLowerCase()
        const body = form.values.comment.trim()
        const stored = await addComment(view, {
          postId,
          name,
          email,
          body,
          ipHash: await ipHash(deps.db, request.ip),
        })
        // Unpublished in the meantime.
        if (!stored) return respond(request, reply, deps, pagePath, refused(404, NO_POST, form.values))

        const org = await siteIdentity(deps.db)
        const mailed = await notify(deps, request, {
          to: org.email,
          replyTo: email,
          subject: `Comment to moderate on “${oneLine(stored.post.title)}”, from ${name}`,
          text:
            `${name} <${email}> commented on “${stored.post.title}” (${deps.publicUrl}${pagePath}):\n\n` +
            `${body}\n\n` +
            `The comment is shown on the post once approved. Approve or reject it in the back office: ` +
            `${deps.publicUrl}${screenUrl('blog_comment')} (blog comment ${stored.id}).\n`,
        })
        if (!mailed) request.log.warn({ blogComment: stored.id }, 'comment stored but not mailed')
        const detail = `Thank you, ${name}! Your comment is awaiting moderation: it will appear under the post once approved.`
        return respond(request, reply, deps, pagePath, {
          status: 201,
          answer: { detail },
          submission: { values: {}, errors: {}, outcome: 'sent', detail },
        })
      },
    )
  }
}
