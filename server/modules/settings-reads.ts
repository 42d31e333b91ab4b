/**
 * The two reads every one-row settings resource answers (the books', the giving and the stores'
 * settings): GET {base} the settings, and GET {base}all/ the same row as the original's list
 * pattern reads it ({settings: [row]}), both for staff with the resource's read permission.
 */
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../auth/request-auth.ts'
import { ERROR_ANSWERS, routeSchema } from '../http/route-docs.ts'
import type { AreaDeps } from './area.ts'

export function registerSettingsReads(
  app: FastifyInstance,
  deps: Pick<AreaDeps, 'routes'>,
  settings: {
    base: string
    resource: string
    /** What they are, for the API's documentation: "The books' settings". */
    title: string
    /** What they hold: "fiscal year start month, lock date, fund ledger". */
    holds: string
    present: () => Promise<unknown>
  },
): void {
  const read = (summary: string, answer: string) => ({
    preHandler: requirePermission(settings.resource, 'read'),
    schema: routeSchema({
      summary,
      tags: [settings.resource],
      auth: 'staff',
      answers: { 200: answer, ...ERROR_ANSWERS },
    }),
  })
  deps.routes.add('GET', settings.base)
  app.get(settings.base, read(`${settings.title}: ${settings.holds}`, 'The settings'), () =>
    settings.present(),
  )
  deps.routes.add('GET', `${settings.base}all/`)
  app.get(
    `${settings.base}all/`,
    read(
      `${settings.title} as the list pattern reads them: {settings: [the one row]}`,
      '{settings: [the settings]}',
    ),
    async () => ({ settings: [await settings.present()] }),
  )
}
