/**
 * The sidebar: the dashboard, then the signed-in role's navigation from role_menu, grouped as the
 * server's tree is (admin/layout/navigation.ts decides what shows). If the tree cannot be read, the
 * screens the role's permissions allow are listed instead, so a failing request never leaves staff
 * without a way around.
 */
import ListIcon from '@mui/icons-material/List'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import { type ComponentType, createElement, useEffect, useId, useState } from 'react'
import { Menu, usePermissions, useSidebarState } from 'react-admin'
import { adminNavigation, screenUrl } from '../../common/admin-navigation.ts'
import { cmsScreens } from '../cms/screens.ts'
import { requestJson } from '../providers/http.ts'
import { recordScreens } from '../records/screens.ts'
import { type NavigationEntry, type NavigationSection, visibleNavigation } from './navigation.ts'

const iconOf = new Map<string, ComponentType>(
  [...cmsScreens, ...recordScreens].flatMap((s) => (s.icon ? [[s.name, s.icon]] : [])),
)

/** The shipped navigation, as the tree the server would send: the fallback. */
const shippedTree: NavigationEntry[] = adminNavigation.map((group, index) => ({
  id: -1 - index,
  title: group.title,
  menu_id: group.id,
  url: null,
  children: group.screens.map((screen, at) => ({
    id: -100 * (index + 1) - at,
    title: screen.title,
    menu_id: screen.resource,
    url: screenUrl(screen.resource),
    children: [],
  })),
}))

function useRoleNavigation(): NavigationEntry[] {
  const [tree, setTree] = useState<NavigationEntry[]>([])
  useEffect(() => {
    let current = true
    requestJson<{ menu_items: NavigationEntry[] }>(
      '/menu_item/api/v1/menu_item/nested_menu_item_by_user_role/',
    )
      .then((answer) => current && setTree(answer.menu_items))
      .catch(() => current && setTree(shippedTree))
    return () => {
      current = false
    }
  }, [])
  return tree
}

function Section({ section }: { section: NavigationSection }) {
  const [open] = useSidebarState()
  const labelId = useId()
  const items = section.links.map((link) => (
    <Menu.Item
      key={link.to}
      to={link.to}
      primaryText={link.title}
      leftIcon={createElement((link.resource && iconOf.get(link.resource)) || ListIcon)}
    />
  ))
  if (!section.title) return <>{items}</>
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mt: 1 }}>
      {open ? (
        <Box
          id={labelId}
          sx={{
            px: 2,
            py: 0.5,
            fontSize: 12,
            fontWeight: 600,
            textTransform: 'uppercase',
            color: 'text.secondary',
          }}
        >
          {section.title}
        </Box>
      ) : (
        <Divider id={labelId} aria-label={section.title} />
      )}
      {items}
    </Box>
  )
}

export function Navigation() {
  const { permissions } = usePermissions<string[]>()
  const sections = visibleNavigation(useRoleNavigation(), permissions ?? [])
  return (
    <Menu>
      <Menu.DashboardItem />
      {sections.map((section) => (
        <Section key={section.title ?? ''} section={section} />
      ))}
    </Menu>
  )
}
