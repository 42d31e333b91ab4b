/**
 * The back office: react-admin on the cookie session and the legacy API. Every screen is its own
 * chunk, loaded when first opened, so signing in downloads react-admin's frame and the sign-in form
 * only (docs/decisions/010-back-office-react-admin.md). The resources come from the admin schema,
 * fetched once after sign-in (ADR 015): each resource the user may read, with its custom screens
 * (screens/overrides.ts) or the generic ones (generic/).
 */
import { lazy, Suspense } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { createBrowserRouter, Route, RouterProvider } from 'react-router'
import { LoginPage } from './account/LoginPage.tsx'
import { genericScreens } from './generic/screens.ts'
import { i18nProvider } from './i18n.ts'
import { AccessDenied } from './layout/AccessDenied.tsx'
import { AdminLayout } from './layout/AdminLayout.tsx'
import { SchemaUnavailable } from './layout/SchemaUnavailable.tsx'
import { authProvider } from './providers/auth-provider.ts'
import { createDataProvider } from './providers/data-provider.ts'
import { REPORTS_HUB_PATH } from './reports-hub/hub-reports.ts'
import { loadAdminSchema } from './schema/admin-schema.ts'
import { resourceEntries } from './schema/resource-entries.ts'
import { screenOverrides } from './screens/overrides.ts'
import { theme } from './theme.ts'

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'))
const PasswordChange = lazy(() => import('./account/PasswordChange.tsx'))
const ForgotPassword = lazy(() => import('./account/ForgotPassword.tsx'))
const ResetPassword = lazy(() => import('./account/ResetPassword.tsx'))
const PageScreen = lazy(() => import('./cms/page/PageScreen.tsx'))
const ReportsHub = lazy(() => import('./reports-hub/ReportsHub.tsx'))

const dataProvider = createDataProvider()

/**
 * react-admin calls this with the role's permissions once signed in (and again when they change),
 * and declares what it returns; signed out there is nothing to declare.
 */
async function resources(permissions: unknown) {
  if (!Array.isArray(permissions)) return null
  try {
    const schema = await loadAdminSchema(permissions)
    return resourceEntries(schema, screenOverrides, genericScreens).map(
      ({ name, label, recordRepresentation, ...screens }) => (
        <Resource
          key={name}
          name={name}
          options={{ label }}
          recordRepresentation={recordRepresentation}
          {...screens}
        />
      ),
    )
  } catch (error) {
    return (
      <CustomRoutes>
        <Route path="*" element={<SchemaUnavailable error={error} />} />
      </CustomRoutes>
    )
  }
}

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
      {resources}
      <CustomRoutes>
        <Route path="/password" element={<PasswordChange />} />
        {/* One menu's page: its blocks and images (the menus tree links here). */}
        <Route path="/pages/:menuId" element={<PageScreen />} />
        {/* Every report the role may read, under one period and branch (not a resource of its own). */}
        <Route path={REPORTS_HUB_PATH} element={<ReportsHub />} />
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
