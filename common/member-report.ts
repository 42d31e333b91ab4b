/**
 * The membership report on the wire (GET /member_report/api/v1/member_report/): the server writes
 * it (server/modules/membership/report-service.ts), the back office draws it
 * (admin/members/MemberReport.tsx). Counts are numbers; amounts the wire's decimal text ("1250.00").
 */
import type { MemberStatus } from './membership-status.ts'

/** Members in each status, and all of them. */
export type StatusCountsJson = Record<MemberStatus, number> & { total: number }

export interface DuesFiguresJson {
  /** Payments received in the range, and their money. */
  payments: number
  received: string
  /** Payments whose cancellation was booked in the range, and their money. */
  cancelled_payments: number
  cancelled: string
  /** received − cancelled: what the dues ledger kept. */
  net: string
}

export interface MemberReportJson {
  date_after: string
  /** Also the day the members are counted at. */
  date_before: string
  statuses: readonly MemberStatus[]
  types: {
    /** Null: members with no membership period started by the day. */
    membership_type: number | null
    name: string
    members: StatusCountsJson
    dues: DuesFiguresJson
  }[]
  totals: { members: StatusCountsJson; dues: DuesFiguresJson }
}
