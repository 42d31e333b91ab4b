/** Whether outgoing email goes to an SMTP server: the Outgoing email screen says so. */
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../../auth/request-auth.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import type { AreaDeps } from '../area.ts'
import { emailOutboxResource } from './email-outbox.ts'

export function registerEmailOutboxRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { name } = emailOutboxResource
  const path = `/${name}/api/v1/${name}/smtp/`
  const schema = routeSchema({
    summary: 'Whether outgoing email is handed to an SMTP server (SMTP_URL) or only kept in the outbox',
    tags: [name],
    auth: 'staff',
    answers: { 200: '{"smtp": true | false}', ...ERROR_ANSWERS },
  })
  deps.routes.add('GET', path)
  app.get(path, { schema, preHandler: requirePermission(name, 'read') }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return { smtp: deps.mailer.smtp }
  })
}
