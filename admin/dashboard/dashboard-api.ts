/** The dashboard's one read (server/modules/reports/dashboard-routes.ts): the role's figures, computed now. */
import { DASHBOARD_PATH, type Dashboard } from '../../common/dashboard.ts'
import { requestJson } from '../providers/http.ts'

export const readDashboard = () => requestJson<Dashboard>(DASHBOARD_PATH)
