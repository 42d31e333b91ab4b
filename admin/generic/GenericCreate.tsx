/** A new record of a resource without screens of its own (GenericForm.tsx). */
import { GenericForm } from './GenericForm.tsx'

export default function GenericCreate() {
  return <GenericForm mode="create" />
}
