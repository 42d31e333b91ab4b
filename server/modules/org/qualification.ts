import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requirePermission } from '../../auth/request-auth.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { mediaServing } from '../../media/media-types.ts'
import {
  defineResource,
  type PresentContext,
  type ResourceDeclaration,
  type Row,
} from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentDefault } from '../../resources/present.ts'
import type { AreaDeps } from '../area.ts'
import { qualification } from './tables.ts'

/** Scanned certificates are personal data: stored under private/, which /media/ never serves. */
const upload = { accept: ['image', 'pdf'] as const, dir: 'private/qualification' }
const DOCUMENTS = {
  image_doc_one: 'imageDocOne',
  image_doc_two: 'imageDocTwo',
  image_doc_three: 'imageDocThree',
  image_doc_four: 'imageDocFour',
} as const
type Document = keyof typeof DOCUMENTS
const base = '/qualification/api/v1/qualification/'

/** The default JSON, with each document as its staff-only address instead of a /media/ one. */
function present(row: Row<typeof qualification>, ctx: PresentContext): object {
  const declared = qualificationResource as unknown as ResourceDeclaration
  const out = presentDefault(declared, row, ctx) as Record<string, unknown>
  for (const [wire, column] of Object.entries(DOCUMENTS)) {
    out[wire] = row[column] ? `${base}${row.id}/${wire}` : null
  }
  return out
}

/** An employee's degree (the original's `passign_year` spelling kept on the wire): staff only. */
export const qualificationResource = defineResource({
  name: 'qualification',
  label: 'Qualification',
  admin: {
    columns: ['employee', 'degree_name', 'passign_year', 'institute_name', 'grade'],
    nav: { group: 'organisation', icon: 'School' },
  },
  table: qualification,
  listKey: 'qualifications',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [desc(t.id)],
  private: true,
  fields: {
    employee: field.ref('employeeId', 'employee', { required: true }),
    degree_name: field.text('degreeName', { required: true, max: 100, searchable: true, label: 'Degree' }),
    passign_year: field.int('passingYear', { required: true, min: 1900, max: 2100, label: 'Passing year' }),
    board: field.text('board', { required: true, max: 100, searchable: true, label: 'Board or university' }),
    institute_name: field.text('instituteName', {
      required: true,
      max: 200,
      searchable: true,
      label: 'Institute',
    }),
    grade: field.decimal('grade', { scale: 2, min: 0, max: 100, help: 'GPA, CGPA or percentage.' }),
    image_doc_one: field.file('imageDocOne', upload, { label: 'Document 1' }),
    image_doc_two: field.file('imageDocTwo', upload, { label: 'Document 2' }),
    image_doc_three: field.file('imageDocThree', upload, { label: 'Document 3' }),
    image_doc_four: field.file('imageDocFour', upload, { label: 'Document 4' }),
  },
  presentList: async (rows, ctx) => rows.map((row) => present(row, ctx)),
  presentDetail: async (row, ctx) => present(row, ctx),
})

/** A qualification's scanned document, for staff who may read qualifications. */
export function registerQualificationRoutes(app: FastifyInstance, deps: AreaDeps): void {
  deps.routes.add('GET', `${base}:id/:document`)
  app.get<{ Params: { id: string; document: string } }>(
    `${base}:id/:document`,
    {
      preHandler: requirePermission('qualification', 'read'),
      schema: routeSchema({
        summary: "One of a qualification's scanned documents (image or PDF), for staff",
        tags: ['qualification'],
        auth: 'staff',
        params: z.object({
          id: idParams.shape.id,
          document: z.enum(Object.keys(DOCUMENTS) as [keyof typeof DOCUMENTS]),
        }),
        answers: { 200: 'The file', ...ERROR_ANSWERS },
      }),
    },
    async (request, reply) => {
      const id = parseId(request.params.id, 'Qualification')
      const document = request.params.document
      if (!Object.hasOwn(DOCUMENTS, document)) {
        throw new ApiError(
          404,
          `A qualification has no document "${document}": use image_doc_one … image_doc_four.`,
        )
      }
      const [row] = await deps.db.select().from(qualification).where(eq(qualification.id, id))
      if (!row) throw new ApiError(404, `Qualification ${id} does not exist.`)
      const stored = row[DOCUMENTS[document as Document]]
      if (!stored) throw new ApiError(404, `Qualification ${id} has no ${document}.`)
      const serving = mediaServing(stored)
      reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', serving.inline ? 'inline' : 'attachment')
      // Our headers, not @fastify/static's (public, cached for a year: right for /media/, not here).
      return reply.type(serving.contentType).sendFile(stored, { contentType: false, cacheControl: false })
    },
  )
}
