/**
 * One outgoing email: to whom, when, what became of it, its text with clickable links, and the
 * files attached to it (a money receipt's PDF), by name, type and size.
 */
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin'
import { OrgDateField } from '../lists.tsx'
import { statusName } from './status.ts'
import { textWithLinks } from './text-links.ts'

function MessageBody() {
  const text = useRecordContext<{ text?: string }>()?.text ?? ''
  return (
    <Labeled label="Text">
      <Box
        component="pre"
        sx={{ m: 0, fontFamily: 'inherit', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {textWithLinks(text).map((piece, index) =>
          'href' in piece ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
            <Link key={index} href={piece.href}>
              {piece.href}
            </Link>
          ) : (
            piece.text
          ),
        )}
      </Box>
    </Labeled>
  )
}

interface Attachment {
  filename: string
  content_type: string
  size: number
}

function Attachments() {
  const attachments = useRecordContext<{ attachments?: Attachment[] }>()?.attachments ?? []
  if (attachments.length === 0) return null
  return (
    <Labeled label="Attachments">
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {attachments.map((a) => (
          <li key={a.filename}>
            {a.filename} ({a.content_type}, {Math.max(1, Math.round(a.size / 1024)).toLocaleString('en')} KB)
          </li>
        ))}
      </Box>
    </Labeled>
  )
}

export default function EmailOutboxShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="recipient" />
        <TextField source="subject" />
        <OrgDateField source="created_at" label="Created" />
        <FunctionField label="Status" render={(m: { status?: string }) => statusName(m.status)} />
        <OrgDateField source="sent_at" label="Sent" />
        <TextField source="error" emptyText="—" />
        <MessageBody />
        <Attachments />
      </SimpleShowLayout>
    </Show>
  )
}
