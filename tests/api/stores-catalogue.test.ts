/**
 * The stores' catalogue (issue 15 item 1) at the original's paths and JSON keys: categories three
 * levels deep with the tree helpers, colours with a #rrggbb code, products with a checked SKU
 * unique whatever its case, their stock from the stock ledger (the demo's opening stock), the
 * ?in_category= filter over subcategories, the by-product lists of images, colours and sizes,
 * attribute sets and the values a product may take; bad input is a 400 naming the field; the
 * Accountant writes, the Auditor reads, the Editor is refused; a product whose stock has moved
 * is kept. Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
 */
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SKU_PATTERN } from '../../server/modules/stores/catalogue/product-rules.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { multipart } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let books: Awaited<ReturnType<typeof bookKeepers>>

beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  books = await bookKeepers(t.app, t.db)
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

async function made(resource: string, payload: object): Promise<number> {
  const response = await create(resource, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

/** The demo's product of a SKU. */
async function demoProduct(sku: string) {
  const found = (await get(path('product', `search/?searchKey=${sku}`))).json()
  const row = found.products.find((p: { sku: string }) => p.sku === sku)
  expect(row, sku).toBeDefined()
  return row
}

let serial = 0
const sku = () => `TST-${++serial}`

describe('categories, three levels deep', () => {
  it('sets each level from its parent, and the tree helpers list each level', async () => {
    const top = await made('category', { name: 'Test tools' })
    const sub = await made('category', { name: 'Test hand tools', parent: top })
    const leaf = await made('category', { name: 'Test hammers', parent: sub })
    expect((await get(path('category', String(leaf)))).json()).toMatchObject({ parent: sub, level: 3 })

    const parents = (await get(path('category', 'get_all_parent_category_without_pagination/'))).json()
    expect(Object.keys(parents)).toEqual(['categories'])
    expect(parents.categories.map((c: { id: number }) => c.id)).toContain(top)
    expect(parents.categories.every((c: { level: number }) => c.level === 1)).toBe(true)
    const subs = (
      await get(path('category', `get_all_sub_category_by_category_id_without_pagination/${top}`))
    ).json()
    expect(subs.categories.map((c: { id: number }) => c.id)).toEqual([sub])
    const leaves = (
      await get(path('category', `get_all_sub_sub_category_by_sub_category_id_without_pagination/${sub}`))
    ).json()
    expect(leaves.categories.map((c: { id: number }) => c.id)).toEqual([leaf])
  })

  it('refuses a fourth level and a category as its own parent, naming the parent', async () => {
    const top = await made('category', { name: 'Deep 1' })
    const two = await made('category', { name: 'Deep 2', parent: top })
    const three = await made('category', { name: 'Deep 3', parent: two })
    const four = await create('category', { name: 'Deep 4', parent: three })
    expect(four.statusCode).toBe(400)
    expect(four.json().parent[0]).toMatch(/3 levels deep/)
    const self = await update('category', top, { parent: top })
    expect(self.statusCode).toBe(400)
    expect(self.json().parent[0]).toMatch(/own parent/)
  })

  it('a chain of any length is stored while it is at most three deep (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), async (depth) => {
        let parent: number | null = null
        for (let level = 1; level <= depth; level++) {
          const response = await create('category', { name: `Chain ${++serial}`, parent })
          if (level <= 3) {
            expect(response.statusCode, response.body).toBe(201)
            expect(response.json().level).toBe(level)
            parent = response.json().id
          } else {
            expect(response.statusCode).toBe(400)
            return
          }
        }
      }),
      { numRuns: 8 },
    )
  })
})

