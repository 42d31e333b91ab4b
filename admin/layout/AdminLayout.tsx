/** react-admin's layout with the role's navigation and "Change password" in the user menu. */
import Key from '@mui/icons-material/Key'
import type { ReactNode } from 'react'
import { AppBar, Layout, Logout, MenuItemLink, UserMenu, useGetIdentity } from 'react-admin'
import { Navigation } from './Navigation.tsx'

// The menu button shows the user's name, so its accessible name is that name too (WCAG 2.5.3).
function AccountMenu() {
  const { identity } = useGetIdentity()
  return (
    <UserMenu label={identity?.fullName ?? 'Account'}>
      <MenuItemLink to="/password" primaryText="Change password" leftIcon={<Key />} />
      <Logout />
    </UserMenu>
  )
}

const AdminAppBar = () => <AppBar userMenu={<AccountMenu />} />

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={Navigation}>
      {children}
    </Layout>
  )
}
