import { RecordCreate } from '../forms.tsx'
import { RoleInputs } from './RoleInputs.tsx'

export default function RoleCreate() {
  return (
    <RecordCreate defaultValues={{ permissions: [] }}>
      <RoleInputs />
    </RecordCreate>
  )
}
