/**
 * The stores reports' filters beside ReportFrame's period and branch: a select over a list read
 * once (customers, vendors, products, categories, statuses: stores-report-api.ts) whose first
 * choice is "every one", kept in the address under the API's own parameter name, and the switch
 * of a yes-or-no filter. Changing either goes back to the report's first page.
 */
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { type Params, useReadOnce } from '../reports/report-hooks.ts'
import type { Choice } from './stores-report-api.ts'

interface FilterProps {
  /** The API's parameter, also the address's. */
  name: string
  label: string
  filters: Params
  set: (changes: Params) => void
}

export function ChoiceFilter({
  name,
  label,
  every,
  read,
  filters,
  set,
  width = 200,
}: FilterProps & {
  /** The first choice, which sends nothing: "Every customer". */
  every: string
  read: () => Promise<Choice[]>
  width?: number
}) {
  const choices = useReadOnce(read, [])
  const value = filters[name] ?? ''
  return (
    <TextField
      select
      label={label}
      size="small"
      fullWidth={false}
      value={choices.some((c) => c.value === value) ? value : ''}
      onChange={(e) => set({ [name]: e.target.value, page: undefined })}
      sx={{ width }}
    >
      <MenuItem value="">{every}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** A yes-or-no filter: on sends `name=true`, off sends nothing. */
export function SwitchFilter({ name, label, filters, set }: FilterProps) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={filters[name] === 'true'}
          onChange={(e) => set({ [name]: e.target.checked ? 'true' : undefined, page: undefined })}
        />
      }
    />
  )
}

/** The name of the choice in force, for the printed heading; nothing while "every one" is chosen. */
export function useChosenName(read: () => Promise<Choice[]>, value: string | undefined): string | undefined {
  const choices = useReadOnce(read, [])
  return value ? choices.find((c) => c.value === value)?.label : undefined
}