describe('colours, brands and attribute sets', () => {
  it('keeps a colour code as # and six hex digits, lower-cased', async () => {
    const bad = await create('color', { name: 'Not a colour', code: 'red' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code[0]).toMatch(/six hex digits/)
    const good = await create('color', { name: 'Test teal', code: '#00AA99' })
    expect(good.statusCode, good.body).toBe(201)
    expect(good.json().code).toBe('#00aa99')
    const list = (await get(path('color', 'all/'))).json()
    expect(Object.keys(list)).toEqual(['colors', 'page', 'size', 'total_pages', 'total_elements'])
  })

  it('lists brands and manufacturers under their plural keys', async () => {
    expect(Object.keys((await get(path('brand', 'without_pagination/all/'))).json())).toEqual(['brands'])
    const makers = (await get(path('manufacturer', 'all/'))).json()
    expect(makers.manufacturers.length).toBeGreaterThan(0)
  })

  it('gives an attribute set its attributes, and a product only values of them', async () => {
    const material = await made('attribute', { name: 'Test material' })
    const shade = await made('attribute', { name: 'Test shade' })
    const set = await made('attributeset', { name: 'Test safety gear', attributes: [material] })
    expect((await get(path('attributeset', String(set)))).json().attributes).toEqual([
      { id: material, name: 'Test material' },
    ])
    const leather = await made('attributevalue', { attribute: material, value: 'leather' })
    const eleven = await made('attributevalue', { attribute: shade, value: '11' })
    const gloves = await made('product', { sku: sku(), name: 'Test gloves', attribute_set: set })
    expect(
      (await create('product_attribute_value', { product: gloves, attribute_value: leather })).statusCode,
    ).toBe(201)
    const outside = await create('product_attribute_value', { product: gloves, attribute_value: eleven })
    expect(outside.statusCode).toBe(400)
    expect(outside.json().attribute_value[0]).toMatch(/Test shade/)
    const values = (await get(path('product_attribute_value', `get_all_by_product_id/${gloves}`))).json()
    expect(
      values.product_attribute_values.map((v: { attribute_value: number }) => v.attribute_value),
    ).toEqual([leather])
  })
})

describe('products', () => {
  it('answers with the original’s keys, the stock per branch and in total, and finds by SKU and name', async () => {
    const book = await demoProduct('JP-BOOK-N5')
    expect(book).toMatchObject({
      sku: 'JP-BOOK-N5',
      unit: 'book',
      sale_price: '1800.00',
      low_stock_threshold: '5',
      is_active: true,
      stock: { quantity: '20', value: '26000.00' },
    })
    expect(book.stock.branches).toEqual([
      { branch: { id: expect.any(Number), name: 'Head Office' }, quantity: '20', value: '26000.00' },
    ])
    const byName = (await get(path('product', 'search/?searchKey=welding%20helmet'))).json()
    expect(byName.products.map((p: { sku: string }) => p.sku)).toEqual(['WLD-HELMET-01'])
    const list = (await get(path('product', 'all/?size=3'))).json()
    expect(Object.keys(list)).toEqual(['products', 'page', 'size', 'total_pages', 'total_elements'])
  })

  it('hides the stock from readers without the product permission', async () => {
    const anonymous = (await t.app.inject({ url: path('product', 'search/?searchKey=JP-BOOK-N5') })).json()
    expect(anonymous.products[0].stock).toBeNull()
    expect(anonymous.products[0].sale_price).toBe('1800.00')
  })

  it('filters by a category and everything under it, by brand and by active', async () => {
    const welding = (await get(path('category', 'get_all_parent_category_without_pagination/')))
      .json()
      .categories.find((c: { name: string }) => c.name === 'Welding gear')
    const all = (await get(path('product', `all/?in_category=${welding.id}&size=50`))).json()
    expect(all.products.map((p: { sku: string }) => p.sku).sort()).toEqual([
      'WLD-APRON-01',
      'WLD-GLOVE-01',
      'WLD-HELMET-01',
      'WLD-ROD-6013',
    ])
    const exact = (await get(path('product', `all/?category=${welding.id}`))).json()
    expect(exact.total_elements).toBe(0)
    const helmet = await demoProduct('WLD-HELMET-01')
    const byBrand = (await get(path('product', `all/?brand=${helmet.brand}&size=50`))).json()
    expect(byBrand.products.map((p: { sku: string }) => p.sku)).toContain('WLD-ROD-6013')
    const inactive = (await get(path('product', 'all/?is_active=false'))).json()
    expect(inactive.products.every((p: { is_active: boolean }) => !p.is_active)).toBe(true)
    expect((await get(path('product', 'all/?in_category=abc'))).statusCode).toBe(400)
  })

  it('refuses a SKU the database would refuse, and one taken in another case, naming sku', async () => {
    const bad = await create('product', { sku: 'has space', name: 'Bad SKU' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json())).toEqual(['sku'])
    const taken = await create('product', { sku: 'wld-helmet-01', name: 'Second helmet' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ field: 'sku' })
    expect(taken.json().detail).toMatch(/WLD-HELMET-01/)
    const mine = await made('product', { sku: sku(), name: 'Renamed later' })
    const clash = await update('product', mine, { sku: 'JP-book-n5' })
    expect(clash.statusCode).toBe(409)
  })

  it('accepts exactly the SKUs of the database’s rule (property)', async () => {
    const alphabet = fc.constantFrom(...'Ab9-_./ #é'.split(''))
    await fc.assert(
      fc.asyncProperty(fc.array(alphabet, { minLength: 1, maxLength: 12 }), async (chars) => {
        const text = `${chars.join('')}${++serial}`
        // Text fields are trimmed: " A1" is the SKU "A1".
        const response = await create('product', { sku: text, name: 'Property SKU' })
        expect(response.statusCode, `${text}: ${response.body}`).toBe(
          SKU_PATTERN.test(text.trim()) ? 201 : 400,
        )
      }),
      { numRuns: 30 },
    )
  })

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const cases: [object, string][] = [
      [{ sku: sku(), name: 'Nul\u0000name' }, 'name'],
      [{ sku: sku(), name: 'Object price', sale_price: { amount: 1 } }, 'sale_price'],
      [{ sku: sku(), name: 'Negative price', sale_price: '-1.00' }, 'sale_price'],
      [{ sku: sku(), name: 'Thousandths price', sale_price: '1.005' }, 'sale_price'],
      [{ sku: sku(), name: 'Fine threshold', low_stock_threshold: '0.0005' }, 'low_stock_threshold'],
      [{ sku: sku(), name: 'Array brand', brand: [1] }, 'brand'],
      [{ sku: sku(), name: 'No such category', category: 999999 }, 'category'],
      [{ sku: 42, name: 'Number SKU' }, 'sku'],
    ]
    for (const [payload, fieldName] of cases) {
      const response = await create('product', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.body).toContain(fieldName)
    }
    const kilos = await create('product', {
      sku: sku(),
      name: 'Rods',
      unit: 'kg',
      low_stock_threshold: '2.5',
    })
    expect(kilos.statusCode, kilos.body).toBe(201)
    expect(kilos.json().low_stock_threshold).toBe('2.5')
  })

  it('keeps a product whose stock has moved, and deletes one that never moved', async () => {
    const book = await demoProduct('JP-BOOK-N5')
    const refused = await remove('product', book.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(/inactive/)
    expect((await get(path('product', String(book.id)))).statusCode).toBe(200)
    const unmoved = await made('product', { sku: sku(), name: 'Never stocked' })
    expect((await remove('product', unmoved)).statusCode).toBe(200)
  })
})

