/** A record of a resource without screens of its own, edited (GenericForm.tsx). */
import { GenericForm } from './GenericForm.tsx'

export default function GenericEdit() {
  return <GenericForm mode="edit" />
}
