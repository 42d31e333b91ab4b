import { RecordEdit } from '../forms.tsx'
import { MenuItemInputs } from './MenuItemInputs.tsx'

export default function MenuItemEdit() {
  return (
    <RecordEdit>
      <MenuItemInputs />
    </RecordEdit>
  )
}
