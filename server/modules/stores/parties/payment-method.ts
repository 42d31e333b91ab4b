/**
 * How a sale is paid or a bill settled (the original's paymentmethod): cash, card, bank, a mobile
 * wallet, or on account. Each but "on account" names the cash or bank ledger its money goes to (a
 * card's and a wallet's settle there), open to entries; "on account" names none, since what is
 * owed stays on the party's own ledger. The database refuses the same pairing (payment_method_kind_ck).
 */
import { asc } from 'drizzle-orm'
import { ValidationError } from '../../../http/validation.ts'
import { defineResource, type WriteContext } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { ledgerSummaries } from '../../ledger/service.ts'
import { STORES_GRANTS } from '../grants.ts'
import { PAYMENT_KINDS, paymentMethod } from '../tables.ts'

type Values = Record<string, unknown>

async function checkLedger(values: Values, existing: Values, ctx: WriteContext): Promise<void> {
  const kind = (values.kind ?? existing.kind) as string
  const ledgerId = (values.ledgerId === undefined ? existing.ledgerId : values.ledgerId) as number | null
  if (kind === 'on_account') {
    if (values.ledgerId !== undefined && values.ledgerId !== null)
      throw new ValidationError({
        ledger: ['A method "on account" takes no ledger: what is owed stays on the party’s own ledger.'],
      })
    values.ledgerId = null
    return
  }
  if (ledgerId === null || ledgerId === undefined)
    throw new ValidationError({ ledger: [`Choose the cash or bank ledger ${kind} payments go to.`] })
  const ledger = (await ledgerSummaries(ctx.db, [ledgerId])).get(ledgerId)
  if (!ledger) return // the reference check names a ledger that does not exist
  if (ledger.accountType !== 'cash' && ledger.accountType !== 'bank')
    throw new ValidationError({
      ledger: [`"${ledger.name}" is a ledger of type ${ledger.accountType}: choose a cash or bank ledger.`],
    })
  if (!ledger.active)
    throw new ValidationError({
      ledger: [`"${ledger.name}" is closed to new entries: choose an open ledger.`],
    })
}

export const paymentMethodResource = defineResource({
  name: 'paymentmethod',
  label: 'Payment method',
  private: true,
  grants: STORES_GRANTS,
  admin: {
    columns: ['name', 'kind', 'ledger', 'is_active', 'position'],
    sort: { field: 'position', order: 'ASC' },
    nav: { group: 'sales', icon: 'Payments', order: 3 },
  },
  table: paymentMethod,
  listKey: 'payment_methods',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.position), asc(t.name), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    kind: field.enum('kind', PAYMENT_KINDS, { required: true }),
    ledger: field.ref('ledgerId', 'ledger_account', {
      help: 'The cash or bank ledger the money goes to; none for "on account".',
    }),
    needs_reference: field.bool('needsReference', {
      help: 'Ask for the bKash transaction id or the card slip number at the counter.',
    }),
    is_active: field.bool('isActive', { label: 'Active' }),
    position: field.int('position', { nullable: false, min: 0 }),
  },
  hooks: {
    beforeCreate: (values, ctx) => checkLedger(values, {}, ctx),
    beforeUpdate: (values, existing, ctx) => checkLedger(values, existing as Values, ctx),
  },
})
