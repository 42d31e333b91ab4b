/**
 * The catalogue (issue 15 item 1): products and what they are filed and described by, each a
 * declared resource at the original's paths, with the original's tree and by-product helpers.
 */
import type { FastifyInstance } from 'fastify'
import type { AreaDeps } from '../../area.ts'
import { categoryResource, registerCategoryRoutes } from './category.ts'
import {
  attributeResource,
  attributeSetResource,
  attributeValueResource,
  brandResource,
  colorResource,
  manufacturerResource,
  sizeResource,
} from './lookups.ts'
import { productResource } from './product.ts'
import {
  productAttributeValueResource,
  productColorResource,
  productImageResource,
  productSizeResource,
  registerProductPartRoutes,
} from './product-parts.ts'

export const catalogueResources = [
  productResource,
  categoryResource,
  brandResource,
  manufacturerResource,
  colorResource,
  sizeResource,
  attributeResource,
  attributeValueResource,
  attributeSetResource,
  productImageResource,
  productColorResource,
  productSizeResource,
  productAttributeValueResource,
]

export function registerCatalogueRoutes(app: FastifyInstance, deps: AreaDeps): void {
  registerCategoryRoutes(app, deps)
  registerProductPartRoutes(app, deps)
}
