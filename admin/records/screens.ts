/**
 * The records staff keep besides the pages: notices, circulars, the home page slider, people,
 * accounts, roles, messages from the site's forms, settings and the audit log. Notices and
 * circulars share one set of document screens; departments and designations one of name lists.
 */
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings'
import Apartment from '@mui/icons-material/Apartment'
import Badge from '@mui/icons-material/Badge'
import Campaign from '@mui/icons-material/Campaign'
import Checklist from '@mui/icons-material/Checklist'
import Description from '@mui/icons-material/Description'
import History from '@mui/icons-material/History'
import Mail from '@mui/icons-material/Mail'
import MarkEmailRead from '@mui/icons-material/MarkEmailRead'
import MenuOpen from '@mui/icons-material/MenuOpen'
import People from '@mui/icons-material/People'
import Settings from '@mui/icons-material/Settings'
import ViewCarousel from '@mui/icons-material/ViewCarousel'
import VolunteerActivism from '@mui/icons-material/VolunteerActivism'
import Work from '@mui/icons-material/Work'
import { lazy } from 'react'
import type { ResourceScreen } from '../screen.ts'

const documentScreens = {
  list: lazy(() => import('../documents/DocumentList.tsx')),
  edit: lazy(() => import('../documents/DocumentEdit.tsx')),
  create: lazy(() => import('../documents/DocumentCreate.tsx')),
  recordRepresentation: 'title',
}

const nameListScreens = {
  list: lazy(() => import('../named-lookup/NameList.tsx')),
  edit: lazy(() => import('../named-lookup/NameEdit.tsx')),
  create: lazy(() => import('../named-lookup/NameCreate.tsx')),
  recordRepresentation: 'name',
}

export const recordScreens: ResourceScreen[] = [
  { name: 'notice', label: 'Notices', icon: Campaign, ...documentScreens },
  { name: 'circular', label: 'Circulars', icon: Description, ...documentScreens },
  {
    name: 'homepage_slider',
    label: 'Home page slider',
    icon: ViewCarousel,
    list: lazy(() => import('../homepage-slider/SlideList.tsx')),
    edit: lazy(() => import('../homepage-slider/SlideEdit.tsx')),
    create: lazy(() => import('../homepage-slider/SlideCreate.tsx')),
    recordRepresentation: 'subtitle',
  },
  {
    name: 'employee',
    label: 'Employees',
    icon: Badge,
    list: lazy(() => import('../employee/EmployeeList.tsx')),
    edit: lazy(() => import('../employee/EmployeeEdit.tsx')),
    create: lazy(() => import('../employee/EmployeeCreate.tsx')),
    recordRepresentation: 'first_name',
  },
  { name: 'department', label: 'Departments', icon: Apartment, ...nameListScreens },
  { name: 'designation', label: 'Designations', icon: Work, ...nameListScreens },
  {
    name: 'user',
    label: 'Users',
    icon: People,
    list: lazy(() => import('../user/UserList.tsx')),
    edit: lazy(() => import('../user/UserEdit.tsx')),
    create: lazy(() => import('../user/UserCreate.tsx')),
    recordRepresentation: 'email',
  },
  {
    name: 'role',
    label: 'Roles',
    icon: AdminPanelSettings,
    list: lazy(() => import('../role/RoleList.tsx')),
    edit: lazy(() => import('../role/RoleEdit.tsx')),
    create: lazy(() => import('../role/RoleCreate.tsx')),
    recordRepresentation: 'name',
  },
  {
    name: 'role_menu',
    label: 'Role menus',
    icon: Checklist,
    list: lazy(() => import('../role/RoleMenusScreen.tsx')),
  },
  {
    name: 'menu_item',
    label: 'Menu items',
    icon: MenuOpen,
    list: lazy(() => import('../menu-item/MenuItemList.tsx')),
    edit: lazy(() => import('../menu-item/MenuItemEdit.tsx')),
    create: lazy(() => import('../menu-item/MenuItemCreate.tsx')),
    recordRepresentation: 'title',
  },
  {
    name: 'contact_message',
    label: 'Contact messages',
    icon: Mail,
    list: lazy(() => import('../messages/ContactMessageList.tsx')),
  },
  {
    name: 'newsletter_subscriber',
    label: 'Newsletter',
    icon: MarkEmailRead,
    list: lazy(() => import('../messages/NewsletterSubscriberList.tsx')),
  },
  {
    name: 'volunteer_application',
    label: 'Volunteers',
    icon: VolunteerActivism,
    list: lazy(() => import('../messages/VolunteerApplicationList.tsx')),
  },
  {
    name: 'audit_log',
    label: 'Audit log',
    icon: History,
    list: lazy(() => import('../audit-log/AuditLogList.tsx')),
    show: lazy(() => import('../audit-log/AuditLogShow.tsx')),
  },
  {
    name: 'general_setting',
    label: 'General settings',
    icon: Settings,
    list: lazy(() => import('../general-setting/GeneralSettings.tsx')),
  },
]
