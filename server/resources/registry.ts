/** Every resource the API serves. Adding a resource: declare it in its own file and list it here. */
import { auditLogResource } from './audit-log.ts'
import { cmsMenuResource } from './cms-menu.ts'
import { cmsMenuContentResource } from './cms-menu-content.ts'
import { cmsMenuContentImageResource } from './cms-menu-content-image.ts'
import type { ResourceDeclaration, TableWithId } from './define.ts'
import { circularResource, noticeResource } from './documents.ts'
import { employeeResource } from './employee.ts'
import {
  contactMessageResource,
  newsletterSubscriberResource,
  volunteerApplicationResource,
} from './form-submissions.ts'
import { generalSettingResource } from './general-setting.ts'
import { homepageSliderResource } from './homepage-slider.ts'
import { menuItemResource, roleMenuResource } from './menu-item.ts'
import { departmentResource, designationResource } from './named-lookup.ts'
import { permissionResource } from './permission.ts'
import { roleResource } from './role.ts'
import { userResource } from './user.ts'

export const resources: ResourceDeclaration<TableWithId>[] = [
  cmsMenuResource,
  cmsMenuContentResource,
  cmsMenuContentImageResource,
  homepageSliderResource,
  generalSettingResource,
  departmentResource,
  designationResource,
  employeeResource,
  noticeResource,
  circularResource,
  userResource,
  roleResource,
  permissionResource,
  menuItemResource,
  roleMenuResource,
  auditLogResource,
  contactMessageResource,
  newsletterSubscriberResource,
  volunteerApplicationResource,
] as unknown as ResourceDeclaration<TableWithId>[]

const byName = new Map(resources.map((r) => [r.name, r]))

export function findResource(name: string): ResourceDeclaration<TableWithId> | undefined {
  return byName.get(name)
}
