/**
 * The membership report as CSV (`?format=csv`): one row per membership type, as the screen's two
 * tables side by side (the members in each status as at the range's end, then the dues of the
 * range), and the totals row last. Amounts as on the wire ("1250.00", which spreadsheets read as
 * numbers); the dates are in the file's name.
 */
import { MEMBER_STATUS_NAMES, MEMBER_STATUSES } from '../../../common/membership-status.ts'
import { formatAmount } from '../../../common/money.ts'
import { CSV_BOM, csvLine } from '../../lib/csv.ts'
import type { MemberReport, TypeRow } from './report-service.ts'

const HEADER = [
  'Membership type',
  ...MEMBER_STATUSES.map((s) => MEMBER_STATUS_NAMES[s]),
  'Members',
  'Dues payments',
  'Dues received',
  'Payments cancelled',
  'Dues cancelled',
  'Net dues',
]

const cells = ({ members, dues }: Pick<TypeRow, 'members' | 'dues'>) => [
  ...MEMBER_STATUSES.map((s) => String(members[s])),
  String(members.total),
  String(dues.payments),
  formatAmount(dues.received),
  String(dues.cancelledPayments),
  formatAmount(dues.cancelled),
  formatAmount(dues.net),
]

export function memberReportCsv(report: MemberReport): string {
  const lines = [
    csvLine(HEADER),
    ...report.types.map((row) => csvLine([row.name, ...cells(row)])),
    csvLine(['Total', ...cells(report.totals)]),
  ]
  return CSV_BOM + lines.join('')
}

/** The file's name: the day the members are counted at and the dues' range. */
export const memberReportFileName = (report: Pick<MemberReport, 'from' | 'to'>) =>
  `membership-${report.to}-dues-${report.from}_to_${report.to}.csv`
