/**
 * What a cause raised, on its screen: read-only, because it is the sum of its completed gifts
 * (server/modules/giving/donations.ts) and changes only when a gift is received or refunded.
 */
import { Alert } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { formatTaka, parseAmount } from '../../common/money.ts'

const taka = (amount: unknown) => formatTaka(parseAmount(amount) ?? 0n, { symbol: true })

export function RaisedSummary() {
  const cause = useRecordContext()
  if (!cause) return null
  const donors = Number(cause.contributor ?? 0)
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      Raised {taka(cause.raised_amount)} of {taka(cause.goal_amount)} ({String(cause.process)}%) from {donors}{' '}
      {donors === 1 ? 'donor' : 'donors'}: the sum of its completed gifts, changed only by gifts received or
      refunded.
    </Alert>
  )
}
