/** A key or head typed freely, with the template's keys offered as suggestions (autocomplete). */
import { Autocomplete, TextField } from '@mui/material'

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  suggestions: string[]
  helperText?: string
  error?: string | null
  autoFocus?: boolean
  size?: 'small' | 'medium'
}

export function KeyField({ label, value, onChange, suggestions, helperText, error, autoFocus, size }: Props) {
  return (
    <Autocomplete
      freeSolo
      options={suggestions}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      sx={{ flex: '1 1 240px', minWidth: 200 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          size={size}
          error={Boolean(error)}
          helperText={error || helperText}
        />
      )}
    />
  )
}
