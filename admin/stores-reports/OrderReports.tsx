/**
 * The "Orders report" entry: react-admin gives the resource's list every path under /order_report/,
 * so this screen answers them all with a tab per report (order-report-paths.ts) above the report
 * chosen: the profit report, or the orders summary by status and period. Each report loads when
 * first opened.
 */
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { lazy, Suspense } from 'react'
import { Loading } from 'react-admin'
import { Link, useLocation, useParams } from 'react-router'
import { ORDER_REPORTS } from './order-report-paths.ts'

const ProfitReport = lazy(() => import('./ProfitReport.tsx'))
const OrderSummaryReport = lazy(() => import('./OrderSummaryReport.tsx'))

export default function OrderReports() {
  const { '*': rest = '' } = useParams()
  const { search } = useLocation()
  const summary = rest.split('/')[0] === 'summary'
  return (
    <>
      <Tabs
        className="no-print"
        value={summary ? 1 : 0}
        aria-label="Order reports"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ORDER_REPORTS.map((report) => (
          <Tab key={report.path} label={report.title} component={Link} to={`${report.path}${search}`} />
        ))}
      </Tabs>
      <Suspense fallback={<Loading />}>{summary ? <OrderSummaryReport /> : <ProfitReport />}</Suspense>
    </>
  )
}
