/**
 * Someone the organisation buys from (the original's vendor), with its own payable ledger
 * (party-ledger.ts) and what is owed to it, from the books. Personal and trade data: private.
 */
import { asc } from 'drizzle-orm'
import { defineResource, type PresentContext, type Row } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { presentDefault } from '../../../resources/present.ts'
import { addressFields, addressHooks } from '../../org/address-service.ts'
import { STORES_GRANTS } from '../grants.ts'
import { vendor } from '../tables.ts'
import { partyLedgerHooks, partyLedgers } from './party-ledger.ts'

async function presentVendors(rows: Row<typeof vendor>[], ctx: PresentContext): Promise<object[]> {
  const ledgerOf = await partyLedgers(
    ctx.db,
    'vendor',
    rows.map((r) => r.ledgerId),
  )
  return rows.map((r) => ({ ...presentDefault(vendorResource, r, ctx), ...ledgerOf(r.ledgerId) }))
}

const ledgerHooks = partyLedgerHooks('vendor', vendor)
const address = addressHooks<typeof vendor>()

export const vendorResource = defineResource({
  name: 'vendor',
  label: 'Vendor',
  private: true,
  grants: STORES_GRANTS,
  admin: {
    columns: ['name', 'contact_person', 'phone', 'is_active'],
    sort: { field: 'name', order: 'ASC' },
    filters: ['is_active', 'division', 'city'],
    nav: { group: 'purchasing', icon: 'Business', order: 1 },
  },
  table: vendor,
  listKey: 'vendors',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  searchParams: ['username'],
  fields: {
    name: field.text('name', { required: true, max: 200, searchable: true }),
    contact_person: field.text('contactPerson', { max: 200, searchable: true }),
    phone: field.text('phone', { max: 20, searchable: true }),
    email: field.email('email', { searchable: true }),
    ...addressFields(),
    registration: field.text('registration', {
      max: 100,
      help: 'Trade licence, BIN or TIN: printed on purchase invoices.',
    }),
    is_active: field.bool('isActive', { label: 'Active' }),
    note: field.text('note', { multiline: true, max: 5000 }),
  },
  hooks: {
    async beforeCreate(values, ctx) {
      await address.beforeCreate?.(values, ctx)
      await ledgerHooks.beforeCreate?.(values, ctx)
    },
    async beforeUpdate(values, existing, ctx) {
      await address.beforeUpdate?.(values, existing, ctx)
      await ledgerHooks.beforeUpdate?.(values, existing, ctx)
    },
    afterWrite: ledgerHooks.afterWrite,
    beforeDelete: ledgerHooks.beforeDelete,
  },
  presentList: presentVendors,
  presentDetail: async (row, ctx) => (await presentVendors([row], ctx))[0] as object,
})
