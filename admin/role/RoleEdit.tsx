import { useRecordContext } from 'react-admin'
import { RecordEdit } from '../forms.tsx'
import { RoleInputs } from './RoleInputs.tsx'
import { RoleMenus } from './RoleMenus.tsx'

function MenusOfRecord() {
  const role = useRecordContext<{ id: number; name: string }>()
  return role ? <RoleMenus roleId={role.id} roleName={role.name} /> : null
}

export default function RoleEdit() {
  return (
    <RecordEdit after={<MenusOfRecord />}>
      <RoleInputs />
    </RecordEdit>
  )
}
