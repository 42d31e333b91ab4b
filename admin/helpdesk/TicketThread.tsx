/**
 * A ticket's thread as a conversation: the requester's messages on the left, staff's on the right,
 * internal notes in yellow and labelled in words ("Internal note — not sent"), so that no one takes
 * a note for what the requester read. Attachments are links to the staff-only download.
 */
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { formatOrgDate } from '../dates.ts'
import { attachmentUrl, type TicketMessage } from './helpdesk-api.ts'

function Message({ message, requester }: { message: TicketMessage; requester: string }) {
  const staff = message.author_kind === 'staff'
  const note = message.is_internal
  return (
    <Box
      component="li"
      sx={{
        alignSelf: staff ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '100%', sm: '85%' },
        minWidth: 0,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: note ? 'warning.main' : 'divider',
        // Colours with enough contrast for the text in either theme: the note's is a pale yellow.
        bgcolor: note ? '#fff8c5' : staff ? 'action.hover' : 'background.paper',
        color: note ? '#1f1f1f' : undefined,
      }}
    >
      <Typography variant="subtitle2" component="p">
        {staff ? message.author : requester}
        {note && ' · Internal note — not sent'}
        {' · '}
        <Box component="span" sx={{ fontWeight: 'normal' }}>
          {formatOrgDate(message.created_at)}
        </Box>
      </Typography>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Typography>
      {message.file && (
        <Link href={attachmentUrl(message.id)} download={message.file_name ?? undefined}>
          {`Attachment: ${message.file_name ?? 'file'}`}
        </Link>
      )}
    </Box>
  )
}

export function TicketThread({ messages, requester }: { messages: TicketMessage[]; requester: string }) {
  return (
    <Box component="section" aria-labelledby="thread-heading" sx={{ mb: 2 }}>
      <Typography id="thread-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Conversation
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {messages.map((m) => (
          <Message key={m.id} message={m} requester={requester} />
        ))}
      </Box>
    </Box>
  )
}
