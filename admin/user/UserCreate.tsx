import type { RaRecord } from 'react-admin'
import { RecordCreate } from '../forms.tsx'
import type { MailNote } from '../providers/data-provider.ts'
import { invitationNotice } from './invitation.ts'
import { UserInputs, withoutEmptyPassword } from './UserInputs.tsx'

/** The server's word on the invitation a user created without a password was sent. */
const invitationOf = (user: RaRecord & { invitation?: MailNote }) =>
  user.invitation ? invitationNotice(user.invitation) : undefined

/**
 * A new account. Left without a password, the server emails the user an invitation to choose one,
 * and the notification says whether it was sent or kept in Outgoing email (no mail server).
 */
export default function UserCreate() {
  return (
    <RecordCreate
      transform={withoutEmptyPassword}
      defaultValues={{ is_active: true }}
      savedNotice={invitationOf}
    >
      <UserInputs creating />
    </RecordCreate>
  )
}
