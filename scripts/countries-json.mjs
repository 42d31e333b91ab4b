// Writes server/modules/org/data/countries/countries.json, the country list the org area seeds,
// from an unpacked copy of the npm package countries-list (MIT; its LICENSE goes beside the JSON).
// Usage: npm pack countries-list@3.4.1 && tar xzf countries-list-3.4.1.tgz
//        node scripts/countries-json.mjs package && npx biome format --write server/modules/org/data/countries
// The package is not a dependency: the list changes a few times a decade, and a committed file
// keeps every start (and every database) on the same rows whatever is installed.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const source = process.argv[2]
if (!source) throw new Error('Give the folder of the unpacked countries-list package.')
const read = (file) => JSON.parse(readFileSync(path.join(source, file), 'utf8'))
const { version } = read('package.json')
const countries = read('countries.min.json')
const continents = read('continents.min.json')
const alpha3 = read('minimal/countries.2to3.min.json')

const rows = Object.entries(countries)
  .map(([code2, c]) => ({
    name: c.name,
    capital_name: c.capital || null,
    country_code: alpha3[code2] ?? null,
    country_code2: code2,
    phone_code: c.phone.length > 0 ? c.phone.join(',') : null,
    // The first currency is the country's own (Bhutan: BTN before INR).
    currency_code: c.currency[0] ?? null,
    continent_name: continents[c.continent],
    continent_code: c.continent,
  }))
  .sort((a, b) => a.country_code2.localeCompare(b.country_code2))

const out = path.join(import.meta.dirname, '../server/modules/org/data/countries/countries.json')
writeFileSync(out, `${JSON.stringify({ source: `countries-list@${version}`, countries: rows }, null, 2)}\n`)
console.log(`${rows.length} countries from countries-list@${version} → ${out}`)
