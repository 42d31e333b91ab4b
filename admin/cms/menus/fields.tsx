/** The inputs of a menu, shared by its create and edit screens. */
import { BooleanInput, required, SelectInput, TextInput } from 'react-admin'
import { menuTemplates } from '../../../common/menu-templates.ts'
import { useAllMenus } from './all-menus.ts'
import { canMoveUnder, flattenTree } from './menu-tree.ts'

const templateChoices = menuTemplates.map((template) => ({ id: template, name: template }))

/** `menuId`: the menu being edited, which cannot go under itself or its sub-menus. */
export function MenuInputs({ menuId }: { menuId?: number }) {
  const { menus } = useAllMenus()
  const parents = flattenTree(menus ?? [])
    .filter((row) => menuId === undefined || canMoveUnder(menus ?? [], menuId, row.id))
    // The choices are indented like the tree, so two menus of the same name can be told apart.
    .map((row) => ({ id: row.id, name: `${'\u2014 '.repeat(row.depth)}${row.name}` }))
  return (
    <>
      <TextInput
        source="name"
        validate={required()}
        fullWidth
        helperText="Shown in the navigation and in the page's address."
      />
      <SelectInput
        source="parent"
        label="Parent menu"
        choices={parents}
        isPending={menus === null}
        emptyText="None (top level)"
        // The API reads null as the top level; the select's empty choice is ''.
        format={(value: number | null | undefined) => value ?? ''}
        parse={(value: string | number) => (value === '' ? null : Number(value))}
        helperText="A new menu goes last among its siblings; reorder it on the Menus screen."
      />
      <SelectInput source="template" label="Page template" choices={templateChoices} validate={required()} />
      <BooleanInput
        source="is_published"
        label="Published"
        helperText="A hidden menu is left out of the navigation; signed-in staff can still preview its page."
      />
    </>
  )
}
