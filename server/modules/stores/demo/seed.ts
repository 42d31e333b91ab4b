/**
 * The demo organisation's stores: the training institute's and language center's shop counter.
 * A three-level catalogue (welding gear, course books, uniforms) with brands, colours, sizes and
 * the attributes welding safety gear is described by,
 * ten products by SKU, three vendors and three customers (each with its own ledger, made as staff's
 * would be), card and bank payment methods into the demo bank account, and opening stock in the
 * head office at the start of last fiscal year, where the demo books' opening balances are: the
 * stock ledger's opening movements and ONE journal voucher, Dr Stock, Cr Opening Balance
 * Difference, for their value. Invented, like all demo content.
 */
import { addDays } from '../../../../common/membership-status.ts'
import { sumAmounts } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { dateIn } from '../../../http/wire.ts'
import {
  DEMO_BANK,
  fiscalYearOf,
  fiscalYearRangeOf,
  ledgerIdsByName,
  linkPartyLedger,
  OPENING_DIFFERENCE_LEDGER,
  post,
} from '../../ledger/service.ts'
import { branchIdByName } from '../../org/branch-service.ts'
import { openLedgerFor, type PartyKind } from '../parties/party-ledger.ts'
import { storesLedgers } from '../settings.ts'
import { attachVoucher, recordMovements } from '../stock-ledger.ts'
import {
  attribute,
  attributeSet,
  attributeSetAttribute,
  attributeValue,
  brand,
  category,
  color,
  customer,
  customerType,
  manufacturer,
  paymentMethod,
  product,
  productAttributeValue,
  productColor,
  productSize,
  size,
  vendor,
} from '../tables.ts'

/** [name, parent]: parents first. */
const CATEGORIES: readonly [string, string | null][] = [
  ['Welding gear', null],
  ['Safety', 'Welding gear'],
  ['Helmets', 'Safety'],
  ['Consumables', 'Welding gear'],
  ['Course books', null],
  ['Japanese', 'Course books'],
  ['Korean', 'Course books'],
  ['Uniforms', null],
]

const BRANDS = ['Lincoln Electric', 'ESAB', '3A Corporation', 'Darakwon', 'Kizuna Workshop']
const MANUFACTURERS = ['Lincoln Electric Company', 'ESAB Group', 'Kizuna Tailoring Unit']
const COLORS: readonly [string, string][] = [
  ['Black', '#000000'],
  ['Navy', '#1f2a44'],
  ['White', '#ffffff'],
  ['Safety orange', '#ff6f00'],
]
const SIZES = ['S', 'M', 'L', 'XL']
/** Attributes with their values, and the set welding safety gear is described by. */
const ATTRIBUTES: readonly [string, string[]][] = [
  ['Material', ['cotton', 'leather']],
  ['Shade number', ['9-13 (variable)']],
]
const SAFETY_SET = 'Welding safety gear'

interface DemoProduct {
  sku: string
  name: string
  category: string
  brand: string
  maker?: string
  unit: string
  price: string
  threshold: string
  /** Opening stock in the head office: quantity and unit cost (taka). */
  opening?: [quantity: bigint, unitCost: bigint]
  colors?: string[]
  sizes?: string[]
  /** In the welding safety set, with these values ("Material: leather"). */
  attributes?: [attribute: string, value: string][]
}

