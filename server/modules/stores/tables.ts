/**
 * Stores: the training institute's and language center's shop counter and stock rooms (issue 15).
 * The catalogue (products, three-level categories, brands, makers, colours, sizes, attributes), the
 * parties (vendors, customers, payment methods, shipping addresses), the stock ledger, purchasing
 * (request → final → pay and confirm → return) and customer orders (confirm → deliver → invoice →
 * return). drizzle-kit reads this file with the others (drizzle.config.ts).
 *
 * Quantities are numeric(14,3) (a kilogram of rods, a packet, a book), read as text and turned into
 * thousandths (common/quantity.ts); money is numeric(18,2) in paisa (common/money.ts); a moving
 * average rate is numeric(18,4).
 *
 * Stock is never a stored figure that can drift: it is the running sum of `stock_movement`, an
 * append-only ledger per product and branch whose rows carry the quantity and value after them.
 * `stock_level` is the last of those sums per product and branch, kept in the same transaction as
 * the row lock that serialises movements; the database checks at commit that each movement follows
 * from the one before it and that the level equals the last one (migration 0020, hand-written part).
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, users } from '../../db/schema.ts'
import { fiscalYear, ledgerAccount, voucher } from '../ledger/tables.ts'
import { addressColumns, branch } from '../org/tables.ts'

/** Document numbers from sequences: a deleted draft's number is never given again. */
export const purchaseRequestNumberSeq = pgSequence('purchase_request_number_seq')
export const purchaseFinalNumberSeq = pgSequence('purchase_final_number_seq')
export const customerOrderNumberSeq = pgSequence('customer_order_number_seq')

const money = (name: string) => numeric(name, { precision: 18, scale: 2 })
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 })
const rate = (name: string) => numeric(name, { precision: 18, scale: 4 })

// ——— Catalogue ———

/** A category of products, three levels deep (the original's parent, sub and sub-sub helpers). */
export const category = pgTable(
  'category',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => category.id, { onDelete: 'restrict' }),
    /** 1 for a top category, 2 under it, 3 under that: kept equal to the parent's + 1 by the service and a trigger. */
    level: smallint('level').notNull().default(1),
    image: varchar('image', { length: 1000 }),
    position: integer('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    check(
      'category_level_ck',
      sql`${t.level} between 1 and 3 and (${t.level} = 1) = (${t.parentId} is null)`,
    ),
    uniqueIndex('category_name_uq').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('category_parent_idx').on(t.parentId),
  ],
)

/** Names a product may be filed under: brand, maker, colour, size. */
const namedTable = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    ...auditColumns(),
  })

export const brand = namedTable('brand')
export const manufacturer = namedTable('manufacturer')
export const size = namedTable('size')

export const color = pgTable('color', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  /** #rrggbb for the swatch. */
  code: varchar('code', { length: 7 }),
  ...auditColumns(),
})

/** A property products are described by (Material, Shade number, Level). */
export const attribute = pgTable('attribute', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  ...auditColumns(),
})

/** One value of an attribute (Material: leather). */
export const attributeValue = pgTable(
  'attribute_value',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'restrict' }),
    value: varchar('value', { length: 200 }).notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('attribute_value_uq').on(t.attributeId, sql`lower(${t.value})`)],
)

/** A named set of attributes a kind of product is described by (Safety gear: Material, Size). */
export const attributeSet = pgTable('attribute_set', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  ...auditColumns(),
})

export const attributeSetAttribute = pgTable(
  'attribute_set_attribute',
  {
    attributeSetId: integer('attribute_set_id')
      .notNull()
      .references(() => attributeSet.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.attributeSetId, t.attributeId] })],
)

