/**
 * GET /api/v1/admin/schema: the back office's screens, list features and navigation, from the
 * declarations (server/resources/admin-schema.ts). A signed-in user gets the resources their role
 * may read, each with what else it may do there, so the back office offers nothing the API would
 * refuse. Computed per request (it depends on the role) and never cached by anyone.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AdminSchema } from '../../common/resource-schema.ts'
import { can, requireUser } from '../auth/request-auth.ts'
import { ERROR_ANSWERS, routeSchema } from '../http/route-docs.ts'
import { resourceSchema } from '../resources/admin-schema.ts'
import type { ApiDeps } from './legacy/json-route.ts'

export const ADMIN_SCHEMA_PATH = '/api/v1/admin/schema'

export function registerAdminSchemaRoute(app: FastifyInstance, deps: ApiDeps): void {
  // Once at start: a declaration whose admin options name a missing field stops the app here.
  for (const resource of deps.registry.resources) resourceSchema(resource)
  deps.routes.add('GET', ADMIN_SCHEMA_PATH)
  const schema = routeSchema({
    summary: 'The back office’s screens for the signed-in user',
    description:
      'The resources the user’s role may read, each with its fields (kind, label, limits, choices, references), its list (columns, order, sortable columns, search, filters, export URL), its navigation entry and what the user may do (`can`): AdminSchema in common/resource-schema.ts. Never cached.',
    tags: ['admin'],
    auth: 'staff',
    answers: {
      200: {
        description: 'AdminSchema',
        body: z.object({
          timeZone: z.string().describe('The organisation’s time zone (TIME_ZONE)'),
          resources: z.array(z.record(z.string(), z.unknown()).describe('ResourceSchema')),
        }),
      },
      401: ERROR_ANSWERS[401],
    },
  })
  app.get(ADMIN_SCHEMA_PATH, { schema }, async (request, reply) => {
    const auth = await requireUser(request)
    reply.header('cache-control', 'private, no-store').header('vary', 'authorization, cookie')
    const answer: AdminSchema = {
      timeZone: deps.timeZone,
      resources: deps.registry.resources
        .filter((resource) => can(auth, resource.name, 'read'))
        .map((resource) => resourceSchema(resource, (action) => can(auth, resource.name, action))),
    }
    return answer
  })
}
