/**
 * Working hours as a week, Sunday to Saturday, each day's stretches as 09:00–17:00 (a day without
 * any is not worked), instead of the generic list's minutes after midnight, which no one reads at
 * a glance. Each stretch can be changed or deleted (after asking: a deleted stretch moves every open
 * ticket's deadline) and a day given one more, for a role that may (the Administrator); the server
 * recomputes open tickets' deadlines after each change.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Confirm, Loading, Title, useDataProvider, useNotify } from 'react-admin'
import { useAllRecords } from '../lists.tsx'
import { refusalOf } from '../orders/orders-api.ts'
import { useResourceSchema } from '../schema/admin-schema.ts'
import { StretchDialog, type StretchRow, WEEKDAYS } from './StretchDialog.tsx'
import { stretchText } from './ticket-words.ts'

const RESOURCE = 'business_hours'

export default function WorkingHours() {
  const { records, isPending, error, refetch } = useAllRecords<StretchRow & { id: number }>(RESOURCE)
  const can = useResourceSchema(RESOURCE)?.can
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [editing, setEditing] = useState<StretchRow>()
  const [failure, setFailure] = useState<string>()
  const [deleting, setDeleting] = useState<StretchRow & { id: number }>()

  const save = async (row: StretchRow): Promise<string | undefined> => {
    const { id, ...data } = row
    try {
      if (id) await dataProvider.update(RESOURCE, { id, data, previousData: { id } })
      else await dataProvider.create(RESOURCE, { data })
      setEditing(undefined)
      await refetch()
      notify('Working hours saved.', { type: 'success' })
      return undefined
    } catch (e) {
      return refusalOf(e, 'The server could not be reached. Nothing changed: try again.')
    }
  }

  const remove = async (row: StretchRow & { id: number }) => {
    setDeleting(undefined)
    setFailure(undefined)
    try {
      await dataProvider.delete(RESOURCE, { id: row.id, previousData: row })
      await refetch()
      notify('Working hours deleted.', { type: 'info' })
    } catch (e) {
      setFailure(refusalOf(e, 'The server could not be reached. Nothing changed: try again.'))
    }
  }

  if (isPending) return <Loading />
  return (
    <Paper sx={{ mt: 2, p: 2 }}>
      <Title title="Working hours" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Working hours
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Service-level targets count only these hours, in the organisation’s time zone. Holidays are not
        worked.
      </Typography>
      {(error || failure) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure ?? 'The working hours could not be read.'}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {WEEKDAYS.map((day, weekday) => {
          const stretches = records.filter((r) => r.weekday === weekday)
          return (
            <Box component="li" key={day} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: '1rem' }}>
                {day}
              </Typography>
              {stretches.length === 0 && <Typography color="text.secondary">Not worked</Typography>}
              {stretches.map((s) => {
                const text = stretchText(s.start_minute, s.end_minute)
                return (
                  <Box key={s.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <span>{text}</span>
                    {can?.update && (
                      <Button size="small" onClick={() => setEditing(s)} aria-label={`Change ${day} ${text}`}>
                        Change
                      </Button>
                    )}
                    {can?.delete && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(s)}
                        aria-label={`Delete ${day} ${text}`}
                      >
                        Delete
                      </Button>
                    )}
                  </Box>
                )
              })}
              {can?.create && (
                <Button
                  size="small"
                  onClick={() => setEditing({ weekday, start_minute: 540, end_minute: 1020 })}
                  aria-label={`Add hours on ${day}`}
                >
                  Add hours
                </Button>
              )}
            </Box>
          )
        })}
      </Box>
      <Confirm
        isOpen={deleting !== undefined}
        title={`Delete ${deleting ? `${WEEKDAYS[deleting.weekday]} ${stretchText(deleting.start_minute, deleting.end_minute)}` : ''}?`}
        content="Open tickets' deadlines are counted again without these hours."
        confirm="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(undefined)}
      />
      {editing && <StretchDialog stretch={editing} onSave={save} onClose={() => setEditing(undefined)} />}
    </Paper>
  )
}
