/** The site's content screens: menus, their pages' blocks and images, the home page slider. */
import Article from '@mui/icons-material/Article'
import PhotoLibrary from '@mui/icons-material/PhotoLibrary'
import { lazy } from 'react'
import type { ResourceScreen } from '../screen.ts'

export const cmsScreens: ResourceScreen[] = [
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
