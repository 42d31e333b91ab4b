/**
 * A member's "Periods and dues": their arrears today (with the rule), the type their dues are
 * collected in, every period newest first with the receipt that paid it (its PDF and its payment)
 * or its cancellation, and "Collect dues" opening the collection with this member already added.
 * A role that may not read dues payments sees the periods without their receipts.
 */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useGetOne } from 'react-admin'
import { Link as RouterLink, useParams } from 'react-router'
import { ARREARS_RULE, showPeriod } from '../../common/dues.ts'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { type ArrearsShown, type DuesPayment, type DuesType, receiptUrl } from '../dues/dues-api.ts'
import { requestJson } from '../providers/http.ts'
import { useAdminSchema } from '../schema/admin-schema.ts'

interface Period {
  id: number
  membership_type: number
  start_date: string
  end_date: string | null
  fee: string
  cancelled_at: string | null
  cancel_reason: string | null
}

interface MemberDues {
  arrears: ArrearsShown | null
  dues_type: DuesType | null
}

const taka = (amount: string) => formatTaka(parseAmount(amount) ?? 0n, { symbol: true })

export function MemberDuesPanel() {
  const { id = '' } = useParams()
  const { data: member } = useGetOne<MemberDues & { id: string | number }>('member', { id })
  const schema = useAdminSchema()
  const dues = schema?.resources.find((r) => r.name === 'monthly_subscription')
  const [periods, setPeriods] = useState<Period[]>()
  const [payments, setPayments] = useState<Map<number, DuesPayment>>(new Map())
  const [types, setTypes] = useState<Map<number, string>>(new Map())

  useEffect(() => {
    const member = encodeURIComponent(id)
    requestJson<{ memberships: Period[] }>(
      `/membership/api/v1/membership/all/?member=${member}&size=100`,
    ).then(
      (answer) => setPeriods(answer.memberships),
      () => setPeriods([]),
    )
    requestJson<{ membership_types: DuesType[] }>(
      '/membership_type/api/v1/membership_type/without_pagination/all/',
    ).then(
      (answer) => setTypes(new Map(answer.membership_types.map((t) => [t.id, t.name]))),
      () => setTypes(new Map()),
    )
    if (!dues) return
    requestJson<{ monthly_subscriptions: DuesPayment[] }>(
      `/monthly_subscription/api/v1/monthly_subscription/all/?member=${member}&size=100`,
    ).then(
      (answer) => setPayments(new Map(answer.monthly_subscriptions.map((p) => [p.membership, p]))),
      () => setPayments(new Map()),
    )
  }, [id, dues])

  const arrears = member?.arrears
  return (
    <Paper component="section" aria-labelledby="periods-and-dues" sx={{ mt: 2, p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
        <Typography id="periods-and-dues" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          Periods and dues
        </Typography>
        {dues?.actions?.collect && (
          <Button
            component={RouterLink}
            to={`/monthly_subscription/create?member=${encodeURIComponent(id)}`}
            variant="contained"
          >
            Collect dues
          </Button>
        )}
      </Box>
      <Typography sx={{ fontWeight: 600 }} data-testid="arrears">
        {arrears ? arrears.rule : ''}
        {arrears && arrears.count > 0 ? `: ${taka(arrears.amount)}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {member?.dues_type
          ? `Dues are collected as ${member.dues_type.name}: ${taka(member.dues_type.fee)} ${member.dues_type.period}. `
          : ''}
        {ARREARS_RULE}
      </Typography>
      {periods && periods.length === 0 && <Typography>No membership period yet.</Typography>}
      {periods && periods.length > 0 && (
        <Box sx={scrollBoxSx}>
          <Box component="table" sx={tableSx}>
            <caption>Membership periods, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Type</th>
                <th scope="col">Fee</th>
                <th scope="col">Paid by</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((p) => {
                const payment = payments.get(p.id)
                return (
                  <tr key={p.id}>
                    <td>
                      {showPeriod(p.start_date, p.end_date)}
                      {p.cancelled_at && (
                        <Typography variant="body2" color="error">
                          Cancelled{p.cancel_reason ? `: ${p.cancel_reason}` : ''}
                        </Typography>
                      )}
                    </td>
                    <td>{types.get(p.membership_type) ?? ''}</td>
                    <td>{taka(p.fee)}</td>
                    <td>
                      {payment ? (
                        <>
                          <Link href={receiptUrl(payment.id)} target="_blank" rel="noopener">
                            {payment.receipt_number} (PDF)
                          </Link>
                          {' · '}
                          <Link component={RouterLink} to={`/monthly_subscription/${payment.id}/show`}>
                            payment
                          </Link>
                        </>
                      ) : (
                        'Entered without a payment'
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </Box>
        </Box>
      )}
    </Paper>
  )
}

/** A wide table scrolls sideways in its own box rather than widening the page (a tablet at 820 px). */
const scrollBoxSx = { overflowX: 'auto', maxWidth: '100%' } as const

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'left', captionSide: 'top', pb: 0.5, fontWeight: 600 },
  '& th, & td': {
    px: 1,
    py: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
    textAlign: 'left',
    verticalAlign: 'top',
  },
} as const
