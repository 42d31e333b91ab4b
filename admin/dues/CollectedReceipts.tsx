/**
 * What a collection made: one money receipt per member, each with its number, a link to its PDF
 * (opened in a new tab, to print or hand over) and whether it went by email, and the way to the
 * collection's payments in the dues list.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router'
import { showPeriod } from '../../common/dues.ts'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { type Collected, type DuesPayment, receiptUrl } from './dues-api.ts'

const EMAIL: Record<NonNullable<DuesPayment['receipt_email']>, string> = {
  sent: 'Emailed',
  kept: 'Waiting in the outgoing email',
  failed: 'Email failed: it will be retried',
  'no-address': 'No email address: print it',
}

const taka = (amount: string) => formatTaka(parseAmount(amount) ?? 0n, { symbol: true })

export function CollectedReceipts({ collected, onMore }: { collected: Collected; onMore: () => void }) {
  const payments = collected.monthly_subscriptions
  const filter = encodeURIComponent(JSON.stringify({ collection_id: collected.collection_id }))
  return (
    <Alert severity="success" sx={{ mb: 2, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}>
      <strong>
        Collected {taka(collected.total)} from {payments.length} member{payments.length === 1 ? '' : 's'}.
      </strong>
      <Box sx={scrollBoxSx}>
        <Box component="table" sx={tableSx}>
          <caption>Receipts made</caption>
          <thead>
            <tr>
              <th scope="col">Receipt</th>
              <th scope="col">Member</th>
              <th scope="col">Period</th>
              <th scope="col">Amount</th>
              <th scope="col">Email</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link href={receiptUrl(p.id)} target="_blank" rel="noopener">
                    {p.receipt_number} (PDF)
                  </Link>
                </td>
                <td>
                  {p.member_number} {p.member_name}
                </td>
                <td>{p.period_start ? showPeriod(p.period_start, p.period_end) : ''}</td>
                <td>{taka(p.amount)}</td>
                <td>{p.receipt_email ? EMAIL[p.receipt_email] : ''}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/monthly_subscription?filter=${filter}`}
          size="small"
          variant="outlined"
        >
          See these payments
        </Button>
        <Button onClick={onMore} size="small">
          Done
        </Button>
      </Box>
    </Alert>
  )
}

/** A wide table scrolls sideways in its own box rather than widening the page (a tablet at 820 px). */
const scrollBoxSx = { overflowX: 'auto', maxWidth: '100%' } as const

const tableSx = {
  borderCollapse: 'collapse',
  mt: 1,
  '& caption': { textAlign: 'left', captionSide: 'top', pb: 0.5 },
  '& th, & td': { pr: 2, py: 0.25, textAlign: 'left' },
} as const
