import { RecordCreate } from '../forms.tsx'
import { SlideInputs } from './SlideInputs.tsx'

export default function SlideCreate() {
  return (
    <RecordCreate>
      <SlideInputs />
    </RecordCreate>
  )
}
