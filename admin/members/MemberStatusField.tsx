/**
 * A member's status as a chip, with the rule that decided it beside it ("Current: paid up to 30 Jun
 * 2027"): the server computes both (common/membership-status.ts), the screen only shows them.
 */
import { Chip, Stack, Typography } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { MEMBER_STATUS_NAMES, type MemberStatus } from '../../common/membership-status.ts'

/** Dark enough for white text to pass WCAG AA (6:1 or more); MUI's warning and info do not. */
const COLOURS: Record<MemberStatus, string> = {
  new: '#01579b',
  current: '#1b5e20',
  grace: '#8a4b00',
  expired: '#616161',
  cancelled: '#b71c1c',
}

/** The status alone, as a chip (the dues collection's rows). */
export function StatusChip({ status }: { status: MemberStatus }) {
  return (
    <Chip size="small" label={MEMBER_STATUS_NAMES[status]} sx={{ bgcolor: COLOURS[status], color: '#fff' }} />
  )
}

// The props are read by react-admin's list and show layouts: the header, the cell's class
// (column-status) and that the column cannot be ordered by (the status is computed).
export function MemberStatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<{ status?: MemberStatus; status_rule?: string }>()
  if (!record?.status) return null
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <StatusChip status={record.status} />
      <Typography variant="body2" color="text.secondary">
        {record.status_rule}
      </Typography>
    </Stack>
  )
}
