/**
 * What describes a product besides its own fields, each at the original's path and each with its
 * list by product: more pictures (productimage, several uploaded at once as images[0][0]…), the
 * colours and sizes it comes in (productcolor, productsize) and its attribute values
 * (product_attribute_value: "Material: leather"), which must be of an attribute of the product's
 * attribute set when it has one. Edited on the product's screen, so none has a navigation entry.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { listFor } from '../../../api/legacy/audience.ts'
import { getJson } from '../../../api/legacy/json-route.ts'
import { parseId } from '../../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../../http/route-docs.ts'
import { ValidationError } from '../../../http/validation.ts'
import {
  defineResource,
  type PresentContext,
  type ResourceDeclaration,
  type Row,
  type TableWithId,
  type WriteContext,
} from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { presentersOf } from '../../../resources/present.ts'
import type { AreaDeps } from '../../area.ts'
import { STORES_GRANTS } from '../grants.ts'
import {
  attribute,
  attributeSetAttribute,
  attributeValue,
  product,
  productAttributeValue,
  productColor,
  productImage,
  productSize,
} from '../tables.ts'

const productField = field.ref('productId', 'product', { required: true })

export const productImageResource = defineResource({
  name: 'productimage',
  label: 'Product image',
  grants: STORES_GRANTS,
  admin: { columns: ['product', 'image', 'alt', 'position'], nav: false },
  table: productImage,
  listKey: 'product_images',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.productId), asc(t.position), asc(t.id)],
  fields: {
    product: productField,
    image: field.file('image', { accept: ['image'], dir: 'stores/product' }, { required: true }),
    alt: field.text('alt', { max: 500, label: 'Alternative text' }),
    position: field.int('position', { nullable: false, min: 0 }),
  },
  bulkUpload: { pattern: /^images(\[\d+\])+$/, field: 'image' },
})

export const productColorResource = defineResource({
  name: 'productcolor',
  label: 'Product colour',
  grants: STORES_GRANTS,
  admin: { nav: false },
  table: productColor,
  listKey: 'product_colors',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.productId), asc(t.id)],
  fields: { product: productField, color: field.ref('colorId', 'color', { required: true }) },
})

export const productSizeResource = defineResource({
  name: 'productsize',
  label: 'Product size',
  grants: STORES_GRANTS,
  admin: { nav: false },
  table: productSize,
  listKey: 'product_sizes',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.productId), asc(t.id)],
  fields: { product: productField, size: field.ref('sizeId', 'size', { required: true }) },
})

/** A value of an attribute outside the product's attribute set is refused, naming both. */
async function checkInSet(
  values: Record<string, unknown>,
  existing: Record<string, unknown>,
  ctx: WriteContext,
) {
  const productId = (values.productId ?? existing.productId) as number | undefined
  const valueId = (values.attributeValueId ?? existing.attributeValueId) as number | undefined
  if (productId === undefined || valueId === undefined) return
  const [found] = await ctx.db
    .select({
      setId: product.attributeSetId,
      attributeId: attributeValue.attributeId,
      attribute: attribute.name,
      inSet: attributeSetAttribute.attributeId,
    })
    .from(product)
    .innerJoin(attributeValue, eq(attributeValue.id, valueId))
    .innerJoin(attribute, eq(attribute.id, attributeValue.attributeId))
    .leftJoin(
      attributeSetAttribute,
      and(
        eq(attributeSetAttribute.attributeSetId, product.attributeSetId),
        eq(attributeSetAttribute.attributeId, attributeValue.attributeId),
      ),
    )
    .where(eq(product.id, productId))
  if (found && found.setId !== null && found.inSet === null)
    throw new ValidationError({
      attribute_value: [`"${found.attribute}" is not an attribute of the product's attribute set.`],
    })
}

export const productAttributeValueResource = defineResource({
  name: 'product_attribute_value',
  label: 'Product attribute value',
  grants: STORES_GRANTS,
  admin: { nav: false },
  table: productAttributeValue,
  listKey: 'product_attribute_values',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.productId), asc(t.id)],
  fields: {
    product: productField,
    attribute_value: field.ref('attributeValueId', 'attributevalue', { required: true }),
  },
  hooks: {
    beforeCreate: (values, ctx) => checkInSet(values, {}, ctx),
    beforeUpdate: (values, existing, ctx) => checkInSet(values, existing, ctx),
  },
})

/** One product's rows of a part, unpaginated, at the original's path. */
function byProduct(
  app: FastifyInstance,
  deps: AreaDeps,
  resource: ResourceDeclaration<TableWithId>,
  productColumn: PgColumn,
  path: string,
) {
  const ctx: PresentContext = { db: deps.db, timeZone: deps.timeZone, now: deps.clock }
  getJson(
    app,
    deps,
    `/${resource.name}/api/v1/${resource.name}/${path}/:id`,
    async (request, audience) => {
      const productId = parseId(request.params.id ?? '', 'Product')
      const rows = await deps.db
        .select()
        .from(resource.table)
        .where(eq(productColumn, productId))
        .orderBy(...resource.orderBy(resource.table))
      const items = await presentersOf(resource).unpaginated(rows as Row<TableWithId>[], ctx)
      return listFor(resource, audience, { [resource.listKey]: items })
    },
    {
      staffReads: resource.name,
      schema: routeSchema({
        summary: `A product's ${resource.label.toLowerCase()}s`,
        tags: [resource.name],
        params: idParams,
        answers: {
          200: `{"${resource.listKey}": […]}; an unknown product has none`,
          400: ERROR_ANSWERS[400],
        },
      }),
    },
  )
}

export function registerProductPartRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const parts: [ResourceDeclaration<TableWithId>, PgColumn, string][] = [
    [productImageResource as never, productImage.productId, 'all_productimage_by_product_id'],
    [productColorResource as never, productColor.productId, 'get_all_by_product_id'],
    [productSizeResource as never, productSize.productId, 'get_all_by_product_id'],
    [productAttributeValueResource as never, productAttributeValue.productId, 'get_all_by_product_id'],
  ]
  for (const [resource, column, path] of parts) byProduct(app, deps, resource, column, path)
}
