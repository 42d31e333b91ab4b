/**
 * The organisation's places and people data: branches, the country list, Bangladesh's
 * administrative levels (division → district → upazila → union) and employees' qualifications.
 * Departments and designations too. drizzle-kit reads this file with the others (drizzle.config.ts).
 *
 * Names follow the original service: `city` holds the 64 districts and `thana` the upazilas (its
 * screens call them District and Police Station). Bangladesh's levels keep the ids of the
 * bangladesh-geocode data set, as the original's fixtures did. A place an address or a lower level
 * still uses cannot be deleted (RESTRICT): the write service answers 409 and names the reason.
 */
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditColumns } from '../../db/schema.ts'

export const country = pgTable('country', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull(),
  capitalName: varchar('capital_name', { length: 255 }),
  /** ISO 3166-1 alpha-3 ("BGD"). */
  countryCode: varchar('country_code', { length: 3 }).unique(),
  /** ISO 3166-1 alpha-2 ("BD"): the key the reference seed matches countries by. */
  countryCode2: varchar('country_code2', { length: 2 }).unique(),
  /** Calling code(s) without "+", comma-separated when a country has several ("1809,1829,1849"). */
  phoneCode: varchar('phone_code', { length: 50 }),
  /** ISO 4217 code of the main currency ("BDT"). */
  currencyCode: varchar('currency_code', { length: 3 }),
  continentName: varchar('continent_name', { length: 50 }),
  continentCode: varchar('continent_code', { length: 2 }),
  ...auditColumns(),
})

export const division = pgTable('division', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  bnName: varchar('bn_name', { length: 100 }),
  url: varchar('url', { length: 500 }),
  ...auditColumns(),
})

/** A district (zila). */
export const city = pgTable(
  'city',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Nullable: the original had no divisions, and its clients create districts without one.
    divisionId: integer('division_id').references(() => division.id, { onDelete: 'restrict' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull().unique(),
    bnName: varchar('bn_name', { length: 100 }),
    /** The district office's position; exact decimals as the data set gives them. */
    lat: numeric('lat'),
    lon: numeric('lon'),
    url: varchar('url', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [index('city_division_idx').on(t.divisionId), index('city_country_idx').on(t.countryId)],
)

/** An upazila, or a metropolitan thana staff add themselves. */
export const thana = pgTable(
  'thana',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => city.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    bnName: varchar('bn_name', { length: 100 }),
    url: varchar('url', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('thana_city_name_uq').on(t.cityId, t.name)],
)

/**
 * A union parishad. `union` is an SQL keyword, hence the table's name; the API's is `union`.
 * Names are not unique within an upazila: the data set has a few true duplicates.
 */
export const unionCouncil = pgTable(
  'union_council',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    thanaId: integer('thana_id')
      .notNull()
      .references(() => thana.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    bnName: varchar('bn_name', { length: 100 }),
    url: varchar('url', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [index('union_council_thana_idx').on(t.thanaId)],
)

/** Columns of a postal address: street lines, then division → district → thana, then the code. */
export function addressColumns() {
  return {
    streetAddressOne: varchar('street_address_one', { length: 255 }),
    streetAddressTwo: varchar('street_address_two', { length: 255 }),
    countryId: integer('country_id').references(() => country.id, { onDelete: 'restrict' }),
    divisionId: integer('division_id').references(() => division.id, { onDelete: 'restrict' }),
    cityId: integer('city_id').references(() => city.id, { onDelete: 'restrict' }),
    thanaId: integer('thana_id').references(() => thana.id, { onDelete: 'restrict' }),
    postalCode: varchar('postal_code', { length: 50 }),
  }
}

export const branch = pgTable(
  'branch',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    shortDesc: text('short_desc'),
    fullDesc: text('full_desc'),
    /** Off: the branch is kept for the records but not shown to the public. */
    isActive: boolean('is_active').notNull().default(true),
    ...addressColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('branch_country_idx').on(t.countryId),
    index('branch_division_idx').on(t.divisionId),
    index('branch_city_idx').on(t.cityId),
    index('branch_thana_idx').on(t.thanaId),
  ],
)

/** An employee's degree, with up to four scanned documents (private files). */
export const qualification = pgTable(
  'qualification',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // RESTRICT, not the original's CASCADE: deleting the qualifications one by one also removes
    // their scanned documents, which a cascade would leave on disk.
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id, { onDelete: 'restrict' }),
    degreeName: varchar('degree_name', { length: 100 }).notNull(),
    passingYear: integer('passing_year').notNull(),
    board: varchar('board', { length: 100 }).notNull(),
    instituteName: varchar('institute_name', { length: 200 }).notNull(),
    /** GPA or percentage, as the original: decimal(5,2). */
    grade: numeric('grade', { precision: 5, scale: 2 }),
    imageDocOne: varchar('image_doc_one', { length: 500 }),
    imageDocTwo: varchar('image_doc_two', { length: 500 }),
    imageDocThree: varchar('image_doc_three', { length: 500 }),
    imageDocFour: varchar('image_doc_four', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [index('qualification_employee_idx').on(t.employeeId)],
)

export const department = pgTable('department', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull().unique(),
  ...auditColumns(),
})

export const designation = pgTable('designation', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull().unique(),
  ...auditColumns(),
})

/** The organisation's staff: the team pages and profiles, blog authors and qualifications point here. */
export const employee = pgTable(
  'employee',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    username: varchar('username', { length: 100 }).unique(),
    email: varchar('email', { length: 254 }).unique(),
    phone: varchar('phone', { length: 30 }),
    image: varchar('image', { length: 500 }),
    designationId: integer('designation_id').references(() => designation.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => department.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(0),
    /** Off: the employee appears nowhere public (API reads for anonymous visitors, the site). */
    showOnWebsite: boolean('show_on_website').notNull().default(true),
    branchId: integer('branch_id').references(() => branch.id, { onDelete: 'set null' }),
    /** Where the employee lives: personal data, never sent to the public. */
    ...addressColumns(),
    /** Listed on the management team pages; off for staff who only have a profile page. */
    managementTeam: boolean('management_team').notNull().default(true),
    // The profile page (/team-single/{id}): what the public sees of a member of staff.
    /** Paragraphs separated by a blank line. */
    bio: text('bio').notNull().default(''),
    practiceArea: varchar('practice_area', { length: 255 }),
    /** As shown: "9 years". */
    experience: varchar('experience', { length: 100 }),
    workAddress: varchar('work_address', { length: 500 }),
    /** Work contacts the profile shows; email and phone above are personal and never public. */
    publicEmail: varchar('public_email', { length: 254 }),
    publicPhone: varchar('public_phone', { length: 30 }),
    /** One per line. */
    education: text('education').notNull().default(''),
    languages: text('languages').notNull().default(''),
    /** The profile's four rings: three percentages and a count of donors reached. */
    successPercent: integer('success_percent'),
    happyClientsPercent: integer('happy_clients_percent'),
    projectsDonePercent: integer('projects_done_percent'),
    donorsReached: integer('donors_reached'),
    ...auditColumns(),
  },
  (t) => [
    index('employee_display_order_idx').on(t.displayOrder, t.firstName),
    index('employee_branch_idx').on(t.branchId),
    index('employee_country_idx').on(t.countryId),
    index('employee_division_idx').on(t.divisionId),
    index('employee_city_idx').on(t.cityId),
    index('employee_thana_idx').on(t.thanaId),
  ],
)
