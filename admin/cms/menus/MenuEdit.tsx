import { Edit, SimpleForm, useRecordContext } from 'react-admin'
import { MenuInputs } from './fields.tsx'

function EditInputs() {
  const record = useRecordContext()
  return <MenuInputs menuId={record ? Number(record.id) : undefined} />
}

export default function MenuEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm warnWhenUnsavedChanges>
        <EditInputs />
      </SimpleForm>
    </Edit>
  )
}
