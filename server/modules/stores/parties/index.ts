/**
 * The parties (issue 15 item 2): vendors and customers, each with its own ledger in the books,
 * customer types, payment methods and shipping addresses, at the original's paths.
 */
import type { FastifyInstance } from 'fastify'
import type { AreaDeps } from '../../area.ts'
import { customerResource } from './customer.ts'
import { customerTypeResource } from './customer-type.ts'
import { paymentMethodResource } from './payment-method.ts'
import { registerShippingAddressRoutes, shippingAddressResource } from './shipping-address.ts'
import { vendorResource } from './vendor.ts'

export const partyResources = [
  vendorResource,
  customerResource,
  customerTypeResource,
  paymentMethodResource,
  shippingAddressResource,
]

export function registerPartyRoutes(app: FastifyInstance, deps: AreaDeps): void {
  registerShippingAddressRoutes(app, deps)
}