describe("a product's images, colours and sizes", () => {
  it('uploads images and lists each part by product at the original’s paths', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    const helmet = await demoProduct('WLD-HELMET-01')
    const body = multipart([
      { name: 'product', value: String(helmet.id) },
      { name: 'image', file: { fileName: 'helmet.png', content: png, contentType: 'image/png' } },
    ])
    const uploaded = await t.app.inject({
      method: 'POST',
      url: path('productimage', 'create/'),
      headers: { ...books.Accountant, ...body.headers },
      payload: body.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const images = (await get(path('productimage', `all_productimage_by_product_id/${helmet.id}`))).json()
    expect(images.product_images).toHaveLength(1)
    expect(images.product_images[0].image).toMatch(/^\/media\/stores\/product\//)

    const colors = (await get(path('productcolor', `get_all_by_product_id/${helmet.id}`))).json()
    expect(colors.product_colors).toHaveLength(1)
    const uniform = await demoProduct('UNIFORM-M')
    const sizes = (await get(path('productsize', `get_all_by_product_id/${uniform.id}`))).json()
    expect(sizes.product_sizes).toHaveLength(1)
    expect((await get(path('productsize', 'get_all_by_product_id/abc'))).statusCode).toBe(400)
  })
})

describe('who may do what', () => {
  it('lets the Accountant and the Approver write, the Auditor read, and refuses the Editor', async () => {
    expect((await create('brand', { name: 'Approver brand' }, books.Approver)).statusCode).toBe(201)
    expect((await create('brand', { name: 'Auditor brand' }, books.Auditor)).statusCode).toBe(403)
    expect((await create('brand', { name: 'Editor brand' }, as.editor)).statusCode).toBe(403)
    expect((await create('product', { sku: sku(), name: 'Editor product' }, as.editor)).statusCode).toBe(403)
    const book = await demoProduct('JP-BOOK-N5')
    expect((await update('product', book.id, { name: 'Changed' }, books.Auditor)).statusCode).toBe(403)
    expect((await remove('product', book.id, as.editor)).statusCode).toBe(403)
    const audited = (await get(path('product', String(book.id)), books.Auditor)).json()
    expect(audited.stock.quantity).toBe('20')
    // The Editor reads the catalogue as the public does: without the stock.
    expect((await get(path('product', String(book.id)), as.editor)).json().stock).toBeNull()
  })
})
