/**
 * Writing to a ticket: a reply to the requester (mailed) or an internal note (staff only), one
 * file (an image or a PDF), and the status to set with it, "Waiting for requester" for a reply
 * and no change for a note by default, since a reply usually hands the next step over and a note
 * does not. Send or Ctrl+Enter in the message; the server's refusal is shown as it words it, and
 * what was written stays until it is sent.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { useNotify } from 'react-admin'
import { refusalOf } from '../orders/orders-api.ts'
import { FileChooser } from './FileChooser.tsx'
import { sendMessage } from './helpdesk-api.ts'
import type { TicketChoice } from './ticket-choices.ts'

const WAITING = 'Waiting for requester'

export function ReplyBox({
  ticketId,
  statuses,
  onSent,
}: {
  ticketId: number
  statuses: TicketChoice[]
  onSent: () => Promise<unknown>
}) {
  const [message, setMessage] = useState('')
  const [internal, setInternal] = useState(false)
  // undefined: the default for the kind of message; '' no change; a number, that status.
  const [chosen, setChosen] = useState<number | '' | undefined>()
  const [file, setFile] = useState<File>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const notify = useNotify()
  const waiting = statuses.find((s) => s.name === WAITING)?.id
  const status = chosen ?? (internal ? '' : (waiting ?? ''))

  const send = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    setBusy(true)
    setFailure(undefined)
    try {
      await sendMessage({
        ticket: ticketId,
        message,
        is_internal: internal,
        ticket_status: status === '' ? undefined : status,
        file,
      })
      setMessage('')
      setFile(undefined)
      setChosen(undefined)
      await onSent()
      notify(internal ? 'Note added.' : 'Reply sent.', { type: 'success' })
    } catch (error) {
      setFailure(refusalOf(error, 'The server could not be reached. Nothing was sent: try again.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box component="form" aria-labelledby="reply-heading" onSubmit={send} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="reply-heading" variant="h6" component="h2">
        {internal ? 'Internal note' : 'Reply'}
      </Typography>
      <TextField
        label={internal ? 'Note (staff only)' : 'Message to the requester'}
        multiline
        minRows={4}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send()
        }}
        helperText="Ctrl+Enter sends."
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
          label="Internal note"
        />
        <TextField
          select
          size="small"
          label="Then set status"
          value={status}
          onChange={(e) => setChosen(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">No change</MenuItem>
          {statuses.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <FileChooser file={file} onChange={setFile} onRefused={setFailure} />
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {internal ? 'Add note' : 'Send reply'}
        </Button>
      </Box>
    </Box>
  )
}
