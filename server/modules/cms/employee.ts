import { asc, eq } from 'drizzle-orm'
import { branch, city, country, department, designation, division, employee, thana } from '../../db/schema.ts'
import { mediaUrl } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditIdFields, auditMinimal, namesById, timestamps } from '../../resources/present-helpers.ts'
import { addressFields, addressHooks } from '../org/address-service.ts'

const personFields = (r: Row<typeof employee>) => ({
  first_name: r.firstName,
  last_name: r.lastName,
  username: r.username,
  email: r.email,
  primary_phone: r.phone,
  image: mediaUrl(r.image),
})

const addressText = (r: Row<typeof employee>) => ({
  street_address_one: r.streetAddressOne,
  street_address_two: r.streetAddressTwo,
  postal_code: r.postalCode,
})

/** The list's branch and address places as {id, name}, as the original's EmployeeListSerializer. */
async function placeNames(rows: Row<typeof employee>[], ctx: PresentContext) {
  const ids = (column: 'branchId' | 'countryId' | 'divisionId' | 'cityId' | 'thanaId') =>
    rows.map((r) => r[column])
  const [branches, countries, divisions, cities, thanas] = await Promise.all([
    namesById(ctx, branch, ids('branchId')),
    namesById(ctx, country, ids('countryId')),
    namesById(ctx, division, ids('divisionId')),
    namesById(ctx, city, ids('cityId')),
    namesById(ctx, thana, ids('thanaId')),
  ])
  const named = (names: Map<number, { id: number; name: string }>, id: number | null) =>
    id === null ? null : (names.get(id) ?? null)
  return (r: Row<typeof employee>) => ({
    branch: named(branches, r.branchId),
    country: named(countries, r.countryId),
    division: named(divisions, r.divisionId),
    city: named(cities, r.cityId),
    thana: named(thanas, r.thanaId),
  })
}

export const employeeResource = defineResource({
  name: 'employee',
  label: 'Employee',
  plural: 'Employees',
  admin: { nav: { group: 'people', icon: 'Badge' } },
  grants: { Editor: 'write' },
  table: employee,
  listKey: 'employees',
  // sic: the original site calls "without_paginaiton".
  unpaginatedPaths: ['without_paginaiton/all/', 'without_pagination/all/'],
  orderBy: (t) => [asc(t.displayOrder), asc(t.firstName), asc(t.id)],
  // The team pages show these employees (server/site/pages/core.ts loadTeam), the public API too.
  publicWhere: async () => eq(employee.showOnWebsite, true),
  // Where an employee lives is theirs alone; the branch they work at is not personal.
  personalFields: [
    'email',
    'primary_phone',
    'username',
    'street_address_one',
    'street_address_two',
    'postal_code',
    'country',
    'division',
    'city',
    'thana',
  ],
  fields: {
    first_name: field.text('firstName', { required: true, max: 100, searchable: true }),
    last_name: field.text('lastName', { max: 100, nullable: false, searchable: true }),
    username: field.text('username', { max: 100, searchable: true }),
    email: field.email('email', { searchable: true }),
    primary_phone: field.text('phone', { max: 30 }),
    image: field.file('image', { accept: ['image'], dir: 'users' }),
    designation: field.ref('designationId', 'designation'),
    department: field.ref('departmentId', 'department'),
    display_order: field.int('displayOrder', { nullable: false }),
    show_on_website: field.bool('showOnWebsite'),
    branch: field.ref('branchId', 'branch'),
    ...addressFields(),
  },
  hooks: addressHooks(),
  searchParams: ['username'],
  async presentList(rows, ctx) {
    const [user, designations, departments, places] = await Promise.all([
      auditMinimal(ctx, rows),
      namesById(
        ctx,
        designation,
        rows.map((r) => r.designationId),
      ),
      namesById(
        ctx,
        department,
        rows.map((r) => r.departmentId),
      ),
      placeNames(rows, ctx),
    ])
    return rows.map((r) => ({
      id: r.id,
      ...personFields(r),
      // {id, name}, not the original's bare id: the site reads designation.name.
      designation: r.designationId === null ? null : (designations.get(r.designationId) ?? null),
      department: r.departmentId === null ? null : (departments.get(r.departmentId) ?? null),
      display_order: r.displayOrder,
      show_on_website: r.showOnWebsite,
      ...addressText(r),
      ...places(r),
      created_by: user(r.createdBy),
      updated_by: user(r.updatedBy),
      ...timestamps(r, ctx),
    }))
  },
  presentDetail: async (r, ctx) => ({
    id: r.id,
    ...personFields(r),
    designation: r.designationId,
    department: r.departmentId,
    display_order: r.displayOrder,
    show_on_website: r.showOnWebsite,
    ...addressText(r),
    branch: r.branchId,
    country: r.countryId,
    division: r.divisionId,
    city: r.cityId,
    thana: r.thanaId,
    ...timestamps(r, ctx),
    ...auditIdFields(r),
  }),
})
