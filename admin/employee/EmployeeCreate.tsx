import { RecordCreate } from '../forms.tsx'
import { EmployeeInputs } from './EmployeeInputs.tsx'

export default function EmployeeCreate() {
  return (
    <RecordCreate defaultValues={{ display_order: 0 }}>
      <EmployeeInputs />
    </RecordCreate>
  )
}
