/**
 * `npm run db:seed -- --reset`: empties what the demo fills, so the demo can be loaded again into
 * a database that holds it already, and refuses when the database holds money that is not the
 * demo's.
 *
 * The demo fills the books too: its causes have gifts, its members paid dues, and each of those is
 * a posted voucher with a numbered money receipt. The database refuses to truncate or delete those
 * (migrations 0012 and 0017, ADR 020 and 024), which is what broke the reset once the demo's gifts
 * existed. The guards are there so that money an organisation received, and the receipts it gave
 * donors, can never be lost; the demo's invented gifts are not such money, but a real donor's gift
 * is. So the reset first looks for any gift, monthly gift, receipt, voucher or dues payment written
 * after the demo was loaded (by staff, a donor or the gateway; on a database that never had the
 * demo, that is all of them) and, finding one, changes nothing and says what it found: a volunteer
 * who typed the command on the live database gets a refusal, not an empty set of books. Only
 * when every record is the demo's are the truncate guards set aside, for this one statement in one
 * transaction (the tables stay locked until it commits, so nothing else writes meanwhile). The
 * stores' stock movements count as such records too: goods counted in after the demo are real.
 */
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/client.ts'
import type { Area } from '../modules/area.ts'
import { areas as allAreas } from '../modules/index.ts'
import type { DemoMediaFile } from './demo-media.ts'
import { DEMO_LOADED_AT, markDemoLoaded, seedDemoContent } from './seed.ts'

/**
 * Every table the demo fills (the core demo's and each area's seedDemo), and the books' chart and
 * settings, which the areas' seedReference make again as on a new database. Accounts, roles, the
 * places of the reference data, media files, the audit log and the outbox are kept.
 */
const DEMO_TABLES = [
  // content (server/modules/content/demo/seed.ts) and the core demo (seed.ts)
  'blog_comment',
  'blog_post',
  'blog_category',
  'event',
  'project',
  'service',
  'testimonial',
  'cms_menu_content_image',
  'cms_menu_content',
  'cms_menu',
  'homepage_slider',
  'general_setting',
  'notice',
  'circular',
  // org: staff, their branches and degrees
  'qualification',
  'employee',
  'branch',
  'designation',
  'department',
  // giving
  'cause_content_image',
  'cause_content',
  'donation',
  'recurring_gift',
  'cause',
  'money_receipt',
  'giving_setting',
  // membership
  'dues_reminder',
  'monthly_subscription',
  'membership',
  'adviser_member',
  'executive_member',
  'general_member',
  'member',
  'membership_type',
  // stores (ADR 025): documents, the stock ledger, the parties and the catalogue
  'sales_return_item',
  'sales_return',
  'sales_invoice',
  'shipping_address',
  'order_item',
  'customer_order',
  'order_status',
  'purchase_return_item',
  'purchase_return',
  'purchase_final_item',
  'purchase_final',
  'purchase_req_item_image',
  'purchase_req_item',
  'purchase_request',
  'purchase_status',
  'stock_adjustment',
  'stock_level',
  'stock_movement',
  'stock_branch_setting',
  'stores_setting',
  'payment_method',
  'customer',
  'customer_type',
  'vendor',
  'product_attribute_value',
  'product_size',
  'product_color',
  'product_image',
  'product',
  'attribute_set_attribute',
  'attribute_set',
  'attribute_value',
  'attribute',
  'color',
  'size',
  'manufacturer',
  'brand',
  'category',
  // ledger
  'voucher_line',
  'voucher',
  'voucher_counter',
  'fiscal_year',
  'sub_ledger_account',
  'ledger_setting',
  'ledger_account',
  'account_group',
  'primary_group',
]

/** The stores' tables whose TRUNCATE is refused (migration 0020): the stock ledger and posted documents. */
const STORES_GUARDED = [
  'stock_movement',
  'stock_level',
  'purchase_final',
  'purchase_final_item',
  'purchase_return',
  'purchase_return_item',
  'customer_order',
  'order_item',
  'sales_invoice',
  'sales_return',
  'sales_return_item',
]

