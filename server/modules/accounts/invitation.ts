/**
 * Invitations: a user created without a password is emailed a link to choose one (7 days,
 * single-use; server/auth/password-links.ts), and the create's answer says what became of the
 * email, for the admin to read ("Invitation sent to …"). POST user/invite/{id}/ sends a new one,
 * replacing the earlier link, while the user has not chosen a password.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { sendPasswordLink } from '../../auth/password-links.ts'
import { requirePermission } from '../../auth/request-auth.ts'
import { users } from '../../db/schema.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import type { MailOutcome } from '../../mail/mailer.ts'
import type { AreaDeps } from '../area.ts'

type Invitee = typeof users.$inferSelect

/** What the admin reads once the invitation went out, or did not. */
export function invitationDetail(outcome: MailOutcome, email: string): string {
  if (outcome === 'sent') return `Invitation sent to ${email}.`
  if (outcome === 'kept')
    return `No mail server is set up: the invitation to ${email} is kept in Outgoing email, with its link.`
  return `The invitation to ${email} could not be sent; it is kept in Outgoing email with the error.`
}

async function invite(deps: AreaDeps, user: Invitee) {
  const outcome = await sendPasswordLink(deps, user, 'invite')
  return { outcome, detail: invitationDetail(outcome, user.email) }
}

export function registerInvitations(app: FastifyInstance, deps: AreaDeps): void {
  deps.crud.afterCreate('user', async (row) => {
    const user = row as Invitee
    // A password given in the create body (API clients) means there is nothing to invite to.
    if (user.passwordHash !== null || !user.isActive) return undefined
    return { invitation: await invite(deps, user) }
  })

  const schema = routeSchema({
    summary:
      'Email the user a new invitation link to choose their password (the earlier link stops working); only while they have none',
    tags: ['user'],
    auth: 'staff',
    params: idParams,
    answers: {
      200: '{"outcome": "sent" | "kept" | "failed", "detail": "Invitation sent to …"}',
      ...ERROR_ANSWERS,
      409: 'The user has a password already, or is deactivated',
    },
  })
  deps.routes.add('POST', '/user/api/v1/user/invite/:id/')
  app.post<{ Params: { id: string } }>(
    '/user/api/v1/user/invite/:id/',
    { schema, preHandler: requirePermission('user', 'update') },
    async (request) => {
      const id = parseId(request.params.id, 'User')
      const [user] = await deps.db.select().from(users).where(eq(users.id, id))
      if (!user) throw new ApiError(404, `User ${id} does not exist.`)
      if (user.passwordHash !== null)
        throw new ApiError(
          409,
          `${user.email} has chosen a password already; "Forgot password?" sends them a new one.`,
        )
      if (!user.isActive) throw new ApiError(409, `${user.email} is deactivated: activate the account first.`)
      return invite(deps, user)
    },
  )
}
