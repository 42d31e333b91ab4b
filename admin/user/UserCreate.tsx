import { type RaRecord, useNotify, useRedirect } from 'react-admin'
import { RecordCreate } from '../forms.tsx'
import type { MailNote } from '../providers/data-provider.ts'
import { invitationNotice } from './invitation.ts'
import { UserInputs, withoutEmptyPassword } from './UserInputs.tsx'

/**
 * A new account. Left without a password, the server emails the user an invitation to choose one,
 * and the notification says whether it was sent or kept in Outgoing email (no mail server).
 */
export default function UserCreate() {
  const notify = useNotify()
  const redirect = useRedirect()
  const onSuccess = (user: RaRecord & { invitation?: MailNote }) => {
    const notice = user.invitation ? invitationNotice(user.invitation) : undefined
    notify(notice?.message ?? 'ra.notification.created', {
      type: notice?.type ?? 'info',
      autoHideDuration: 10_000,
    })
    redirect('list', 'user')
  }
  return (
    <RecordCreate
      transform={withoutEmptyPassword}
      defaultValues={{ is_active: true }}
      mutationOptions={{ onSuccess }}
    >
      <UserInputs creating />
    </RecordCreate>
  )
}
