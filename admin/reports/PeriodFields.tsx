/**
 * The date range and branch filters every report shares (ReportFrame) and the reports hub sets for
 * all of them at once: From and To (or "As at" alone for a report at one date) and the branch, "All
 * branches" or one. Each change goes to the address through `set` under the API's names
 * (date_after, date_before, branch), back to the first page of a paged report.
 */
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { branches, type Named } from '../vouchers/voucher-api.ts'
import { type Params, useReadOnce } from './report-hooks.ts'

export interface PeriodFieldsProps {
  filters: Params
  set: (changes: Params) => void
  /** As at one date: no "From". */
  asAt?: boolean
  /** False: no dates at all (a report whose moment is one of its own filters). */
  dates?: boolean
  /** False: no branch filter (a report with no branches). */
  branches?: boolean
  /** False: one branch at a time, no "All branches" choice (a stock card). */
  allBranches?: boolean
}

/** One end of the period, in the address under `name`. */
function DateField({
  label,
  name,
  filters,
  set,
}: { label: string; name: string } & Pick<PeriodFieldsProps, 'filters' | 'set'>) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      fullWidth={false}
      sx={{ width: 180 }}
      value={filters[name] ?? ''}
      onChange={(e) => set({ [name]: e.target.value, page: undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
}

export function PeriodFields(props: PeriodFieldsProps) {
  const { filters, set, asAt = false, dates = true, branches: byBranch = true, allBranches = true } = props
  const branchOptions = useReadOnce<Named[]>(branches, [])
  return (
    <>
      {dates && !asAt && <DateField label="From" name="date_after" filters={filters} set={set} />}
      {dates && <DateField label={asAt ? 'As at' : 'To'} name="date_before" filters={filters} set={set} />}
      {byBranch && (
        <TextField
          select
          label="Branch"
          size="small"
          fullWidth={false}
          value={filters.branch ?? ''}
          onChange={(e) => set({ branch: e.target.value, page: undefined })}
          sx={{ width: 200 }}
        >
          {allBranches && <MenuItem value="">All branches</MenuItem>}
          {branchOptions.map((b) => (
            <MenuItem key={b.id} value={String(b.id)}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  )
}
