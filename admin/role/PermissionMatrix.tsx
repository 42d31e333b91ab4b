/**
 * A role's permissions as a table: a row per resource, a column per action (and an "Other" column
 * holding each further action of the row, such as Post or Close, as its own labelled box), a
 * checkbox per permission, and one per row and per column to tick or clear them all. The form value is the
 * list of permission ids the API takes; the record brings them as {id, name}.
 */
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Loading, useInput } from 'react-admin'
import { useAllRecords } from '../lists.tsx'
import { useAdminSchema } from '../schema/admin-schema.ts'
import {
  actionLabel,
  columnIds,
  MATRIX_ACTIONS,
  type MatrixAction,
  matrixRows,
  type PermissionRecord,
  rowIds,
  tickOf,
  toggleAll,
  toggleOne,
} from './permission-matrix.ts'

const idsOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map((p) => (typeof p === 'object' && p !== null ? (p as PermissionRecord).id : Number(p)))
    : []

/**
 * Rows are named as the screens are (Images, not cms_menu_content_image): the plural of the admin
 * schema, for the resources the editor may read; the others by their name in words.
 */
function useResourceTitles(): (resource: string) => string {
  const schema = useAdminSchema()
  const titles = new Map((schema?.resources ?? []).map((r) => [r.name, r.plural]))
  return (resource) => titles.get(resource) ?? resource.replaceAll('_', ' ')
}
const ACTION_LABEL: Record<MatrixAction, string> = {
  create: 'Create',
  read: 'Read',
  update: 'Update',
  delete: 'Delete',
}

interface GroupBoxProps {
  label: string
  ids: number[]
  selected: number[]
  disabled: boolean
  onChange: (ids: number[]) => void
}

/** The checkbox of a row or column: ticked, mixed or empty, and toggling them all. */
function GroupBox({ label, ids, selected, disabled, onChange }: GroupBoxProps) {
  const tick = tickOf(selected, ids)
  return (
    <Checkbox
      size="small"
      checked={tick === 'all'}
      indeterminate={tick === 'some'}
      disabled={disabled || ids.length === 0}
      onChange={() => onChange(toggleAll(selected, ids))}
      aria-label={label}
    />
  )
}

export function PermissionMatrix({ readOnly = false }: { readOnly?: boolean }) {
  const { records, isPending, error } = useAllRecords<PermissionRecord>('permission')
  const { field } = useInput({ source: 'permissions', format: idsOf })
  const words = useResourceTitles()
  if (isPending) return <Loading />
  if (error)
    return (
      <Alert severity="error">
        The permissions could not be read ({error.message}); the role's permissions stay as they are.
      </Alert>
    )
  // In the order of their names as shown.
  const rows = matrixRows(records).sort((a, b) => words(a.resource).localeCompare(words(b.resource)))
  const hasOther = rows.some((row) => row.other.length > 0)
  const selected: number[] = readOnly ? records.map((p) => p.id) : (field.value as number[])
  const change = (ids: number[]) => field.onChange(ids)

  return (
    <section aria-labelledby="permission-matrix" style={{ width: '100%' }}>
      <Typography id="permission-matrix" component="h2" variant="h6" gutterBottom>
        Permissions
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Administrator always has every permission, including those of resources added later, so nobody can
          lock the organisation out of its back office. To give someone less, create another role with only
          what they need.
        </Alert>
      )}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="permission-matrix">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Resource
              </TableCell>
              <TableCell component="th" scope="col" align="center">
                All
              </TableCell>
              {MATRIX_ACTIONS.map((action) => (
                <TableCell key={action} component="th" scope="col" align="center">
                  {ACTION_LABEL[action]}
                </TableCell>
              ))}
              {hasOther && (
                <TableCell component="th" scope="col">
                  Other
                </TableCell>
              )}
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                Every resource
              </TableCell>
              <TableCell align="center">
                <GroupBox
                  label="Every permission"
                  ids={records.map((p) => p.id)}
                  selected={selected}
                  disabled={readOnly}
                  onChange={change}
                />
              </TableCell>
              {MATRIX_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  <GroupBox
                    label={`${ACTION_LABEL[action]} on every resource`}
                    ids={columnIds(rows, action)}
                    selected={selected}
                    disabled={readOnly}
                    onChange={change}
                  />
                </TableCell>
              ))}
              {hasOther && (
                <TableCell>
                  <GroupBox
                    label="Other actions on every resource"
                    ids={columnIds(rows, 'other')}
                    selected={selected}
                    disabled={readOnly}
                    onChange={change}
                  />
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.resource} hover>
                <TableCell component="th" scope="row">
                  {words(row.resource)}
                </TableCell>
                <TableCell align="center">
                  <GroupBox
                    label={`Everything on ${words(row.resource)}`}
                    ids={rowIds(row)}
                    selected={selected}
                    disabled={readOnly}
                    onChange={change}
                  />
                </TableCell>
                {MATRIX_ACTIONS.map((action) => {
                  const id = row.cells[action]
                  return (
                    <TableCell key={action} align="center">
                      {id === undefined ? (
                        <Typography component="span" variant="body2" color="text.secondary">
                          <span aria-hidden="true">—</span>
                          <span style={VISUALLY_HIDDEN}>{`${words(row.resource)} is read-only`}</span>
                        </Typography>
                      ) : (
                        <Checkbox
                          size="small"
                          checked={selected.includes(id)}
                          disabled={readOnly}
                          onChange={() => change(toggleOne(selected, id))}
                          aria-label={`${ACTION_LABEL[action]} ${words(row.resource)}`}
                        />
                      )}
                    </TableCell>
                  )
                })}
                {hasOther && (
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                      {row.other.map(({ action, id }) => (
                        <FormControlLabel
                          key={action}
                          label={actionLabel(action)}
                          control={
                            <Checkbox
                              size="small"
                              checked={selected.includes(id)}
                              disabled={readOnly}
                              onChange={() => change(toggleOne(selected, id))}
                              aria-label={`${actionLabel(action)} ${words(row.resource)}`}
                            />
                          }
                        />
                      ))}
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  )
}

/** Text for screen readers only (the "—" of an action a read-only resource does not have). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
