/**
 * One voucher: header, lines, totals and the amount in words, the money receipt it booked, what became of it (links to the
 * reversal, the reversed voucher, the replacement and the replaced one), and what the role may
 * do in its state: a draft is edited, deleted or posted; a posted voucher not yet reversed is
 * corrected (reversed, with a pre-filled replacement draft opened at once) or reversed; any
 * voucher is printed. The server's refusals (an earlier day without the permission) are shown as
 * it words them.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { Confirm, Loading, Title, useNotify } from 'react-admin'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { amountInWords, parseAmount } from '../../common/money.ts'
import { formatOrgDate } from '../dates.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { ReversalDialog } from './ReversalDialog.tsx'
import {
  correctVoucher,
  deleteDraft,
  getVoucher,
  postDraft,
  reverseVoucher,
  type Voucher,
  type VoucherLink,
} from './voucher-api.ts'
import { AmountHeadings, chequeParticulars, LineAmounts, TotalAmounts } from './voucher-lines.tsx'
import { voucherStatus, voucherTypeName } from './voucher-types.ts'

function VoucherRef({ label, link }: { label: string; link: VoucherLink | null | undefined }) {
  if (!link) return null
  return (
    <Typography variant="body2">
      {label}{' '}
      <Link component={RouterLink} to={`/voucher/${link.id}/show`}>
        {link.number ?? `draft ${link.id}`}
      </Link>
    </Typography>
  )
}

/** The title of a voucher everywhere: "Payment PV-2026-27-000123", "Journal (draft)". */
export const voucherTitle = (v: Pick<Voucher, 'type' | 'number'>) =>
  `${voucherTypeName(v.type)} ${v.number ?? '(draft)'}`

