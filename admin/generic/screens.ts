/** The generic screens, each its own chunk: drawn from the resource's admin schema at run time. */
import { lazy } from 'react'

export const genericScreens = {
  list: lazy(() => import('./GenericList.tsx')),
  show: lazy(() => import('./GenericShow.tsx')),
  create: lazy(() => import('./GenericCreate.tsx')),
  edit: lazy(() => import('./GenericEdit.tsx')),
}
