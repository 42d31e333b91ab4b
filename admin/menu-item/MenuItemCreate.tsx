import { RecordCreate } from '../forms.tsx'
import { MenuItemInputs } from './MenuItemInputs.tsx'

export default function MenuItemCreate() {
  return (
    <RecordCreate defaultValues={{ position: 0, exact: false }}>
      <MenuItemInputs />
    </RecordCreate>
  )
}
