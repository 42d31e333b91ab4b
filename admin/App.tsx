/**
 * The back office: react-admin on the cookie session and the legacy API. Every screen is its own
 * chunk, loaded when first opened, so signing in downloads react-admin's frame and the sign-in form
 * only (docs/decisions/010-back-office-react-admin.md).
 */
import { lazy, Suspense } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { createBrowserRouter, Route, RouterProvider } from 'react-router'
import { LoginPage } from './account/LoginPage.tsx'
import { cmsScreens } from './cms/screens.ts'
import { i18nProvider } from './i18n.ts'
import { AccessDenied } from './layout/AccessDenied.tsx'
import { AdminLayout } from './layout/AdminLayout.tsx'
import { authProvider } from './providers/auth-provider.ts'
import { createDataProvider } from './providers/data-provider.ts'
import { recordScreens } from './records/screens.ts'
import { theme } from './theme.ts'

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'))
const PasswordChange = lazy(() => import('./account/PasswordChange.tsx'))
const ForgotPassword = lazy(() => import('./account/ForgotPassword.tsx'))
const ResetPassword = lazy(() => import('./account/ResetPassword.tsx'))
const PageScreen = lazy(() => import('./cms/page/PageScreen.tsx'))

const dataProvider = createDataProvider()
const screens = [...cmsScreens, ...recordScreens]

function KizunaAdmin() {
  return (
    <Admin
      title="Kizuna back office"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      dashboard={Dashboard}
      layout={AdminLayout}
      loginPage={LoginPage}
      accessDenied={AccessDenied}
      requireAuth
      disableTelemetry
    >
      {screens.map(({ name, label, hidden, ...screen }) => (
        <Resource key={name} name={name} options={{ label }} {...(hidden ? {} : screen)} />
      ))}
      <CustomRoutes>
        <Route path="/password" element={<PasswordChange />} />
        {/* One menu's page: its blocks and images (the menus tree links here). */}
        <Route path="/pages/:menuId" element={<PageScreen />} />
      </CustomRoutes>
      {/* Reached signed out: from the sign-in form and from the reset email. */}
      <CustomRoutes noLayout>
        <Route
          path="/forgot-password"
          element={
            <Suspense>
              <ForgotPassword />
            </Suspense>
          }
        />
        <Route
          path="/reset-password"
          element={
            <Suspense>
              <ResetPassword />
            </Suspense>
          }
        />
      </CustomRoutes>
    </Admin>
  )
}

// react-admin's own router keeps the path after a #; real paths under /admin (which the server
// answers with this app) can be bookmarked and shared. It must be a data router: react-admin's
// warning before leaving unsaved changes (useBlocker) only works under one.
const router = createBrowserRouter([{ path: '*', element: <KizunaAdmin /> }], { basename: '/admin' })

export function App() {
  return <RouterProvider router={router} />
}
