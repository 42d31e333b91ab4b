/**
 * react-admin's layout with the role's navigation, "Change password" in the user menu, and the
 * warning before the session ends (SessionExpiryWarning). Its
 * content column may shrink below its widest table (min-width 0), so wide lists scroll in their
 * card instead of widening the page on a tablet with the menu open.
 */
import Key from '@mui/icons-material/Key'
import type { ReactNode } from 'react'
import { AppBar, Layout, Logout, MenuItemLink, UserMenu, useGetIdentity } from 'react-admin'
import { Navigation } from './Navigation.tsx'
import { SessionExpiryWarning } from './SessionExpiryWarning.tsx'

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

// Always shown: react-admin hides it while scrolling down, which leaves the account menu and the
// refresh button unreachable from the keyboard on long forms (a PDF preview, the permission matrix).
const AdminAppBar = () => <AppBar userMenu={<AccountMenu />} alwaysOn />

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={AdminAppBar}
      menu={Navigation}
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
      <SessionExpiryWarning />
    </Layout>
  )
}