const PRODUCTS: readonly DemoProduct[] = [
  {
    sku: 'WLD-HELMET-01',
    name: 'Auto-darkening welding helmet',
    category: 'Helmets',
    brand: 'Lincoln Electric',
    maker: 'Lincoln Electric Company',
    unit: 'pcs',
    price: '4500.00',
    threshold: '5',
    opening: [10n, 3200n],
    colors: ['Safety orange'],
    attributes: [['Shade number', '9-13 (variable)']],
  },
  {
    sku: 'WLD-GLOVE-01',
    name: 'Leather welding gloves',
    category: 'Safety',
    brand: 'ESAB',
    maker: 'ESAB Group',
    unit: 'pair',
    price: '650.00',
    threshold: '10',
    attributes: [['Material', 'leather']],
  },
  {
    sku: 'WLD-APRON-01',
    name: 'Leather welding apron',
    category: 'Safety',
    brand: 'ESAB',
    unit: 'pcs',
    price: '1200.00',
    threshold: '3',
  },
  {
    sku: 'WLD-ROD-6013',
    name: 'Welding rods E6013, 3.2 mm',
    category: 'Consumables',
    brand: 'Lincoln Electric',
    maker: 'Lincoln Electric Company',
    unit: 'kg',
    price: '280.00',
    threshold: '10',
    opening: [50n, 210n],
  },
  {
    sku: 'JP-BOOK-N5',
    name: 'Minna no Nihongo I (JLPT N5) textbook',
    category: 'Japanese',
    brand: '3A Corporation',
    unit: 'book',
    price: '1800.00',
    threshold: '5',
    opening: [20n, 1300n],
  },
  {
    sku: 'JP-BOOK-N4',
    name: 'Minna no Nihongo II (JLPT N4) textbook',
    category: 'Japanese',
    brand: '3A Corporation',
    unit: 'book',
    price: '1950.00',
    threshold: '5',
  },
  {
    sku: 'KR-BOOK-TOPIK1',
    name: 'TOPIK I preparation book',
    category: 'Korean',
    brand: 'Darakwon',
    unit: 'book',
    price: '1500.00',
    threshold: '5',
    opening: [15n, 1050n],
  },
  {
    sku: 'KR-BOOK-EPS',
    name: 'EPS-TOPIK workbook',
    category: 'Korean',
    brand: 'Darakwon',
    unit: 'book',
    price: '1100.00',
    threshold: '5',
  },
  {
    sku: 'UNIFORM-M',
    name: 'Training uniform, medium',
    category: 'Uniforms',
    brand: 'Kizuna Workshop',
    maker: 'Kizuna Tailoring Unit',
    unit: 'pcs',
    price: '950.00',
    threshold: '8',
    opening: [25n, 600n],
    colors: ['Navy'],
    sizes: ['M'],
  },
  {
    sku: 'UNIFORM-L',
    name: 'Training uniform, large',
    category: 'Uniforms',
    brand: 'Kizuna Workshop',
    maker: 'Kizuna Tailoring Unit',
    unit: 'pcs',
    price: '950.00',
    threshold: '8',
    colors: ['Navy'],
    sizes: ['L'],
  },
]

const VENDORS = [
  { name: 'Gazipur Welding Supplies', contactPerson: 'Abdul Karim', phone: '01755-550201' },
  { name: 'Nilkhet Book House', contactPerson: 'Shahana Begum', phone: '01755-550202' },
  { name: 'Tongi Garments Works', contactPerson: 'Mizanur Rahman', phone: '01755-550203' },
]
const CUSTOMER_TYPES = ['Student', 'Institution']
const CUSTOMERS = [
  { name: 'Rafiqul Islam', phone: '01755550301', type: 'Student', creditLimit: '0.00' },
  { name: 'Nusrat Jahan', phone: '01755550302', type: 'Student', creditLimit: '5000.00' },
  { name: 'Ashulia Technical School', phone: '01755550303', type: 'Institution', creditLimit: '50000.00' },
]

/** Inserts a vendor or a customer with its own ledger, as the resource's hooks make them. */
async function insertParty<T extends typeof vendor | typeof customer>(
  db: Db,
  kind: PartyKind,
  table: T,
  values: Omit<T['$inferInsert'], 'ledgerId'>,
): Promise<void> {
  const ledgerId = await openLedgerFor(db, kind, String(values.name))
  const [row] = await db
    .insert(table as typeof vendor)
    .values({ ...(values as typeof vendor.$inferInsert), ledgerId })
    .returning({ id: vendor.id })
  if (row) await linkPartyLedger(db, ledgerId, kind, row.id)
}

const idsByName = async (db: Db, table: typeof brand) =>
  new Map((await db.select({ id: table.id, name: table.name }).from(table)).map((r) => [r.name, r.id]))

/** The attributes, their values by "attribute: value", and the safety set's id. */
async function seedAttributes(db: Db): Promise<{ values: Map<string, number>; set: number | null }> {
  const values = new Map<string, number>()
  const attributeIds: number[] = []
  for (const [name, texts] of ATTRIBUTES) {
    const [made] = await db.insert(attribute).values({ name }).returning({ id: attribute.id })
    if (!made) continue
    attributeIds.push(made.id)
    for (const value of texts) {
      const [row] = await db
        .insert(attributeValue)
        .values({ attributeId: made.id, value })
        .returning({ id: attributeValue.id })
      if (row) values.set(`${name}: ${value}`, row.id)
    }
  }
  const [set] = await db.insert(attributeSet).values({ name: SAFETY_SET }).returning({ id: attributeSet.id })
  if (set)
    await db
      .insert(attributeSetAttribute)
      .values(attributeIds.map((attributeId) => ({ attributeSetId: set.id, attributeId })))
  return { values, set: set?.id ?? null }
}

