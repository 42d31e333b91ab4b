/**
 * GET /api/v1/admin/file-usage?file=…: where each stored file is used (file fields and rich text,
 * server/resources/file-usage.ts), for the back office's "Used in". `file` is a /media/ URL as the
 * API gives it, or a stored path; repeat it for several files (a list's page). A place in a
 * resource the user's role may not read is counted, not named.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { can, requireUser } from '../auth/request-auth.ts'
import { ApiError } from '../http/api-error.ts'
import { ERROR_ANSWERS, routeSchema } from '../http/route-docs.ts'
import { safeMediaName } from '../media/media-routes.ts'
import type { FileUsage } from '../resources/file-usage.ts'
import type { ApiDeps } from './legacy/json-route.ts'

export const FILE_USAGE_PATH = '/api/v1/admin/file-usage'
const MAX_FILES = 100

/** "/media/cms/x.jpg", "https://host/media/cms/x.jpg" or "cms/x.jpg" → "cms/x.jpg"; null if not a media name. */
export function storedPathOf(file: string): string | null {
  const afterMedia = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]+)?\/media\/(.+)$/i.exec(file)?.[1]
  return safeMediaName((afterMedia ?? file).split(/[?#]/)[0] ?? '')
}

const place = z.object({
  resource: z.string(),
  id: z.number(),
  field: z.string(),
  place: z.string().describe('Where staff find it: "Page About: rich text block \'About\'"'),
})

export function registerFileUsageRoute(app: FastifyInstance, deps: ApiDeps, usage: FileUsage): void {
  deps.routes.add('GET', FILE_USAGE_PATH)
  const schema = routeSchema({
    summary: 'Where stored files are used',
    description: `Each ?file= (a /media/ URL or a stored path, repeated for several, at most ${MAX_FILES}) with the records using it: file fields and rich text holding its URL. Places in resources the role may not read are only counted (\`hidden\`). A record whose file is used elsewhere cannot be deleted (409 listing the places).`,
    tags: ['admin'],
    auth: 'staff',
    answers: {
      200: {
        description: 'The places of each file',
        body: z.object({
          files: z.array(
            z.object({ file: z.string(), path: z.string(), places: z.array(place), hidden: z.number() }),
          ),
        }),
      },
      400: ERROR_ANSWERS[400],
      401: ERROR_ANSWERS[401],
    },
  })
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    FILE_USAGE_PATH,
    { schema },
    async (request, reply) => {
      const auth = await requireUser(request)
      reply.header('cache-control', 'private, no-store').header('vary', 'authorization, cookie')
      const asked = [request.query.file ?? []].flat().filter((f) => f !== '')
      if (asked.length === 0) throw new ApiError(400, 'Add ?file=… (a /media/ URL or a stored path).')
      if (asked.length > MAX_FILES) throw new ApiError(400, `Ask for at most ${MAX_FILES} files at once.`)
      const files = []
      for (const file of asked) {
        const path = storedPathOf(file)
        if (!path) throw new ApiError(400, `"${file.slice(0, 80)}" is not a /media/ URL or a stored path.`)
        const all = await usage.places(deps.db, path)
        const places = all.filter((p) => can(auth, p.resource, 'read'))
        files.push({ file, path, places, hidden: all.length - places.length })
      }
      return { files }
    },
  )
}
