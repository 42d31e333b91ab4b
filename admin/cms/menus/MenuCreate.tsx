import { Create, SimpleForm } from 'react-admin'
import { MenuInputs } from './fields.tsx'

/** New menus are published generic pages at the top level unless chosen otherwise. */
const DEFAULTS = { parent: null, template: 'generic', is_published: true }

export default function MenuCreate() {
  return (
    <Create redirect="list" title="Add a menu">
      <SimpleForm defaultValues={DEFAULTS} warnWhenUnsavedChanges>
        <MenuInputs />
      </SimpleForm>
    </Create>
  )
}
