/**
 * The create and edit forms of a resource without screens of its own: an input per field of its
 * admin schema, in the declaration's order, with the column defaults in a new record.
 */
import { Fragment, type ReactNode } from 'react'
import { DeleteButton, Loading, SaveButton, Toolbar } from 'react-admin'
import type { FieldSchema } from '../../common/resource-schema.ts'
import { RecordCreate, RecordEdit } from '../forms.tsx'
import { useAdminSchema, useResourceSchema } from '../schema/admin-schema.ts'
import { FieldInput } from './FieldInput.tsx'
import { RecordTitle } from './RecordTitle.tsx'

/** What a new record's inputs start with: the columns' defaults; a switch without one starts off. */
export function initialValues(fields: readonly FieldSchema[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((f) => {
      if (f.default !== undefined) return [[f.name, f.default]]
      return f.kind === 'bool' ? [[f.name, false]] : []
    }),
  )
}

/** An empty password means "none" (create) or "keep it" (edit): never sent as "". */
export function withoutEmptySecrets(fields: readonly FieldSchema[]) {
  const secrets = fields.filter((f) => f.kind === 'password').map((f) => f.name)
  return (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([name, value]) => !(secrets.includes(name) && !value)))
}

/**
 * What a resource's own screens add to the generic form (a cause's, a product's): something shown
 * above the inputs, with the record (what it raised, which nobody types); something after the form
 * (its blocks and images, saved on their own); inputs of their own in some fields' places (a
 * product's category through its three levels); and, for a new record, opening it once created
 * (where the parts saved on their own are added) instead of going back to the list.
 */
export interface EditExtras {
  intro?: ReactNode
  after?: ReactNode
  inputs?: Readonly<Record<string, ReactNode>>
  openCreated?: boolean
}

export function GenericForm({
  mode,
  intro,
  after,
  inputs: own = {},
  openCreated = false,
}: { mode: 'create' | 'edit' } & EditExtras) {
  const schema = useAdminSchema()
  const resource = useResourceSchema()
  if (!schema || !resource) return <Loading />
  const inputs = resource.fields.map((field) =>
    Object.hasOwn(own, field.name) ? (
      <Fragment key={field.name}>{own[field.name]}</Fragment>
    ) : (
      <FieldInput key={field.name} field={field} schema={schema} fields={resource.fields} mode={mode} />
    ),
  )
  const transform = withoutEmptySecrets(resource.fields)
  if (mode === 'create')
    return (
      <RecordCreate
        title={`New ${resource.label.toLowerCase()}`}
        defaultValues={initialValues(resource.fields)}
        transform={transform}
        redirect={openCreated ? 'edit' : 'list'}
      >
        {intro}
        {inputs}
      </RecordCreate>
    )
  const toolbar = (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {resource.can.delete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  )
  return (
    <RecordEdit
      title={<RecordTitle resource={resource} />}
      transform={transform}
      toolbar={toolbar}
      after={after}
    >
      {intro}
      {inputs}
    </RecordEdit>
  )
}