/** What is sold and stocked. Its stock and value are the sums of its movements, never columns here. */
export const product = pgTable(
  'product',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The code typed or scanned at the counter: letters, digits and - _ . / */
    sku: varchar('sku', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    categoryId: integer('category_id').references(() => category.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brand.id, { onDelete: 'restrict' }),
    manufacturerId: integer('manufacturer_id').references(() => manufacturer.id, { onDelete: 'restrict' }),
    attributeSetId: integer('attribute_set_id').references(() => attributeSet.id, { onDelete: 'restrict' }),
    /** pcs, kg, packet, book, pair. */
    unit: varchar('unit', { length: 20 }).notNull().default('pcs'),
    salePrice: money('sale_price').notNull().default('0'),
    /** The main picture (more in product_image). */
    image: varchar('image', { length: 1000 }),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** At or below this (per branch) the product is "low stock" on the dashboard and reports. */
    lowStockThreshold: quantity('low_stock_threshold').notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('product_sku_uq').on(sql`upper(${t.sku})`),
    check('product_sku_ck', sql`${t.sku} ~ '^[A-Za-z0-9][A-Za-z0-9._/-]*$'`),
    check('product_price_ck', sql`${t.salePrice} >= 0 and ${t.lowStockThreshold} >= 0`),
    index('product_category_idx').on(t.categoryId),
    index('product_name_idx').on(sql`lower(${t.name})`),
  ],
)

export const productImage = pgTable(
  'product_image',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 1000 }).notNull(),
    alt: varchar('alt', { length: 500 }),
    position: integer('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('product_image_product_idx').on(t.productId, t.position)],
)

export const productColor = pgTable(
  'product_color',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => color.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('product_color_uq').on(t.productId, t.colorId)],
)

export const productSize = pgTable(
  'product_size',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => size.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('product_size_uq').on(t.productId, t.sizeId)],
)

/** The attribute values describing a product (Material: leather; Shade: 11). */
export const productAttributeValue = pgTable(
  'product_attribute_value',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValue.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('product_attribute_value_uq').on(t.productId, t.attributeValueId)],
)

// ——— Parties ———

/**
 * Someone the organisation buys from. Its payable ledger (under Sundry Creditors) is made with it,
 * so bills and payments post against the vendor and its balance is what is owed.
 */
export const vendor = pgTable('vendor', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 200 }).notNull().unique(),
  contactPerson: varchar('contact_person', { length: 200 }),
  phone: varchar('phone', { length: 20 }),
  email: varchar('email', { length: 254 }),
  ...addressColumns(),
  /** Trade licence, BIN/TIN: printed on purchase invoices. */
  registration: varchar('registration', { length: 100 }),
  ledgerId: integer('ledger_id')
    .notNull()
    .unique()
    .references(() => ledgerAccount.id, { onDelete: 'restrict' }),
  isActive: boolean('is_active').notNull().default(true),
  note: text('note'),
  ...auditColumns(),
})

/** Student, walk-in, institution… (the original's customer_type). */
export const customerType = pgTable('customer_type', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  ...auditColumns(),
})

/**
 * Someone the organisation sells to on account (a student, a partner institute). Its receivable
 * ledger (under Sundry Debtors) is made with it; a sale on account may not take its balance over
 * the credit limit. Walk-in sales paid at the counter need no customer.
 */
export const customer = pgTable(
  'customer',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    customerTypeId: integer('customer_type_id').references(() => customerType.id, { onDelete: 'restrict' }),
    creditLimit: money('credit_limit').notNull().default('0'),
    branchId: integer('branch_id').references(() => branch.id, { onDelete: 'restrict' }),
    isOnline: boolean('is_online').notNull().default(false),
    ...addressColumns(),
    ledgerId: integer('ledger_id')
      .notNull()
      .unique()
      .references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [
    check('customer_credit_limit_ck', sql`${t.creditLimit} >= 0`),
    uniqueIndex('customer_phone_uq').on(t.phone),
    index('customer_name_idx').on(sql`lower(${t.name})`),
  ],
)

export const PAYMENT_KINDS = ['cash', 'card', 'bank', 'bkash', 'nagad', 'rocket', 'on_account'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]

/**
 * How a sale is paid or a bill settled: cash, card, bank, a mobile wallet, or on account (owed by
 * the customer, to the vendor). Each but "on account" names the cash or bank ledger its money goes
 * to; the database refuses one without it.
 */
export const paymentMethod = pgTable(
  'payment_method',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    kind: varchar('kind', { length: 12 }).notNull(),
    ledgerId: integer('ledger_id').references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    /** Asked at the counter: the bKash transaction id, the card slip number. */
    needsReference: boolean('needs_reference').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    check(
      'payment_method_kind_ck',
      sql`${t.kind} in ('cash', 'card', 'bank', 'bkash', 'nagad', 'rocket', 'on_account') and (${t.kind} = 'on_account') = (${t.ledgerId} is null)`,
    ),
  ],
)