async function seedCatalogue(db: Db): Promise<Map<string, number>> {
  const categories = new Map<string, number>()
  for (const [name, parent] of CATEGORIES) {
    const [row] = await db
      .insert(category)
      .values({ name, parentId: parent === null ? null : (categories.get(parent) ?? null) })
      .returning({ id: category.id })
    if (row) categories.set(name, row.id)
  }
  await db.insert(brand).values(BRANDS.map((name) => ({ name })))
  await db.insert(manufacturer).values(MANUFACTURERS.map((name) => ({ name })))
  await db.insert(color).values(COLORS.map(([name, code]) => ({ name, code })))
  await db.insert(size).values(SIZES.map((name) => ({ name })))
  const attributes = await seedAttributes(db)
  const [brands, makers, colors, sizes] = await Promise.all([
    idsByName(db, brand),
    idsByName(db, manufacturer as typeof brand),
    idsByName(db, color as unknown as typeof brand),
    idsByName(db, size as typeof brand),
  ])
  const products = new Map<string, number>()
  for (const p of PRODUCTS) {
    const [row] = await db
      .insert(product)
      .values({
        sku: p.sku,
        name: p.name,
        categoryId: categories.get(p.category) ?? null,
        brandId: brands.get(p.brand) ?? null,
        manufacturerId: p.maker ? (makers.get(p.maker) ?? null) : null,
        attributeSetId: p.attributes ? attributes.set : null,
        unit: p.unit,
        salePrice: p.price,
        lowStockThreshold: p.threshold,
      })
      .returning({ id: product.id })
    if (!row) continue
    products.set(p.sku, row.id)
    for (const name of p.colors ?? [])
      await db.insert(productColor).values({ productId: row.id, colorId: colors.get(name) as number })
    for (const name of p.sizes ?? [])
      await db.insert(productSize).values({ productId: row.id, sizeId: sizes.get(name) as number })
    for (const [name, value] of p.attributes ?? [])
      await db
        .insert(productAttributeValue)
        .values({ productId: row.id, attributeValueId: attributes.values.get(`${name}: ${value}`) as number })
  }
  return products
}

async function seedParties(db: Db): Promise<void> {
  for (const v of VENDORS) await insertParty(db, 'vendor', vendor, v)
  const types = new Map<string, number>()
  for (const name of CUSTOMER_TYPES) {
    const [row] = await db.insert(customerType).values({ name }).returning({ id: customerType.id })
    if (row) types.set(name, row.id)
  }
  const headOffice = (await branchIdByName(db, 'Head Office')) ?? null
  for (const c of CUSTOMERS)
    await insertParty(db, 'customer', customer, {
      name: c.name,
      phone: c.phone,
      customerTypeId: types.get(c.type) ?? null,
      creditLimit: c.creditLimit,
      branchId: headOffice,
    })
  const bank = (await ledgerIdsByName(db, [DEMO_BANK])).get(DEMO_BANK)
  if (bank === undefined) return
  await db
    .insert(paymentMethod)
    .values([
      { name: 'Card (POS)', kind: 'card', ledgerId: bank, needsReference: true, position: 10 },
      { name: 'Bank transfer', kind: 'bank', ledgerId: bank, needsReference: true, position: 11 },
    ])
    .onConflictDoNothing({ target: paymentMethod.name })
}

/** Opening stock in the head office at the start of last fiscal year, and its one journal voucher. */
async function seedOpeningStock(db: Db, products: Map<string, number>): Promise<void> {
  const branchId = await branchIdByName(db, 'Head Office')
  const difference = (await ledgerIdsByName(db, [OPENING_DIFFERENCE_LEDGER])).get(OPENING_DIFFERENCE_LEDGER)
  if (branchId === undefined || difference === undefined) return
  const thisYear = await fiscalYearRangeOf(db, dateIn(new Date(), 'UTC'))
  const startMonth = Number(thisYear.startDate.slice(5, 7))
  const date = fiscalYearOf(addDays(thisYear.startDate, -1), startMonth).startDate
  const actor = { id: null }
  const movements = await recordMovements(
    db,
    PRODUCTS.flatMap((p) =>
      p.opening && products.has(p.sku)
        ? [
            {
              productId: products.get(p.sku) as number,
              branchId,
              date,
              kind: 'opening' as const,
              quantity: p.opening[0] * 1000n,
              // Taka → ten-thousandths of a taka (the stock ledger's rate).
              unitCost: p.opening[1] * 10_000n,
              reason: 'Opening stock',
            },
          ]
        : [],
    ),
    actor,
  )
  const value = sumAmounts(movements.map((m) => m.value))
  if (value === 0n) return
  const { stock } = await storesLedgers(db)
  const posted = await post(
    db,
    {
      type: 'journal',
      date,
      branchId,
      narration: 'Opening stock of the stores, counted at cost',
      lines: [
        { ledgerId: stock, debit: value, credit: 0n },
        { ledgerId: difference, debit: 0n, credit: value },
      ],
    },
    actor,
  )
  await attachVoucher(
    db,
    movements.map((m) => m.id),
    posted.id,
  )
}

export async function seedStoresDemo(db: Db): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db
    // Loaded once: a database that has a catalogue keeps it.
    const [existing] = await tx.select({ id: product.id }).from(product).limit(1)
    if (existing) return
    const products = await seedCatalogue(tx)
    await seedParties(tx)
    await seedOpeningStock(tx, products)
  })
}