export default function VoucherShow() {
  const { id = '' } = useParams()
  const [voucher, setVoucher] = useState<Voucher>()
  const [failure, setFailure] = useState<string>()
  const [asking, setAsking] = useState<'correct' | 'reverse' | 'delete'>()
  const [busy, setBusy] = useState(false)
  const schema = useResourceSchema()
  const notify = useNotify()
  const navigate = useNavigate()

  const load = useCallback(
    () =>
      getVoucher(id).then(setVoucher, (error: unknown) =>
        setFailure(error instanceof Error ? error.message : 'The voucher could not be read.'),
      ),
    [id],
  )
  useEffect(() => {
    void load()
  }, [load])

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!voucher) return <Loading />

  const may = (action: string) => schema?.actions?.[action] === true
  const draft = voucher.status === 'draft'
  const reversible = !draft && !voucher.reversed_by && !voucher.reverses
  const total = parseAmount(voucher.total) ?? 0n

  const post = async () => {
    setBusy(true)
    try {
      const posted = await postDraft(voucher.id)
      notify(`Posted ${posted.number ?? ''}`.trim(), { type: 'success' })
      await load()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The voucher was not posted.', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    setBusy(true)
    try {
      await deleteDraft(voucher.id)
      notify('Draft deleted.', { type: 'info' })
      navigate('/voucher')
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The draft was not deleted.', { type: 'error' })
      setBusy(false)
      setAsking(undefined)
    }
  }

  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title={voucherTitle(voucher)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {voucherTitle(voucher)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{voucherStatus(voucher)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {draft && schema?.can.update && (
          <Button component={RouterLink} to={`/voucher/${voucher.id}`} variant="outlined">
            Edit
          </Button>
        )}
        {draft && may('post') && (
          <Button onClick={() => void post()} disabled={busy} variant="contained">
            Post
          </Button>
        )}
        {draft && schema?.can.delete && (
          <Button onClick={() => setAsking('delete')} disabled={busy} color="error">
            Delete
          </Button>
        )}
        {reversible && may('reverse') && (
          <>
            <Button onClick={() => setAsking('correct')} variant="contained">
              Correct
            </Button>
            <Button onClick={() => setAsking('reverse')} variant="outlined">
              Reverse
            </Button>
          </>
        )}
        <Button component={RouterLink} to={`/voucher/${voucher.id}/print`}>
          Print
        </Button>
      </Box>
      <Box component="dl" sx={factsSx}>
        <dt>Date</dt>
        <dd>{formatOrgDate(voucher.date)}</dd>
        {voucher.branch && (
          <>
            <dt>Branch</dt>
            <dd>{voucher.branch.name}</dd>
          </>
        )}
        {voucher.fiscal_year && (
          <>
            <dt>Fiscal year</dt>
            <dd>
              {typeof voucher.fiscal_year === 'string' ? voucher.fiscal_year : voucher.fiscal_year.name}
            </dd>
          </>
        )}
        <dt>Narration</dt>
        <dd>{voucher.narration || '—'}</dd>
        {voucher.receipt && (
          <>
            <dt>Money receipt</dt>
            <dd>{voucher.receipt.number}</dd>
          </>
        )}
        {voucher.posted_at && (
          <>
            <dt>Posted</dt>
            <dd>
              {formatOrgDate(voucher.posted_at)}
              {voucher.posted_by ? ` by ${voucher.posted_by.email}` : ''}
            </dd>
          </>
        )}
      </Box>
      <VoucherRef label="Reversal of" link={voucher.reverses} />
      <VoucherRef label="Reversed by" link={voucher.reversed_by} />
      <VoucherRef label="Replaces" link={voucher.replaces} />
      <VoucherRef label="Replaced by" link={voucher.replaced_by} />
      <Box component="table" sx={linesSx}>
        <caption>Lines</caption>
        <thead>
          <tr>
            <th scope="col">Ledger</th>
            <th scope="col">Sub-ledger</th>
            <th scope="col">Cheque, bank, reference</th>
            <AmountHeadings />
          </tr>
        </thead>
        <tbody>
          {(voucher.items ?? []).map((item) => (
            <tr key={item.id}>
              <td>
                {item.ledger.name}
                {item.ledger.code ? ` (${item.ledger.code})` : ''}
              </td>
              <td>{item.sub_ledger?.name ?? ''}</td>
              <td>
                {[...chequeParticulars(item), item.reference, item.details].filter(Boolean).join(' · ')}
              </td>
              <LineAmounts item={item} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <TotalAmounts total={total} />
          </tr>
        </tfoot>
      </Box>
      <Typography sx={{ mt: 1 }}>
        Amount in words: {voucher.total_in_words || amountInWords(total)}
      </Typography>
      <ReversalDialog
        open={asking === 'correct'}
        title={`Correct ${voucher.number}?`}
        explanation="The voucher is reversed by a new voucher of its own number, and a draft replacement with the same lines opens for you to change and post."
        confirmLabel="Reverse and open the replacement"
        withDate={false}
        onClose={() => setAsking(undefined)}
        onConfirm={async (request) => {
          const { reversal, draft: replacement } = await correctVoucher(voucher.id, request)
          notify(`Reversed by ${reversal.number}. The replacement draft is open: change it and post it.`, {
            type: 'success',
          })
          navigate(`/voucher/${replacement.id}`)
        }}
      />
      <ReversalDialog
        open={asking === 'reverse'}
        title={`Reverse ${voucher.number}?`}
        explanation="A new voucher with the sides swapped is posted and linked to this one; nothing replaces it."
        confirmLabel="Reverse"
        withDate
        onClose={() => setAsking(undefined)}
        onConfirm={async (request) => {
          const reversal = await reverseVoucher(voucher.id, request)
          notify(`Reversed by ${reversal.number}.`, { type: 'success' })
          setAsking(undefined)
          await load()
        }}
      />
      <Confirm
        isOpen={asking === 'delete'}
        loading={busy}
        title="Delete this draft?"
        content="The draft has no number yet; deleting it leaves no gap."
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setAsking(undefined)}
      />
    </Paper>
  )
}

const factsSx = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  mb: 1,
  '& dt': { fontWeight: 600 },
  '& dd': { m: 0 },
} as const

const linesSx = {
  width: '100%',
  borderCollapse: 'collapse',
  mt: 2,
  '& caption': { textAlign: 'left', fontWeight: 600, captionSide: 'top', pb: 0.5 },
  '& th, & td': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
  '& .amount': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& tfoot th, & tfoot td': { fontWeight: 600 },
} as const