// ——— Stock ———

/**
 * The stores' settings, one row (id 1): the ledgers stock, sales and their costs post to. Seeded
 * with the chart's defaults (Stock-in-Hand, Sales, Cost of Goods Sold, Stock Adjustments, Delivery
 * Charges); staff may point them elsewhere.
 */
export const storesSetting = pgTable(
  'stores_setting',
  {
    id: smallint('id').primaryKey().default(1),
    stockLedgerId: integer('stock_ledger_id').references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    salesLedgerId: integer('sales_ledger_id').references(() => ledgerAccount.id, { onDelete: 'restrict' }),
    costOfGoodsLedgerId: integer('cost_of_goods_ledger_id').references(() => ledgerAccount.id, {
      onDelete: 'restrict',
    }),
    adjustmentLedgerId: integer('adjustment_ledger_id').references(() => ledgerAccount.id, {
      onDelete: 'restrict',
    }),
    shippingLedgerId: integer('shipping_ledger_id').references(() => ledgerAccount.id, {
      onDelete: 'restrict',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('stores_setting_single_ck', sql`${t.id} = 1`)],
)

/** Per branch: may its stock go below zero (sell before the goods are booked in)? Default no. */
export const stockBranchSetting = pgTable('stock_branch_setting', {
  branchId: integer('branch_id')
    .primaryKey()
    .references(() => branch.id, { onDelete: 'cascade' }),
  allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
})

export const MOVEMENT_KINDS = [
  'opening',
  'purchase',
  'purchase_return',
  'sale',
  'sale_return',
  'adjustment',
  'transfer_in',
  'transfer_out',
] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

/**
 * One movement of one product in one branch: what happened (kind, date, signed quantity, source
 * document, reason) never changes; its valuation (value, and the quantity, value and rate after
 * it) is derived by moving average in (date, id) order and is recomputed when a back-dated movement
 * is inserted before it, in the same transaction. No row is ever deleted: a correction is a new
 * movement.
 */
export const stockMovement = pgTable(
  'stock_movement',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Signed: positive in, negative out. */
    quantity: quantity('quantity').notNull(),
    /** Signed value in paisa terms: what the movement added to or took from the stock's value. */
    value: money('value').notNull(),
    quantityAfter: quantity('quantity_after').notNull(),
    valueAfter: money('value_after').notNull(),
    /** The moving-average rate after the movement (value after / quantity after, or the last rate). */
    rateAfter: rate('rate_after').notNull(),
    /** For an inflow priced by its document (a purchase, opening stock): the unit cost. */
    unitCost: rate('unit_cost'),
    /**
     * For an inflow priced by its document: the document's value, which never changes. The
     * movement's `value` is the same unless it filled a shortfall of negative stock, where it is
     * what the inflow did to the stock's value (stock-valuation.ts).
     */
    documentValue: money('document_value'),
    /** The movement an inflow takes its value from: a sale return's sale, a transfer in's transfer out. */
    valuedFromId: integer('valued_from_id').references((): AnyPgColumn => stockMovement.id, {
      onDelete: 'restrict',
    }),
    reason: varchar('reason', { length: 500 }),
    /** The document: purchase_final, purchase_return, customer_order, sales_return, stock_adjustment… */
    sourceType: varchar('source_type', { length: 30 }),
    sourceId: integer('source_id'),
    /** The voucher that booked its value when it was made (none for a zero-value movement). */
    voucherId: integer('voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'stock_movement_kind_ck',
      sql`${t.kind} in ('opening', 'purchase', 'purchase_return', 'sale', 'sale_return', 'adjustment', 'transfer_in', 'transfer_out')`,
    ),
    check('stock_movement_quantity_ck', sql`${t.quantity} <> 0`),
    check(
      'stock_movement_direction_ck',
      sql`(${t.kind} in ('opening', 'purchase', 'sale_return', 'transfer_in') and ${t.quantity} > 0)
        or (${t.kind} in ('purchase_return', 'sale', 'transfer_out') and ${t.quantity} < 0)
        or ${t.kind} = 'adjustment'`,
    ),
    check('stock_movement_value_sign_ck', sql`${t.value} = 0 or sign(${t.value}) = sign(${t.quantity})`),
    check(
      'stock_movement_document_value_ck',
      sql`${t.kind} not in ('purchase', 'opening') or (${t.documentValue} is not null and ${t.documentValue} >= 0)`,
    ),
    index('stock_movement_chain_idx').on(t.productId, t.branchId, t.date, t.id),
    index('stock_movement_source_idx').on(t.sourceType, t.sourceId),
    index('stock_movement_date_idx').on(t.date, t.id),
    index('stock_movement_valued_from_idx').on(t.valuedFromId),
  ],
)

/**
 * The stock of a product in a branch now: the quantity and value after its last movement. Kept in
 * the movement's transaction (the row is locked first, which serialises movements and reservations
 * of one product in one branch); the database checks at commit that it equals the last movement.
 */
export const stockLevel = pgTable(
  'stock_level',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id, { onDelete: 'restrict' }),
    quantity: quantity('quantity').notNull().default('0'),
    value: money('value').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.branchId] })],
)

