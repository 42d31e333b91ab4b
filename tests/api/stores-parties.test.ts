/**
 * The stores' parties (issue 15 item 2) at the original's paths and JSON keys: a vendor and a
 * customer each get their own ledger in the same transaction (payable under Sundry Creditors,
 * receivable under Sundry Debtors, naming its party), renamed with them, named apart from other
 * ledgers, and deleted with them unless the books have entries on it; their balance comes from the
 * posted lines. Customers' credit limits and phones, payment methods' ledgers, shipping addresses'
 * owners and places, the stores' settings; who may do what. Runs on PGlite and, with
 * `npm run test:pg`, on PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateIn } from '../../server/http/wire.ts'
import { CASH_LEDGER, DEMO_BANK, ledgerIdsByName, post } from '../../server/modules/ledger/service.ts'
import { accountGroup, ledgerAccount } from '../../server/modules/ledger/tables.ts'
import { city, thana } from '../../server/modules/org/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let books: Awaited<ReturnType<typeof bookKeepers>>
let ledgers: Map<string, number>

beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  books = await bookKeepers(t.app, t.db)
  ledgers = await ledgerIdsByName(t.db, [
    CASH_LEDGER,
    DEMO_BANK,
    'Sales',
    'Stock',
    'Opening Balance Difference',
  ])
})
afterAll(() => t?.close())

type Headers = Record<string, string>
const path = (resource: string, rest = '') => `/${resource}/api/v1/${resource}/${rest}`
const get = (url: string, headers: Headers = books.Accountant) => t.app.inject({ url, headers })
const create = (resource: string, payload: object, headers: Headers = books.Accountant) =>
  t.app.inject({ method: 'POST', url: path(resource, 'create/'), headers, payload })
const update = (resource: string, id: number, payload: object, headers: Headers = books.Accountant) =>
  t.app.inject({ method: 'PATCH', url: path(resource, `update/${id}`), headers, payload })
const remove = (resource: string, id: number, headers: Headers = books.Accountant) =>
  t.app.inject({ method: 'DELETE', url: path(resource, `delete/${id}`), headers })

async function made(
  resource: string,
  payload: object,
): Promise<{ id: number; ledger: { id: number; name: string } }> {
  const response = await create(resource, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

async function ledgerRow(id: number) {
  const [row] = await t.db
    .select({
      name: ledgerAccount.name,
      type: ledgerAccount.accountType,
      partyType: ledgerAccount.partyType,
      partyId: ledgerAccount.partyId,
      group: accountGroup.name,
    })
    .from(ledgerAccount)
    .innerJoin(accountGroup, eq(accountGroup.id, ledgerAccount.groupId))
    .where(eq(ledgerAccount.id, id))
  return row
}

/** Posts a journal: Dr `debit`, Cr `credit`, today, through the books' service. */
async function journal(debit: number, credit: number, taka: bigint) {
  await t.db.transaction(async (tx) =>
    post(
      tx as never,
      {
        type: 'journal',
        date: dateIn(new Date(), 'UTC'),
        narration: 'Test entry',
        lines: [
          { ledgerId: debit, debit: taka * 100n, credit: 0n },
          { ledgerId: credit, debit: 0n, credit: taka * 100n },
        ],
      },
      { id: null },
    ),
  )
}

let serial = 0
const phone = () => `0171${String(1_000_000 + ++serial).slice(-7)}`

