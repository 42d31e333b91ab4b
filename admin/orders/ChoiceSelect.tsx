/**
 * A select over a short list read once (the branches, the payment methods) that a sale's screens
 * share: the counter and a customer's new order. The value is the chosen id, or '' before the
 * list has arrived.
 */
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { Choice } from './orders-api.ts'

export function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: number | ''
  choices: readonly Choice[]
  onChange: (id: number) => void
}) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  )
}
