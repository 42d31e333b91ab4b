/**
 * A settings screen's choice of one ledger (the giving settings', the stores'): a native select of
 * the ledgers offered (ledger-choices.ts: the open ones that fit, and the current one), "None
 * chosen" for none, the setting's help under it or the server's refusal in its place.
 */
import TextField from '@mui/material/TextField'
import type { Named } from './ledger-choices.ts'

interface Props {
  label: string
  /** The chosen ledger's id as text; "" for none. */
  value: string
  onChange: (value: string) => void
  choices: readonly Named[]
  help: string
  /** The server's refusal of this setting, shown instead of the help. */
  error?: string
  disabled?: boolean
}

export function LedgerSelect({ label, value, onChange, choices, help, error, disabled }: Props) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? help}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">None chosen</option>
      {choices.map((ledger) => (
        <option key={ledger.id} value={String(ledger.id)}>
          {ledger.name}
        </option>
      ))}
    </TextField>
  )
}

/** The two columns (one on a narrow screen) settings screens lay their inputs in. */
export const settingsGridSx = {
  display: 'grid',
  gap: 2,
  mt: 1,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  // A disabled field's help must stay legible for a reader: MUI greys it below AA contrast.
  '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
} as const
