import { RecordEdit } from '../forms.tsx'
import { EmployeeInputs } from './EmployeeInputs.tsx'

export default function EmployeeEdit() {
  return (
    <RecordEdit>
      <EmployeeInputs />
    </RecordEdit>
  )
}
