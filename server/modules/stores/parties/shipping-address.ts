/**
 * Where an order goes (the original's shippingaddress): for an order, or kept on a customer for
 * their next orders; a name and a phone to call, and the address down to the thana (division →
 * district → thana, kept consistent by org's address hooks). `shippingaddress_using_order_id/{id}`
 * gives an order's address. Personal data: private.
 */
import { asc, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { getJson } from '../../../api/legacy/json-route.ts'
import { requirePermission } from '../../../auth/request-auth.ts'
import { ApiError, parseId } from '../../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../../http/route-docs.ts'
import { ValidationError } from '../../../http/validation.ts'
import { defineResource, type PresentContext, type WriteContext } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { presentersOf } from '../../../resources/present.ts'
import type { AreaDeps } from '../../area.ts'
import { addressFields, addressHooks } from '../../org/address-service.ts'
import { STORES_GRANTS } from '../grants.ts'
import { shippingAddress } from '../tables.ts'

type Values = Record<string, unknown>

/** An address belongs to an order or to a customer: one of them is named. */
function checkOwner(values: Values, existing: Values): void {
  const after = { ...existing, ...values }
  if ((after.orderId ?? null) === null && (after.customerId ?? null) === null)
    throw new ValidationError({
      order: ['Name the order this address is for, or the customer who keeps it.'],
    })
}

const address = addressHooks<typeof shippingAddress>()

export const shippingAddressResource = defineResource({
  name: 'shippingaddress',
  label: 'Shipping address',
  plural: 'Shipping addresses',
  private: true,
  grants: STORES_GRANTS,
  admin: {
    columns: ['name', 'phone', 'order', 'customer', 'thana'],
    nav: { group: 'sales', icon: 'LocalShipping', order: 4 },
  },
  table: shippingAddress,
  listKey: 'shipping_addresses',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [desc(t.id)],
  fields: {
    order: field.ref('orderId', 'order'),
    customer: field.ref('customerId', 'customer'),
    name: field.text('name', { required: true, max: 200, searchable: true }),
    email: field.email('email'),
    phone: field.text('phone', { required: true, max: 20, searchable: true }),
    ...addressFields(),
  },
  hooks: {
    async beforeCreate(values, ctx: WriteContext) {
      checkOwner(values, {})
      await address.beforeCreate?.(values, ctx)
    },
    async beforeUpdate(values, existing, ctx) {
      checkOwner(values, existing as Values)
      await address.beforeUpdate?.(values, existing, ctx)
    },
  },
})

/** The original's `shippingaddress_using_order_id/{id}`: the order's address (its latest). */
export function registerShippingAddressRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const ctx: PresentContext = { db: deps.db, timeZone: deps.timeZone, now: deps.clock }
  getJson(
    app,
    deps,
    '/shippingaddress/api/v1/shippingaddress/shippingaddress_using_order_id/:id',
    async (request) => {
      const orderId = parseId(request.params.id ?? '', 'Order')
      const [row] = await deps.db
        .select()
        .from(shippingAddress)
        .where(eq(shippingAddress.orderId, orderId))
        .orderBy(desc(shippingAddress.id), asc(shippingAddress.name))
        .limit(1)
      if (!row) throw new ApiError(404, `Order ${orderId} has no shipping address.`)
      return presentersOf(shippingAddressResource).detail(row, ctx)
    },
    {
      preHandler: requirePermission('shippingaddress', 'read'),
      cache: false,
      staffReads: 'shippingaddress',
      schema: routeSchema({
        summary: "An order's shipping address",
        tags: ['shippingaddress'],
        auth: 'staff',
        params: idParams,
        answers: { 200: 'The address', 400: ERROR_ANSWERS[400], 404: 'The order has no shipping address' },
      }),
    },
  )
}
