/**
 * The giving settings, one row for the organisation: the ledgers gifts and dues post to (each
 * picker offers only ledgers of the type its use needs: income for donations and dues, cash for
 * cash, bank for cheques and transfers, the mobile wallet and the gateway), the organisation as
 * receipts print it (name, registrations one per line, a tax note only if true, the signatory),
 * where staff hear of pledges, the donation form's preset amounts and what offline donors are told.
 * The Administrator and the Approver save them (giving_setting.update); other roles read them. Only
 * what changed is sent; the server's refusals appear under their fields.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useState } from 'react'
import { Loading, Title, useNotify } from 'react-admin'
import {
  GIVING_LEDGER_KEYS,
  GIVING_LEDGER_SETTINGS,
  type GivingLedgerSetting,
} from '../../common/giving-ledgers.ts'
import { formatOrgDate } from '../dates.ts'
import { LedgerSelect, settingsGridSx } from '../ledger/LedgerSelect.tsx'
import { offeredLedgers } from '../ledger/ledger-choices.ts'
import { requestJson } from '../providers/http.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { fieldErrorsOf, type LedgerChoice, ledgerChoices, messageOf, SETTINGS } from './donation-api.ts'

const TEXTS = {
  organisation_name: { label: 'Organisation name on receipts', help: 'Empty: the site’s name.' },
  registrations: {
    label: 'Registrations',
    help: 'One per line, as "NGO Affairs Bureau: 2451"; printed under the letterhead.',
    multiline: true,
  },
  tax_note: {
    label: 'Tax note',
    help: 'Printed on receipts only when given: say it only if gifts to the organisation qualify.',
    multiline: true,
  },
  signatory_name: { label: 'Signatory', help: 'Who signs the receipts.' },
  signatory_title: { label: 'Signatory’s title', help: 'Treasurer, Accountant…' },
  notify_email: {
    label: 'Notify email',
    help: 'Staff are told of new pledges here; empty: the site’s email.',
  },
  presets: {
    label: 'Preset amounts (Tk)',
    help: 'The donation form’s buttons, whole taka separated by commas.',
  },
  offline_instructions: {
    label: 'Offline instructions',
    help: 'What a donor giving offline is told: the bank account, the bKash number, the office hours.',
    multiline: true,
  },
} as const

type TextKey = keyof typeof TEXTS
type Ledger = { id: number; name: string; account_type: string } | null

type Settings = Record<GivingLedgerSetting, Ledger> &
  Record<TextKey, string | null> & { updated_at: string | null; updated_by: { email: string } | null }

type Form = Record<GivingLedgerSetting | TextKey, string>

const formOf = (s: Settings): Form =>
  Object.fromEntries([
    ...GIVING_LEDGER_KEYS.map((key) => [key, s[key] ? String(s[key]?.id) : '']),
    ...(Object.keys(TEXTS) as TextKey[]).map((key) => [key, s[key] ?? '']),
  ]) as Form

/** Only what changed: a ledger as its id (or null for none), a text as typed. */
function changesOf(before: Form, form: Form): Record<string, string | number | null> {
  const changes: Record<string, string | number | null> = {}
  for (const [key, value] of Object.entries(form) as [keyof Form, string][]) {
    if (value === before[key]) continue
    changes[key] = key in GIVING_LEDGER_SETTINGS ? (value ? Number(value) : null) : value
  }
  return changes
}

export default function GivingSettings() {
  const schema = useResourceSchema('giving_setting')
  const mayUpdate = schema?.actions?.update === true
  const notify = useNotify()
  const [settings, setSettings] = useState<Settings>()
  const [form, setForm] = useState<Form>()
  const [ledgers, setLedgers] = useState<LedgerChoice[]>([])
  const [failure, setFailure] = useState<string>()
  const [refusal, setRefusal] = useState<string>()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    Promise.all([requestJson<Settings>(SETTINGS), ledgerChoices().catch(() => [])]).then(
      ([read, all]) => {
        setSettings(read)
        setForm(formOf(read))
        setLedgers(all)
      },
      (error: unknown) => setFailure(messageOf(error, 'The giving settings could not be read.')),
    )
  }, [])

  if (failure) return <Alert severity="error">{failure}</Alert>
  if (!settings || !form) return <Loading />

  const changes = changesOf(formOf(settings), form)
  const changed = Object.keys(changes).length > 0

  /** The ledgers a setting may name: open ones of its type, and the one it names now whatever it is. */
  const choices = (key: GivingLedgerSetting) =>
    offeredLedgers(ledgers, settings[key], (l) => l.account_type === GIVING_LEDGER_SETTINGS[key].type)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!changed) return
    setBusy(true)
    setRefusal(undefined)
    try {
      const saved = await requestJson<Settings>(SETTINGS, { method: 'PUT', body: changes })
      setSettings(saved)
      setForm(formOf(saved))
      setErrors({})
      notify('Giving settings saved.', { type: 'success' })
    } catch (error) {
      const placed = fieldErrorsOf(error)
      setErrors(placed)
      if (Object.keys(placed).length === 0) setRefusal(messageOf(error, 'The settings were not saved.'))
    } finally {
      setBusy(false)
    }
  }

  const bind = (key: keyof Form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
    disabled: !mayUpdate,
    error: errors[key] !== undefined,
  })

  return (
    <Paper component="form" noValidate onSubmit={(e) => void save(e)} sx={{ mt: 2, p: 2, maxWidth: 820 }}>
      <Title title="Giving settings" />
      <Typography variant="h5" component="h1" gutterBottom>
        Giving settings
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
        {GIVING_LEDGER_KEYS.map((key) => (
          <LedgerSelect
            key={key}
            label={GIVING_LEDGER_SETTINGS[key].label}
            value={form[key]}
            onChange={(value) => setForm({ ...form, [key]: value })}
            choices={choices(key)}
            help={GIVING_LEDGER_SETTINGS[key].help}
            error={errors[key]}
            disabled={!mayUpdate}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Receipts and the donation form
      </Typography>
      <Box sx={settingsGridSx}>
        {(Object.entries(TEXTS) as [TextKey, (typeof TEXTS)[TextKey]][]).map(([key, text]) => (
          <TextField
            key={key}
            label={text.label}
            {...bind(key)}
            helperText={errors[key] ?? text.help}
            multiline={'multiline' in text}
            minRows={'multiline' in text ? 3 : undefined}
            sx={'multiline' in text ? { gridColumn: '1 / -1' } : undefined}
          />
        ))}
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
