/**
 * The back office: react-admin on the cookie session and the legacy API. Every screen is its own
 * chunk, loaded when first opened, so signing in downloads react-admin's frame and the sign-in form
 * only (docs/decisions/010-back-office-react-admin.md).
 */
import Campaign from '@mui/icons-material/Campaign'
import Settings from '@mui/icons-material/Settings'
import { lazy } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { BrowserRouter, Route } from 'react-router'
import { i18nProvider } from './i18n.ts'
import { AdminLayout } from './layout/AdminLayout.tsx'
import { authProvider } from './providers/auth-provider.ts'
import { createDataProvider } from './providers/data-provider.ts'
import { theme } from './theme.ts'

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'))
const NoticeList = lazy(() => import('./notice/NoticeList.tsx'))
const NoticeEdit = lazy(() => import('./notice/NoticeEdit.tsx'))
const NoticeCreate = lazy(() => import('./notice/NoticeCreate.tsx'))
const GeneralSettings = lazy(() => import('./general-setting/GeneralSettings.tsx'))
const PasswordChange = lazy(() => import('./account/PasswordChange.tsx'))

const dataProvider = createDataProvider()

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
        <Resource
          name="notice"
          options={{ label: 'Notices' }}
          icon={Campaign}
          list={NoticeList}
          edit={NoticeEdit}
          create={NoticeCreate}
          recordRepresentation="title"
        />
        <Resource
          name="general_setting"
          options={{ label: 'General settings' }}
          icon={Settings}
          list={GeneralSettings}
        />
        <CustomRoutes>
          <Route path="/password" element={<PasswordChange />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  )
}
