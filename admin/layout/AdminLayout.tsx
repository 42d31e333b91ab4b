/** react-admin's layout with "Change password" in the user menu. */
import Key from '@mui/icons-material/Key'
import type { ReactNode } from 'react'
import { AppBar, Layout, Logout, MenuItemLink, UserMenu } from 'react-admin'

const AccountMenu = () => (
  <UserMenu>
    <MenuItemLink to="/password" primaryText="Change password" leftIcon={<Key />} />
    <Logout />
  </UserMenu>
)

const AdminAppBar = () => <AppBar userMenu={<AccountMenu />} />

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={AdminAppBar}>{children}</Layout>
}
