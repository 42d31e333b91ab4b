/**
 * Whom goods are bought from and for which branch: two native selects (a letter picks an entry,
 * Tab moves on) of the active vendors and the branches, shared by the request's and the purchase's
 * create screens. Their server errors (`vendor`, `branch`) appear under them.
 */
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { branches } from '../orders/orders-api.ts'
import { type Named, vendors } from './purchasing-api.ts'

export interface Parties {
  vendor: string
  branch: string
}

/** The vendors and branches to choose from; a failure to read them is said in `failure`. */
function useChoices() {
  const [choices, setChoices] = useState<{ vendors: Named[]; branches: Named[] }>({
    vendors: [],
    branches: [],
  })
  const [failure, setFailure] = useState<string>()
  useEffect(() => {
    Promise.all([vendors(), branches()]).then(
      ([v, b]) => setChoices({ vendors: v, branches: b }),
      () => setFailure('The vendors and branches could not be read: reload the page to try again.'),
    )
  }, [])
  return { ...choices, failure }
}

export function PartyFields({
  value,
  onChange,
  errors,
  onFailure,
}: {
  value: Parties
  onChange: (next: Parties) => void
  errors: Record<string, string>
  onFailure: (message: string) => void
}) {
  const choices = useChoices()
  useEffect(() => {
    if (choices.failure) onFailure(choices.failure)
  }, [choices.failure, onFailure])
  const select = (name: keyof Parties, label: string, options: Named[], help: string) => (
    <TextField
      select
      required
      label={label}
      value={value[name]}
      onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? help}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </TextField>
  )
  return (
    <>
      {select('vendor', 'Vendor', choices.vendors, 'Who the goods are bought from.')}
      {select('branch', 'Branch', choices.branches, 'Where the goods come into stock.')}
    </>
  )
}
