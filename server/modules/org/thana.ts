import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { listFor } from '../../api/legacy/audience.ts'
import { getJson } from '../../api/legacy/json-route.ts'
import { parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentersOf } from '../../resources/present.ts'
import type { AreaDeps } from '../area.ts'
import { placeLevel, placeNames, placeWebsite } from './place-level.ts'
import { thana } from './tables.ts'

/** An upazila or a thana (police station): the original's screens called it Police Station. */
export const thanaResource = defineResource({
  name: 'thana',
  label: 'Thana',
  admin: {
    columns: ['name', 'bn_name', 'city'],
    filters: ['city'],
    nav: { group: 'organisation', icon: 'Place' },
  },
  table: thana,
  listKey: 'thanas',
  ...placeLevel,
  fields: {
    ...placeNames(),
    city: field.ref('cityId', 'city', { required: true, label: 'District' }),
    url: placeWebsite(),
  },
})

/**
 * The original's list of one district's thanas for its cascading selects, unpaginated:
 * `{"thanas": […]}`, empty for a district that does not exist (as the original).
 */
export function registerThanaRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const ctx = { db: deps.db, timeZone: deps.timeZone }
  getJson(
    app,
    deps,
    '/thana/api/v1/thana/all_thana_by_city_id/:id',
    async (request, audience) => {
      const cityId = parseId(request.params.id ?? '', 'District')
      const rows = await deps.db
        .select()
        .from(thana)
        .where(eq(thana.cityId, cityId))
        .orderBy(...thanaResource.orderBy(thana))
      const items = await presentersOf(thanaResource).unpaginated(rows, ctx)
      return listFor(thanaResource, audience, { thanas: items })
    },
    {
      staffReads: 'thana',
      schema: routeSchema({
        summary: "A district's thanas (upazilas), for cascading address choices",
        tags: ['thana'],
        params: idParams,
        answers: { 200: '{"thanas": […]}; an unknown district has none', 400: ERROR_ANSWERS[400] },
      }),
    },
  )
}
