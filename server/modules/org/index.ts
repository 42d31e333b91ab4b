/** The organisation's own structure: departments and designations (branches and places follow). */
import { defineArea } from '../area.ts'
import { departmentResource, designationResource } from './named-lookup.ts'

export const orgArea = defineArea({
  name: 'org',
  resources: [departmentResource, designationResource],
})
