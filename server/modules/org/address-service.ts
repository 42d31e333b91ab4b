/**
 * A postal address as fields of a form (branch, employee): street lines, then country, division →
 * district → thana as cascading choices, then the postal code. The write hooks keep the chain true:
 * a thana must lie in the chosen district and a district in the chosen division, so an address
 * never names places that contradict each other.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ValidationError } from '../../http/validation.ts'
import type { TableWithId, WriteHooks } from '../../resources/define.ts'
import { type Fields, field } from '../../resources/fields.ts'
import { city, thana, unionCouncil } from './tables.ts'

type AddressColumn =
  | 'streetAddressOne'
  | 'streetAddressTwo'
  | 'countryId'
  | 'divisionId'
  | 'cityId'
  | 'thanaId'
  | 'postalCode'

/** The address fields under the original's wire names (its User and Branch models). */
export function addressFields(): Fields<AddressColumn> {
  return {
    street_address_one: field.text('streetAddressOne', { max: 255, label: 'Address' }),
    street_address_two: field.text('streetAddressTwo', { max: 255, label: 'Address (second line)' }),
    country: field.ref('countryId', 'country'),
    division: field.ref('divisionId', 'division'),
    city: field.ref('cityId', 'city', {
      label: 'District',
      dependsOn: { field: 'division', param: 'division' },
    }),
    thana: field.ref('thanaId', 'thana', { label: 'Thana', dependsOn: { field: 'city', param: 'city' } }),
    postal_code: field.text('postalCode', { max: 50 }),
  }
}

type Values = Record<string, unknown>

/**
 * Refuses a thana outside the district, or a district outside the division. A thana sent without
 * its district, or a district without its division (the original's clients know no divisions),
 * brings its own. Runs only when the write touches one of the three, on the values the record will
 * have after it.
 */
async function checkPlaces(db: Db, values: Values, existing: Values = {}): Promise<void> {
  if (!('divisionId' in values || 'cityId' in values || 'thanaId' in values)) return
  const after = { ...existing, ...values }
  const chosen = (column: string) => (after[column] as number | null | undefined) ?? null
  const errors: Record<string, string[]> = {}
  const thanaId = chosen('thanaId')
  if (thanaId !== null) {
    const [place] = await db
      .select({ name: thana.name, cityId: thana.cityId })
      .from(thana)
      .where(eq(thana.id, thanaId))
    if (place && chosen('cityId') === null && !('cityId' in values))
      values.cityId = after.cityId = place.cityId
    else if (place && place.cityId !== chosen('cityId'))
      errors.thana = [`${place.name} is not in the chosen district.`]
  }
  const cityId = chosen('cityId')
  if (cityId !== null) {
    const [district] = await db
      .select({ name: city.name, divisionId: city.divisionId })
      .from(city)
      .where(eq(city.id, cityId))
    const divisionId = chosen('divisionId')
    // A district added without a division fits any.
    if (district?.divisionId) {
      if (divisionId === null && !('divisionId' in values)) values.divisionId = district.divisionId
      else if (district.divisionId !== divisionId)
        errors.city = [`${district.name} is not in the chosen division.`]
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
}

/** Hooks of a resource whose table has the address columns (addressColumns in tables.ts). */
export function addressHooks<T extends TableWithId>(): WriteHooks<T> {
  return {
    beforeCreate: (values, ctx) => checkPlaces(ctx.db, values),
    beforeUpdate: (values, existing, ctx) => checkPlaces(ctx.db, values, existing as Values),
  }
}

/** A union's name and the thana it lies in (for addresses that go down to the union: members). */
export async function unionPlace(db: Db, id: number): Promise<{ name: string; thanaId: number } | undefined> {
  const [union] = await db
    .select({ name: unionCouncil.name, thanaId: unionCouncil.thanaId })
    .from(unionCouncil)
    .where(eq(unionCouncil.id, id))
  return union
}
