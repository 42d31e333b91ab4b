/**
 * An audit entry's changes as a two-column table, field by field; long values open on request. An
 * entry without changes (a sign-in) says why it failed instead, when it did.
 */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useRecordContext } from 'react-admin'
import { diffRows, shorten } from './changes-diff.ts'

/** A value as text (HTML is shown as its source, never rendered), cut when long. */
function Value({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  if (text === '')
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        (empty)
      </Typography>
    )
  const short = shorten(text)
  return (
    <>
      <Box
        id={id}
        component="pre"
        sx={{
          m: 0,
          fontFamily: 'inherit',
          fontSize: '0.875rem',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {open ? text : short.text}
      </Box>
      {short.cut && (
        <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? 'Show less' : `Show all ${text.length} characters`}
        </Button>
      )}
    </>
  )
}

export function ChangesTable() {
  const entry = useRecordContext<{ id: number; changes?: unknown; detail?: string | null }>()
  const rows = diffRows(entry?.changes)
  // A sign-in changes no field: what there is to say is why it failed, if it did.
  if (rows.length === 0)
    return <Typography variant="body2">{entry?.detail ?? 'No field changes were recorded.'}</Typography>
  return (
    <Table size="small" sx={{ tableLayout: 'fixed', width: '100%' }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 4px' }}>
        Changes of entry {entry?.id}, before and after
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ width: '20%' }}>
            Field
          </TableCell>
          <TableCell component="th" scope="col">
            Before
          </TableCell>
          <TableCell component="th" scope="col">
            After
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
              {row.field.replaceAll('_', ' ')}
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Value text={row.before} />
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Value text={row.after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
