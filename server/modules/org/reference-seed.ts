/**
 * Reference data every database needs, demo or not: the country list and Bangladesh's divisions,
 * districts, upazilas and unions with their Bangla names. Runs at every start under the migration
 * lock, so it asks one question first (are all the data set's rows there?) and usually stops there.
 * Otherwise it inserts what is missing, in batches, in one transaction: rows already present (even
 * renamed by staff) are kept, official rows staff deleted come back, and the places staff added
 * (metropolitan thanas) are never touched.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, getTableName, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.ts'
import { projectRoot } from '../../lib/paths.ts'
import type { TableWithId } from '../../resources/define.ts'
import { parseCsv } from './csv.ts'
import { city, country, division, thana, unionCouncil } from './tables.ts'

/**
 * The data files, found from the project root as the migrations are (server/paths.ts), so the
 * bundled server in dist/ reads the same files as the sources do.
 */
export const orgDataFolder = path.join(projectRoot, 'server/modules/org/data')

interface Place {
  id: number
  name: string
  bnName: string | null
  url: string | null
}

export interface ReferenceData {
  countries: (typeof country.$inferInsert)[]
  divisions: Place[]
  districts: (Place & { divisionId: number; lat: string; lon: string })[]
  upazilas: (Place & { cityId: number })[]
  unions: (Place & { thanaId: number })[]
}

/** One CSV of bangladesh-geocode, each row checked for its number of columns. */
function readGeocode(file: string, columns: number): string[][] {
  const rows = parseCsv(readFileSync(path.join(orgDataFolder, 'bangladesh-geocode', file), 'utf8'))
  for (const [i, row] of rows.entries()) {
    if (row.length !== columns)
      throw new Error(`${file} line ${i + 1}: ${row.length} columns, not ${columns}`)
  }
  return rows
}

/** The data set has stray spaces and tabs around some names, and a right-to-left mark in one. */
const clean = (value: string | undefined): string | null =>
  value?.replace(/[\u200e\u200f]/g, '').trim() || null
const place = (
  id: string | undefined,
  name: string | undefined,
  bn: string | undefined,
  url: string | undefined,
) => ({
  id: Number(id),
  name: clean(name) ?? '',
  bnName: clean(bn),
  url: clean(url),
})

/** The data files, parsed: tens of milliseconds, so only when a row is missing. */
export function loadReferenceData(): ReferenceData {
  const { countries } = JSON.parse(readFileSync(path.join(orgDataFolder, 'countries/countries.json'), 'utf8'))
  return {
    countries: (countries as Record<string, string | null>[]).map((c) => ({
      name: c.name as string,
      capitalName: c.capital_name,
      countryCode: c.country_code,
      countryCode2: c.country_code2,
      phoneCode: c.phone_code,
      currencyCode: c.currency_code,
      continentName: c.continent_name,
      continentCode: c.continent_code,
    })),
    divisions: readGeocode('divisions.csv', 4).map(([id, name, bn, url]) => place(id, name, bn, url)),
    districts: readGeocode('districts.csv', 7).map(([id, divisionId, name, bn, lat, lon, url]) => ({
      ...place(id, name, bn, url),
      divisionId: Number(divisionId),
      lat: clean(lat) ?? '',
      lon: clean(lon) ?? '',
    })),
    upazilas: readGeocode('upazilas.csv', 5).map(([id, districtId, name, bn, url]) => ({
      ...place(id, name, bn, url),
      cityId: Number(districtId),
    })),
    unions: readGeocode('unions.csv', 5).map(([id, upazilaId, name, bn, url]) => ({
      ...place(id, name, bn, url),
      thanaId: Number(upazilaId),
    })),
  }
}

/**
 * Rows in the data files, so the check at start reads no file (reference-seed.test.ts holds them
 * to the files). Bangladesh's levels are numbered 1…n in the data set.
 */
export const REFERENCE_COUNTS = { countries: 252, divisions: 8, districts: 64, upazilas: 494, unions: 4540 }

/**
 * Whether every row of the data is in the database: one query. Places are counted by the data
 * set's ids (staff's own rows come after them); countries by any ISO code, so a country staff add
 * in place of a deleted one hides the gap until the next data update.
 */
async function isComplete(db: Db): Promise<boolean> {
  const c = REFERENCE_COUNTS
  const levels = [
    [division, c.divisions],
    [city, c.districts],
    [thana, c.upazilas],
    [unionCouncil, c.unions],
  ] as const
  const [row] = await queryRows<{ complete: boolean }>(
    db,
    sql`select (select count(*) from ${country} where ${country.countryCode2} is not null) >= ${c.countries} and ${sql.join(
      levels.map(([table, n]) => sql`(select count(*) from ${table} where ${table.id} <= ${n}) = ${n}`),
      sql` and `,
    )} as complete`,
  )
  return row?.complete === true
}

const BATCH = 1000

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH))
}

async function existingIds(db: Db, table: TableWithId): Promise<Set<number>> {
  const rows = (await db.select({ id: table.id }).from(table)) as { id: number }[]
  return new Set(rows.map((r) => r.id))
}

/**
 * Rows were inserted with the data set's ids, which the id sequence did not hand out: move it past
 * them, so the next record staff add gets a free id (never backwards, so no id is used twice).
 */
async function moveIdSequence(db: Db, table: TableWithId): Promise<void> {
  const name = getTableName(table)
  await db.execute(sql`
    select setval(s, greatest((select max(id) from ${table}), pg_sequence_last_value(s), 1))
    from (select pg_get_serial_sequence(${name}, 'id')::regclass as s) as seq`)
}

/** Inserts the missing reference rows; does nothing (one query) when none is missing. */
export async function seedReference(db: Db): Promise<void> {
  if (await isComplete(db)) return
  const data = loadReferenceData()
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    // Any unique key present (an ISO code, a name) means the row is there: leave it as staff keep it.
    await t.insert(country).values(data.countries).onConflictDoNothing()
    const [bangladesh] = await t
      .select({ id: country.id })
      .from(country)
      .where(eq(country.countryCode2, 'BD'))
    if (!bangladesh) throw new Error('The country list has no Bangladesh (country_code2 BD).')

    await inBatches(data.divisions, (batch) => t.insert(division).values(batch).onConflictDoNothing())
    // A row whose parent is gone (deleted, or replaced under another id) waits for it.
    const divisions = await existingIds(t, division)
    const districts = data.districts
      .filter((d) => divisions.has(d.divisionId))
      .map((d) => ({ ...d, countryId: bangladesh.id }))
    await inBatches(districts, (batch) => t.insert(city).values(batch).onConflictDoNothing())
    const cities = await existingIds(t, city)
    const upazilas = data.upazilas.filter((u) => cities.has(u.cityId))
    await inBatches(upazilas, (batch) => t.insert(thana).values(batch).onConflictDoNothing())
    const thanas = await existingIds(t, thana)
    const unions = data.unions.filter((u) => thanas.has(u.thanaId))
    await inBatches(unions, (batch) => t.insert(unionCouncil).values(batch).onConflictDoNothing())

    for (const table of [division, city, thana, unionCouncil]) await moveIdSequence(t, table)
  })
}
