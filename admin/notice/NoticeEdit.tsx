import { Edit, SimpleForm } from 'react-admin'
import { NoticeInputs } from './fields.tsx'

export default function NoticeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm warnWhenUnsavedChanges>
        <NoticeInputs />
      </SimpleForm>
    </Edit>
  )
}
