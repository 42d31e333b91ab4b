/**
 * "New ticket": staff taking a call or a visit open a ticket for the caller (subject, their name,
 * email and phone, the category, priority and assignee, what they asked and a file). The
 * acknowledgement goes to the caller's address as for a ticket from the Help form. Once opened,
 * its page shows, where it is answered; the server's refusal is shown naming the field.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { Title, useNotify } from 'react-admin'
import { useNavigate } from 'react-router'
import { refusalOf } from '../orders/orders-api.ts'
import { FileChooser } from './FileChooser.tsx'
import { openTicket } from './helpdesk-api.ts'
import { type TicketChoice, useTicketChoices } from './ticket-choices.ts'

const FIELD_NAMES: Record<string, string> = {
  subject: 'Subject',
  requester_name: 'Name',
  requester_email: 'Email',
  requester_phone: 'Phone',
  ticket_type: 'Category',
  ticket_priority: 'Priority',
  assignee: 'Assignee',
  message: 'Message',
  file: 'File',
}

function Choose({
  label,
  value,
  choices,
  none,
  onChange,
}: {
  label: string
  value: number | ''
  choices: TicketChoice[]
  none: string
  onChange: (value: number | '') => void
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
    >
      <MenuItem value="">{none}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  )
}

type Pick = 'ticket_type' | 'ticket_priority' | 'assignee'

/** The choices made from lists; left empty, the server's default applies (the category's department). */
const PICKS: { fact: Pick; label: string; none: string }[] = [
  { fact: 'ticket_type', label: 'Category', none: 'No category' },
  { fact: 'ticket_priority', label: 'Priority', none: 'The default' },
  { fact: 'assignee', label: 'Assignee', none: 'Unassigned' },
]

const orUndefined = (value: number | '') => (value === '' ? undefined : value)

export default function NewTicket() {
  const choices = useTicketChoices()
  const [text, setText] = useState({
    subject: '',
    requester_name: '',
    requester_email: '',
    requester_phone: '',
    message: '',
  })
  const [picked, setPicked] = useState<Record<Pick, number | ''>>({
    ticket_type: '',
    ticket_priority: '',
    assignee: '',
  })
  const [file, setFile] = useState<File>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const notify = useNotify()
  const navigate = useNavigate()

  const input = (name: keyof typeof text, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={text[name]}
      onChange={(e) => setText({ ...text, [name]: e.target.value })}
      {...extra}
    />
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(undefined)
    try {
      const opened = await openTicket({
        ...text,
        requester_phone: text.requester_phone.trim() || undefined,
        ticket_type: orUndefined(picked.ticket_type),
        ticket_priority: orUndefined(picked.ticket_priority),
        assignee: orUndefined(picked.assignee),
        file,
      })
      notify(`Ticket ${opened.ticket_number} opened.`, { type: 'success' })
      navigate(`/ticket/${opened.id}/show`)
    } catch (error) {
      setFailure(
        refusalOf(
          error,
          'The server could not be reached. Nothing was opened: try again.',
          (k) => FIELD_NAMES[k] ?? k,
        ),
      )
      setBusy(false)
    }
  }

  return (
    <Paper component="form" onSubmit={submit} sx={{ mt: 2, p: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Title title="New ticket" />
      <Typography variant="h5" component="h1">
        New ticket
      </Typography>
      {input('subject', 'Subject', { required: true })}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {input('requester_name', 'Name', { required: true })}
        {input('requester_email', 'Email', { required: true, type: 'email' })}
        {input('requester_phone', 'Phone', { type: 'tel' })}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {PICKS.map(({ fact, label, none }) => (
          <Choose
            key={fact}
            label={label}
            value={picked[fact]}
            choices={choices[fact]}
            none={none}
            onChange={(value) => setPicked({ ...picked, [fact]: value })}
          />
        ))}
      </Box>
      {input('message', 'Message', { multiline: true, minRows: 4 })}
      <FileChooser file={file} onChange={setFile} onRefused={setFailure} />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          Open ticket
        </Button>
      </Box>
    </Paper>
  )
}
