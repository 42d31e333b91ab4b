/**
 * A ledger chosen by typing its name or code (the ledgers the voucher screens read, optionally only
 * some account types: the bank book offers bank ledgers), and a sub-ledger by its name. The value is
 * the id as text, the way the report's address carries it. The lists are read once and shared with
 * the statement's heading, which names the ledger chosen.
 */
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import type { LedgerOption } from '../vouchers/grid-lines.ts'
import { ledgerAccounts, type Named, subLedgerAccounts } from '../vouchers/voucher-api.ts'
import { useReadOnce } from './report-hooks.ts'

/** The ledgers, only those of the given account types if any. */
export function useLedgerOptions(types?: readonly string[]): LedgerOption[] {
  const all = useReadOnce<LedgerOption[]>(ledgerAccounts, [])
  return types ? all.filter((l) => types.includes(l.account_type)) : all
}

export function useSubLedgerOptions(): Named[] {
  return useReadOnce<Named[]>(subLedgerAccounts, [])
}

export function LedgerPicker({
  value,
  onChange,
  types,
  label = 'Ledger',
  allLabel,
}: {
  value: string | undefined
  onChange: (id: string | undefined) => void
  types?: readonly string[]
  label?: string
  /** Shown as the input's placeholder when nothing is chosen and that means every ledger. */
  allLabel?: string
}) {
  const options = useLedgerOptions(types)
  const chosen = options.find((l) => String(l.id) === value) ?? null
  return (
    <Autocomplete
      size="small"
      sx={{ width: 300 }}
      options={options}
      value={chosen}
      onChange={(_, picked) => onChange(picked ? String(picked.id) : undefined)}
      getOptionLabel={(l) => (l.code ? `${l.name} (${l.code})` : l.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField {...params} fullWidth={false} label={label} placeholder={allLabel} />
      )}
    />
  )
}

export function SubLedgerPicker({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (id: string | undefined) => void
}) {
  const options = useSubLedgerOptions()
  return (
    <Autocomplete
      size="small"
      sx={{ width: 240 }}
      options={options}
      value={options.find((s) => String(s.id) === value) ?? null}
      onChange={(_, picked) => onChange(picked ? String(picked.id) : undefined)}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} fullWidth={false} label="Sub-ledger" />}
    />
  )
}
