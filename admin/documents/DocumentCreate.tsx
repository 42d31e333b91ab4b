import { RecordCreate } from '../forms.tsx'
import { DocumentInputs } from './DocumentInputs.tsx'

export default function DocumentCreate() {
  return (
    <RecordCreate>
      <DocumentInputs />
    </RecordCreate>
  )
}
