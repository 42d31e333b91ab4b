/**
 * The sidebar: the dashboard, the reports hub when the role may read any report (like the
 * dashboard, a screen of the back office rather than a resource: shown by the permissions of the
 * reports it lists, whatever the role's menus say), then the signed-in role's navigation from
 * role_menu, grouped as the server's tree is (admin/layout/navigation.ts decides what shows), each
 * entry with the icon its declaration names (through the admin schema). If the tree cannot be read, the entries the
 * declarations plan for the resources the role may read are listed instead, so a failing request
 * never leaves staff without a way around.
 */
import ListIcon from '@mui/icons-material/List'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import { type ComponentType, createElement, useEffect, useId, useState } from 'react'
import { Menu, usePermissions, useSidebarState } from 'react-admin'
import type { AdminSchema } from '../../common/resource-schema.ts'
import { requestJson } from '../providers/http.ts'
import { REPORTS_HUB_PATH, readableReports } from '../reports-hub/hub-reports.ts'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { iconOf } from './icons.ts'
import {
  type NavigationEntry,
  type NavigationSection,
  schemaNavigation,
  visibleNavigation,
} from './navigation.ts'

/** The role's tree, or null when it could not be read. */
function useRoleNavigation(): NavigationEntry[] | null {
  const [tree, setTree] = useState<NavigationEntry[] | null>([])
  useEffect(() => {
    let current = true
    requestJson<{ menu_items: NavigationEntry[] }>(
      '/menu_item/api/v1/menu_item/nested_menu_item_by_user_role/',
    )
      .then((answer) => current && setTree(answer.menu_items))
      .catch(() => current && setTree(null))
    return () => {
      current = false
    }
  }, [])
  return tree
}

const iconsOf = (schema: AdminSchema | undefined) =>
  new Map<string, ComponentType | undefined>(
    (schema?.resources ?? []).map((resource) => [resource.name, iconOf(resource.nav?.icon)]),
  )

function Section({
  section,
  icons,
}: {
  section: NavigationSection
  icons: Map<string, ComponentType | undefined>
}) {
  const [open] = useSidebarState()
  const labelId = useId()
  const items = section.links.map((link) => (
    <Menu.Item
      key={link.to}
      to={link.to}
      primaryText={link.title}
      leftIcon={createElement((link.resource && icons.get(link.resource)) || ListIcon)}
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
  const schema = useAdminSchema()
  const tree = useRoleNavigation()
  const entries = tree ?? (schema ? schemaNavigation(schema) : [])
  const sections = visibleNavigation(entries, permissions ?? [])
  const icons = iconsOf(schema)
  return (
    <Menu>
      <Menu.DashboardItem />
      {readableReports(schema).length > 0 && (
        <Menu.Item
          to={REPORTS_HUB_PATH}
          primaryText="Reports"
          leftIcon={createElement(iconOf('Assessment') ?? ListIcon)}
        />
      )}
      {sections.map((section) => (
        <Section key={section.title ?? ''} section={section} icons={icons} />
      ))}
    </Menu>
  )
}
