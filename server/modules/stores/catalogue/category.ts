/**
 * Product categories, three levels deep (Welding gear > Safety > Helmets), at the original's paths
 * with its three tree helpers for cascading choices: the top categories, a category's
 * subcategories, a subcategory's sub-subcategories. The database keeps `level` (a trigger sets it
 * from the parent and refuses a fourth level); the hooks say the same first, as a 400 naming the
 * parent, and refuse a category as its own parent.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { listFor } from '../../../api/legacy/audience.ts'
import { getJson } from '../../../api/legacy/json-route.ts'
import { parseId } from '../../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../../http/route-docs.ts'
import { ValidationError } from '../../../http/validation.ts'
import {
  defineResource,
  type PresentContext,
  type Row,
  type WriteContext,
  type WriteHooks,
} from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { presentDefault, presentersOf } from '../../../resources/present.ts'
import type { AreaDeps } from '../../area.ts'
import { STORES_GRANTS } from '../grants.ts'
import { category } from '../tables.ts'

/** Categories go at most this deep (the original's parent, sub and sub-sub). */
export const CATEGORY_DEPTH = 3

type CategoryRow = Row<typeof category>

/** The ids of a category and every category under it (for "products in Welding gear"). */
export function categoryAndBelow(categoryId: number): SQL {
  return sql`(select c.id from ${category} c where c.id = ${categoryId} or c.parent_id = ${categoryId}
    or c.parent_id in (select s.id from ${category} s where s.parent_id = ${categoryId}))`
}

/** The parent must exist below the last level, and not be the category itself. */
async function checkParent(ctx: WriteContext, parentId: unknown, selfId?: number): Promise<void> {
  if (typeof parentId !== 'number') return
  if (parentId === selfId) throw new ValidationError({ parent: ['A category cannot be its own parent.'] })
  const [parent] = await ctx.db
    .select({ name: category.name, level: category.level })
    .from(category)
    .where(eq(category.id, parentId))
  if (parent && parent.level >= CATEGORY_DEPTH)
    throw new ValidationError({
      parent: [
        `"${parent.name}" is already at the ${CATEGORY_DEPTH}rd level: categories go at most ${CATEGORY_DEPTH} levels deep.`,
      ],
    })
}

const categoryHooks: WriteHooks<typeof category> = {
  beforeCreate: (values, ctx) => checkParent(ctx, values.parentId),
  beforeUpdate: (values, existing, ctx) => checkParent(ctx, values.parentId, existing.id),
}

async function presentCategories(rows: CategoryRow[], ctx: PresentContext): Promise<object[]> {
  return rows.map((r) => ({ ...presentDefault(categoryResource, r, ctx), level: r.level }))
}

export const categoryResource = defineResource({
  name: 'category',
  label: 'Category',
  plural: 'Categories',
  grants: STORES_GRANTS,
  admin: {
    columns: ['name', 'parent', 'position', 'updated_at'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['parent'],
    nav: { group: 'stores', icon: 'Category', order: 2 },
  },
  table: category,
  listKey: 'categories',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.level), asc(t.position), asc(t.name), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    parent: field.ref('parentId', 'category', {
      label: 'Parent category',
      help: 'Empty for a top category; categories go three levels deep.',
    }),
    image: field.file('image', { accept: ['image'], dir: 'stores/category' }),
    position: field.int('position', { nullable: false, min: 0, help: 'Lower comes first.' }),
  },
  hooks: categoryHooks,
  presentList: presentCategories,
  presentDetail: async (row, ctx) => (await presentCategories([row], ctx))[0] as object,
})

/** The original's three tree helpers, unpaginated, as {"categories": […]}. */
export function registerCategoryRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const ctx: PresentContext = { db: deps.db, timeZone: deps.timeZone, now: deps.clock }
  const base = '/category/api/v1/category/'
  const list = async (where: SQL) => {
    const rows = await deps.db
      .select()
      .from(category)
      .where(where)
      .orderBy(...categoryResource.orderBy(category))
    return presentersOf(categoryResource).unpaginated(rows, ctx)
  }
  const docs = (summary: string, withId: boolean) =>
    routeSchema({
      summary,
      tags: ['category'],
      ...(withId ? { params: idParams } : {}),
      answers: { 200: '{"categories": […]}; an unknown category has none', 400: ERROR_ANSWERS[400] },
    })

  getJson(
    app,
    deps,
    `${base}get_all_parent_category_without_pagination/`,
    async (_request, audience) =>
      listFor(categoryResource, audience, { categories: await list(eq(category.level, 1)) }),
    {
      staffReads: 'category',
      schema: docs('The top categories, for the first of the cascading choices', false),
    },
  )
  const children = (path: string, level: number, summary: string) =>
    getJson(
      app,
      deps,
      `${base}${path}/:id`,
      async (request, audience) => {
        const parentId = parseId(request.params.id ?? '', 'Category')
        const rows = await list(and(eq(category.parentId, parentId), eq(category.level, level)) as SQL)
        return listFor(categoryResource, audience, { categories: rows })
      },
      { staffReads: 'category', schema: docs(summary, true) },
    )
  children('get_all_sub_category_by_category_id_without_pagination', 2, "A top category's subcategories")
  children(
    'get_all_sub_sub_category_by_sub_category_id_without_pagination',
    3,
    "A subcategory's sub-subcategories",
  )
}
