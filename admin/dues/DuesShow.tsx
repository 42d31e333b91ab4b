/**
 * One dues payment: who paid, for which type and period, how much and how, its money receipt (the
 * PDF) and receipt voucher, the collection it was part of, and, once cancelled, when, why and the
 * reversing voucher. The Approver cancels it here after giving the reason.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { Loading, Title, useNotify } from 'react-admin'
import { Link as RouterLink, useParams } from 'react-router'
import { DUES_METHOD_NAMES, showPeriod } from '../../common/dues.ts'
import { amountInWords, formatTaka, parseAmount } from '../../common/money.ts'
import { formatOrgDate } from '../dates.ts'
import { factsSx, VoucherLink } from '../facts.tsx'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { CancelPaymentDialog } from './CancelPaymentDialog.tsx'
import { cancelPayment, type DuesPayment, getPayment, receiptUrl } from './dues-api.ts'

/** "3 months", "1 year", "lifetime". */
function periodsText(p: Pick<DuesPayment, 'periods' | 'period_kind'>): string {
  if (p.period_kind === 'lifetime') return 'lifetime'
  const unit = p.period_kind === 'yearly' ? 'year' : 'month'
  return `${p.periods} ${unit}${p.periods === 1 ? '' : 's'}`
}

export default function DuesShow() {
  const { id = '' } = useParams()
  const [payment, setPayment] = useState<DuesPayment>()
  const [failure, setFailure] = useState<string>()
  const [asking, setAsking] = useState(false)
  const schema = useResourceSchema()
  const notify = useNotify()

  const load = useCallback(
    () =>
      getPayment(id).then(setPayment, (error: unknown) =>
        setFailure(error instanceof Error ? error.message : 'The payment could not be read.'),
      ),
    [id],
  )
  useEffect(() => {
    void load()
  }, [load])

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!payment) return <Loading />

  const amount = parseAmount(payment.amount) ?? 0n
  const title = `Dues payment ${payment.receipt_number ?? payment.id}`
  const filter = encodeURIComponent(JSON.stringify({ collection_id: payment.collection_id }))
  const reference = [
    payment.reference,
    payment.bank_name,
    payment.cheque_date && formatOrgDate(payment.cheque_date),
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{payment.cancelled_at ? 'Cancelled' : 'Paid'}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button href={receiptUrl(payment.id)} target="_blank" rel="noopener" variant="outlined">
          Receipt PDF
        </Button>
        {!payment.cancelled_at && schema?.actions?.cancel && (
          <Button onClick={() => setAsking(true)} color="error">
            Cancel payment
          </Button>
        )}
      </Box>
      <Box component="dl" sx={factsSx}>
        <dt>Member</dt>
        <dd>
          <Link component={RouterLink} to={`/member/${payment.member}/show`}>
            {payment.member_number} {payment.member_name}
          </Link>
        </dd>
        <dt>Membership</dt>
        <dd>
          {payment.membership_type_name}, {periodsText(payment)}
          {payment.period_start ? `: ${showPeriod(payment.period_start, payment.period_end)}` : ''}
        </dd>
        <dt>Amount</dt>
        <dd>
          {formatTaka(amount, { symbol: true })} ({amountInWords(amount)})
        </dd>
        <dt>Paid on</dt>
        <dd>{formatOrgDate(payment.paid_on)}</dd>
        <dt>Method</dt>
        <dd>
          {DUES_METHOD_NAMES[payment.method]}
          {reference ? `: ${reference}` : ''}
        </dd>
        <dt>Money receipt</dt>
        <dd>
          <Link href={receiptUrl(payment.id)} target="_blank" rel="noopener">
            {payment.receipt_number}
          </Link>
        </dd>
        <dt>Receipt voucher</dt>
        <dd>
          <VoucherLink id={payment.voucher_id} number={payment.voucher_number} />
        </dd>
        <dt>Collection</dt>
        <dd>
          <Link component={RouterLink} to={`/monthly_subscription?filter=${filter}`}>
            Payments collected with this one
          </Link>
        </dd>
        {payment.note && (
          <>
            <dt>Note</dt>
            <dd>{payment.note}</dd>
          </>
        )}
        {payment.cancelled_at && (
          <>
            <dt>Cancelled</dt>
            <dd>
              {formatOrgDate(payment.cancelled_at)}: {payment.cancel_reason}
            </dd>
            <dt>Reversed by</dt>
            <dd>
              <VoucherLink id={payment.reversal_voucher_id} number={payment.reversal_voucher_number} />
            </dd>
          </>
        )}
      </Box>
      <CancelPaymentDialog
        open={asking}
        title={`Cancel ${payment.receipt_number ?? 'this payment'}?`}
        onClose={() => setAsking(false)}
        onConfirm={async (reason) => {
          const cancelled = await cancelPayment(payment.id, reason)
          notify(`Cancelled: reversed by ${cancelled.reversal_voucher_number ?? 'a new voucher'}.`, {
            type: 'success',
          })
          setAsking(false)
          setPayment(cancelled)
        }}
      />
    </Paper>
  )
}
