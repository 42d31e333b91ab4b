/**
 * Someone the organisation sells to on account (the original's customer): a student, a partner
 * institute. Its own receivable ledger is made with it (party-ledger.ts) and the list shows what it
 * owes, from the books; a sale on account may not take that over the credit limit (the orders'
 * rule). Its phone is a Bangladeshi mobile, stored as the 11 digits dialled at home, and unique.
 * Personal data: private.
 */
import { asc } from 'drizzle-orm'
import { normalizeBdMobile } from '../../../../common/bd-identity.ts'
import { ValidationError } from '../../../http/validation.ts'
import { defineResource, type PresentContext, type Row } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { presentDefault } from '../../../resources/present.ts'
import { addressFields, addressHooks } from '../../org/address-service.ts'
import { STORES_GRANTS } from '../grants.ts'
import { customer } from '../tables.ts'
import { partyLedgerHooks, partyLedgers } from './party-ledger.ts'

async function presentCustomers(rows: Row<typeof customer>[], ctx: PresentContext): Promise<object[]> {
  const ledgerOf = await partyLedgers(
    ctx.db,
    'customer',
    rows.map((r) => r.ledgerId),
  )
  return rows.map((r) => ({ ...presentDefault(customerResource, r, ctx), ...ledgerOf(r.ledgerId) }))
}

function checkPhone(values: Record<string, unknown>): void {
  if (typeof values.phone !== 'string') return
  const phone = normalizeBdMobile(values.phone)
  if (!phone)
    throw new ValidationError({
      phone: ['Enter a Bangladeshi mobile number such as 01712-345678 or +8801712345678.'],
    })
  values.phone = phone
}

const ledgerHooks = partyLedgerHooks('customer', customer)
const address = addressHooks<typeof customer>()

export const customerResource = defineResource({
  name: 'customer',
  label: 'Customer',
  private: true,
  grants: STORES_GRANTS,
  admin: {
    columns: ['name', 'phone', 'customer_type', 'branch', 'customer_credit_limit'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['customer_type', 'branch', 'is_online', 'is_active'],
    nav: { group: 'sales', icon: 'People', order: 1 },
  },
  table: customer,
  listKey: 'customers',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  searchParams: ['username'],
  fields: {
    name: field.text('name', { required: true, max: 200, searchable: true }),
    phone: field.text('phone', {
      max: 20,
      searchable: true,
      help: 'A Bangladeshi mobile number: 01712-345678 or +8801712345678. No two customers share one.',
    }),
    email: field.email('email', { searchable: true }),
    customer_type: field.ref('customerTypeId', 'customer_type'),
    // The original's key (its model: customer_credit_limit).
    customer_credit_limit: field.decimal('creditLimit', {
      scale: 2,
      min: 0,
      nullable: false,
      label: 'Credit limit',
      help: 'What the customer may owe at most; 0: sales on account are refused.',
    }),
    branch: field.ref('branchId', 'branch'),
    is_online: field.bool('isOnline', { label: 'Online customer' }),
    ...addressFields(),
    user: field.ref('userId', 'user', {
      label: 'Site account',
      help: 'The customer’s own account on the site, if they have one.',
    }),
    is_active: field.bool('isActive', { label: 'Active' }),
    note: field.text('note', { multiline: true, max: 5000 }),
  },
  hooks: {
    async beforeCreate(values, ctx) {
      checkPhone(values)
      await address.beforeCreate?.(values, ctx)
      await ledgerHooks.beforeCreate?.(values, ctx)
    },
    async beforeUpdate(values, existing, ctx) {
      checkPhone(values)
      await address.beforeUpdate?.(values, existing, ctx)
      await ledgerHooks.beforeUpdate?.(values, existing, ctx)
    },
    afterWrite: ledgerHooks.afterWrite,
    beforeDelete: ledgerHooks.beforeDelete,
  },
  presentList: presentCustomers,
  presentDetail: async (row, ctx) => (await presentCustomers([row], ctx))[0] as object,
})
