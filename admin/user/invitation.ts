/** How the back office tells the admin what became of an invitation email. */
import type { NotificationType } from 'react-admin'
import type { MailNote } from '../providers/data-provider.ts'

/** Sent: success; kept without SMTP: info (the link is in Outgoing email); refused: a warning. */
export function invitationNotice(note: MailNote): { message: string; type: NotificationType } {
  const type = note.outcome === 'sent' ? 'success' : note.outcome === 'kept' ? 'info' : 'warning'
  return { message: note.detail, type }
}
