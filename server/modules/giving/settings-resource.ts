/**
 * The giving settings' declaration: one row, read and written through settings-routes.ts. It gives
 * the permissions (the Approver changes where gifts post and what receipts print, as it does the
 * books' settings; the Accountant and the Auditor read them; the Administrator does everything)
 * and the navigation entry under Giving.
 */
import { defineResource } from '../../resources/define.ts'
import { givingSetting } from './tables.ts'

export const givingSettingResource = defineResource({
  name: 'giving_setting',
  label: 'Giving setting',
  plural: 'Giving settings',
  genericRoutes: false,
  private: true,
  actions: ['read', 'update'],
  grants: { Accountant: 'read', Approver: ['read', 'update'], Auditor: 'read' },
  admin: { nav: { group: 'giving', icon: 'Settings', order: 9 } },
  table: givingSetting,
  listKey: 'settings',
  unpaginatedPaths: [],
  orderBy: () => [],
})