/**
 * The guards that refuse TRUNCATE (0012: the books; 0017: gifts, receipts and dues payments; 0020:
 * the stores' history).
 */
const TRUNCATE_GUARDS: readonly [table: string, trigger: string][] = [
  ['voucher', 'voucher_no_truncate'],
  ['voucher_line', 'voucher_line_no_truncate'],
  ['donation', 'donation_no_truncate'],
  ['money_receipt', 'money_receipt_no_truncate'],
  ['monthly_subscription', 'monthly_subscription_no_truncate'],
  ...STORES_GUARDED.map((table): [string, string] => [table, `${table}_no_truncate`]),
]

/** Where money is recorded, and the column saying when each record was written. */
const MONEY: readonly { table: string; written: string; what: [one: string, many: string] }[] = [
  { table: 'donation', written: 'created_at', what: ['gift', 'gifts'] },
  { table: 'recurring_gift', written: 'created_at', what: ['monthly gift', 'monthly gifts'] },
  { table: 'money_receipt', written: 'issued_at', what: ['money receipt', 'money receipts'] },
  { table: 'monthly_subscription', written: 'created_at', what: ['dues payment', 'dues payments'] },
  { table: 'voucher', written: 'created_at', what: ['voucher', 'vouchers'] },
  { table: 'stock_movement', written: 'created_at', what: ['stock movement', 'stock movements'] },
]

export class DemoResetRefused extends Error {}

/**
 * The money records written after the demo was last loaded, as "3 gifts"; empty when all are the
 * demo's. Databases loaded before `demo_loaded_at` was recorded fall back to `initialized_at`,
 * written just after the first start's demo; a database with neither counts every record.
 */
export async function moneyNotFromTheDemo(db: Db): Promise<string[]> {
  const since = sql`(SELECT coalesce(
      (SELECT value FROM app_meta WHERE key = ${DEMO_LOADED_AT}),
      (SELECT value FROM app_meta WHERE key = 'initialized_at'))::timestamptz)`
  const found: string[] = []
  for (const { table, written, what } of MONEY) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
        WHERE ${since} IS NULL OR ${sql.identifier(written)} > ${since}`,
    )
    if (row && row.n > 0) found.push(`${row.n} ${what[row.n === 1 ? 0 : 1]}`)
  }
  return found
}

/** Empties what the demo fills, or throws DemoResetRefused (changing nothing) when money is not the demo's. */
export async function clearDemo(db: Db): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db
    // Checked inside the transaction: the ALTER TABLEs below lock these tables until it ends.
    for (const [table, trigger] of TRUNCATE_GUARDS)
      await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} DISABLE TRIGGER ${sql.identifier(trigger)}`)
    const found = await moneyNotFromTheDemo(tx)
    if (found.length > 0) {
      throw new DemoResetRefused(
        `The database holds money that is not the demo's (${found.join(', ')} written after the demo was loaded). ` +
          'The reset would destroy them and the receipts given for them, so it changed nothing. ' +
          'To see the demo again, start a new database (an empty DATA_DIR, or a new DATABASE_URL).',
      )
    }
    await tx.execute(sql.raw(`TRUNCATE ${DEMO_TABLES.join(', ')} RESTART IDENTITY CASCADE`))
    for (const [table, trigger] of TRUNCATE_GUARDS)
      await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} ENABLE TRIGGER ${sql.identifier(trigger)}`)
  })
}

/**
 * Empties what the demo fills (clearDemo, which may refuse), makes the chart and the settings as a
 * new database's first start does, and loads the demo again.
 */
export async function reloadDemo(
  db: Db,
  mediaFiles: readonly DemoMediaFile[],
  areas: readonly Area[] = allAreas,
): Promise<void> {
  await clearDemo(db)
  for (const area of areas) await area.seedReference?.(db)
  await seedDemoContent(db, mediaFiles)
  for (const area of areas) await area.seedDemo?.(db, mediaFiles)
  await markDemoLoaded(db)
}