/** A count or write-off: the reason is required; its value posts against the stock adjustment ledger. */
export const stockAdjustment = pgTable(
  'stock_adjustment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id, { onDelete: 'restrict' }),
    /** Into which branch, for a transfer; null for an adjustment or opening stock. */
    toBranchId: integer('to_branch_id').references(() => branch.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    date: date('date').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    voucherId: integer('voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [
    check('stock_adjustment_kind_ck', sql`${t.kind} in ('adjustment', 'opening', 'transfer')`),
    check(
      'stock_adjustment_transfer_ck',
      sql`(${t.kind} = 'transfer') = (${t.toBranchId} is not null) and ${t.toBranchId} is distinct from ${t.branchId}`,
    ),
    check('stock_adjustment_reason_ck', sql`length(trim(${t.reason})) > 0`),
  ],
)

// ——— Purchasing ———

/** pending, processing, submitted, verified, cancelled (the original's purchase_status names). */
export const purchaseStatus = pgTable('purchase_status', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  position: integer('position').notNull().default(0),
  ...auditColumns(),
})

/**
 * A request to buy: raised by staff (what the stores need) or submitted by a vendor ("sell us
 * these", with prices and pictures). Its number is given by the database; it moves nothing and
 * posts nothing: a final purchase made from it does.
 */
export const purchaseRequest = pgTable(
  'purchase_request',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceNo: varchar('invoice_no', { length: 20 })
      .notNull()
      .unique()
      .default(sql`'PR-' || lpad(nextval('purchase_request_number_seq')::text, 6, '0')`),
    vendorId: integer('vendor_id').references(() => vendor.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id').references(() => branch.id, { onDelete: 'restrict' }),
    purchaseStatusId: integer('purchase_status_id').references(() => purchaseStatus.id, {
      onDelete: 'restrict',
    }),
    /** Who offers the goods, as a vendor's form gives it (when no vendor record is chosen). */
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    contactNo: varchar('contact_no', { length: 20 }),
    email: varchar('email', { length: 254 }),
    streetAddress: varchar('street_address', { length: 255 }),
    contactType: varchar('contact_type', { length: 10 }),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [
    check(
      'purchase_request_contact_type_ck',
      sql`${t.contactType} is null or ${t.contactType} in ('email', 'sms', 'cell')`,
    ),
    index('purchase_request_vendor_idx').on(t.vendorId),
  ],
)

export const purchaseRequestItem = pgTable(
  'purchase_req_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseRequestId: integer('purchase_request_id')
      .notNull()
      .references(() => purchaseRequest.id, { onDelete: 'cascade' }),
    /** The catalogue's product, when known (a vendor's offer may name one not yet in it). */
    productId: integer('product_id').references(() => product.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 200 }).notNull(),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    ...auditColumns(),
  },
  (t) => [
    check('purchase_req_item_ck', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
    index('purchase_req_item_request_idx').on(t.purchaseRequestId),
  ],
)

export const purchaseRequestItemImage = pgTable(
  'purchase_req_item_image',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseReqItemId: integer('purchase_req_item_id')
      .notNull()
      .references(() => purchaseRequestItem.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 1000 }).notNull(),
    ...auditColumns(),
  },
  (t) => [index('purchase_req_item_image_item_idx').on(t.purchaseReqItemId)],
)

