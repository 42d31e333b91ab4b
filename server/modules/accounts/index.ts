/**
 * Staff accounts as records: users, roles, permissions, the back office's menu items and which role
 * sees them, and the audit log. Signing in and sessions are server/auth/ (every area relies on them).
 */
import { defineArea } from '../area.ts'
import { auditLogResource } from './audit-log.ts'
import { menuItemResource, roleMenuResource } from './menu-item.ts'
import { registerMenuItemRoutes } from './menu-item-routes.ts'
import { permissionResource } from './permission.ts'
import { roleResource } from './role.ts'
import { userResource } from './user.ts'

export const accountsArea = defineArea({
  name: 'accounts',
  resources: [
    userResource,
    roleResource,
    permissionResource,
    roleMenuResource,
    menuItemResource,
    auditLogResource,
  ],
  routes: async (app, deps) => registerMenuItemRoutes(app, deps),
})
