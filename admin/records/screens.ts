/**
 * The records staff keep besides the pages: notices, circulars, people, accounts, roles, settings
 * and the audit log.
 */
import Campaign from '@mui/icons-material/Campaign'
import Settings from '@mui/icons-material/Settings'
import { lazy } from 'react'
import type { ResourceScreen } from '../screen.ts'

export const recordScreens: ResourceScreen[] = [
  {
    name: 'notice',
    label: 'Notices',
    icon: Campaign,
    list: lazy(() => import('../notice/NoticeList.tsx')),
    edit: lazy(() => import('../notice/NoticeEdit.tsx')),
    create: lazy(() => import('../notice/NoticeCreate.tsx')),
    recordRepresentation: 'title',
  },
  {
    name: 'general_setting',
    label: 'General settings',
    icon: Settings,
    list: lazy(() => import('../general-setting/GeneralSettings.tsx')),
  },
]