describe('vendors and their ledgers', () => {
  it('opens the vendor’s payable ledger with it, renames it with it, and shows what is owed', async () => {
    const vendor = await made('vendor', { name: 'Test Welding Traders', phone: '02-9876543' })
    expect(vendor).toMatchObject({ ledger: { name: 'Test Welding Traders' }, balance: '0.00' })
    expect(await ledgerRow(vendor.ledger.id)).toEqual({
      name: 'Test Welding Traders',
      type: 'payable',
      partyType: 'vendor',
      partyId: vendor.id,
      group: 'Sundry Creditors',
    })
    // A bill of 1,500 taka: Dr Purchases-ish (Stock), Cr the vendor.
    await journal(ledgers.get('Stock') as number, vendor.ledger.id, 1500n)
    const read = (await get(path('vendor', String(vendor.id)))).json()
    expect(read.balance).toBe('1500.00')
    const listed = (await get(path('vendor', 'all/?size=100'))).json()
    expect(Object.keys(listed)).toEqual(['vendors', 'page', 'size', 'total_pages', 'total_elements'])
    expect(listed.vendors.find((v: { id: number }) => v.id === vendor.id).balance).toBe('1500.00')

    expect((await update('vendor', vendor.id, { name: 'Test Welding Traders Ltd.' })).statusCode).toBe(200)
    expect((await ledgerRow(vendor.ledger.id))?.name).toBe('Test Welding Traders Ltd.')

    const refused = await remove('vendor', vendor.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(/entries in the books/)
    expect(await ledgerRow(vendor.ledger.id)).toBeDefined()
  })

  it('deletes a vendor and its ledger while nothing has posted to it', async () => {
    const vendor = await made('vendor', { name: 'Test Short-lived Vendor' })
    expect((await remove('vendor', vendor.id)).statusCode).toBe(200)
    expect(await ledgerRow(vendor.ledger.id)).toBeUndefined()
  })

  it('names the ledger apart when another ledger has the party’s name', async () => {
    const cash = await made('vendor', { name: CASH_LEDGER })
    expect(cash.ledger.name).toBe('Cash (vendor)')
    const vendor = await made('vendor', { name: 'Test Same Name' })
    const customer = await made('customer', { name: 'Test Same Name', phone: phone() })
    expect([vendor.ledger.name, customer.ledger.name]).toEqual([
      'Test Same Name',
      'Test Same Name (customer)',
    ])
    const again = await made('customer', { name: 'Test Same Name', phone: phone() })
    expect(again.ledger.name).toBe('Test Same Name (customer 2)')
    // Renamed to a free name, the ledger takes it.
    await update('customer', again.id, { name: 'Test Other Name' })
    expect((await ledgerRow(again.ledger.id))?.name).toBe('Test Other Name')
  })

  it('gives every party a ledger of its own, named after it (property)', async () => {
    // Vendor names are unique (a second one is a 409 naming the field); customers' are not.
    const names = fc.constantFrom('Prop Alpha', 'Prop Beta', 'Cash', `Prop ${'long '.repeat(30)}`)
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('vendor', 'customer'), names), { maxLength: 5 }),
        async (parties) => {
          const made_: { name: string; ledgerId: number }[] = []
          for (const [kind, name] of parties) {
            const body = kind === 'customer' ? { name, phone: phone() } : { name }
            const response = await create(kind, body)
            if (response.statusCode === 409 && kind === 'vendor') {
              expect(response.json()).toMatchObject({ field: 'name' })
              continue
            }
            expect(response.statusCode, response.body).toBe(201)
            made_.push({ name, ledgerId: response.json().ledger.id })
          }
          const rows = made_.length
            ? await t.db
                .select({ id: ledgerAccount.id, name: ledgerAccount.name })
                .from(ledgerAccount)
                .where(
                  inArray(
                    ledgerAccount.id,
                    made_.map((m) => m.ledgerId),
                  ),
                )
            : []
          expect(new Set(rows.map((r) => r.name)).size).toBe(made_.length)
          for (const m of made_) {
            const name = rows.find((r) => r.id === m.ledgerId)?.name as string
            expect(Array.from(name).length).toBeLessThanOrEqual(100)
            expect(name.startsWith(m.name.slice(0, 60))).toBe(true)
          }
        },
      ),
      { numRuns: 6 },
    )
  })
})

