/**
 * The back office's navigation as it ships: groups of screens, each screen named by its resource.
 * The server adds the entries a database lacks at start (server/auth/navigation.ts) and gives them
 * to the built-in roles; from then on they are ordinary menu_item and role_menu rows that an
 * administrator can rename, reorder or take away from a role in the back office.
 */
export interface NavigationGroup {
  /** menu_item.menu_id of the group entry. */
  id: string
  title: string
  /** Resource names; the entry's menu_id, and its URL is /admin/{resource}. */
  screens: { resource: string; title: string }[]
}

export const adminNavigation: NavigationGroup[] = [
  {
    id: 'group:content',
    title: 'Site content',
    screens: [
      { resource: 'cms_menu', title: 'Menus' },
      { resource: 'cms_menu_content', title: 'Page content' },
      { resource: 'cms_menu_content_image', title: 'Images' },
      { resource: 'homepage_slider', title: 'Home page slider' },
      { resource: 'general_setting', title: 'General settings' },
    ],
  },
  {
    id: 'group:documents',
    title: 'Notices and circulars',
    screens: [
      { resource: 'notice', title: 'Notices' },
      { resource: 'circular', title: 'Circulars' },
    ],
  },
  {
    id: 'group:people',
    title: 'People',
    screens: [
      { resource: 'employee', title: 'Employees' },
      { resource: 'department', title: 'Departments' },
      { resource: 'designation', title: 'Designations' },
    ],
  },
  {
    id: 'group:messages',
    title: 'Messages',
    screens: [
      { resource: 'contact_message', title: 'Contact messages' },
      { resource: 'newsletter_subscriber', title: 'Newsletter subscribers' },
      { resource: 'volunteer_application', title: 'Volunteer applications' },
    ],
  },
  {
    id: 'group:accounts',
    title: 'Accounts',
    screens: [
      { resource: 'user', title: 'Users' },
      { resource: 'role', title: 'Roles' },
      { resource: 'role_menu', title: 'Role menus' },
      { resource: 'menu_item', title: 'Back-office menus' },
      { resource: 'audit_log', title: 'Audit log' },
    ],
  },
]

/** The back-office path of a screen entry. */
export const screenUrl = (resource: string) => `/admin/${resource}`
