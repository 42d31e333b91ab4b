import { required, TextInput } from 'react-admin'
import { RecordCreate } from '../forms.tsx'

export default function NameCreate() {
  return (
    <RecordCreate>
      <TextInput source="name" validate={required()} fullWidth />
    </RecordCreate>
  )
}
