import { RecordEdit } from '../forms.tsx'
import { SlideInputs } from './SlideInputs.tsx'

export default function SlideEdit() {
  return (
    <RecordEdit>
      <SlideInputs />
    </RecordEdit>
  )
}
