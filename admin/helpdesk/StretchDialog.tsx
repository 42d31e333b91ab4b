/**
 * Adding or changing one stretch of working hours: the day and two time inputs (the browser's own,
 * keyboard-friendly), turned into minutes after midnight for the API (stretchFromTimes); an empty
 * "To" is midnight, the day's end, which a time input cannot write as 24:00.
 */
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { type FormEvent, useState } from 'react'
import { timeOfDay } from '../../common/business-clock.ts'
import { stretchFromTimes } from './ticket-words.ts'

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

export interface StretchRow {
  id?: number
  weekday: number
  start_minute: number
  end_minute: number
}

export function StretchDialog({
  stretch,
  onSave,
  onClose,
}: {
  stretch: StretchRow
  onSave: (row: StretchRow) => Promise<string | undefined>
  onClose: () => void
}) {
  const [weekday, setWeekday] = useState(stretch.weekday)
  const [from, setFrom] = useState(timeOfDay(stretch.start_minute))
  const [to, setTo] = useState(stretch.end_minute === 1440 ? '' : timeOfDay(stretch.end_minute))
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const read = stretchFromTimes(from, to)
    if (typeof read === 'string') return setFailure(read)
    setBusy(true)
    setFailure(await onSave({ id: stretch.id, weekday, ...read }))
    setBusy(false)
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="stretch-title">
      <form onSubmit={save}>
        <DialogTitle id="stretch-title">
          {stretch.id ? 'Change working hours' : 'Add working hours'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField select label="Day" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
            {WEEKDAYS.map((name, day) => (
              <MenuItem key={name} value={day}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="From"
            type="time"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            required
          />
          <TextField
            label="To"
            type="time"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            helperText="Empty means midnight, the end of the day."
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
