import { RecordCreate } from '../forms.tsx'
import { UserInputs, withoutEmptyPassword } from './UserInputs.tsx'

export default function UserCreate() {
  return (
    <RecordCreate transform={withoutEmptyPassword} defaultValues={{ is_active: true }}>
      <UserInputs creating />
    </RecordCreate>
  )
}
