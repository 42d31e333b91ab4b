/**
 * The voucher on paper (A4), as the organisation's accountants sign it: the letterhead from the
 * general settings, the title by type (a receipt voucher is the money receipt), VOUCHER NO and
 * DATE, the lines as Accounts Head | Debit (in BDT) | Credit (in BDT), the total and the amount in
 * words, the narration, and four signature boxes. The print stylesheet leaves out the back
 * office's frame; a draft carries a DRAFT watermark, since it is no voucher yet.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import { useEffect, useState } from 'react'
import { Loading, Title } from 'react-admin'
import { Link as RouterLink } from 'react-router'
import { amountInWords, parseAmount } from '../../common/money.ts'
import { formatOrgDate } from '../dates.ts'
import { getVoucher, type Letterhead, letterhead, type Voucher } from './voucher-api.ts'
import { chequeParticulars, LineAmounts, TotalAmounts } from './voucher-lines.tsx'
import { printTitle } from './voucher-types.ts'

export const SIGNATURES = ['Received by', 'Accountant', 'Checked by', 'Managing Director'] as const

const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '15mm 14mm' },
      '@media print': {
        'header, .MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, .RaNotification, .no-print': {
          display: 'none !important',
        },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        '.RaLayout-content': { padding: '0 !important' },
        body: { background: 'white' },
      },
    }}
  />
)

export default function VoucherPrint({ id }: { id: string }) {
  const [voucher, setVoucher] = useState<Voucher>()
  const [head, setHead] = useState<Letterhead>()
  const [failure, setFailure] = useState<string>()

  useEffect(() => {
    let live = true
    Promise.all([getVoucher(id), letterhead().catch(() => undefined)]).then(
      ([read, settings]) => {
        if (!live) return
        setVoucher(read)
        setHead(settings ?? { name: '', logo: null, address: null, phone: null, email: null })
      },
      (error: unknown) =>
        live && setFailure(error instanceof Error ? error.message : 'The voucher could not be read.'),
    )
    return () => {
      live = false
    }
  }, [id])

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!voucher || !head) return <Loading />

  const total = parseAmount(voucher.total) ?? 0n
  const title = printTitle(voucher.type)
  const draft = voucher.status === 'draft'
  return (
    <>
      {printStyles}
      <Title title={`${title} ${voucher.number ?? '(draft)'}`} />
      <Box className="no-print" sx={{ display: 'flex', gap: 1, my: 2 }}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
        <Button component={RouterLink} to={`/voucher/${voucher.id}/show`}>
          Back to the voucher
        </Button>
      </Box>
      <Box component="article" sx={sheetSx} aria-label={title}>
        {draft && (
          <Box className="watermark" aria-hidden="true">
            DRAFT
          </Box>
        )}
        <Box className="letterhead">
          {head.logo && <img src={head.logo} alt="" />}
          <div>
            <p className="organisation">{head.name}</p>
            {head.address && <p>{head.address}</p>}
            <p>
              {[head.phone && `Phone: ${head.phone}`, head.email && `Email: ${head.email}`]
                .filter(Boolean)
                .join('  ·  ')}
            </p>
          </div>
        </Box>
        <h1>{title}</h1>
        <Box component="dl" className="facts">
          <div>
            <dt>VOUCHER NO</dt>
            <dd>{voucher.number ?? 'Draft: not numbered yet'}</dd>
          </div>
          <div>
            <dt>DATE</dt>
            <dd>{formatOrgDate(voucher.date)}</dd>
          </div>
        </Box>
        <table>
          <thead>
            <tr>
              <th scope="col">Accounts Head</th>
              <th scope="col" className="amount">
                Debit (in BDT)
              </th>
              <th scope="col" className="amount">
                Credit (in BDT)
              </th>
            </tr>
          </thead>
          <tbody>
            {(voucher.items ?? []).map((item) => {
              const cheque = chequeParticulars(item).join(', ')
              return (
                <tr key={item.id}>
                  <td>
                    {item.ledger.name}
                    {item.sub_ledger && <span className="aside"> ({item.sub_ledger.name})</span>}
                    {cheque && <span className="aside"> {cheque}</span>}
                  </td>
                  <LineAmounts item={item} />
                </tr>
              )
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <TotalAmounts total={total} />
            </tr>
          </tfoot>
        </table>
        <p className="words">
          <strong>Amount in words (in BDT):</strong> {voucher.total_in_words || amountInWords(total)}
        </p>
        <p>
          <strong>Narration:</strong> {voucher.narration || '—'}
        </p>
        <Box component="ul" className="signatures" aria-label="Signatures">
          {SIGNATURES.map((who) => (
            <li key={who}>{who}</li>
          ))}
        </Box>
      </Box>
    </>
  )
}

const sheetSx = {
  position: 'relative',
  bgcolor: 'background.paper',
  color: '#000',
  maxWidth: '210mm',
  minHeight: '250mm',
  p: '12mm',
  boxShadow: 1,
  overflow: 'hidden',
  fontSize: '11pt',
  '@media print': { boxShadow: 'none', p: 0, maxWidth: 'none', minHeight: 0 },
  '& .watermark': {
    position: 'absolute',
    top: '40%',
    left: 0,
    right: 0,
    textAlign: 'center',
    fontSize: '96pt',
    fontWeight: 700,
    color: 'rgba(0,0,0,0.08)',
    transform: 'rotate(-30deg)',
    pointerEvents: 'none',
  },
  '& .letterhead': {
    display: 'flex',
    gap: 2,
    alignItems: 'center',
    borderBottom: '2px solid #000',
    pb: 1,
    mb: 2,
    '& img': { maxHeight: '22mm', maxWidth: '40mm' },
    '& p': { m: 0 },
    '& .organisation': { fontSize: '16pt', fontWeight: 700 },
  },
  '& h1': {
    textAlign: 'center',
    fontSize: '15pt',
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
    my: 1,
  },
  '& .facts': {
    display: 'flex',
    justifyContent: 'space-between',
    m: 0,
    mb: 1,
    '& div': { display: 'flex', gap: 1 },
    '& dt': { fontWeight: 700 },
    '& dd': { m: 0 },
  },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: 1 },
  '& th, & td': { border: '1px solid #000', px: 1, py: 0.5, textAlign: 'left' },
  '& .amount': {
    textAlign: 'right',
    width: '32mm',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  '& tfoot th, & tfoot td': { fontWeight: 700 },
  '& .aside': { color: '#333', fontSize: '9.5pt' },
  '& .signatures': {
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    gap: '6mm',
    p: 0,
    mt: '24mm',
    '& li': { borderTop: '1px solid #000', pt: 0.5, textAlign: 'center', fontWeight: 600 },
  },
} as const
