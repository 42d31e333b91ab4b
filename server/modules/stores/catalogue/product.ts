/**
 * What the stores sell and stock (the original's product), at its paths. Its stock is never a
 * field: the list and the detail show what the stock ledger holds now, per branch and in total
 * (product-stock.ts), to staff who may read products; the public sees the catalogue without it.
 *
 * Filters: the generic ?category=, ?brand=, ?manufacturer=, ?is_active= (exact), and
 * ?in_category=<id>, the category and every category under it ("all welding gear"). search/ finds
 * by SKU and name.
 */
import { asc, type SQL, sql } from 'drizzle-orm'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import { ApiError, truncate } from '../../../http/api-error.ts'
import { defineResource, type PresentContext, type Row } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { presentDefault } from '../../../resources/present.ts'
import { STORES_GRANTS } from '../grants.ts'
import { product } from '../tables.ts'
import { categoryAndBelow } from './category.ts'
import { productHooks } from './product-rules.ts'
import { productStock } from './product-stock.ts'

async function presentProducts(rows: Row<typeof product>[], ctx: PresentContext): Promise<object[]> {
  const stock = await productStock(
    ctx.db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    ...presentDefault(productResource, r, ctx),
    low_stock_threshold: formatQuantity(quantityOf(r.lowStockThreshold)),
    stock: stock(r.id),
  }))
}

/** ?in_category=<id>: products filed under the category or any category below it. */
function inCategory(query: Record<string, unknown>): SQL | undefined {
  const raw = query.in_category
  const text = Array.isArray(raw) ? raw.at(-1) : raw
  if (text === undefined || text === null || text === '') return undefined
  if (!/^\d{1,9}$/.test(String(text)) || Number(text) < 1)
    throw new ApiError(400, `in_category must be the id of a category, not "${truncate(String(text), 30)}".`)
  return sql`${product.categoryId} in ${categoryAndBelow(Number(text))}`
}

export const productResource = defineResource({
  name: 'product',
  label: 'Product',
  grants: STORES_GRANTS,
  admin: {
    columns: ['image', 'sku', 'name', 'category', 'sale_price', 'is_active'],
    sort: { field: 'name', order: 'ASC' },
    // The screen filters by a category and everything under it (?in_category=), not the exact one.
    filters: ['brand', 'is_active'],
    nav: { group: 'stores', icon: 'Inventory', order: 1 },
  },
  table: product,
  listKey: 'products',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  // What the stock is worth and where it lies is the organisation's, not the storefront's.
  personalFields: ['stock'],
  fields: {
    sku: field.text('sku', {
      required: true,
      max: 50,
      searchable: true,
      label: 'SKU',
      help: 'The code typed or scanned at the counter: letters, digits and - _ . / (WLD-HELMET-01).',
    }),
    name: field.text('name', { required: true, max: 200, searchable: true }),
    category: field.ref('categoryId', 'category'),
    brand: field.ref('brandId', 'brand'),
    manufacturer: field.ref('manufacturerId', 'manufacturer'),
    attribute_set: field.ref('attributeSetId', 'attributeset'),
    unit: field.text('unit', {
      max: 20,
      nullable: false,
      help: 'pcs, kg, packet, book, pair. Default: pcs.',
    }),
    sale_price: field.decimal('salePrice', {
      scale: 2,
      min: 0,
      nullable: false,
      help: 'Taka, such as 1250.00.',
    }),
    image: field.file('image', { accept: ['image'], dir: 'stores/product' }, { label: 'Picture' }),
    description: field.text('description', { multiline: true, max: 5000 }),
    is_active: field.bool('isActive', { label: 'Active', help: 'Inactive products are not sold or bought.' }),
    low_stock_threshold: field.decimal('lowStockThreshold', {
      scale: 3,
      min: 0,
      nullable: false,
      help: 'At or below this in a branch the product is low on stock.',
    }),
  },
  hooks: productHooks,
  filters: inCategory,
  presentList: presentProducts,
  presentDetail: async (row, ctx) => (await presentProducts([row], ctx))[0] as object,
})
