/**
 * The organisation's own structure and places: branches, departments, designations, employees'
 * qualifications, the country list and Bangladesh's divisions → districts (`city`) → upazilas
 * (`thana`) → unions, seeded at every start from the data files in data/ (reference-seed.ts).
 *
 * Lists send references and audit users as ids (the default presenter), where the original's list
 * serializers nested {id, name} and minimal users: the back office's generic screens read ids, and
 * no client of the original reads these lists.
 */
import { defineArea } from '../area.ts'
import { branchResource } from './branch.ts'
import { cityResource } from './city.ts'
import { countryResource } from './country.ts'
import { seedOrgDemo } from './demo/seed.ts'
import { divisionResource } from './division.ts'
import { employeeResource } from './employee.ts'
import { departmentResource, designationResource } from './named-lookup.ts'
import { qualificationResource, registerQualificationRoutes } from './qualification.ts'
import { seedReference } from './reference-seed.ts'
import { registerThanaRoutes, thanaResource } from './thana.ts'
import { unionResource } from './union.ts'

export const orgArea = defineArea({
  name: 'org',
  resources: [
    employeeResource,
    branchResource,
    departmentResource,
    designationResource,
    qualificationResource,
    countryResource,
    divisionResource,
    cityResource,
    thanaResource,
    unionResource,
  ],
  routes: async (app, deps) => {
    registerThanaRoutes(app, deps)
    registerQualificationRoutes(app, deps)
  },
  seedReference: (db) => seedReference(db),
  seedDemo: (db) => seedOrgDemo(db),
})
