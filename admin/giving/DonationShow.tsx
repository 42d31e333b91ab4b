/**
 * One gift: its state in words, the donor, the fund, the amount, how and when the money came with
 * its references, the money receipt (download; every copy after the first says DUPLICATE COPY) and
 * the receipt voucher (a link to it), the refund and its reversal, and the donor's annual statement
 * for the receipt's year. What the role may do in the gift's state: record a pledge's payment,
 * cancel a pledge, email the receipt again, refund (the Approver). The server's refusals are shown
 * in its words.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { Loading, Title, useNotify } from 'react-admin'
import { useParams } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { Fact, factsSx, VoucherLink } from '../facts.tsx'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import {
  cancelPledge,
  type Donation,
  emailReceiptAgain,
  getDonation,
  messageOf,
  type ReceiptEmail,
  receiptUrl,
  refundDonation,
  statementUrl,
} from './donation-api.ts'
import {
  fiscalYearOfReceipt,
  methodName,
  money,
  orgToday,
  referenceLabel,
  statusName,
} from './donation-words.ts'
import { ReasonDialog } from './ReasonDialog.tsx'
import { RecordPaymentDialog } from './RecordPaymentDialog.tsx'

const EMAILED: Record<ReceiptEmail, string> = {
  sent: 'The receipt was emailed to the donor.',
  kept: 'The receipt email is in the outbox (no mail server is set up).',
  failed: 'The mail server refused the receipt email; it is tried again.',
  'no-address': 'The donor gave no email address: print the receipt for them.',
}

export const donorName = (gift: Pick<Donation, 'first_name' | 'last_name'>) =>
  `${gift.first_name} ${gift.last_name}`.trim()

export default function DonationShow() {
  const { id = '' } = useParams()
  const [gift, setGift] = useState<Donation>()
  const [failure, setFailure] = useState<string>()
  const [asking, setAsking] = useState<'payment' | 'refund' | 'cancel'>()
  const [busy, setBusy] = useState(false)
  const schema = useResourceSchema('donation')
  const timeZone = useAdminSchema()?.timeZone ?? 'Asia/Dhaka'
  const notify = useNotify()

  const load = useCallback(
    () =>
      getDonation(id).then(setGift, (error: unknown) =>
        setFailure(messageOf(error, 'The gift could not be read.')),
      ),
    [id],
  )
  useEffect(() => {
    void load()
  }, [load])

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!gift) return <Loading />

  const may = (action: string) => schema?.actions?.[action] === true
  const waiting = gift.channel === 'offline' && (gift.status === 'pledged' || gift.status === 'failed')
  const received = gift.status === 'completed' || gift.status === 'refunded'
  const year = fiscalYearOfReceipt(gift.receipt_number)
  const title = `Gift ${gift.transaction_id}`

  const emailAgain = async () => {
    setBusy(true)
    try {
      notify((await emailReceiptAgain(gift.id)).detail, { type: 'success' })
      await load()
    } catch (error) {
      notify(messageOf(error, 'The receipt was not emailed.'), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="donation-status">
          {statusName(gift.status)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {waiting && may('record') && (
          <Button variant="contained" onClick={() => setAsking('payment')}>
            Record payment
          </Button>
        )}
        {waiting && may('record') && (
          <Button color="error" onClick={() => setAsking('cancel')}>
            Cancel pledge
          </Button>
        )}
        {received && gift.receipt && (
          <Button component="a" href={receiptUrl(gift.id)} variant="outlined">
            Download receipt {gift.receipt.number}
          </Button>
        )}
        {received && gift.email && may('record') && (
          <Button onClick={() => void emailAgain()} disabled={busy}>
            Email receipt again
          </Button>
        )}
        {gift.status === 'completed' && may('refund') && (
          <Button color="error" onClick={() => setAsking('refund')}>
            Refund
          </Button>
        )}
      </Box>
      <Box component="dl" sx={factsSx}>
        <Fact label="Donor">{donorName(gift)}</Fact>
        <Fact label="Email">{gift.email}</Fact>
        <Fact label="Phone">{gift.phone_number}</Fact>
        <Fact label="Address">{gift.address}</Fact>
        <Fact label="Fund">{gift.cause_name}</Fact>
        <Fact label="Amount">{money(gift.amount)}</Fact>
        <Fact label="Given">{gift.channel === 'online' ? 'Online' : 'Offline'}</Fact>
        <Fact label="Method">{methodName(gift.method)}</Fact>
        <Fact label={referenceLabel(gift.method)}>{gift.reference}</Fact>
        <Fact label="Bank">{gift.bank_name}</Fact>
        <Fact label="Cheque date">{formatOrgDate(gift.cheque_date)}</Fact>
        <Fact label="Gateway reference">{gift.gateway_transaction_id}</Fact>
        <Fact label="Received on">{formatOrgDate(gift.received_on)}</Fact>
        <Fact label="Money receipt">{gift.receipt_number}</Fact>
        <Fact label="Receipt voucher">{gift.voucher && <VoucherLink {...gift.voucher} />}</Fact>
        <Fact label="Receipt emailed">{formatOrgDate(gift.receipt?.emailed_at)}</Fact>
        <Fact label="Refunded">{formatOrgDate(gift.refunded_at)}</Fact>
        <Fact label="Refund reason">{gift.refund_reason}</Fact>
        <Fact label="Gateway refund reference">{gift.refund_reference}</Fact>
        <Fact label="Refund voucher">{gift.refund_voucher && <VoucherLink {...gift.refund_voucher} />}</Fact>
        <Fact label="Note">{gift.status_note}</Fact>
        <Fact label="Message">{gift.message}</Fact>
        <Fact label="Anonymous on the site">{gift.anonymous ? 'Yes' : ''}</Fact>
        <Fact label="Made">{formatOrgDate(gift.created_at)}</Fact>
      </Box>
      {gift.email && year && (
        <Typography variant="body2">
          <Link href={statementUrl(gift.email, year)}>
            Annual statement {year} for {gift.email}
          </Link>
        </Typography>
      )}
      {asking === 'payment' && (
        <RecordPaymentDialog
          gift={gift}
          today={orgToday(timeZone)}
          onClose={() => setAsking(undefined)}
          onRecorded={(recorded) => {
            setAsking(undefined)
            setGift(recorded)
            notify(`Received: receipt ${recorded.receipt_number}. ${EMAILED[recorded.receipt_email]}`, {
              type: 'success',
            })
          }}
        />
      )}
      {asking === 'refund' && (
        <ReasonDialog
          title={`Refund ${money(gift.amount)} to ${donorName(gift)}?`}
          explanation={
            gift.method === 'gateway'
              ? 'The gateway is asked to return the money first; once it accepts, the receipt voucher is reversed. If it refuses, nothing changes.'
              : 'Refund only money already handed back: the receipt voucher is reversed today and the gift is marked refunded. This cannot be undone.'
          }
          confirmLabel="Refund"
          onClose={() => setAsking(undefined)}
          onConfirm={async (reason) => {
            setGift(await refundDonation(gift.id, reason))
            setAsking(undefined)
            notify('Refunded: the receipt voucher is reversed.', { type: 'success' })
          }}
        />
      )}
      {asking === 'cancel' && (
        <ReasonDialog
          title="Cancel this pledge?"
          explanation="The pledge is kept, marked cancelled with your reason; nothing was booked, so nothing is reversed."
          confirmLabel="Cancel pledge"
          onClose={() => setAsking(undefined)}
          onConfirm={async (reason) => {
            setGift(await cancelPledge(gift.id, reason))
            setAsking(undefined)
            notify('The pledge is cancelled.', { type: 'info' })
          }}
        />
      )}
    </Paper>
  )
}
