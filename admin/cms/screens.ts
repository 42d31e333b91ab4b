/** The site's content screens: menus, their pages' blocks and images, the home page slider. */
import AccountTree from '@mui/icons-material/AccountTree'
import Article from '@mui/icons-material/Article'
import PhotoLibrary from '@mui/icons-material/PhotoLibrary'
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
  {
    // Blocks are edited on their menu's page screen (/pages/{menuId}); this lists them across menus.
    name: 'cms_menu_content',
    label: 'Page content',
    icon: Article,
    list: lazy(() => import('./content/ContentBlockList.tsx')),
    recordRepresentation: 'name',
  },
  {
    name: 'cms_menu_content_image',
    label: 'Images',
    icon: PhotoLibrary,
    list: lazy(() => import('./content/ContentImageList.tsx')),
    recordRepresentation: 'head',
  },
]
