/**
 * The stores' settings, one row for the organisation: the five ledgers stock, sales and their costs
 * post to (each picker offers only the open ledgers the server takes for it, common/stores-ledgers.ts,
 * read from the chart of accounts since the stock ledger must sit under an asset group), and per
 * branch whether its stock may go below zero (a sale or transfer the shelf has not caught up with).
 * The Administrator and the Approver save them (stores_setting.update); other roles read them. Only
 * what changed is sent; the server's refusals appear under their fields, or above the form in words.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useState } from 'react'
import { Loading, Title, useNotify } from 'react-admin'
import type { ChartAnswer } from '../../common/chart-of-accounts.ts'
import {
  fitsStoresLedger,
  STORES_LEDGER_KEYS,
  STORES_LEDGER_SETTINGS,
  type StoresLedgerSetting,
} from '../../common/stores-ledgers.ts'
import { formatOrgDate } from '../dates.ts'
import { fieldErrorsOf, messageOf } from '../giving/donation-api.ts'
import { LedgerSelect, settingsGridSx } from '../ledger/LedgerSelect.tsx'
import { type ChartLedgerChoice, chartLedgers, offeredLedgers } from '../ledger/ledger-choices.ts'
import { requestJson } from '../providers/http.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import {
  changesOf,
  formOf,
  type StoresSettings as Settings,
  STORES_SETTINGS,
  type StoresSettingsForm,
} from './settings-form.ts'

const CHART = '/ledger_account/api/v1/ledger_account/chart/'

export default function StoresSettings() {
  const mayUpdate = useResourceSchema('stores_setting')?.actions?.update === true
  const notify = useNotify()
  const [settings, setSettings] = useState<Settings>()
  const [form, setForm] = useState<StoresSettingsForm>()
  const [ledgers, setLedgers] = useState<ChartLedgerChoice[]>([])
  const [failure, setFailure] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    Promise.all([
      requestJson<Settings>(STORES_SETTINGS),
      // A role that may not read the chart still sees each setting's current ledger.
      requestJson<ChartAnswer>(CHART).then(
        (chart) => chartLedgers(chart.primary_groups),
        () => [],
      ),
    ]).then(
      ([read, all]) => {
        setSettings(read)
        setForm(formOf(read))
        setLedgers(all)
      },
      (error: unknown) => setFailure(messageOf(error, 'The stores settings could not be read.')),
    )
  }, [])

  if (failure)
    return (
      <Alert severity="error" role="alert">
        {failure}
      </Alert>
    )
  if (!settings || !form) return <Loading />

  const changes = changesOf(formOf(settings), form)
  const changed = Object.keys(changes).length > 0

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!changed) return
    setBusy(true)
    setRefusal(undefined)
    try {
      const saved = await requestJson<Settings>(STORES_SETTINGS, { method: 'PUT', body: { ...changes } })
      setSettings(saved)
      setForm(formOf(saved))
      setErrors({})
      notify('Stores settings saved.', { type: 'success' })
    } catch (error) {
      const placed = fieldErrorsOf(error)
      setErrors(placed)
      // Said above the form too, so it is announced, and a branch's refusal has no input of its own.
      const said = Object.entries(placed).map(([key, message]) =>
        key in STORES_LEDGER_SETTINGS
          ? `${STORES_LEDGER_SETTINGS[key as StoresLedgerSetting].label}: ${message}`
          : message,
      )
      setRefusal(
        said.length > 0 ? `Not saved. ${said.join(' ')}` : messageOf(error, 'The settings were not saved.'),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper component="form" noValidate onSubmit={(e) => void save(e)} sx={{ mt: 2, p: 2, maxWidth: 820 }}>
      <Title title="Stores settings" />
      <Typography variant="h5" component="h1" gutterBottom>
        Stores settings
      </Typography>
      {!mayUpdate && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Read only: an approver or an administrator changes these settings.
        </Typography>
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        Ledgers
      </Typography>
      <Box sx={settingsGridSx}>
        {STORES_LEDGER_KEYS.map((key) => (
          <LedgerSelect
            key={key}
            label={STORES_LEDGER_SETTINGS[key].label}
            value={form.ledgers[key]}
            onChange={(value) => setForm({ ...form, ledgers: { ...form.ledgers, [key]: value } })}
            choices={offeredLedgers(ledgers, settings[key], (l) =>
              fitsStoresLedger(key, { type: l.account_type, nature: l.nature }),
            )}
            help={STORES_LEDGER_SETTINGS[key].help}
            error={errors[key]}
            disabled={!mayUpdate}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Negative stock
      </Typography>
      <Typography variant="body2" id="negative-stock-help" sx={{ mb: 1 }}>
        Where allowed, a sale or transfer may take a branch's stock below zero, valued at the last cost. The
        next receipt fills the gap at that cost; what the goods really cost more or less goes to stock
        adjustments.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-describedby="negative-stock-help">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Branch
              </TableCell>
              <TableCell component="th" scope="col">
                Stock may go below zero
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {settings.branches.map(({ branch }) => (
              <TableRow key={branch.id}>
                <TableCell component="th" scope="row">
                  {branch.name}
                </TableCell>
                <TableCell>
                  <Switch
                    checked={form.negative[branch.id] === true}
                    disabled={!mayUpdate}
                    onChange={(e) =>
                      setForm({ ...form, negative: { ...form.negative, [branch.id]: e.target.checked } })
                    }
                    slotProps={{ input: { 'aria-label': `Allow negative stock at ${branch.name}` } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {settings.updated_at && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          Last changed {formatOrgDate(settings.updated_at)}.
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
