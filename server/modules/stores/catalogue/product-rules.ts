/**
 * A product's rules beyond its fields: the SKU as the database's check has it (letters, digits and
 * - _ . /, starting with a letter or digit) and unique whatever its case, both said as answers
 * naming the field before the database would refuse them; and no delete once stock has moved: the
 * stock ledger keeps every movement, so such a product is made inactive instead.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import type { WriteHooks } from '../../../resources/define.ts'
import { product, stockMovement } from '../tables.ts'

/** product_sku_ck in tables.ts. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/

async function checkSku(db: Db, values: Record<string, unknown>, selfId?: number): Promise<void> {
  const sku = values.sku
  if (typeof sku !== 'string') return
  if (!SKU_PATTERN.test(sku))
    throw new ValidationError({
      sku: [
        'Use letters, digits and - _ . / only, starting with a letter or a digit (such as WLD-HELMET-01).',
      ],
    })
  const sameSku = sql`upper(${product.sku}) = upper(${sku})`
  const [other] = await db
    .select({ id: product.id, name: product.name, sku: product.sku })
    .from(product)
    .where(selfId === undefined ? sameSku : and(sameSku, ne(product.id, selfId)))
    .limit(1)
  if (other)
    throw new ApiError(
      409,
      `SKU ${other.sku} is already product ${other.id} ("${other.name}"); SKUs are unique whatever their case.`,
      {},
      { field: 'sku' },
    )
}

export const productHooks: WriteHooks<typeof product> = {
  beforeCreate: (values, ctx) => checkSku(ctx.db, values),
  beforeUpdate: (values, existing, ctx) => checkSku(ctx.db, values, existing.id),
  async beforeDelete(existing, ctx) {
    const [moved] = await ctx.db
      .select({ n: count() })
      .from(stockMovement)
      .where(eq(stockMovement.productId, existing.id))
    if (moved && moved.n > 0)
      throw new ApiError(
        409,
        `Product ${existing.sku} has ${moved.n} stock movement${moved.n === 1 ? '' : 's'}: the stock ledger keeps them, so it cannot be deleted. Make it inactive instead.`,
      )
  },
}
