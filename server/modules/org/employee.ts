import { asc, eq } from 'drizzle-orm'
import { mediaUrl } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { auditIdFields, auditMinimal, namesById, timestamps } from '../../resources/present-helpers.ts'
import { addressFields, addressHooks } from './address-service.ts'
import { branch, city, country, department, designation, division, employee, thana } from './tables.ts'

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
/** What the profile page (/team-single/{id}) shows besides the name, designation and portrait. */
const profileFields = (r: Row<typeof employee>) => ({
  bio: r.bio,
  practice_area: r.practiceArea,
  experience: r.experience,
  work_address: r.workAddress,
  public_email: r.publicEmail,
  public_phone: r.publicPhone,
  education: r.education,
  languages: r.languages,
  success_percent: r.successPercent,
  happy_clients_percent: r.happyClientsPercent,
  projects_done_percent: r.projectsDonePercent,
  donors_reached: r.donorsReached,
})

const percent = <C extends string>(column: C, label: string) =>
  field.int(column, {
    min: 0,
    max: 100,
    label: `${label} (%)`,
    help: 'One of the profile page’s rings; left empty, the ring is not shown.',
  })

/** The employees the public sees, on the site and through the API: those shown on the website. */
export const shownOnWebsite = () => eq(employee.showOnWebsite, true)

export const employeeResource = defineResource({
  name: 'employee',
  label: 'Employee',
  plural: 'Employees',
  admin: {
    columns: [
      'image',
      'first_name',
      'last_name',
      'designation',
      'department',
      'email',
      'display_order',
      'show_on_website',
    ],
    sort: { field: 'display_order', order: 'ASC' },
    filters: ['department', 'designation', 'branch', 'show_on_website', 'management_team'],
    recordRepresentation: 'first_name',
    nav: { group: 'people', icon: 'Badge' },
  },
  grants: { Editor: 'write' },
  table: employee,
  listKey: 'employees',
  // sic: the original site calls "without_paginaiton".
  unpaginatedPaths: ['without_paginaiton/all/', 'without_pagination/all/'],
  orderBy: (t) => [asc(t.displayOrder), asc(t.firstName), asc(t.id)],
  // The site's team pages and profiles (staff-profile-service.ts) show the same employees.
  publicWhere: async () => shownOnWebsite(),
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
    primary_phone: field.text('phone', { max: 30, label: 'Phone' }),
    image: field.file('image', { accept: ['image'], dir: 'users' }, { label: 'Photo' }),
    designation: field.ref('designationId', 'designation'),
    department: field.ref('departmentId', 'department'),
    display_order: field.int('displayOrder', {
      nullable: false,
      label: 'Order on the team page',
      help: 'Lower numbers come first.',
    }),
    show_on_website: field.bool('showOnWebsite', {
      label: 'Shown on the website',
      help: 'Off: hidden from the team pages and from the public API.',
    }),
    branch: field.ref('branchId', 'branch'),
    ...addressFields(),
    management_team: field.bool('managementTeam', {
      label: 'On the management team page',
      help: 'Listed on “Our Management Team” and the About page. The profile page is public either way while shown on the website.',
    }),
    bio: field.text('bio', {
      nullable: false,
      multiline: true,
      max: 10000,
      label: 'Biography',
      help: 'The profile page’s “Personal Experience”: paragraphs separated by a blank line.',
    }),
    practice_area: field.text('practiceArea', { max: 255 }),
    experience: field.text('experience', { max: 100, help: 'As shown: “9 years”.' }),
    work_address: field.text('workAddress', { max: 500, label: 'Work address' }),
    public_email: field.email('publicEmail', {
      label: 'Email shown on the website',
      help: 'A work address for the profile page; the email above is never public.',
    }),
    public_phone: field.text('publicPhone', {
      max: 30,
      label: 'Phone shown on the website',
      help: 'A work number for the profile page; the phone above is never public.',
    }),
    education: field.text('education', {
      nullable: false,
      multiline: true,
      max: 5000,
      help: 'One per line.',
    }),
    languages: field.text('languages', {
      nullable: false,
      multiline: true,
      max: 2000,
      help: 'One per line.',
    }),
    success_percent: percent('successPercent', 'Success'),
    happy_clients_percent: percent('happyClientsPercent', 'Happy clients'),
    projects_done_percent: percent('projectsDonePercent', 'Projects done'),
    donors_reached: field.int('donorsReached', {
      min: 0,
      help: 'The profile page’s fourth ring, as “2500+ Donors”; left empty, it is not shown.',
    }),
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
      management_team: r.managementTeam,
      ...profileFields(r),
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
    management_team: r.managementTeam,
    ...profileFields(r),
    ...timestamps(r, ctx),
    ...auditIdFields(r),
  }),
})
