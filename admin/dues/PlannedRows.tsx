/**
 * The members of a collection, one row each: who they are, their status, their type, their arrears
 * and what the payment will take (amount and period, continuing or starting afresh), from the
 * server's dry run; a member who cannot pay shows why, and the collection's refusal marks its row.
 */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { showPeriod } from '../../common/dues.ts'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { StatusChip } from '../members/MemberStatusField.tsx'
import { visuallyHidden } from '../visually-hidden.ts'
import type { FoundMember, PlannedPayment, Preview } from './dues-api.ts'

const taka = (amount: string | undefined) => formatTaka(parseAmount(amount ?? '0') ?? 0n, { symbol: true })

function WillTake({ plan }: { plan: PlannedPayment }) {
  if (plan.problem) return <Typography color="error">{plan.problem}</Typography>
  if (!plan.period_start) return null
  return (
    <>
      <strong>{taka(plan.amount)}</strong> for {showPeriod(plan.period_start, plan.period_end ?? null)}
      <Typography variant="body2" color="text.secondary">
        {plan.continues ? 'Continues the last paid period' : 'Starts on the day of payment'}
      </Typography>
    </>
  )
}

interface PlannedRowsProps {
  members: FoundMember[]
  preview: Preview | undefined
  /** The collection's refusal: `member[i]` for the i-th member. */
  errors: Record<string, string>
  onRemove: (id: number) => void
}

export function PlannedRows({ members, preview, errors, onRemove }: PlannedRowsProps) {
  if (members.length === 0)
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        No member added yet.
      </Typography>
    )
  return (
    <Box sx={scrollBoxSx}>
      <Box component="table" sx={tableSx}>
        <caption>Members paying</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Status</th>
            <th scope="col">Type</th>
            <th scope="col">Arrears</th>
            <th scope="col">Will take</th>
            <th scope="col">
              <Box component="span" sx={visuallyHidden}>
                Remove
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m, i) => {
            const plan = preview?.members.find((p) => p.member === m.id)
            const refusal = errors[`member[${i}]`] ?? (members.length === 1 ? errors.member : undefined)
            return (
              <tr key={m.id} data-member={m.id}>
                <th scope="row">
                  {m.member_number} {m.name}
                </th>
                <td>
                  {plan?.status ? (
                    <StatusChip status={plan.status} />
                  ) : m.status ? (
                    <StatusChip status={m.status} />
                  ) : null}
                </td>
                <td>{plan?.membership_type?.name ?? '—'}</td>
                <td>
                  {plan?.arrears ? (
                    <>
                      {plan.arrears.rule}
                      {plan.arrears.count > 0 && ` (${taka(plan.arrears.amount)})`}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {plan ? <WillTake plan={plan} /> : '…'}
                  {refusal && (
                    <Typography color="error" role="alert">
                      {refusal}
                    </Typography>
                  )}
                </td>
                <td>
                  <Button size="small" onClick={() => onRemove(m.id)} aria-label={`Remove ${m.name}`}>
                    Remove
                  </Button>
                </td>
              </tr>
            )
          })}
        </tbody>
        {preview && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td colSpan={2}>
                <strong>{taka(preview.total)}</strong>
              </td>
            </tr>
          </tfoot>
        )}
      </Box>
    </Box>
  )
}

/** A wide table scrolls sideways in its own box rather than widening the page (a tablet at 820 px). */
const scrollBoxSx = { overflowX: 'auto', maxWidth: '100%' } as const

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  mt: 2,
  '& caption': { textAlign: 'left', fontWeight: 600, captionSide: 'top', pb: 0.5 },
  '& th, & td': {
    px: 1,
    py: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& tbody th': { fontWeight: 500 },
} as const