/**
 * A purchase: a draft (items change freely) until "pay bill and confirm" receives its goods into
 * stock at cost and posts its bill (Dr stock, Cr the vendor) and payment (Dr the vendor, Cr cash or
 * bank) in one transaction. Confirmed, it never changes (the database refuses): a return corrects it.
 */
export const purchaseFinal = pgTable(
  'purchase_final',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceNo: varchar('invoice_no', { length: 20 })
      .notNull()
      .unique()
      .default(sql`'PF-' || lpad(nextval('purchase_final_number_seq')::text, 6, '0')`),
    purchaseRequestId: integer('purchase_request_id').references(() => purchaseRequest.id, {
      onDelete: 'restrict',
    }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendor.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    /** The date of the goods and the bill. */
    date: date('date').notNull(),
    /** The vendor's own bill number. */
    vendorInvoiceNo: varchar('vendor_invoice_no', { length: 50 }),
    discount: money('discount').notNull().default('0'),
    note: text('note'),
    /** Filled by pay and confirm. */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethod.id, {
      onDelete: 'restrict',
    }),
    paidAmount: money('paid_amount').notNull().default('0'),
    paymentReference: varchar('payment_reference', { length: 100 }),
    billVoucherId: integer('bill_voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    paymentVoucherId: integer('payment_voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    check('purchase_final_status_ck', sql`${t.status} in ('draft', 'confirmed')`),
    check(
      'purchase_final_confirmed_ck',
      sql`(${t.status} = 'confirmed') = (${t.confirmedAt} is not null) and (${t.status} = 'draft' or ${t.billVoucherId} is not null)`,
    ),
    check('purchase_final_amounts_ck', sql`${t.discount} >= 0 and ${t.paidAmount} >= 0`),
    index('purchase_final_vendor_idx').on(t.vendorId),
    index('purchase_final_date_idx').on(t.date, t.id),
  ],
)

export const purchaseFinalItem = pgTable(
  'purchase_final_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseFinalId: integer('purchase_final_id')
      .notNull()
      .references(() => purchaseFinal.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'restrict' }),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    /** The request's line it came from. */
    purchaseReqItemId: integer('purchase_req_item_id').references(() => purchaseRequestItem.id, {
      onDelete: 'set null',
    }),
    ...auditColumns(),
  },
  (t) => [
    check('purchase_final_item_ck', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
    index('purchase_final_item_final_idx').on(t.purchaseFinalId),
  ],
)

/** Goods sent back to the vendor from a confirmed purchase: stock out, the vendor owes (or refunds) the price. */
export const purchaseReturn = pgTable(
  'purchase_return',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseFinalId: integer('purchase_final_id')
      .notNull()
      .references(() => purchaseFinal.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** How the vendor settles: a refund into this method's ledger, or none (credited to the vendor's account). */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethod.id, {
      onDelete: 'restrict',
    }),
    /** Set once, in the creating transaction, after its voucher is posted. */
    voucherId: integer('voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [index('purchase_return_final_idx').on(t.purchaseFinalId)],
)

export const purchaseReturnItem = pgTable(
  'purchase_return_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseReturnId: integer('purchase_return_id')
      .notNull()
      .references(() => purchaseReturn.id, { onDelete: 'restrict' }),
    purchaseFinalItemId: integer('purchase_final_item_id')
      .notNull()
      .references(() => purchaseFinalItem.id, { onDelete: 'restrict' }),
    quantity: quantity('quantity').notNull(),
  },
  (t) => [check('purchase_return_item_ck', sql`${t.quantity} > 0`)],
)

// ——— Customer orders ———

/** pending → confirmed → packaging → on the way → delivered, or cancelled. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'packaging',
  'on_the_way',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The statuses as records (the original's orderstatus), seeded; `slug` is the state machine's name. */
