import { Create, SimpleForm } from 'react-admin'
import { NoticeInputs } from './fields.tsx'

export default function NoticeCreate() {
  return (
    <Create redirect="list">
      <SimpleForm warnWhenUnsavedChanges>
        <NoticeInputs />
      </SimpleForm>
    </Create>
  )
}
