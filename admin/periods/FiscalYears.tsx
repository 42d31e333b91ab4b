/**
 * Fiscal years: each year's dates, whether it is open or closed, its closing voucher (linked) and
 * who closed it when. A role with fiscal_year.close (the Approver) closes a year from here, after a
 * dialog that says what closing does, since it cannot be undone from the screen. The server decides
 * whether a year may close (ended, earlier years closed, no drafts in it, the lock date before its
 * end) and its refusal is shown as it words it, naming the drafts.
 */
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { Confirm, Loading, Title } from 'react-admin'
import { Link as RouterLink } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { visuallyHidden } from '../visually-hidden.ts'
import { closeFiscalYear, type FiscalYear, fiscalYears } from './periods-api.ts'

type Outcome = { severity: 'success' | 'error'; text: string; voucher?: { id: number; number: string } }

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback)

export default function FiscalYears() {
  const schema = useResourceSchema('fiscal_year')
  const mayClose = schema?.actions?.close === true
  const [years, setYears] = useState<FiscalYear[]>()
  const [failure, setFailure] = useState<string>()
  const [closing, setClosing] = useState<FiscalYear>()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()

  const load = useCallback(
    () =>
      fiscalYears().then(setYears, (error: unknown) =>
        setFailure(messageOf(error, 'The years could not be read.')),
      ),
    [],
  )
  useEffect(() => {
    void load()
  }, [load])

  const close = async (year: FiscalYear) => {
    setBusy(true)
    try {
      const answer = await closeFiscalYear(year.id)
      setOutcome({
        severity: 'success',
        text: answer.closing_voucher
          ? `${answer.detail} Closing voucher ${answer.closing_voucher.number}.`
          : `${answer.detail} It had no income or expenses to carry, so no closing voucher was needed.`,
        ...(answer.closing_voucher ? { voucher: answer.closing_voucher } : {}),
      })
      await load()
    } catch (error) {
      setOutcome({ severity: 'error', text: messageOf(error, `Fiscal year ${year.name} was not closed.`) })
    } finally {
      setBusy(false)
      setClosing(undefined)
    }
  }

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!years) return <Loading />

  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title="Fiscal years" />
      <Typography variant="h5" component="h1" gutterBottom>
        Fiscal years
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        A year is created when the first voucher is dated in it. Closing a year carries its income and
        expenses to the fund; nothing more can be posted in it afterwards.
      </Typography>
      {outcome && (
        <Alert
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {outcome.text}{' '}
          {outcome.voucher && (
            <Link component={RouterLink} to={`/voucher/${outcome.voucher.id}/show`}>
              Open {outcome.voucher.number}
            </Link>
          )}
        </Alert>
      )}
      {years.length === 0 ? (
        <Typography>No fiscal year yet: the first posted voucher opens one.</Typography>
      ) : (
        <YearTable years={years} mayClose={mayClose} busy={busy} onClose={setClosing} />
      )}
      <Confirm
        isOpen={closing !== undefined}
        loading={busy}
        title={`Close fiscal year ${closing?.name ?? ''}?`}
        content={
          closing
            ? `Every income and expense ledger's balance for ${closing.name} is carried to the fund (the books settings' fund ledger, the General Fund unless changed) by a closing (YC) voucher dated ${formatOrgDate(closing.end_date)}. After that nothing more can be posted in the year, and it cannot be reopened.`
            : ''
        }
        confirm="Close the year"
        confirmColor="primary"
        onConfirm={() => closing && void close(closing)}
        onClose={() => setClosing(undefined)}
      />
    </Paper>
  )
}

interface TableProps {
  years: FiscalYear[]
  mayClose: boolean
  busy: boolean
  onClose: (year: FiscalYear) => void
}

function YearTable({ years, mayClose, busy, onClose }: TableProps) {
  return (
    <Paper component="table" variant="outlined" sx={tableSx}>
      <caption>Fiscal years, latest first</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">Start</th>
          <th scope="col">End</th>
          <th scope="col">Status</th>
          <th scope="col">Closing voucher</th>
          <th scope="col">Closed</th>
          {mayClose && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {years.map((year) => (
          <tr key={year.id}>
            <th scope="row">{year.name}</th>
            <td>{formatOrgDate(year.start_date)}</td>
            <td>{formatOrgDate(year.end_date)}</td>
            <td>{year.status === 'closed' ? 'Closed' : 'Open'}</td>
            <td>
              {year.closing_voucher ? (
                <Link component={RouterLink} to={`/voucher/${year.closing_voucher.id}/show`}>
                  {year.closing_voucher.number ?? `voucher ${year.closing_voucher.id}`}
                </Link>
              ) : year.status === 'closed' ? (
                'None (nothing to carry)'
              ) : (
                ''
              )}
            </td>
            <td>
              {year.closed_at
                ? `${formatOrgDate(year.closed_at)}${year.closed_by ? ` by ${year.closed_by.email}` : ''}`
                : ''}
            </td>
            {mayClose && (
              <td>
                {year.status === 'open' && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onClose(year)}
                    aria-label={`Close year ${year.name}`}
                  >
                    Close year
                  </Button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Paper>
  )
}

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'left', fontWeight: 600, captionSide: 'top', p: 1 },
  '& th, & td': { px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
  '& thead th': { fontWeight: 600 },
  '& tbody th': { fontWeight: 600 },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  '& .visually-hidden': visuallyHidden,
} as const
