/**
 * What every database's stores need whatever SEED_DEMO says, added where missing at each start:
 * the settings' ledgers, the order and purchase statuses the original's clients list, and the
 * payment methods a counter takes from the first day (cash, the mobile wallets, on account).
 */
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { CASH_LEDGER, ledgerIdsByName, WALLET_LEDGER } from '../ledger/service.ts'
import { seedStoresSettings } from './settings.ts'
import { ORDER_STATUSES, orderStatus, type PaymentKind, paymentMethod, purchaseStatus } from './tables.ts'

const ORDER_STATUS_NAMES: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  packaging: 'Packaging',
  on_the_way: 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

const PURCHASE_STATUSES = ['pending', 'processing', 'submitted', 'verified', 'cancelled']

const PAYMENT_METHODS: readonly {
  name: string
  kind: PaymentKind
  ledger: string | null
  reference: boolean
}[] = [
  { name: 'Cash', kind: 'cash', ledger: CASH_LEDGER, reference: false },
  { name: 'bKash', kind: 'bkash', ledger: WALLET_LEDGER, reference: true },
  { name: 'Nagad', kind: 'nagad', ledger: WALLET_LEDGER, reference: true },
  { name: 'Rocket', kind: 'rocket', ledger: WALLET_LEDGER, reference: true },
  { name: 'On account', kind: 'on_account', ledger: null, reference: false },
]

export async function seedStoresReference(db: Db): Promise<void> {
  await seedStoresSettings(db)
  await db
    .insert(orderStatus)
    .values(ORDER_STATUSES.map((slug, position) => ({ slug, name: ORDER_STATUS_NAMES[slug], position })))
    .onConflictDoNothing({ target: orderStatus.slug })
  await db
    .insert(purchaseStatus)
    .values(PURCHASE_STATUSES.map((name, position) => ({ name, position })))
    .onConflictDoNothing({ target: purchaseStatus.name })
  // Only into a database that has none yet: methods staff deleted or renamed stay so.
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${paymentMethod}`)
  if ((existing?.n ?? 0) > 0) return
  const ledgers = await ledgerIdsByName(db, [CASH_LEDGER, WALLET_LEDGER])
  await db
    .insert(paymentMethod)
    .values(
      PAYMENT_METHODS.filter((m) => m.ledger === null || ledgers.has(m.ledger)).map((m, position) => ({
        name: m.name,
        kind: m.kind,
        ledgerId: m.ledger === null ? null : (ledgers.get(m.ledger) as number),
        needsReference: m.reference,
        position,
      })),
    )
    .onConflictDoNothing({ target: paymentMethod.name })
}
