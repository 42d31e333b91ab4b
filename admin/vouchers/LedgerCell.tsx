/**
 * A grid line's ledger, chosen by typing its name or code: the list filters as one types
 * (matchLedgers: codes first), the first match is highlighted, and Enter or Tab takes it, so a
 * line is entered without the mouse. Only the ledgers the voucher's type allows are offered.
 */
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import type { Ref } from 'react'
import { type LedgerOption, ledgerLabel, matchLedgers } from './grid-lines.ts'

interface LedgerCellProps {
  ledgers: readonly LedgerOption[]
  value: number | null
  onChange: (id: number | null) => void
  label: string
  error?: string
  inputRef: Ref<HTMLInputElement>
}

export function LedgerCell({ ledgers, value, onChange, label, error, inputRef }: LedgerCellProps) {
  const chosen = ledgers.find((ledger) => ledger.id === value) ?? null
  return (
    <Autocomplete
      options={ledgers as LedgerOption[]}
      value={chosen}
      onChange={(_, ledger) => onChange(ledger?.id ?? null)}
      getOptionLabel={ledgerLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(options, state) => matchLedgers(options, state.inputValue)}
      // The first match is highlighted and leaving the cell by Tab takes it, as Enter does.
      autoHighlight
      autoSelect
      openOnFocus={false}
      size="small"
      fullWidth
      noOptionsText="No ledger matches"
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          placeholder="Type a ledger's name or code"
          error={error !== undefined}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
          }}
        />
      )}
    />
  )
}
