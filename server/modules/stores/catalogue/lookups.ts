/**
 * The names products are filed and described by, at the original's paths: brand, manufacturer,
 * size, color (with its #rrggbb swatch), attribute, attributevalue (one value of an attribute) and
 * attributeset (a named set of attributes a kind of product is described by, kept in
 * attribute_set_attribute and written as the set's `attributes` list of ids).
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { IconName } from '../../../../common/resource-schema.ts'
import { ValidationError } from '../../../http/validation.ts'
import { defineResource, type PresentContext, type Row } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { presentDefault } from '../../../resources/present.ts'
import { STORES_GRANTS } from '../grants.ts'
import {
  attribute,
  attributeSet,
  attributeSetAttribute,
  attributeValue,
  brand,
  color,
  manufacturer,
  size,
} from '../tables.ts'

/** A lookup of one unique name (brand, manufacturer, size), listed alphabetically. */
function namedLookup(
  name: string,
  label: string,
  listKey: string,
  // Manufacturer and size have brand's columns (namedTable in tables.ts).
  table: typeof brand,
  icon: IconName,
  order: number,
) {
  return defineResource({
    name,
    label,
    grants: STORES_GRANTS,
    admin: { nav: { group: 'stores', icon, order } },
    table,
    listKey,
    unpaginatedPaths: ['without_pagination/all/'],
    orderBy: (t) => [asc(t.name), asc(t.id)],
    fields: { name: field.text('name', { required: true, max: 100, searchable: true }) },
  })
}

export const brandResource = namedLookup('brand', 'Brand', 'brands', brand, 'LocalOffer', 3)
export const manufacturerResource = namedLookup(
  'manufacturer',
  'Manufacturer',
  'manufacturers',
  manufacturer as typeof brand,
  'Business',
  4,
)
export const sizeResource = namedLookup('size', 'Size', 'sizes', size as typeof brand, 'Checklist', 6)

/** A swatch colour as the colour input sends it: # and six hex digits. */
export const COLOR_CODE = /^#[0-9a-fA-F]{6}$/

function checkCode(values: Record<string, unknown>): void {
  const code = values.code
  if (typeof code !== 'string') return
  if (!COLOR_CODE.test(code))
    throw new ValidationError({ code: ['Enter the colour as # and six hex digits, such as #1a2b3c.'] })
  values.code = code.toLowerCase()
}

export const colorResource = defineResource({
  name: 'color',
  label: 'Color',
  grants: STORES_GRANTS,
  admin: { nav: { group: 'stores', icon: 'Palette', order: 5 } },
  table: color,
  listKey: 'colors',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    code: field.text('code', { max: 7, help: 'The swatch: # and six hex digits, such as #1a2b3c.' }),
  },
  hooks: {
    beforeCreate: async (values) => checkCode(values),
    beforeUpdate: async (values) => checkCode(values),
  },
})

export const attributeResource = defineResource({
  name: 'attribute',
  label: 'Attribute',
  grants: STORES_GRANTS,
  admin: { nav: { group: 'stores', icon: 'Checklist', order: 7 } },
  table: attribute,
  listKey: 'attributes',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  fields: { name: field.text('name', { required: true, max: 100, searchable: true }) },
})

export const attributeValueResource = defineResource({
  name: 'attributevalue',
  label: 'Attribute value',
  grants: STORES_GRANTS,
  admin: {
    columns: ['attribute', 'value', 'updated_at'],
    recordRepresentation: 'value',
    nav: { group: 'stores', icon: 'Checklist', order: 8 },
  },
  table: attributeValue,
  listKey: 'attribute_values',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.attributeId), asc(t.value), asc(t.id)],
  fields: {
    attribute: field.ref('attributeId', 'attribute', { required: true }),
    value: field.text('value', { required: true, max: 200, searchable: true }),
  },
})

type SetRow = Row<typeof attributeSet>

/** Each set with its attributes as {id, name}, in name order. */
async function presentSets(rows: SetRow[], ctx: PresentContext): Promise<object[]> {
  const ids = rows.map((r) => r.id)
  const links =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ setId: attributeSetAttribute.attributeSetId, id: attribute.id, name: attribute.name })
          .from(attributeSetAttribute)
          .innerJoin(attribute, eq(attribute.id, attributeSetAttribute.attributeId))
          .where(inArray(attributeSetAttribute.attributeSetId, ids))
          .orderBy(asc(attribute.name))
  return rows.map((r) => ({
    ...presentDefault(attributeSetResource, r, ctx),
    attributes: links.filter((l) => l.setId === r.id).map((l) => ({ id: l.id, name: l.name })),
  }))
}

export const attributeSetResource = defineResource({
  name: 'attributeset',
  label: 'Attribute set',
  grants: STORES_GRANTS,
  admin: { nav: { group: 'stores', icon: 'Checklist', order: 9 } },
  table: attributeSet,
  listKey: 'attribute_sets',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    attributes: field.refs('attribute', { help: 'The attributes products of this set are described by.' }),
  },
  hooks: {
    // The list replaces the set's attributes (the reference check has found each one).
    async afterWrite(row, input, ctx) {
      if (!Array.isArray(input.attributes)) return
      const ids = [...new Set(input.attributes as number[])]
      await ctx.db.delete(attributeSetAttribute).where(eq(attributeSetAttribute.attributeSetId, row.id))
      if (ids.length > 0)
        await ctx.db
          .insert(attributeSetAttribute)
          .values(ids.map((attributeId) => ({ attributeSetId: row.id, attributeId })))
    },
  },
  presentList: presentSets,
  presentDetail: async (row, ctx) => (await presentSets([row], ctx))[0] as object,
})