describe('customers', () => {
  it('opens a receivable ledger under Sundry Debtors and shows what the customer owes', async () => {
    const types = (await get(path('customer_type', 'without_pagination/all/'))).json()
    expect(Object.keys(types)).toEqual(['customer_types'])
    const student = types.customer_types.find((c: { name: string }) => c.name === 'Student')
    const customer = await made('customer', {
      name: 'Test Student',
      phone: '+880 1812-345678',
      customer_type: student.id,
      customer_credit_limit: '2500.50',
      is_online: true,
    })
    expect(customer).toMatchObject({
      phone: '01812345678',
      customer_type: student.id,
      customer_credit_limit: '2500.50',
      is_online: true,
      balance: '0.00',
    })
    expect(await ledgerRow(customer.ledger.id)).toMatchObject({
      type: 'receivable',
      partyType: 'customer',
      partyId: customer.id,
      group: 'Sundry Debtors',
    })
    await journal(customer.ledger.id, ledgers.get('Sales') as number, 700n)
    expect((await get(path('customer', String(customer.id)))).json().balance).toBe('700.00')
    expect((await remove('customer', customer.id)).statusCode).toBe(409)
  })

  it('refuses a negative credit limit, a phone that is no mobile or is taken, places that disagree', async () => {
    const negative = await create('customer', { name: 'Test Negative', customer_credit_limit: '-1' })
    expect(negative.statusCode).toBe(400)
    expect(Object.keys(negative.json())).toEqual(['customer_credit_limit'])
    const landline = await create('customer', { name: 'Test Landline', phone: '02-9876543' })
    expect(landline.statusCode).toBe(400)
    expect(Object.keys(landline.json())).toEqual(['phone'])
    const first = phone()
    await made('customer', { name: 'Test First', phone: first })
    const taken = await create('customer', { name: 'Test Second', phone: first })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ field: 'phone' })
    const [someThana] = await t.db.select().from(thana).limit(1)
    const [otherCity] = await t.db
      .select()
      .from(city)
      .where(eq(city.id, (someThana?.cityId ?? 0) === 1 ? 2 : 1))
    const wrong = await create('customer', {
      name: 'Test Places',
      phone: phone(),
      city: otherCity?.id,
      thana: someThana?.id,
    })
    expect(wrong.statusCode).toBe(400)
    expect(Object.keys(wrong.json())).toEqual(['thana'])
    const bytes = await create('customer', { name: 'Nul\u0000', phone: phone() })
    expect(bytes.statusCode).toBe(400)
    const typed = await create('customer', { name: 'Test Types', is_online: 'perhaps', branch: 'x' })
    expect(typed.statusCode).toBe(400)
  })
})

describe('payment methods and shipping addresses', () => {
  it('needs a cash or bank ledger, open, for every kind but on account', async () => {
    const list = (await get(path('paymentmethod', 'all/'))).json()
    expect(list.payment_methods.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Cash', 'bKash', 'On account', 'Card (POS)']),
    )
    const none = await create('paymentmethod', { name: 'Test card', kind: 'card' })
    expect(none.statusCode).toBe(400)
    expect(Object.keys(none.json())).toEqual(['ledger'])
    const income = await create('paymentmethod', {
      name: 'Test card',
      kind: 'card',
      ledger: ledgers.get('Sales'),
    })
    expect(income.statusCode).toBe(400)
    expect(income.json().ledger[0]).toMatch(/cash or bank/)
    const card = await create('paymentmethod', {
      name: 'Test card',
      kind: 'card',
      ledger: ledgers.get(DEMO_BANK),
    })
    expect(card.statusCode, card.body).toBe(201)
    const onAccount = await create('paymentmethod', {
      name: 'Test on account',
      kind: 'on_account',
      ledger: ledgers.get(CASH_LEDGER),
    })
    expect(onAccount.statusCode).toBe(400)
    const kind = await create('paymentmethod', {
      name: 'Test paypal',
      kind: 'paypal',
      ledger: ledgers.get(DEMO_BANK),
    })
    expect(kind.statusCode).toBe(400)
    expect(Object.keys(kind.json())).toEqual(['kind'])
    // Changing the kind to on account clears the ledger.
    const changed = await update('paymentmethod', card.json().id, { kind: 'on_account' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().ledger).toBeNull()
  })

  it('keeps an address on an order or a customer, with a name and a phone', async () => {
    const owner = await made('customer', { name: 'Test Shipper', phone: phone() })
    const none = await create('shippingaddress', { name: 'Nobody', phone: '01711000000' })
    expect(none.statusCode).toBe(400)
    expect(Object.keys(none.json())).toEqual(['order'])
    const missing = await create('shippingaddress', { customer: owner.id })
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json()).sort()).toEqual(['name', 'phone'])
    const kept = await create('shippingaddress', {
      customer: owner.id,
      name: 'Test Shipper',
      phone: '01711000000',
    })
    expect(kept.statusCode, kept.body).toBe(201)
    const list = (await get(path('shippingaddress', 'all/'))).json()
    expect(Object.keys(list)[0]).toBe('shipping_addresses')
    expect((await get(path('shippingaddress', 'shippingaddress_using_order_id/999999'))).statusCode).toBe(404)
    expect(
      (await get(path('shippingaddress', 'shippingaddress_using_order_id/1'), as.editor)).statusCode,
    ).toBe(403)
  })
})

