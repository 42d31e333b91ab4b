/** The site's content screens: menus, their pages' blocks and images, the home page slider. */
import AccountTree from '@mui/icons-material/AccountTree'
import { lazy } from 'react'
import type { ResourceScreen } from '../screen.ts'

export const cmsScreens: ResourceScreen[] = [
  {
    name: 'cms_menu',
    label: 'Menus',
    icon: AccountTree,
    list: lazy(() => import('./menus/MenuTreeScreen.tsx')),
    edit: lazy(() => import('./menus/MenuEdit.tsx')),
    create: lazy(() => import('./menus/MenuCreate.tsx')),
    recordRepresentation: 'name',
  },
]
