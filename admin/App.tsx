/**
 * The back office: react-admin on the cookie session and the legacy API. Every screen is its own
 * chunk, loaded when first opened, so signing in downloads react-admin's frame and the sign-in form
 * only (docs/decisions/010-back-office-react-admin.md).
 */
import { lazy } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { BrowserRouter, Route } from 'react-router'
import { cmsScreens } from './cms/screens.ts'
import { i18nProvider } from './i18n.ts'
import { AdminLayout } from './layout/AdminLayout.tsx'
import { authProvider } from './providers/auth-provider.ts'
import { createDataProvider } from './providers/data-provider.ts'
import { recordScreens } from './records/screens.ts'
import { theme } from './theme.ts'

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'))
const PasswordChange = lazy(() => import('./account/PasswordChange.tsx'))

const dataProvider = createDataProvider()
const screens = [...cmsScreens, ...recordScreens]

export function App() {
  // react-admin's own router keeps the path after a #; real paths under /admin (which the server
  // answers with this app) can be bookmarked and shared.
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="Kizuna back office"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        dashboard={Dashboard}
        layout={AdminLayout}
        requireAuth
        disableTelemetry
      >
        {screens.map(({ name, label, hidden, ...screen }) => (
          <Resource key={name} name={name} options={{ label }} {...(hidden ? {} : screen)} />
        ))}
        <CustomRoutes>
          <Route path="/password" element={<PasswordChange />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  )
}
