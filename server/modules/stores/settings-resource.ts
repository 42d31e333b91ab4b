/**
 * The stores' settings' declaration: one row, read and written through settings-routes.ts. It gives
 * the permissions (the Approver chooses where stock, sales and their costs post, as it does the
 * books' and giving's settings; the Accountant and the Auditor read them) and the navigation entry
 * under Products and stock (its screen: admin/stores-settings/StoresSettings.tsx).
 */
import { defineResource } from '../../resources/define.ts'
import { storesSetting } from './tables.ts'

export const storesSettingResource = defineResource({
  name: 'stores_setting',
  label: 'Stores setting',
  plural: 'Stores settings',
  genericRoutes: false,
  private: true,
  actions: ['read', 'update'],
  grants: { Accountant: 'read', Approver: ['read', 'update'], Auditor: 'read' },
  admin: { nav: { group: 'stores', icon: 'Settings', order: 90 } },
  table: storesSetting,
  listKey: 'settings',
  unpaginatedPaths: [],
  orderBy: () => [],
})
