import { ListButton, type RaRecord, TopToolbar } from 'react-admin'
import { RecordEdit } from '../forms.tsx'
import { InviteAgainButton } from './InviteAgainButton.tsx'
import { UserInputs, withoutEmptyPassword } from './UserInputs.tsx'

/** The API answers a user's role by name with its id beside it, and takes the id as `role`. */
const roleAsId = (user: RaRecord) => ({ ...user, role: user.role_id ?? null })

export default function UserEdit() {
  return (
    <RecordEdit
      transform={withoutEmptyPassword}
      queryOptions={{ select: roleAsId }}
      actions={
        <TopToolbar>
          <InviteAgainButton />
          <ListButton />
        </TopToolbar>
      }
    >
      <UserInputs />
    </RecordEdit>
  )
}