export const orderStatus = pgTable('order_status', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: varchar('slug', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * An order, at the counter or from a customer: pending (a cart: items change) → confirmed (stock
 * reserved, the invoice numbered) → packaging → on the way → delivered (stock issued at moving
 * average cost, the sale posted), or cancelled (reservation released; after delivery the goods come
 * back and the sale is reversed).
 */
export const customerOrder = pgTable(
  'customer_order',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNo: varchar('order_no', { length: 20 })
      .notNull()
      .unique()
      .default(sql`'ORD-' || lpad(nextval('customer_order_number_seq')::text, 6, '0')`),
    orderDate: date('order_date').notNull(),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethod.id, {
      onDelete: 'restrict',
    }),
    paymentReference: varchar('payment_reference', { length: 100 }),
    discountAmount: money('discount_amount').notNull().default('0'),
    shippingPrice: money('shipping_price').notNull().default('0'),
    /** Who to call about it (a walk-in's phone). */
    userPhoneNumber: varchar('user_phone_number', { length: 20 }),
    comment: text('comment'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The day the goods left: the sale's and the stock issue's date. */
    deliveredOn: date('delivered_on'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    saleVoucherId: integer('sale_voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [
    check(
      'customer_order_status_ck',
      sql`${t.status} in ('pending', 'confirmed', 'packaging', 'on_the_way', 'delivered', 'cancelled')`,
    ),
    check('customer_order_amounts_ck', sql`${t.discountAmount} >= 0 and ${t.shippingPrice} >= 0`),
    check(
      'customer_order_delivered_ck',
      sql`(${t.deliveredAt} is null) = (${t.saleVoucherId} is null) and (${t.deliveredAt} is null) = (${t.deliveredOn} is null)`,
    ),
    index('customer_order_status_idx').on(t.status, t.orderDate),
    index('customer_order_customer_idx').on(t.customerId),
    index('customer_order_date_idx').on(t.orderDate, t.id),
  ],
)

export const orderItem = pgTable(
  'order_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'restrict' }),
    colorId: integer('color_id').references(() => color.id, { onDelete: 'restrict' }),
    sizeId: integer('size_id').references(() => size.id, { onDelete: 'restrict' }),
    quantity: quantity('quantity').notNull(),
    /** The unit price charged (the product's sale price when added, changeable while pending). */
    price: money('price').notNull(),
    ...auditColumns(),
  },
  (t) => [
    check('order_item_ck', sql`${t.quantity} > 0 and ${t.price} >= 0`),
    index('order_item_order_idx').on(t.orderId),
    index('order_item_product_idx').on(t.productId),
  ],
)

/** Where an order goes (the original's shippingaddress: every field required there). */
export const shippingAddress = pgTable(
  'shipping_address',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id').references(() => customerOrder.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }).notNull(),
    ...addressColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('shipping_address_order_idx').on(t.orderId),
    index('shipping_address_customer_idx').on(t.customerId),
  ],
)

/**
 * The invoice of a confirmed order: numbered on insert by the database from the counter of series
 * 'SI' in its fiscal year (gapless: the number is taken in the confirming transaction), never
 * changed or deleted; a cancelled order keeps its invoice, marked by the order's status.
 */
export const salesInvoice = pgTable(
  'sales_invoice',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => customerOrder.id, { onDelete: 'restrict' }),
    number: varchar('number', { length: 30 }).notNull().unique().default(''),
    series: varchar('series', { length: 4 }).notNull().default('SI'),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYear.id, { onDelete: 'restrict' }),
    sequence: integer('sequence').notNull().default(0),
    date: date('date').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('sales_invoice_sequence_uq').on(t.series, t.fiscalYearId, t.sequence)],
)

/** Goods a customer brought back from a delivered order: stock in at the sale's cost, the sale reversed for them. */
export const salesReturn = pgTable(
  'sales_return',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** How the money goes back (cash, the wallet it came from), or on account. */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethod.id, {
      onDelete: 'restrict',
    }),
    /** Set once, in the creating transaction, after its voucher is posted. */
    voucherId: integer('voucher_id').references(() => voucher.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [index('sales_return_order_idx').on(t.orderId)],
)

export const salesReturnItem = pgTable(
  'sales_return_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    salesReturnId: integer('sales_return_id')
      .notNull()
      .references(() => salesReturn.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItem.id, { onDelete: 'restrict' }),
    quantity: quantity('quantity').notNull(),
  },
  (t) => [check('sales_return_item_ck', sql`${t.quantity} > 0`)],
)
