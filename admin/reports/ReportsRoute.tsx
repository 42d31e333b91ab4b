/**
 * The "Accounts reports" entry: react-admin gives a resource's list every path under
 * /account_report/, so this screen answers them all: /account_report is the list of reports, and
 * /account_report/{report} each report's screen (report-paths.ts), loaded when first opened.
 */
import Box from '@mui/material/Box'
import { lazy, Suspense } from 'react'
import { Loading, Title } from 'react-admin'
import { useParams } from 'react-router'
import { HUB_REPORTS } from '../reports-hub/hub-reports.ts'
import { ReportLinks } from '../reports-hub/ReportLinks.tsx'

const LedgerBook = lazy(() => import('./LedgerStatement.tsx').then((m) => ({ default: m.LedgerBook })))
const VoucherBook = lazy(() => import('./DayBook.tsx').then((m) => ({ default: m.VoucherBook })))
const SundryBalances = lazy(() => import('./SundryBalances.tsx').then((m) => ({ default: m.SundryBalances })))

const SCREENS = {
  trial_balance: lazy(() => import('./TrialBalance.tsx')),
  group_details: lazy(() => import('./GroupDetails.tsx')),
  income_expenditure: lazy(() => import('./IncomeExpenditure.tsx')),
  balance_sheet: lazy(() => import('./BalanceSheet.tsx')),
  ledger_statement: () => <LedgerBook book="general" />,
  cash_book: () => <LedgerBook book="cash" />,
  bank_book: () => <LedgerBook book="bank" />,
  day_book: () => <VoucherBook register={false} />,
  voucher_register: () => <VoucherBook register />,
  sundry_debtors: () => <SundryBalances kind="debtors" />,
  sundry_creditors: () => <SundryBalances kind="creditors" />,
  receipts_payments: lazy(() => import('./ReceiptsPayments.tsx')),
} as const

export default function ReportsRoute() {
  const { '*': rest = '' } = useParams()
  const slug = rest.split('/')[0] ?? ''
  const Screen = SCREENS[slug as keyof typeof SCREENS]
  if (!Screen) return <ReportsHome />
  return (
    <Suspense fallback={<Loading />}>
      <Screen key={slug} />
    </Suspense>
  )
}

/** The accounts reports (the hub's Accounts group), linked without a period: each opens on its default. */
function ReportsHome() {
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Accounts reports" />
      <Box component="h1" sx={{ fontSize: '1.4rem', mt: 0 }}>
        Accounts reports
      </Box>
      <ReportLinks reports={HUB_REPORTS.filter((r) => r.area === 'Accounts')} filters={{}} />
    </Box>
  )
}
