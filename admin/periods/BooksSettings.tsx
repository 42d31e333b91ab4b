/**
 * The books' settings, one row for the organisation: the lock date (nothing is posted or reversed
 * on or before it), the month fiscal years start in (fixed once a year exists, with the server's
 * reason beside it), and the fund ledger year-end closing carries the surplus to. A role with
 * ledger_setting.update (the Approver) saves them; every other role reads them. The server checks
 * every value and its field errors are shown under their inputs.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useState } from 'react'
import { HttpError, Loading, Title, useNotify } from 'react-admin'
import { MONTH_NAMES } from '../../common/dates.ts'
import { formatOrgDate } from '../dates.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import {
  booksSettings,
  fundLedgers,
  type Ledger,
  type BooksSettings as Settings,
  type SettingsChange,
  saveBooksSettings,
} from './periods-api.ts'

interface Form {
  lockDate: string
  startMonth: number
  fundLedger: number | ''
}

const formOf = (s: Settings): Form => ({
  lockDate: s.lock_date ?? '',
  startMonth: s.fiscal_year_start_month,
  fundLedger: s.fund_ledger?.id ?? '',
})

/** Only what changed is sent, so a read-only value (the fixed start month) is never sent back. */
function changes(before: Settings, form: Form): SettingsChange {
  const change: SettingsChange = {}
  if (form.lockDate !== (before.lock_date ?? '')) change.lock_date = form.lockDate || null
  if (form.startMonth !== before.fiscal_year_start_month) change.fiscal_year_start_month = form.startMonth
  if (form.fundLedger !== '' && form.fundLedger !== before.fund_ledger?.id)
    change.fund_ledger = form.fundLedger
  return change
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback)

/** The server's field errors ({lock_date: ["…"]}) by field, from a 400. */
function fieldErrors(error: unknown): Record<string, string> {
  const errors = error instanceof HttpError ? (error.body?.errors as Record<string, unknown>) : undefined
  if (!errors || typeof errors !== 'object') return {}
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(' ') : String(value),
    ]),
  )
}

export default function BooksSettings() {
  const schema = useResourceSchema('ledger_setting')
  const mayUpdate = schema?.actions?.update === true
  const notify = useNotify()
  const [settings, setSettings] = useState<Settings>()
  const [ledgers, setLedgers] = useState<Ledger[]>([])
  const [form, setForm] = useState<Form>()
  const [failure, setFailure] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    Promise.all([booksSettings(), fundLedgers().catch(() => [])]).then(
      ([read, funds]) => {
        setSettings(read)
        setForm(formOf(read))
        setLedgers(funds)
      },
      (error: unknown) => setFailure(messageOf(error, 'The books settings could not be read.')),
    )
  }, [])

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!settings || !form) return <Loading />

  const change = changes(settings, form)
  const changed = Object.keys(change).length > 0
  // The current fund ledger is offered even if the ledgers could not be listed (a role that may not read them).
  const funds =
    settings.fund_ledger && !ledgers.some((l) => l.id === settings.fund_ledger?.id)
      ? [{ ...settings.fund_ledger, account_type: 'fund' }, ...ledgers]
      : ledgers

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!changed) return
    setBusy(true)
    setRefusal(undefined)
    try {
      const saved = await saveBooksSettings(change)
      setSettings(saved)
      setForm(formOf(saved))
      setErrors({})
      notify('Books settings saved.', { type: 'success' })
    } catch (error) {
      const placed = fieldErrors(error)
      setErrors(placed)
      if (Object.keys(placed).length === 0) setRefusal(messageOf(error, 'The settings were not saved.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper component="form" onSubmit={(e) => void save(e)} sx={{ mt: 2, p: 2, maxWidth: 720 }}>
      <Title title="Books settings" />
      <Typography variant="h5" component="h1" gutterBottom>
        Books settings
      </Typography>
      {!mayUpdate && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Read only: an approver changes these settings.
        </Typography>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Box sx={fieldsSx}>
        <TextField
          type="date"
          label="Lock date"
          value={form.lockDate}
          onChange={(e) => setForm({ ...form, lockDate: e.target.value })}
          disabled={!mayUpdate}
          slotProps={{ inputLabel: { shrink: true } }}
          error={errors.lock_date !== undefined}
          helperText={
            errors.lock_date ??
            'Nothing can be posted or reversed on or before this date. Leave it empty for no lock.'
          }
          sx={{ maxWidth: 360 }}
        />
        <TextField
          select
          label="Fiscal year starts in"
          value={form.startMonth}
          onChange={(e) => setForm({ ...form, startMonth: Number(e.target.value) })}
          disabled={!mayUpdate || settings.fiscal_year_start_month_fixed !== null}
          error={errors.fiscal_year_start_month !== undefined}
          helperText={
            errors.fiscal_year_start_month ??
            settings.fiscal_year_start_month_fixed ??
            'The first month of each fiscal year; vouchers are numbered per year.'
          }
          sx={{ maxWidth: 360 }}
        >
          {MONTH_NAMES.map((name, i) => (
            <MenuItem key={name} value={i + 1}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Fund ledger"
          value={form.fundLedger}
          onChange={(e) => setForm({ ...form, fundLedger: Number(e.target.value) })}
          disabled={!mayUpdate}
          error={errors.fund_ledger !== undefined}
          helperText={errors.fund_ledger ?? 'Year-end closing carries the surplus or deficit to this ledger.'}
          sx={{ maxWidth: 360 }}
        >
          {funds.map((ledger) => (
            <MenuItem key={ledger.id} value={ledger.id}>
              {ledger.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {settings.updated_at && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          Last changed {formatOrgDate(settings.updated_at)}
          {settings.updated_by ? ` by ${settings.updated_by.email}` : ''}.
        </Typography>
      )}
      {mayUpdate && (
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={busy || !changed}>
            Save
          </Button>
        </Box>
      )}
    </Paper>
  )
}

const fieldsSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 3,
  // A disabled field's help (the start month's reason, everything for a reader) must stay legible:
  // MUI greys it below the contrast a reader needs.
  '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
} as const
