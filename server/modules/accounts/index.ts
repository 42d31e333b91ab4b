/**
 * Staff accounts as records: users, roles, permissions, the back office's menu items and which role
 * sees them, the audit log, and the outgoing email (invitations and password links). Signing in
 * and sessions are server/auth/ (every area relies on them).
 */
import { defineArea } from '../area.ts'
import { auditLogResource } from './audit-log.ts'
import { emailOutboxResource } from './email-outbox.ts'
import { registerEmailOutboxRoutes } from './email-outbox-routes.ts'
import { registerInvitations } from './invitation.ts'
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
    emailOutboxResource,
  ],
  routes: async (app, deps) => {
    registerMenuItemRoutes(app, deps)
    registerInvitations(app, deps)
    registerEmailOutboxRoutes(app, deps)
  },
})
