/**
 * What every purchasing route file uses: its paths under /{resource}/api/v1/{resource}/ added to
 * the route table, the route's documentation, the signed-in actor, one transaction per write and
 * the presenting context.
 */
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { requireUser } from '../../../auth/request-auth.ts'
import type { Db } from '../../../db/client.ts'
import { ERROR_ANSWERS, type RouteDocs, routeSchema } from '../../../http/route-docs.ts'
import type { Actor } from '../../../resources/crud-service.ts'
import type { PresentContext } from '../../../resources/define.ts'
import type { AreaDeps } from '../../area.ts'

export function kitOf(deps: AreaDeps, resource: string) {
  const base = `/${resource}/api/v1/${resource}/`
  const ctx: PresentContext = {
    db: deps.db,
    timeZone: deps.timeZone,
    now: deps.clock,
    registry: deps.registry,
  }
  return {
    ctx,
    path: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', rest: string) => {
      deps.routes.add(method, `${base}${rest}`)
      return `${base}${rest}`
    },
    docs: (summary: string, extra: Partial<RouteDocs> & { body?: z.ZodType } = {}) =>
      routeSchema({
        summary,
        tags: [resource],
        auth: 'staff',
        answers: { 200: summary, ...ERROR_ANSWERS, ...(extra.answers ?? {}) },
        ...(extra.body ? { consumes: ['application/json', 'multipart/form-data'] } : {}),
        ...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'answers')),
      }),
    actorOf: async (request: FastifyRequest): Promise<Actor> => {
      const auth = await requireUser(request)
      return { id: auth.user.id, email: auth.user.email, ip: request.ip }
    },
    inTransaction: <T>(work: (tx: Db) => Promise<T>) =>
      deps.db.transaction(async (tx) => work(tx as unknown as Db)),
    now: () => new Date(deps.clock()),
  }
}
