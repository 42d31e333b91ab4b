import { required, TextInput } from 'react-admin'
import { RecordEdit } from '../forms.tsx'

export default function NameEdit() {
  return (
    <RecordEdit>
      <TextInput source="name" validate={required()} fullWidth />
    </RecordEdit>
  )
}
