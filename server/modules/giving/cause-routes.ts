/**
 * The cause-keyed reads of the original (back-office spec §2.3), laid out as the menu-keyed ones
 * (cms/content-routes.ts): a cause's blocks as an ordered key → HTML map, its images as head →
 * stored name (one) or list of names (several), and both at once; and the saving of a new order
 * of its blocks or images. The public reads a published cause's (404 for a draft, a scheduled or
 * an unknown one); staff who may read causes also see drafts.
 */
import type { FastifyInstance } from 'fastify'
import type { Audience } from '../../api/legacy/audience.ts'
import { type ApiDeps, getJson } from '../../api/legacy/json-route.ts'
import { registerReorderRoute } from '../../api/legacy/reorder-route.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { OrderedJsonObject } from '../../http/wire.ts'
import { contentEntries, imageEntries } from '../../resources/keyed-maps.ts'
import { causeContentResource } from './cause-content.ts'
import { causeContentImageResource } from './cause-content-image.ts'
import { causeBlocks, causeFor } from './cause-service.ts'
import { causeContent, causeContentImage } from './tables.ts'

export function registerCauseRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps

  const docs = (tag: string, summary: string) =>
    routeSchema({
      summary,
      tags: [tag],
      params: idParams,
      answers: { 200: 'OK', 400: ERROR_ANSWERS[400], 404: 'No such cause the reader may see' },
    })

  /** The cause's blocks and images, if the reader may see the cause. */
  async function keyedContent(rawId: string | undefined, audience: Audience) {
    const id = parseId(rawId ?? '', 'Cause')
    const found = await causeFor(db, id, audience === 'staff' ? null : new Date(deps.clock()))
    if (!found) throw new ApiError(404, `Cause ${id} does not exist or is not published.`)
    return causeBlocks(db, id)
  }

  // Key → HTML of the cause's blocks. A cause without blocks gives {} (the original: null).
  getJson(
    app,
    deps,
    '/cause_content/api/v1/get_all_cause_content_by_cause_id/:id',
    async (request, audience) => {
      const { blocks } = await keyedContent(request.params.id, audience)
      return { cause_contents: new OrderedJsonObject(contentEntries(blocks)) }
    },
    { staffReads: 'cause', schema: docs('cause_content', "A cause's blocks: key → HTML, in editor order") },
  )

  // Head → raw stored name (one image) or list of names (several). No images gives {} (the original: null).
  getJson(
    app,
    deps,
    '/cause_content_image/api/v1/get_all_cause_content_image_by_cause_id/:id',
    async (request, audience) => {
      const { images } = await keyedContent(request.params.id, audience)
      return { content_images: new OrderedJsonObject(imageEntries(images)) }
    },
    {
      staffReads: 'cause',
      schema: docs(
        'cause_content_image',
        "A cause's images: head → stored name (one) or list of names (several)",
      ),
    },
  )

  // Both at once. The original sent content_images as a one-element list holding the map (a bug).
  getJson(
    app,
    deps,
    '/cause/api/v1/cause/get_all_content_and_image_by_cause_id/:id',
    async (request, audience) => {
      const { blocks, images } = await keyedContent(request.params.id, audience)
      return {
        cause_contents: new OrderedJsonObject(contentEntries(blocks)),
        content_images: new OrderedJsonObject(imageEntries(images)),
      }
    },
    { staffReads: 'cause', schema: docs('cause', "A cause's block and image maps at once") },
  )

  const onChange = () => deps.cache.invalidate()
  registerReorderRoute(
    app,
    deps,
    {
      resource: causeContentResource as never,
      table: causeContent,
      ownerColumn: causeContent.causeId,
      ownerKey: 'cause',
      ownerLabel: 'cause',
    },
    onChange,
  )
  registerReorderRoute(
    app,
    deps,
    {
      resource: causeContentImageResource as never,
      table: causeContentImage,
      ownerColumn: causeContentImage.causeId,
      ownerKey: 'cause',
      ownerLabel: 'cause',
    },
    onChange,
  )
}