describe("the stores' settings", () => {
  const SETTINGS = '/stores_setting/api/v1/stores_setting/'
  const put = (payload: object, headers: Headers = books.Approver) =>
    t.app.inject({ method: 'PUT', url: SETTINGS, headers, payload })

  it('names the five ledgers and the branches; only a fitting, open ledger is taken', async () => {
    const read = (await get(SETTINGS, books.Auditor)).json()
    expect(read).toMatchObject({
      stock_ledger: { name: 'Stock' },
      sales_ledger: { name: 'Sales' },
      cost_of_goods_ledger: { name: 'Cost of Goods Sold' },
      adjustment_ledger: { name: 'Stock Adjustments' },
      shipping_ledger: { name: 'Delivery Charges Received' },
    })
    const headOffice = read.branches.find(
      (b: { branch: { name: string } }) => b.branch.name === 'Head Office',
    )
    expect(headOffice.allow_negative_stock).toBe(false)

    expect((await put({ sales_ledger: ledgers.get('Sales') }, books.Accountant)).statusCode).toBe(403)
    const wrong = await put({
      sales_ledger: ledgers.get(CASH_LEDGER),
      stock_ledger: ledgers.get('Opening Balance Difference'),
    })
    expect(wrong.statusCode).toBe(400)
    expect(Object.keys(wrong.json()).sort()).toEqual(['sales_ledger', 'stock_ledger'])
    const allowed = await put({ branches: [{ branch: headOffice.branch.id, allow_negative_stock: true }] })
    expect(allowed.statusCode, allowed.body).toBe(200)
    expect(
      allowed.json().branches.find((b: { branch: { id: number } }) => b.branch.id === headOffice.branch.id)
        .allow_negative_stock,
    ).toBe(true)
    expect((await put({ branches: [{ branch: 999999, allow_negative_stock: true }] })).statusCode).toBe(400)
    expect((await put({ sales_ledger: 'x' })).statusCode).toBe(400)
  })
})

describe('who may do what', () => {
  it('lets the Accountant and the Approver write, the Auditor read, and refuses the Editor', async () => {
    expect((await get(path('vendor', 'all/'), as.editor)).statusCode).toBe(403)
    expect((await get(path('customer', 'all/'), as.editor)).statusCode).toBe(403)
    expect((await create('vendor', { name: 'Editor vendor' }, as.editor)).statusCode).toBe(403)
    expect((await get(path('vendor', 'all/'), books.Auditor)).statusCode).toBe(200)
    expect((await create('vendor', { name: 'Auditor vendor' }, books.Auditor)).statusCode).toBe(403)
    expect((await create('customer_type', { name: 'Auditor type' }, books.Auditor)).statusCode).toBe(403)
    expect((await create('vendor', { name: 'Approver vendor' }, books.Approver)).statusCode).toBe(201)
  })
})
